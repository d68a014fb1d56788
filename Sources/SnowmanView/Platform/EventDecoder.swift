import CSDL2
import SnowmanController

/// Turns an SDL event into a plain `InputEvent`; SDL's types stop here.
public enum EventDecoder {
  /// What `event` means to the app, or nil for an event it does not answer. A drop's file name is freed here.
  public static func decode(_ event: SDL_Event) -> InputEvent? {
    let seconds = Double(event.common.timestamp) / 1000
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      return .quitRequested
    case SDL_WINDOWEVENT:
      switch UInt32(event.window.event) {
      case SDL_WINDOWEVENT_LEAVE.rawValue: return .pointerLeft
      case SDL_WINDOWEVENT_CLOSE.rawValue: return .closeRequested
      case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue: return .windowShown(false)
      case SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue:
        return .windowShown(true)
      case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: return .windowFocused(true)
      case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: return .windowFocused(false)
      default: return .windowChanged
      }
    case SDL_MOUSEMOTION:
      return .pointerMoved(x: Double(event.motion.x), y: Double(event.motion.y), time: seconds)
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      guard let button = button(event.button.button) else { return nil }
      let (x, y) = (Double(event.button.x), Double(event.button.y))
      return event.type == SDL_MOUSEBUTTONDOWN.rawValue
        ? .pointerPressed(button, x: x, y: y, time: seconds) : .pointerReleased(button, x: x, y: y, time: seconds)
    case SDL_MOUSEWHEEL:
      let dy = event.wheel.preciseY != 0 ? Double(event.wheel.preciseY) : Double(event.wheel.y)
      return .wheel(dy: dy, x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
    case SDL_KEYDOWN:
      guard let key = key(event.key.keysym.sym) else { return nil }
      return .key(key, modifiers(event.key.keysym.mod))
    case SDL_DROPFILE:
      // The file's name is ours to free.
      guard let file = event.drop.file else { return nil }
      defer { sdl.SDL_free(file) }
      return .fileDropped(String(cString: file))
    case SDL_TEXTINPUT:
      let text = withUnsafeBytes(of: event.text.text) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      return .text(text)
    case SDL_TEXTEDITING:
      let text = withUnsafeBytes(of: event.edit.text) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      return .textComposing(text)
    default:
      return nil
    }
  }

  /// Whether after `event` the display may no longer show the window's last frame (exposed, resized, shown again):
  /// the next frame is then shown whole, not only where it moved.
  public static func losesShownPixels(_ event: SDL_Event) -> Bool {
    guard event.type == SDL_WINDOWEVENT.rawValue else { return false }
    switch UInt32(event.window.event) {
    case SDL_WINDOWEVENT_ENTER.rawValue, SDL_WINDOWEVENT_LEAVE.rawValue, SDL_WINDOWEVENT_FOCUS_GAINED.rawValue,
      SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_MOVED.rawValue, SDL_WINDOWEVENT_TAKE_FOCUS.rawValue,
      SDL_WINDOWEVENT_CLOSE.rawValue:
      return false
    default:
      // Exposed, shown, hidden, resized, maximized, restored, and any SDL adds: showing all of it is always right.
      return true
    }
  }

  static func button(_ sdl: UInt8) -> PointerButton? {
    switch Int32(sdl) {
    case SDL_BUTTON_LEFT: return .left
    case SDL_BUTTON_RIGHT: return .right
    default: return nil
    }
  }

  static func modifiers(_ mod: UInt16) -> KeyModifiers {
    var result: KeyModifiers = []
    if mod & UInt16(KMOD_CTRL.rawValue) != 0 { result.insert(.ctrl) }
    if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
    if mod & UInt16(KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
    return result
  }

  /// The app's name for SDL's key code, or nil for a key the app does not use.
  static func key(_ code: SDL_Keycode) -> Key? {
    if let named = named[Int(code)] { return named }
    let c = UInt32(bitPattern: code)
    // Letters and digits (the main row and the keypad's 1…9).
    if (SDLK_a.rawValue...SDLK_z.rawValue).contains(c) || (SDLK_0.rawValue...SDLK_9.rawValue).contains(c) {
      return Unicode.Scalar(c).map { .character(Character($0)) }
    }
    if (SDLK_KP_1.rawValue...SDLK_KP_9.rawValue).contains(c) {
      return .character(Character(String(c - SDLK_KP_1.rawValue + 1)))
    }
    return nil
  }

  private static let named: [Int: Key] = [
    Int(SDLK_TAB.rawValue): .tab, Int(SDLK_ESCAPE.rawValue): .escape, Int(SDLK_RETURN.rawValue): .enter,
    Int(SDLK_KP_ENTER.rawValue): .enter, Int(SDLK_SPACE.rawValue): .space, Int(SDLK_BACKSPACE.rawValue): .backspace,
    Int(SDLK_DELETE.rawValue): .delete, Int(SDLK_UP.rawValue): .up, Int(SDLK_DOWN.rawValue): .down,
    Int(SDLK_LEFT.rawValue): .left, Int(SDLK_RIGHT.rawValue): .right, Int(SDLK_HOME.rawValue): .home,
    Int(SDLK_END.rawValue): .end, Int(SDLK_APPLICATION.rawValue): .menu, Int(SDLK_F1.rawValue): .f1,
    Int(SDLK_F2.rawValue): .f2,
    Int(SDLK_F10.rawValue): .f10, Int(SDLK_PLUS.rawValue): .plus, Int(SDLK_EQUALS.rawValue): .plus,
    Int(SDLK_KP_PLUS.rawValue): .plus, Int(SDLK_MINUS.rawValue): .minus, Int(SDLK_KP_MINUS.rawValue): .minus,
    Int(SDLK_LEFTBRACKET.rawValue): .character("["), Int(SDLK_RIGHTBRACKET.rawValue): .character("]"),
  ]
}
