import SnowmanModel

extension ControlID {
  /// What pressing this control does at once and again while it is held: steppers and the step buttons.
  public var repeatActions: [AppAction] {
    guard case .feature(let control) = self else { return [] }
    return control.repeatActions
  }

  /// Whether Space or Enter on this control does something (a click or a press does).
  public var activates: Bool { !repeatActions.isEmpty || !clickActions.isEmpty }

  /// What activating the control without the pointer does (Space or Enter on it, or a screen reader's press): a
  /// press and its release in one.
  public var activationActions: [AppAction] { repeatActions + clickActions + [.pointerReleased] }

  /// What a completed click on this control does.
  public var clickActions: [AppAction] {
    switch self {
    case .tab(let tab): return [.tabSelected(tab)]
    case .feature(let control): return control.clickActions
    }
  }
}
