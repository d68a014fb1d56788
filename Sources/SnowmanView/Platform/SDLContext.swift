import CSDL2

/// Owns SDL's global set-up: `SDL_Init` (when a window is wanted), `IMG_Init` and `TTF_Init`, and their Quit calls.
public final class SDLContext {
  private let video: Bool

  /// Starts SDL. With `video` false nothing needs a display: software rendering into surfaces still works.
  /// - Throws: `SDLError` when a subsystem cannot start; for video, the message says no display was found.
  public init(video: Bool) throws {
    self.video = video
    if video {
      SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
      // SDL keeps the screen awake for as long as it runs, as games want; Snowman asks for it only while an
      // animation plays (`ScreenSaverGate`), under its own name, so a laptop left open still locks.
      SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
      SDL_SetHint(SDL_HINT_APP_NAME, "Snowman")
      SDL_SetHint(SDL_HINT_SCREENSAVER_INHIBIT_ACTIVITY_NAME, "Playing an animation")
      if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) < 0 {
        throw SDLError(call: "SDL_Init")
      }
    }
    let png = Int32(IMG_INIT_PNG.rawValue)
    guard IMG_Init(png) & png == png else {
      let error = SDLError(call: "IMG_Init")
      if video { SDL_Quit() }
      throw error
    }
    guard TTF_Init() == 0 else {
      let error = SDLError(call: "TTF_Init")
      IMG_Quit()
      if video { SDL_Quit() }
      throw error
    }
  }

  /// The video driver SDL chose ("x11", "wayland", "offscreen", …), or nil without video.
  public var videoDriver: String? {
    guard video, let name = SDL_GetCurrentVideoDriver() else { return nil }
    return String(cString: name)
  }

  deinit {
    TTF_Quit()
    IMG_Quit()
    if video { SDL_Quit() }
  }
}
