import SnowmanController
import SnowmanModel

extension SceneRenderer {
  private typealias SheetControl = ExportFeature.Control

  /// The Export sheet over a dimmed screen.
  func drawExportSheet(state: AppState, layout: Layout, interaction: Interaction) {
    guard let s = layout.exportSheet, let sheet = state.exportSheet else { return }
    canvas.fill(Rect(0, 0, layout.width, layout.height), theme.scrim.fading(state.theme == .dark ? 0.55 : 0.35))
    canvas.roundedRect(s.card.offsetBy(0, 3), radius: 16, theme.scrim.fading(0.15))
    canvas.roundedRect(s.card, radius: 16, theme.card)
    canvas.label(
      "Export “\(state.exportContext.presetName)”", x: s.title.x, midY: s.title.midY, size: Theme.Size.title,
      bold: true,
      color: theme.text, maxWidth: s.title.w)
    func row(_ label: String, _ y: Double) {
      canvas.label(label, x: s.card.x + 20, midY: y, size: Theme.Size.footnote, color: theme.tertiaryText)
    }
    row("Format", s.formats[0].1.midY)
    if let code = s.formats.first(where: { $0.0.isCode }) { row("Code", code.1.midY) }
    row("Size", s.sizes[0].1.midY)
    row("Rate", s.rates[0].1.midY)
    let busy = sheet.isExporting
    // A narrow segment shows "PNG" for PNG frames; every other choice shows its label.
    let choices: [(SheetControl, Rect, String, Bool)] =
      s.formats.map { (.format($0.0), $0.1, ExportSheetLayout.shortLabel($0.0), $0.0 == sheet.format) }
      + s.sizes.map { (.size($0.0), $0.1, SheetControl.size($0.0).label(in: state), $0.0 == sheet.size) }
      + s.rates.map { (.fps($0.0), $0.1, SheetControl.fps($0.0).label(in: state), $0.0 == sheet.fps) }
    for (control, rect, text, selected) in choices {
      segment(
        text, rect, selected: selected, enabled: control.isEnabled(in: state),
        hovered: interaction.hovered == .feature(.export(control)))
    }
    canvas.label(
      "Saves in Pictures › Snowman", x: s.destination.x, midY: s.destination.midY,
      size: Theme.Size.footnote, color: theme.tertiaryText, maxWidth: s.destination.w)
    switch sheet.phase {
    case .choosing:
      break
    case .running(let fraction, _):
      progressBar(s.progress, fraction: fraction, text: SheetControl.progress.label(in: state))
    case .cancelling:
      progressBar(s.progress, fraction: 0, text: "Stopping…")
    }
    let cancelFill = interaction.hovered == .feature(.export(.cancel)) ? theme.selectionBand : theme.stepper
    canvas.roundedRect(s.cancel, radius: 10, cancelFill)
    canvas.label(
      SheetControl.cancel.label(in: state), x: s.cancel.midX, midY: s.cancel.midY, size: Theme.Size.body,
      color: SheetControl.cancel.isEnabled(in: state) ? theme.accent : theme.disabled, align: .center)
    var startFill = SheetControl.start.isEnabled(in: state) ? theme.accent : theme.disabled
    if !busy && interaction.pressed == .feature(.export(.start)) { startFill = theme.accentPressed }
    canvas.roundedRect(s.start, radius: 10, startFill)
    canvas.label(
      SheetControl.start.label(in: state), x: s.start.midX, midY: s.start.midY, size: Theme.Size.body, bold: true,
      color: theme.onAccent,
      align: .center)
    drawFocusRing(state: state, layout: layout)
  }

  private func segment(_ text: String, _ rect: Rect, selected: Bool, enabled: Bool, hovered: Bool) {
    let fill =
      selected ? (enabled ? theme.accent : theme.disabled) : (hovered && enabled ? theme.selectionBand : theme.stepper)
    canvas.roundedRect(rect, radius: 9, fill)
    let color = selected ? theme.onAccent : (enabled ? theme.text : theme.disabled)
    canvas.label(
      text, x: rect.midX, midY: rect.midY, size: Theme.Size.footnote, bold: selected, color: color, align: .center,
      maxWidth: rect.w - 6)
  }

  private func progressBar(_ rect: Rect, fraction: Double, text: String) {
    let track = Rect(rect.x, rect.y + 3, rect.w - 64, 8)
    canvas.roundedRect(track, radius: 4, theme.stepper)
    let filled = max(8, track.w * min(max(fraction, 0), 1))
    canvas.roundedRect(Rect(track.x, track.y, filled, track.h), radius: 4, theme.accent)
    canvas.label(
      text, x: rect.maxX, midY: track.midY, size: Theme.Size.footnote, bold: true, color: theme.text, align: .right)
  }
}
