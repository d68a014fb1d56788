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
    switch self {
    case .feature(let control): return control.accessibleValue(in: state)
    case .settingsRow(let key):
      let spec = PropertyTable.spec(key)
      return AccessibleValue(
        minimum: spec.minStepValue, maximum: spec.maxStepValue, current: state.draft.value(key),
        increment: spec.stepIncrement, text: state.draft.formatted(key))
    case .tab, .stage, .settingsSave, .settingsRevert, .stepperIncrement, .stepperDecrement, .promptField,
      .promptConfirm,
      .promptCancel, .notice, .noticeUndo, .noticeShowFolder:
      return nil
    }
  }

  /// What setting its value to `value` does: a row's value snaps to its stepper's steps; the timeline seeks as
  /// a click at that time would.
  public func valueActions(_ value: Double, in state: AppState) -> [AppAction] {
    switch self {
    case .feature(let control): return control.valueActions(value, in: state)
    case .settingsRow(let key): return [.draft(.valueSet(key, value))]
    case .tab, .stage, .settingsSave, .settingsRevert, .stepperIncrement, .stepperDecrement, .promptField,
      .promptConfirm,
      .promptCancel, .notice, .noticeUndo, .noticeShowFolder:
      return []
    }
  }

  /// What replacing a field's text with `text` does (the field is the open one: only it is laid out).
  public func textActions(_ text: String) -> [AppAction] {
    role == .text ? [.textField(.allSelected), .textField(.typed(text))] : []
  }
}
