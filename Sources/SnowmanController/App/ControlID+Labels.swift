import SnowmanModel

extension ControlID {
  /// What the control shows in `state` (or, for an icon, its accessible name): the one source the layout's
  /// control list, the renderer and the ui-map all read.
  public func label(in state: AppState) -> String {
    switch self {
    case .tab(let tab): return tab.title
    case .stage: return "Stage"
    case .settingsSave: return "Save"
    case .settingsRevert: return "Revert"
    case .settingsRow(let key): return "\(PropertyTable.spec(key).label) \(state.draft.formatted(key))"
    case .stepperIncrement(let key): return "Increase \(PropertyTable.spec(key).label)"
    case .stepperDecrement(let key): return "Decrease \(PropertyTable.spec(key).label)"
    case .promptField: return state.draft.prompt?.text ?? ""
    case .promptConfirm: return state.draft.prompt?.confirmLabel ?? "Save"
    case .promptCancel: return "Cancel"
    case .notice: return state.notice?.text ?? ""
    case .noticeUndo: return "Undo"
    case .noticeShowFolder: return "Show in folder"
    case .feature(let control): return control.label(in: state)
    }
  }

  /// Whether the control can be used in `state` (a stepper half at its limit, the eighth step's +, the sheet's
  /// choices while it exports cannot).
  public func isEnabled(in state: AppState) -> Bool {
    switch self {
    case .stepperIncrement(let key):
      return Stepper(PropertyTable.spec(key), value: state.draft.value(key)).canIncrement
    case .stepperDecrement(let key):
      let stepper = Stepper(PropertyTable.spec(key), value: state.draft.value(key))
      // The last step that takes time goes down to its one step, not to a cut.
      if key == .duration {
        return stepper.canDecrement
          && state.draft.setting.keepsTime(step: state.draft.selectedStep, duration: stepper.value - 0.1 - 1e-9)
      }
      return stepper.canDecrement
    case .feature(let control): return control.isEnabled(in: state)
    case .tab, .stage, .settingsSave, .settingsRevert, .settingsRow, .promptField, .promptConfirm,
      .promptCancel,
      .notice, .noticeUndo, .noticeShowFolder:
      return true
    }
  }
}
