import SnowmanModel

extension LibraryFeature {
  /// The Animation screen's keys for the presets: ↑ ↓ turn the wheel a row, Delete sends the selected preset to
  /// the trash, the Menu key and Shift+F10 open its row's menu, and a letter typed on the wheel finds a name.
  static func keyAction(_ key: Key, ctrl: Bool, shift: Bool, state: AppState) -> AppAction? {
    if case .character(let c) = key, !ctrl, c.isLetter, state.focus.id == .feature(.library(.picker)) {
      return .library(.nameTyped(String(c)))
    }
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
