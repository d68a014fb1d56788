import SnowmanModel

/// A control's number as a screen reader reads and sets it: a spin button's value, the timeline's time.
public struct AccessibleValue: Equatable, Sendable {
  public let minimum: Double
  public let maximum: Double
  public let current: Double
  /// The smallest change the control makes.
  public let increment: Double
  /// The value as the window shows it ("×1.6", "1.20 s").
  public let text: String
}

extension ControlID {
  /// Its value, for a settings row and the timeline.
  public func accessibleValue(in state: AppState) -> AccessibleValue? {
    guard case .feature(let control) = self else { return nil }
    return control.accessibleValue(in: state)
  }

  /// What setting its value to `value` does: a row's value snaps to its stepper's steps; the timeline seeks as
  /// a click at that time would.
  public func valueActions(_ value: Double, in state: AppState) -> [AppAction] {
    guard case .feature(let control) = self else { return [] }
    return control.valueActions(value, in: state)
  }

  /// What replacing a field's text with `text` does (the field is the open one: only it is laid out).
  public func textActions(_ text: String) -> [AppAction] {
    role == .text ? [.textField(.allSelected), .textField(.typed(text))] : []
  }
}
