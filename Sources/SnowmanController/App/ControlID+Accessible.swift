import SnowmanModel

extension ControlID {
  /// What the control is to a screen reader.
  public var role: AccessibleRole {
    switch self {
    case .tab: return .pageTab
    case .feature(let control): return control.described.role
    }
  }

  /// The container it sits in below the window, if any.
  public func group(in state: AppState) -> AccessibleGroup? {
    switch self {
    case .tab: return .tabs
    case .feature(let control): return control.described.group(in: state)
    }
  }

  /// Whether a screen reader announces its name when it appears or changes: what a feature says of its own (the
  /// notice: "Deleted “Tall”").
  public var announcesChanges: Bool {
    switch self {
    case .feature(let control): return control.described.announcesChanges
    case .tab: return false
    }
  }

  /// What a screen reader says after its name and role: the stage says what it plays; a feature's control may
  /// say how its keys work.
  public func accessibleDescription(in state: AppState) -> String {
    switch self {
    case .feature(let control): return control.described.description(in: state)
    case .tab: return ""
    }
  }

  /// Its name to a screen reader: the label shown, but a field is named by what it asks for (its text is its
  /// content) and a spin button by its label alone (its number is its value).
  public func accessibleName(in state: AppState) -> String {
    guard case .feature(let control) = self else { return label(in: state) }
    return control.accessibleName(in: state)
  }

  /// Whether it is the one chosen among its kind: the screen's tab, the selected preset and step, an export's
  /// format, size and rate, the costume worn.
  public func isChosen(in state: AppState) -> Bool {
    switch self {
    case .tab(let tab): return state.tab == tab
    case .feature(let control): return control.described.isChosen(in: state)
    }
  }
}
