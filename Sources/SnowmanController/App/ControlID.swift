import SnowmanModel

/// Every clickable thing on screen; its `key` is the id the ui-map gives.
public enum ControlID: Hashable, Sendable {
  case tab(Tab)
  case stage
  case settingsSave
  case settingsRevert
  case settingsRow(PropertyKey)
  case stepperIncrement(PropertyKey)
  case stepperDecrement(PropertyKey)
  case promptField
  case promptConfirm
  case promptCancel
  case notice
  case noticeUndo
  case noticeShowFolder
  /// A control a screen's feature owns and describes (`FeatureControl`).
  case feature(FeatureControl)

  /// Whether the control destroys something (Delete in a menu): drawn in the danger colour.
  public var isDestructive: Bool {
    switch self {
    case .feature(let control): return control.isDestructive
    case .tab, .stage, .settingsSave, .settingsRevert, .settingsRow, .stepperIncrement,
      .stepperDecrement,
      .promptField, .promptConfirm, .promptCancel, .notice, .noticeUndo, .noticeShowFolder:
      return false
    }
  }

  /// The ui-map id, as DESIGN.md names it ("stepper.widthMultiplier.increment").
  public var key: String {
    switch self {
    case .tab(let tab): return "tab.\(tab.rawValue)"
    case .stage: return "stage"
    case .settingsSave: return "settings.save"
    case .settingsRevert: return "settings.revert"
    case .settingsRow(let k): return "settings.row.\(k.rawValue)"
    case .stepperIncrement(let k): return "stepper.\(k.rawValue).increment"
    case .stepperDecrement(let k): return "stepper.\(k.rawValue).decrement"
    case .promptField: return "prompt.field"
    case .promptConfirm: return "prompt.confirm"
    case .promptCancel: return "prompt.cancel"
    case .notice: return "notice"
    case .noticeUndo: return "notice.undo"
    case .noticeShowFolder: return "notice.show"
    case .feature(let control): return control.key
    }
  }
}
