import SnowmanModel

extension LibraryFeature {
  /// The Animation screen's keys for the presets: ↑ ↓ turn the wheel a row, Delete sends the selected preset to
  /// the trash, the Menu key and Shift+F10 open its row's menu.
  static func keyAction(_ key: Key, shift: Bool) -> AppAction? {
    switch key {
    case .menu: return .library(.presetMenuKeyPressed)
    case .f10 where shift: return .library(.presetMenuKeyPressed)
    case .delete: return .library(.deleteKeyPressed)
    case .up: return .library(.pickerKeyPressed(rows: -1))
    case .down: return .library(.pickerKeyPressed(rows: 1))
    default: return nil
    }
  }

  /// The row's name field's keys: Enter renames, Esc leaves the name.
  static func fieldKeyAction(_ key: Key) -> AppAction? {
    switch key {
    case .escape: return .library(.renameCancelled)
    case .enter: return .library(.renameConfirmed)
    default: return nil
    }
  }

  /// A press anywhere but on the row's name field ends Rename… without renaming.
  static func pressed(_ state: inout AppState, on id: ControlID?) -> [Effect] {
    guard state.library.rename != nil, id != .feature(.library(.renameField)) else { return [] }
    return reduce(app: &state, .renameCancelled)
  }
}
