import SnowmanController

extension SceneRenderer {
  /// Where `field`'s characters sit in a field `rect` wide, measured with the font it is drawn in.
  public func fieldText(_ field: TextField, in rect: Rect) -> FieldText {
    FieldText(field, width: rect.w - 2 * FieldText.inset) { canvas.width($0, size: FieldText.size) }
  }

  /// The inside of a text field (its frame is the caller's): the text scrolled to keep the caret in view, the
  /// selection behind it, an input method's composition underlined, the caret; `placeholder` when empty.
  func drawFieldText(_ field: TextField, in rect: Rect, placeholder: String? = nil) {
    let geometry = fieldText(field, in: rect)
    let start = geometry.start(in: rect)
    canvas.clip(within: rect.insetBy(FieldText.inset - 3, 2)) {
      if geometry.shown.isEmpty, let placeholder {
        canvas.label(
          placeholder, x: rect.x + FieldText.inset, midY: rect.midY, size: FieldText.size, color: theme.faintText,
          maxWidth: rect.w - 2 * FieldText.inset)
      }
      let selection = field.selection
      if !selection.isEmpty && geometry.preedit.isEmpty {
        let x0 = geometry.offsets[selection.lowerBound], x1 = geometry.offsets[selection.upperBound]
        canvas.fill(Rect(start + x0, rect.midY - 11, x1 - x0, 22), theme.accent.fading(0.3))
      }
      canvas.label(geometry.shown, x: start, midY: rect.midY, size: FieldText.size, color: theme.text)
      if !geometry.preedit.isEmpty {
        let x0 = geometry.offsets[geometry.preedit.lowerBound], x1 = geometry.offsets[geometry.preedit.upperBound]
        canvas.fill(Rect(start + x0, rect.midY + 10, x1 - x0, 1), theme.text)
      }
      if caretShown {
        canvas.fill(Rect(start + geometry.offsets[geometry.caretIndex], rect.midY - 10, 2, 20), theme.accent)
      }
    }
  }
}
