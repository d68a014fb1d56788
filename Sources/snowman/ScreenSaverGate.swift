import CSDL2
import SnowmanView

/// Lets the screen blank and lock except while the store says it must stay awake. SDL turns that into the
/// desktop's calls (`org.freedesktop.ScreenSaver.Inhibit` and `UnInhibit` on the session bus, the X screen saver
/// extension, Wayland's idle inhibitor); this only says when, so an idle window calls nothing.
struct ScreenSaverGate {
  private var awake = false

  /// Asks for the screen to stay awake, or lets it go, when `keepAwake` differs from what was last asked.
  mutating func follow(_ keepAwake: Bool) {
    guard keepAwake != awake else { return }
    awake = keepAwake
    if keepAwake { sdl.SDL_DisableScreenSaver() } else { sdl.SDL_EnableScreenSaver() }
  }
}
