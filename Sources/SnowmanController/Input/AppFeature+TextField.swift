import SnowmanModel

extension AppFeature {
  /// An edit of the field that holds the keyboard; the clipboard's part becomes effects.
  static func editField(_ state: inout AppState, _ edit: TextEdit) -> [Effect] {
    guard let field = state.openField else { return [] }
    switch edit {
    case .copied:
      return field.selection.isEmpty ? [] : [.writeClipboard(field.selectedText)]
    case .cut:
      guard !field.selection.isEmpty else { return [] }
      state.editOpenField(.deleted(.left))
      return [.writeClipboard(field.selectedText)]
    case .pasteAsked:
      return [.pasteIntoField]
    case .partCopied(let part):
      return [.writeClipboard(part)]
    case .typed, .moved, .deleted, .allSelected, .clicked, .dragged, .wordSelected, .preeditChanged:
      state.editOpenField(edit)
      return []
    }
  }
}

extension AppState {
  /// The text field that holds the keyboard: the innermost open thing, when that is a field.
  public var openField: TextField? {
    guard case .field(let field) = focusScope else { return nil }
    return field.text(in: self)
  }

  /// Applies `edit` to the open field, with that field's own rules (a changed name clears its refusal).
  mutating func editOpenField(_ edit: TextEdit) {
    guard case .field(let field) = focusScope else { return }
    field.apply(edit, to: &self)
  }
}
