import SnowmanController

extension SceneRenderer {
  /// The banner: its sentence wrapped to three lines, its button, and the × that dismisses it.
  func drawNotice(state: AppState, layout: Layout, interaction: Interaction) {
    guard let banner = layout.screens.notice, let text = state.notice?.text else { return }
    let rect = banner.box
    canvas.roundedRect(rect.offsetBy(0, 2), radius: 12, theme.text.fading(0.12))
    canvas.roundedRect(rect, radius: 12, theme.noticeBackground)
    var textWidth = rect.w - 56
    if let (control, button) = banner.button {
      textWidth = button.x - rect.x - 24
      let id = ControlID.feature(.notice(control))
      let fill = interaction.pressed == id ? theme.noticeText.fading(0.3) : theme.noticeText.fading(0.18)
      canvas.roundedRect(button, radius: 10, interaction.hovered == id ? theme.noticeText.fading(0.26) : fill)
      canvas.label(
        id.label(in: state), x: button.midX, midY: button.midY, size: 16, bold: true,
        color: theme.noticeText, align: .center)
    }
    let lines = wrap(text, width: textWidth, size: Theme.Size.footnote)
    let lineHeight = 17.0
    let top = rect.midY - Double(lines.count) * lineHeight / 2 + lineHeight / 2
    for (i, line) in lines.enumerated() {
      canvas.label(
        line, x: rect.x + 16, midY: top + Double(i) * lineHeight, size: Theme.Size.footnote, color: theme.noticeText)
    }
    canvas.label("×", x: rect.maxX - 20, midY: rect.midY, size: 20, color: theme.noticeText.fading(0.8), align: .center)
  }
}
