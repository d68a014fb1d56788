import SnowmanModel

extension ControlID {
  /// What pressing this control does at once and again while it is held: steppers and the step buttons.
  public var repeatActions: [AppAction] {
    switch self {
    case .feature(let control): return control.repeatActions
    case .stepperIncrement(let key): return [.draft(.stepperIncremented(key))]
    case .stepperDecrement(let key): return [.draft(.stepperDecremented(key))]
    case .tab, .stage, .settingsSave,
      .settingsRevert, .settingsRow, .promptField, .promptConfirm, .promptCancel, .notice, .noticeUndo,
      .noticeShowFolder:
      return []
    }
  }

  /// Whether Space or Enter on this control does something (a click or a press does).
  public var activates: Bool { !repeatActions.isEmpty || !clickActions.isEmpty }

  /// What activating the control without the pointer does (Space or Enter on it, or a screen reader's press): a
  /// press and its release in one.
  public var activationActions: [AppAction] { repeatActions + clickActions + [.draft(.pointerReleased)] }

  /// What a completed click on this control does.
  public var clickActions: [AppAction] {
    switch self {
    case .tab(let tab): return [.tabSelected(tab)]
    case .stage: return [.transport(.stageClicked)]
    case .settingsRow(.easing): return [.curves(.easingRowClicked)]
    case .settingsSave: return [.draft(.saveTapped)]
    case .settingsRevert: return [.draft(.revertPressed)]
    case .noticeUndo: return [.library(.noticeUndoPressed)]
    case .noticeShowFolder: return [.notice(.showFolderPressed)]
    case .promptConfirm: return [.draft(.promptConfirmed)]
    case .promptCancel: return [.draft(.promptCancelled)]
    case .notice: return [.notice(.noticeDismissed)]
    case .feature(let control): return control.clickActions
    case .settingsRow, .promptField, .stepperIncrement, .stepperDecrement:
      return []
    }
  }
}
