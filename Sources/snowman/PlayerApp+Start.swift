import CSDL2
import Foundation
import SnowmanController
import SnowmanModel
import SnowmanStore
import SnowmanView

extension PlayerApp {
  /// SDL's video, or a sentence on why there is no display; whether to draw in software.
  static func openDisplay(_ environment: [String: String]) throws -> (SDLContext, software: Bool) {
    if environment["SDL_VIDEODRIVER"] == nil && environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil {
      throw CLIError("no display found: neither DISPLAY nor WAYLAND_DISPLAY is set; `snowman render` works without one")
    }
    try SDLLibraries.openForDisplay()
    let software = RendererChoice.wantsSoftware(environment: environment)
    if software {
      // Presenting through a GL texture would pull in a software GL (llvmpipe: ~55 MB and more CPU than this).
      sdl.SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
      sdl.SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
    }
    let context: SDLContext
    do {
      useUTF8Text()
      context = try SDLContext(video: true)
    } catch {
      throw CLIError("no display found: \(error); `snowman render` works without one")
    }
    // SDL falls back to a driver that shows nothing when the display cannot be reached; a window nobody can
    // see is an error unless that driver was asked for.
    if let driver = context.videoDriver, ["offscreen", "dummy"].contains(driver),
      environment["SDL_VIDEODRIVER"] != driver
    {
      throw CLIError(
        "cannot open the display \(environment["DISPLAY"] ?? environment["WAYLAND_DISPLAY"] ?? ""): "
          + "no X11 or Wayland server answers there; `snowman render` works without one")
    }
    // SDL's Wayland has no software window surface, and showing software pixels through a GL texture leaves
    // them at one pixel a point, upscaled by the compositor at scale 2. The OpenGL renderer (Mesa's, even without
    // a GPU) draws at the output's scale.
    if software, context.videoDriver == "wayland" {
      sdl.SDL_ResetHint(SDL_HINT_RENDER_DRIVER)
      sdl.SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION)
      return (context, false)
    }
    return (context, software)
  }

  /// How the window draws when that is not what was first tried, in one line, or nil.
  static func drawingNote(_ renderer: Renderer, driver: String?, softwareWanted: Bool) -> String? {
    if let fallback = renderer.fallback { return fallback }
    guard softwareWanted, !renderer.isSoftware, driver == "wayland" else { return nil }
    return "drawing with OpenGL (\(renderer.name)), not in software: SDL has no software window surface on Wayland"
  }

  /// What the command line asks of the first frame: `--preset`, `--at`, `--autoplay`, `--theme`.
  static func start(_ controller: AppStore, options: PlayerOptions) throws {
    if let name = options.presetName {
      let preset = try PresetLibrary.find(name, in: controller.state.library.presets)
      controller.handle(.library(.presetChosenAtStart(preset.id)))
    }
    if let at = options.at {
      let total = controller.state.playback.totalSeconds
      guard at <= total else {
        throw CLIError(
          "--at \(at) is past the end of \(controller.state.library.selectedPreset.name), "
            + String(format: "%.2f s", total))
      }
      controller.handle(.transport(.openedAt(seconds: at)))
    }
    if options.autoplay { controller.handle(.transport(.playButtonPressed)) }
    if let theme = options.theme { controller.handle(.themeChosenAtStart(theme)) }
    for action in options.featuresAtLaunch(controller.state, environment: ProcessInfo.processInfo.environment) {
      controller.handle(action)
    }
  }

  /// SDL's X11 title setter converts through the C library's locale and gives up on "—" (or any name outside
  /// ASCII) under the default "C" locale, leaving _NET_WM_NAME, the title window managers show, unchanged. Text
  /// conversion only (LC_CTYPE): the user's locale if it is UTF-8, else C.UTF-8; numbers are not touched.
  static func useUTF8Text() {
    setlocale(LC_CTYPE, "")
    if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
  }

  /// What the title shows, compared each frame without building a string.
  struct TitleKey: Equatable {
    let id: UUID
    let name: String
    let edited: Bool
  }

  /// "Snowman — Tall (edited)" in the title bar, set only when it changes.
  func updateTitle() {
    let state = controller.state
    let key = TitleKey(
      id: state.library.selectedPreset.id, name: state.library.selectedPreset.name, edited: state.isEdited)
    guard key != shownTitle else { return }
    shownTitle = key
    window.title = state.windowTitle
  }

  /// For `make bench`'s start-up figure: when the first frame was presented, on stderr.
  func reportFirstFrame() {
    reportsFirstFrame = false
    var t = timespec()
    clock_gettime(CLOCK_REALTIME, &t)
    FileHandle.standardError.write(
      Data("first_frame_realtime_ns: \(Int(t.tv_sec) * 1_000_000_000 + t.tv_nsec) renderer: \(renderer.name)\n".utf8))
  }
}
