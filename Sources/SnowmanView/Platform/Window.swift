import CSDL2

/// A resizable, high-DPI aware SDL window.
public final class Window {
  let pointer: OpaquePointer
  /// The context that must outlive the window.
  let context: SDLContext

  /// Opens a window of `width`×`height` points titled `title`, with `minimum` as its smallest size.
  /// - Throws: `SDLError` from `SDL_CreateWindow`.
  public init(context: SDLContext, title: String, width: Int, height: Int, minimum: (Int, Int), hidden: Bool = false)
    throws
  {
    self.context = context
    var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    flags |= hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
    let centred = Int32(CSDL2_WINDOWPOS_CENTERED())
    pointer = try unwrap(
      sdl.SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags), call: "SDL_CreateWindow")
    sdl.SDL_SetWindowMinimumSize(pointer, Int32(minimum.0), Int32(minimum.1))
  }

  /// Gives the window `icon`: window lists and Alt+Tab show it (X11's `_NET_WM_ICON`) even when no installed
  /// .desktop file names one, as when Snowman runs from the build folder.
  public func setIcon(_ icon: Surface) { sdl.SDL_SetWindowIcon(pointer, icon.pointer) }

  /// Whether the window has the keyboard focus (the user is looking at it).
  public var hasFocus: Bool { sdl.SDL_GetWindowFlags(pointer) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0 }

  /// The title bar's text.
  public var title: String {
    get { sdl.SDL_GetWindowTitle(pointer).map { String(cString: $0) } ?? "" }
    set { sdl.SDL_SetWindowTitle(pointer, newValue) }
  }

  /// SDL's id of the window, which events name.
  public var id: UInt32 { sdl.SDL_GetWindowID(pointer) }

  deinit { sdl.SDL_DestroyWindow(pointer) }

  /// The size in window coordinates (points), the space mouse events use.
  public var size: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    sdl.SDL_GetWindowSize(pointer, &w, &h)
    return (Int(w), Int(h))
  }

  /// Where its top-left corner is on the screen, in the same coordinates.
  public var position: (x: Int32, y: Int32) {
    var x: Int32 = 0
    var y: Int32 = 0
    sdl.SDL_GetWindowPosition(pointer, &x, &y)
    return (x, y)
  }

  /// The refresh rate of the display the window is on, if SDL knows it.
  public var refreshRate: Int? {
    var mode = SDL_DisplayMode()
    guard sdl.SDL_GetWindowDisplayMode(pointer, &mode) == 0, mode.refresh_rate > 0 else { return nil }
    return Int(mode.refresh_rate)
  }
}
