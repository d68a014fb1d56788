/// A key as the app names it; the View's `EventDecoder` names SDL's key codes so, and no SDL type goes further.
public enum Key: Hashable, Sendable {
  case tab, escape, enter, space, backspace, delete
  case up, down, left, right, home, end
  /// The Menu (application) key.
  case menu
  case f1, f2, f10
  /// + (or =, + without Shift on most layouts), and −, on the main keys or the keypad.
  case plus, minus
  /// A letter (lowercase), digit or bracket key: "a", "1", "[".
  case character(Character)
}

/// The modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Modifiers from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let ctrl = KeyModifiers(rawValue: 1)
  public static let shift = KeyModifiers(rawValue: 2)
  public static let alt = KeyModifiers(rawValue: 4)
}

/// A mouse button the app answers.
public enum PointerButton: Equatable, Sendable { case left, right }

/// What came from the window system, in plain values: what `EventDecoder` makes of an SDL event.
public enum InputEvent: Equatable, Sendable {
  /// A key went down.
  case key(Key, KeyModifiers)
  /// Text was typed (in the name and path fields).
  case text(String)
  /// An input method is composing this text at the caret (empty: it ended or was dropped).
  case textComposing(String)
  /// The pointer moved to (x, y) at `time` seconds.
  case pointerMoved(x: Double, y: Double, time: Double)
  /// A mouse button went down at (x, y).
  case pointerPressed(PointerButton, x: Double, y: Double, time: Double)
  /// A mouse button came up at (x, y).
  case pointerReleased(PointerButton, x: Double, y: Double, time: Double)
  /// The wheel turned by `dy` notches (+ away from the user) with the pointer at (x, y).
  case wheel(dy: Double, x: Double, y: Double)
  /// A file was dropped on the window.
  case fileDropped(String)
  /// The pointer left the window.
  case pointerLeft
  /// The window's close button.
  case closeRequested
  /// SDL's quit: after the close button, or SIGINT / SIGTERM.
  case quitRequested
  /// The window changed (resized, exposed): draw again.
  case windowChanged
  /// The window was minimised or hidden (`false`), or shown and restored again (`true`).
  case windowShown(Bool)
  /// The window gained (`true`) or lost the keyboard focus.
  case windowFocused(Bool)
}

/// What a key press means: actions for the store, or quitting (which the App decides, as an export may run).
public enum KeyCommand: Equatable, Sendable {
  case actions([AppAction])
  case quit
}
