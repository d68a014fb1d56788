import CSDL2
import SnowmanController
import XCTest

@testable import SnowmanView

/// SDL events in, plain input events out, table-driven.
final class EventDecoderTests: XCTestCase {
  func key(_ code: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
    var e = SDL_Event()
    e.type = SDL_KEYDOWN.rawValue
    e.key.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
    e.key.keysym.mod = UInt16(mod.rawValue)
    return e
  }

  func test_keys() {
    let rows: [(SDL_Event, InputEvent?)] = [
      (key(SDLK_SPACE), .key(.space, [])),
      (key(SDLK_RETURN), .key(.enter, [])),
      (key(SDLK_KP_ENTER), .key(.enter, [])),
      (key(SDLK_ESCAPE), .key(.escape, [])),
      (key(SDLK_TAB, KMOD_LSHIFT), .key(.tab, .shift)),
      (key(SDLK_TAB, KMOD_RCTRL), .key(.tab, .ctrl)),
      (key(SDLK_z, SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)), .key(.character("z"), [.ctrl, .shift])),
      (key(SDLK_a), .key(.character("a"), [])),
      (key(SDLK_2), .key(.character("2"), [])),
      (key(SDLK_KP_2), .key(.character("2"), [])),
      (key(SDLK_EQUALS), .key(.plus, [])),
      (key(SDLK_KP_MINUS), .key(.minus, [])),
      (key(SDLK_LEFTBRACKET), .key(.character("["), [])),
      (key(SDLK_APPLICATION), .key(.menu, [])),
      (key(SDLK_F10), .key(.f10, [])),
      (key(SDLK_F5), nil),
      (key(SDLK_LEFT), .key(.left, [])),
      (key(SDLK_DELETE), .key(.delete, [])),
    ]
    for (i, (event, expected)) in rows.enumerated() {
      XCTAssertEqual(EventDecoder.decode(event), expected, "row \(i)")
    }
  }

  func test_pointerWindowTextAndDrops() {
    var down = SDL_Event()
    down.type = SDL_MOUSEBUTTONDOWN.rawValue
    down.button.button = UInt8(SDL_BUTTON_LEFT)
    down.button.x = 10
    down.button.y = 20
    down.button.timestamp = 1500
    XCTAssertEqual(EventDecoder.decode(down), .pointerPressed(.left, x: 10, y: 20, time: 1.5))
    var up = down
    up.type = SDL_MOUSEBUTTONUP.rawValue
    up.button.button = UInt8(SDL_BUTTON_RIGHT)
    XCTAssertEqual(EventDecoder.decode(up), .pointerReleased(.right, x: 10, y: 20, time: 1.5))
    var middle = down
    middle.button.button = UInt8(SDL_BUTTON_MIDDLE)
    XCTAssertNil(EventDecoder.decode(middle))
    var motion = SDL_Event()
    motion.type = SDL_MOUSEMOTION.rawValue
    motion.motion.x = 3
    motion.motion.y = 4
    XCTAssertEqual(EventDecoder.decode(motion), .pointerMoved(x: 3, y: 4, time: 0))
    var wheel = SDL_Event()
    wheel.type = SDL_MOUSEWHEEL.rawValue
    wheel.wheel.y = -1
    wheel.wheel.mouseX = 30
    wheel.wheel.mouseY = 40
    XCTAssertEqual(EventDecoder.decode(wheel), .wheel(dy: -1, x: 30, y: 40))
    wheel.wheel.preciseY = 0.5
    XCTAssertEqual(EventDecoder.decode(wheel), .wheel(dy: 0.5, x: 30, y: 40), "precise scrolling when there is some")
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    XCTAssertEqual(EventDecoder.decode(quit), .quitRequested)
    var window = SDL_Event()
    window.type = SDL_WINDOWEVENT.rawValue
    window.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
    XCTAssertEqual(EventDecoder.decode(window), .closeRequested)
    window.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
    XCTAssertEqual(EventDecoder.decode(window), .pointerLeft)
    window.window.event = UInt8(SDL_WINDOWEVENT_RESIZED.rawValue)
    XCTAssertEqual(EventDecoder.decode(window), .windowChanged)
    for (event, shown) in [
      (SDL_WINDOWEVENT_MINIMIZED, false), (SDL_WINDOWEVENT_HIDDEN, false), (SDL_WINDOWEVENT_SHOWN, true),
      (SDL_WINDOWEVENT_RESTORED, true), (SDL_WINDOWEVENT_MAXIMIZED, true),
    ] {
      window.window.event = UInt8(event.rawValue)
      XCTAssertEqual(EventDecoder.decode(window), .windowShown(shown), "window event \(event.rawValue)")
    }
    window.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
    XCTAssertEqual(EventDecoder.decode(window), .windowFocused(true))
    window.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
    XCTAssertEqual(EventDecoder.decode(window), .windowFocused(false))
    // A frame shown in part needs the rest of the window still on screen.
    for (event, loses) in [
      (SDL_WINDOWEVENT_EXPOSED, true), (SDL_WINDOWEVENT_SHOWN, true), (SDL_WINDOWEVENT_SIZE_CHANGED, true),
      (SDL_WINDOWEVENT_RESTORED, true), (SDL_WINDOWEVENT_FOCUS_GAINED, false), (SDL_WINDOWEVENT_ENTER, false),
      (SDL_WINDOWEVENT_MOVED, false),
    ] {
      window.window.event = UInt8(event.rawValue)
      XCTAssertEqual(EventDecoder.losesShownPixels(window), loses, "window event \(event.rawValue)")
    }
    var moved = SDL_Event()
    moved.type = SDL_MOUSEMOTION.rawValue
    XCTAssertFalse(EventDecoder.losesShownPixels(moved))
    var text = SDL_Event()
    text.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &text.text.text) { raw in
      for (i, byte) in Array("é!".utf8).enumerated() { raw[i] = byte }
    }
    XCTAssertEqual(EventDecoder.decode(text), .text("é!"))
    var drop = SDL_Event()
    drop.type = SDL_DROPFILE.rawValue
    drop.drop.file = sdl.SDL_strdup("/tmp/a picture.png")
    XCTAssertEqual(EventDecoder.decode(drop), .fileDropped("/tmp/a picture.png"))
    var other = SDL_Event()
    other.type = SDL_JOYAXISMOTION.rawValue
    XCTAssertNil(EventDecoder.decode(other))
  }
}
