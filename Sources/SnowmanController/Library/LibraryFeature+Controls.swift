import SnowmanModel

extension LibraryFeature {
  /// The presets' controls on the Animation screen: the wheel, a row of it, a row's menu and its name field.
  public enum Control: DescribedControl {
    case picker
    /// The row of the preset at this index.
    case row(Int)
    case menu(PresetMenuItem)
    case renameField

    public var key: String {
      switch self {
      case .picker: return "picker"
      case .row(let i): return "picker.row.\(i)"
      case .menu(let item): return "menu.\(item.rawValue)"
      case .renameField: return "rename.field"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .picker: return "Presets"
      case .row(let i): return state.library.presets.indices.contains(i) ? state.library.presets[i].name : ""
      case .menu(let item): return item.label
      case .renameField: return state.library.rename?.text ?? ""
      }
    }

    /// A menu's item says whether it can be chosen in the open menu's list.
    public func isEnabled(in state: AppState) -> Bool {
      guard case .menu = self else { return true }
      return state.isMenuItemEnabled(.feature(.library(self)))
    }

    var clickActions: [AppAction] {
      switch self {
      case .row(let i): return [.library(.pickerRowTapped(i))]
      case .menu(let item): return [.library(.presetMenuChosen(item))]
      case .picker, .renameField: return []
      }
    }

    var isDestructive: Bool { self == .menu(.delete) }

    /// The field is named by what it asks for; its text is its content.
    func accessibleName(in state: AppState) -> String {
      self == .renameField ? "New name" : label(in: state)
    }

    /// A letter typed on the wheel finds the next preset whose name starts with it.
    func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]? {
      guard self == .picker, case .character(let c) = key, !ctrl, c.isLetter else { return nil }
      return [.library(.nameTyped(String(c)))]
    }

    /// Its case without what it carries: `kind` numbers these in order.
    enum Kind: CaseIterable { case picker, row, menu, renameField }
    var caseKind: Kind {
      switch self {
      case .picker: return .picker
      case .row: return .row
      case .menu: return .menu
      case .renameField: return .renameField
      }
    }

    static var every: [Control] {
      [.picker] + (0..<3).map(Control.row) + PresetMenuItem.allCases.map(Control.menu) + [.renameField]
    }
  }
}

extension LibraryFeature.Control: AccessibleControl {
  var role: AccessibleRole {
    switch self {
    case .picker: return .list
    case .row: return .listItem
    case .menu: return .menuItem
    case .renameField: return .text
    }
  }

  func group(in state: AppState) -> AccessibleGroup? {
    switch self {
    case .row: return .inside(.feature(.library(.picker)))
    case .menu: return .menu
    case .picker, .renameField: return nil
    }
  }

  /// The row of the preset selected.
  func isChosen(in state: AppState) -> Bool {
    if case .row(let i) = self { return state.library.selectedIndex == i }
    return false
  }
}

extension LibraryFeature.Control {
  /// The items of the menu of the row at `index`: a built-in preset can only be duplicated and exported.
  static func menuItems(_ index: Int, in state: AppState) -> [Self] {
    guard state.library.presets.indices.contains(index) else { return [] }
    return PresetMenuItem.items(builtIn: BuiltInPresets.contains(state.library.presets[index].id)).map(Self.menu)
  }
}
