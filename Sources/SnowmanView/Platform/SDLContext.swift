import CSDL2

/// Owns SDL's global set-up: `SDL_Init` (when a window is wanted) and `TTF_Init`, and their Quit calls. SDL_image
/// needs none: it starts each format's decoder when it first meets one.
public final class SDLContext {
  private let video: Bool

  /// Starts SDL. With `video` false nothing needs a display: software rendering into surfaces still works.
  /// - Throws: `SDLError` when SDL's libraries cannot be loaded or a subsystem cannot start; for video, the
  ///   message says no display was found.
  public init(video: Bool) throws {
    // Before `video` is set: an init that throws with every property set runs `deinit`, which calls SDL.
    try SDLLibraries.openForDisplay()
    self.video = video
    if video {
      sdl.SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
      // SDL keeps the screen awake for as long as it runs, as games want; Snowman asks for it only while an
      // animation plays (`ScreenSaverGate`), under its own name, so a laptop left open still locks.
      sdl.SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
      sdl.SDL_SetHint(SDL_HINT_APP_NAME, "Snowman")
      sdl.SDL_SetHint(SDL_HINT_SCREENSAVER_INHIBIT_ACTIVITY_NAME, "Playing an animation")
      if sdl.SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) < 0 {
        throw SDLError(call: "SDL_Init")
      }
    }
    guard sdlTTF.TTF_Init() == 0 else {
      let error = SDLError(call: "TTF_Init")
      if video { sdl.SDL_Quit() }
      throw error
    }
  }

  /// The video driver SDL chose ("x11", "wayland", "offscreen", …), or nil without video.
  public var videoDriver: String? {
    guard video, let name = sdl.SDL_GetCurrentVideoDriver() else { return nil }
    return String(cString: name)
  }

  deinit {
    sdlTTF.TTF_Quit()
    if video { sdl.SDL_Quit() }
  }
}
