import CSDL2
import Foundation
import SnowmanController
import SnowmanDigest
import SnowmanModel
import SnowmanView

/// The player window: owns the SDL objects and the controller, and runs the fixed-step loop.
final class PlayerApp {
  private let options: PlayerOptions
  private let context: SDLContext
  private let window: Window
  private let renderer: Renderer
  private let scene: SceneRenderer
  private let controller: AppStore
  private let store: FilePresetStore
  private let images: ImageStore
  /// Pictures that could not be had while drawing, told to the user after the frame.
  private var unavailablePictures: [String] = []
  /// A test hook: a file whose content is a path, turned into a real SDL_DROPFILE event (no XDND needed).
  private let dropHook = ProcessInfo.processInfo.environment["SNOWMAN_TEST_DROP_FILE"]
  private let preferencesStore: PreferencesStore
  /// The desktop's colour scheme, followed from the moment the window's SDL is up.
  private let appearance: DesktopAppearance
  private var loop: PlayerLoop
  private var pointer = PointerRouter()
  private let uiMapWriter: UIMapWriter?
  private var storeToken: String
  private var running = true
  private var textInputOn = false
  private let layouts = LayoutCache()
  private var reportsFirstFrame = false

  init(options: PlayerOptions) throws {
    self.options = options
    let environment = ProcessInfo.processInfo.environment
    if environment["SDL_VIDEODRIVER"] == nil && environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil {
      throw CLIError("no display found: neither DISPLAY nor WAYLAND_DISPLAY is set; `snowman render` works without one")
    }
    let locations = DataLocations(dataDirectory: options.dataDirectory)
    store = FilePresetStore(directory: locations.presetsDirectory)
    images = ContentHash.imageStore(locations)
    // A bad --image is refused before any window shows: checking a picture needs no display.
    let given = try options.image.map { try ArtworkLoader.load(path: $0) }
    preferencesStore = PreferencesStore(url: locations.preferencesFile)
    let (loadedPreferences, warning) = preferencesStore.load()
    if let warning { FileHandle.standardError.write(Data("snowman: \(warning)\n".utf8)) }
    var preferences = loadedPreferences
    let software = RendererChoice.wantsSoftware(environment: environment)
    if software {
      // Presenting through a GL texture would pull in a software GL (llvmpipe: ~55 MB and more CPU than this).
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
      SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
    }
    do {
      PlayerApp.useUTF8Text()
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
    if let size = options.size {
      preferences.windowWidth = size.width
      preferences.windowHeight = size.height
    }
    appearance = DesktopAppearance()
    window = try Window(
      context: context, title: "Snowman", width: max(preferences.windowWidth, WindowSize.minimum.width),
      height: max(preferences.windowHeight, WindowSize.minimum.height),
      minimum: (WindowSize.minimum.width, WindowSize.minimum.height))
    renderer = try Renderer(window: window, software: software)
    scene = try SceneRenderer(context: context, renderer: renderer)
    storeToken = store.changeToken()
    let loaded = store.loadAll()
    let effects = EffectRunner(store: store, images: images, scene: scene, dataDirectory: options.dataDirectory)
    self.effects = effects
    controller = AppStore(loaded: loaded, preferences: preferences) { effects.perform($0) }
    for problem in loaded.problems {
      FileHandle.standardError.write(Data("snowman: \(problem)\n".utf8))
    }
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
    // The first frame is drawn in the desktop's scheme when it answers quickly; a late answer switches it live.
    if let scheme = appearance.first(waiting: 0.3) { controller.handle(.desktopColorSchemeChanged(scheme)) }
    // What the app would write now counts as written: a preferences file (even a bad one) is rewritten only
    // once the user changes something.
    let size = window.size
    loop = PlayerLoop(
      time: SDLTimeSource(), refreshRate: window.refreshRate, runsFixedFrames: options.frames != nil,
      savedPreferences: controller.preferences(windowWidth: size.width, windowHeight: size.height))
    uiMapWriter = options.uiMap.map(UIMapWriter.init(path:))
    reportsFirstFrame = ProcessInfo.processInfo.environment["SNOWMAN_REPORT_FIRST_FRAME"] != nil
    SDL_StopTextInput()
    let images = self.images
    scene.artworkSource = { [unowned self] reference in
      switch images.read(reference) {
      case .failure(let problem):
        let reason = problem.reason == "does not exist" ? "is missing" : problem.reason
        unavailablePictures.append(
          "The picture \(reference.name) (\(problem.path)) \(reason); the snowman shows instead.")
        return nil
      case .success(let data):
        do {
          return try ArtworkLoader.decode(data, name: images.url(for: reference).path).surface
        } catch {
          unavailablePictures.append("\(error); the snowman shows instead.")
          return nil
        }
      }
    }
    if let given, let path = options.image {
      apply([try effects.take(given, name: URL(fileURLWithPath: path).lastPathComponent)])
    }
  }

  /// Runs until the window closes (or `--frames` runs out).
  /// - Returns: the process exit code.
  func run() throws -> Int32 {
    var frames = 0
    while running {
      if !loop.wantsFrame(moving: moving) {
        waitForEvent()
        loop.wokeUp()
        // A timeout or an event that changed nothing: nothing to draw.
        if !loop.wantsFrame(moving: moving) { continue }
      }
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 { handle(event) }
      let playback = controller.state.playback
      let frame = loop.beginFrame(playing: playback.state == .playing, speed: playback.speed)
      for _ in 0..<frame.steps {
        controller.tick()
        apply(pointer.tick())
      }
      for _ in 0..<frame.playbackSteps { controller.playbackTick() }
      checkStoreIfDue()
      apply(effects.exports.step(windowFocused: { self.window.hasFocus }))
      syncTextInput()
      let layout = currentLayout()
      updateTitle()
      scene.draw(
        state: controller.state, layout: layout, interaction: pointer.interaction, alpha: frame.alpha,
        density: scene.density(windowWidth: window.size.width))
      frames += 1
      if !unavailablePictures.isEmpty {
        // Reported like a preset file that cannot be read: on stderr and on screen, the file left alone.
        for sentence in unavailablePictures { FileHandle.standardError.write(Data("snowman: \(sentence)\n".utf8)) }
        apply(unavailablePictures.map { .artwork(.artworkUnavailable($0)) })
        unavailablePictures.removeAll()
      }
      if let limit = options.frames, frames >= limit {
        if let path = options.screenshot { try renderer.readPixels().savePNG(to: path) }
        running = false
      }
      renderer.present()
      if reportsFirstFrame { reportFirstFrame() }
      let pause = loop.endFrame(startedAt: frame.now)
      // Only yields what is left of this frame's time; the fixed-step clock still measures real time.
      if pause > 0 { SDL_Delay(UInt32(pause * 1000)) }
      // Preferences first: whatever the ui-map says has happened is already on disk when a reader sees it.
      savePreferencesIfChanged()
      try uiMapWriter?.update(now: frame.now, force: !controller.isAnimating) {
        UIMap(layout: layout, state: controller.state)
      }
    }
    try uiMapWriter?.update(now: .infinity, force: true) { UIMap(layout: currentLayout(), state: controller.state) }
    savePreferencesIfChanged()
    return 0
  }

  private var moving: Bool { controller.isAnimating || pointer.isRepeating }

  /// Performs the controller's effects: presets, export, clipboard, the file manager, notifications.
  private let effects: EffectRunner
  /// The close button was just answered with a question: the SDL_QUIT that follows it is not a signal.
  private var closeButtonAsked = false
  /// When quitting was last asked for during an export: a second ask within the notice's time quits.
  private var quitAskedAt: Double?

  /// Quits, but during an export asks first: the second ask stops the export (nothing is left) and quits.
  private func quit() {
    let now = Double(SDL_GetTicks64()) / 1000
    if effects.exports.isRunning, quitAskedAt.map({ now - $0 > 3 }) ?? true {
      quitAskedAt = now
      apply([.export(.quitAskedDuringExport)])
      return
    }
    effects.exports.cancel()
    running = false
  }

  /// SDL's X11 title setter converts through the C library's locale and gives up on "—" (or any name outside
  /// ASCII) under the default "C" locale, leaving _NET_WM_NAME, the title window managers show, unchanged. Text
  /// conversion only (LC_CTYPE): the user's locale if it is UTF-8, else C.UTF-8; numbers are not touched.
  static func useUTF8Text() {
    setlocale(LC_CTYPE, "")
    if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
  }

  /// What the title shows, compared each frame without building a string.
  private struct TitleKey: Equatable {
    let id: UUID
    let name: String
    let edited: Bool
  }
  private var shownTitle: TitleKey?

  /// "Snowman — Tall (edited)" in the title bar, set only when it changes.
  private func updateTitle() {
    let state = controller.state
    let key = TitleKey(
      id: state.library.selectedPreset.id, name: state.library.selectedPreset.name, edited: state.isEdited)
    guard key != shownTitle else { return }
    shownTitle = key
    window.title = state.windowTitle
  }

  private func reportFirstFrame() {
    reportsFirstFrame = false
    var t = timespec()
    clock_gettime(CLOCK_REALTIME, &t)
    FileHandle.standardError.write(
      Data("first_frame_realtime_ns: \(Int(t.tv_sec) * 1_000_000_000 + t.tv_nsec) renderer: \(renderer.name)\n".utf8))
  }

  private func waitForEvent() {
    var event = SDL_Event()
    // Blocks without spinning; wakes once a second to notice presets changed by another instance or the shell.
    if SDL_WaitEventTimeout(&event, Int32(PlayerLoop.storePollInterval * 1000)) != 0 {
      handle(event)
    }
    checkStoreIfDue()
  }

  private func currentLayout() -> Layout {
    let size = window.size
    return layouts.layout(width: Double(size.width), height: Double(size.height), controller: controller)
  }

  private func apply(_ actions: [AppAction]) {
    for action in actions { controller.handle(action) }
    if !actions.isEmpty { loop.invalidate() }
  }

  private func handle(_ event: SDL_Event) {
    if event.type == appearance.eventType {
      if let scheme = appearance.change() { apply([.desktopColorSchemeChanged(scheme)]) }
      return
    }
    let seconds = Double(event.common.timestamp) / 1000
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      // SDL sends this after the close button (asked about above) and for SIGINT / SIGTERM, which must quit.
      if closeButtonAsked {
        closeButtonAsked = false
      } else {
        effects.exports.cancel()
        running = false
      }
    case SDL_WINDOWEVENT:
      if event.window.event == UInt8(SDL_WINDOWEVENT_LEAVE.rawValue) { pointer.left() }
      if event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue) {
        quit()
        closeButtonAsked = running
      }
      loop.invalidate()
    case SDL_MOUSEMOTION:
      let before = pointer.interaction
      apply(
        pointer.moved(
          x: Double(event.motion.x), y: Double(event.motion.y), time: seconds,
          layout: currentLayout(), state: controller.state))
      if pointer.interaction != before { loop.invalidate() }
    case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
      // A click anywhere but on the name field ends Rename… without renaming.
      if controller.state.library.rename != nil,
        currentLayout().control(at: Double(event.button.x), Double(event.button.y))?.id != .renameField
      {
        apply([.library(.renameCancelled)])
      }
      let clicked = currentLayout().control(at: Double(event.button.x), Double(event.button.y))
      apply([.focus(.focusClicked(clicked?.id))])
      apply(
        pointer.pressed(
          x: Double(event.button.x), y: Double(event.button.y), time: seconds,
          layout: currentLayout(), state: controller.state))
      loop.invalidate()
    case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
      apply(
        pointer.released(
          x: Double(event.button.x), y: Double(event.button.y), time: seconds,
          layout: currentLayout(), state: controller.state) + [.draft(.pointerReleased)])
      loop.invalidate()
    case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_RIGHT):
      apply(
        pointer.rightClicked(
          x: Double(event.button.x), y: Double(event.button.y), layout: currentLayout(), state: controller.state))
    case SDL_MOUSEWHEEL:
      var x: Int32 = 0
      var y: Int32 = 0
      SDL_GetMouseState(&x, &y)
      let dy = event.wheel.preciseY != 0 ? Double(event.wheel.preciseY) : Double(event.wheel.y)
      apply(pointer.wheel(dy: dy, x: Double(x), y: Double(y), layout: currentLayout(), state: controller.state))
    case SDL_KEYDOWN:
      switch InputMap.command(for: event.key.keysym.sym, modifiers: event.key.keysym.mod, state: controller.state) {
      case .quit?: quit()
      case .action(let action)?: apply([action])
      case .actions(let actions)?: apply(actions)
      case .activateMenuItem?: activateHighlightedMenuItem()
      case .activateFocus?:
        guard let id = controller.state.focus.id else { break }
        apply(
          [.focus(.focusRingShown)] + PointerRouter.repeatActions(id) + PointerRouter.clickActions(id) + [
            .draft(.pointerReleased)
          ])
      case nil: break
      }
      revealFocus()
    case SDL_TEXTINPUT:
      let text = withUnsafeBytes(of: event.text.text) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if controller.state.draft.prompt != nil {
        apply([.draft(.promptTextTyped(text))])
      } else if controller.state.library.rename != nil {
        apply([.library(.renameTextTyped(text))])
      } else if controller.state.pathField != nil {
        apply([.artwork(.pathTextTyped(text))])
      }
    case SDL_DROPFILE:
      guard let file = event.drop.file else { break }
      let path = String(cString: file)
      SDL_free(file)
      apply([.artwork(.fileDropped(path))])
    default:
      break
    }
  }

  /// Scrolls the settings table so the focused control is inside it (Tab never goes off-screen).
  private func revealFocus() {
    guard controller.state.tab == .settings, let focus = controller.state.focus.id,
      let points = currentLayout().settings.scrollToReveal(focus)
    else { return }
    apply([.settingsScrolled(points: points)])
  }

  /// Enter or Space in an open menu: what a click on the highlighted item does.
  private func activateHighlightedMenuItem() {
    let layout = currentLayout()
    guard let index = controller.state.menuHighlight,
      let items = (layout.presetMenu ?? layout.settings.menu)?.items, items.indices.contains(index),
      items[index].enabled
    else { return }
    apply(PointerRouter.clickActions(items[index].id))
  }

  private func syncTextInput() {
    let wanted =
      controller.state.draft.prompt != nil || controller.state.pathField != nil
      || controller.state.library.rename != nil
    guard wanted != textInputOn else { return }
    textInputOn = wanted
    if wanted { SDL_StartTextInput() } else { SDL_StopTextInput() }
  }

  private func checkStoreIfDue() {
    guard loop.storeCheckDue() else { return }
    if let hook = dropHook, let path = try? String(contentsOfFile: hook, encoding: .utf8) {
      try? FileManager.default.removeItem(atPath: hook)
      var event = SDL_Event()
      event.type = SDL_DROPFILE.rawValue
      event.drop.file = SDL_strdup(path.trimmingCharacters(in: .newlines))
      event.drop.windowID = window.id
      SDL_PushEvent(&event)
    }
    let token = store.changeToken()
    guard token != storeToken else { return }
    storeToken = token
    controller.handle(.library(.presetsChangedOnDisk(store.loadAll())))
    loop.invalidate()
  }

  private func savePreferencesIfChanged() {
    let size = window.size
    guard
      let changed = loop.preferencesToSave(
        controller.preferences(windowWidth: size.width, windowHeight: size.height))
    else { return }
    do { try preferencesStore.save(changed) } catch {
      FileHandle.standardError.write(Data("snowman: \(error)\n".utf8))
    }
  }

}
