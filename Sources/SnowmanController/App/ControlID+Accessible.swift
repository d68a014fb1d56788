import SnowmanModel

extension ControlID {
  /// What the control is to a screen reader.
  public var role: AccessibleRole {
    switch self {
    case .tab: return .pageTab
    case .stage: return .image
    case .settingsRow(.easing): return .comboBox
    case .settingsRow: return .spinButton
    case .promptField: return .text
    case .notice: return .label
    case .settingsSave,
      .settingsRevert, .stepperIncrement, .stepperDecrement, .promptConfirm, .promptCancel,
      .noticeUndo, .noticeShowFolder:
      return .pushButton
    case .feature(let control): return control.accessible.role
    }
  }

  /// The container it sits in below the window, if any.
  public func group(in state: AppState) -> AccessibleGroup? {
    switch self {
    case .tab: return .tabs
    // A spin button holds its − and + (GTK's does): the pointer's halves, not stops of their own.
    case .stepperIncrement(let key), .stepperDecrement(let key): return .inside(.settingsRow(key))
    case .promptField, .promptConfirm, .promptCancel:
      return .dialog("Save as", says: state.draft.prompt?.error ?? "")
    case .feature(let control): return control.accessible.group(in: state)
    case .stage, .settingsSave, .settingsRevert, .settingsRow, .notice, .noticeUndo,
      .noticeShowFolder:
      return nil
    }
  }

  /// Whether a screen reader announces its name when it appears or changes: the notice ("Deleted “Tall”"), and
  /// what a feature says of its own.
  public var announcesChanges: Bool {
    switch self {
    case .notice: return true
    case .feature(let control): return control.accessible.announcesChanges
    case .tab, .stage, .settingsSave, .settingsRevert, .settingsRow, .stepperIncrement,
      .stepperDecrement,
      .promptField, .promptConfirm, .promptCancel, .noticeUndo, .noticeShowFolder:
      return false
    }
  }

  /// What a screen reader says after its name and role: the stage says what it plays; a feature's control may
  /// say how its keys work.
  public func accessibleDescription(in state: AppState) -> String {
    switch self {
    case .stage: return "\(state.library.selectedPreset.name), \(state.playback.state.rawValue)"
    case .feature(let control): return control.accessible.description(in: state)
    case .tab, .settingsSave, .settingsRevert, .settingsRow, .stepperIncrement, .stepperDecrement, .promptField,
      .promptConfirm, .promptCancel, .notice, .noticeUndo, .noticeShowFolder:
      return ""
    }
  }

  /// Its name to a screen reader: the label shown, but a field is named by what it asks for (its text is its
  /// content), and the stage by the preset it plays.
  public func accessibleName(in state: AppState) -> String {
    switch self {
    case .feature(let control): return control.accessibleName(in: state)
    case .promptField: return "Preset name"
    // A spin button (and the Easing combo box) is named by its label; its value is its Value (as GTK names one),
    // so a step changes no name.
    case .settingsRow(let key): return PropertyTable.spec(key).label
    case .tab, .stage, .settingsSave, .settingsRevert, .stepperIncrement, .stepperDecrement,
      .promptConfirm,
      .promptCancel, .notice, .noticeUndo, .noticeShowFolder:
      return label(in: state)
    }
  }

  /// Whether it is the one chosen among its kind: the screen's tab, the selected preset and step, an export's
  /// format, size and rate, the costume worn.
  public func isChosen(in state: AppState) -> Bool {
    switch self {
    case .tab(let tab): return state.tab == tab
    case .feature(let control): return control.accessible.isChosen(in: state)
    case .stage, .settingsSave, .settingsRevert, .settingsRow, .stepperIncrement, .stepperDecrement,
      .promptField,
      .promptConfirm, .promptCancel, .notice, .noticeUndo, .noticeShowFolder:
      return false
    }
  }
}
