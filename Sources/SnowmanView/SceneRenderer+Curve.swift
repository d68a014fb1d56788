import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The curve under the Easing row: the curve as CSS writes it, a Copy button, the plot with the unit square,
  /// the curve (overshoot shown), and a Bézier's handles on lines from the end points.
  func drawCurve(_ curve: SettingsLayout.CurveRow, easing: Easing, interaction: Interaction) {
    let rect = curve.rect
    canvas.fill(Rect(rect.x + 16, rect.y, rect.w - 16, 1), Theme.separator)
    canvas.label(
      easing.css, x: rect.x + 16, midY: rect.y + 22, size: Theme.Size.footnote, color: Theme.secondaryText,
      maxWidth: curve.copyButton.x - rect.x - 24)
    let copyFill =
      interaction.pressed == .curveCopy
      ? Theme.stepperPressed : interaction.hovered == .curveCopy ? Theme.selectionBand : Theme.stepper
    canvas.roundedRect(curve.copyButton, radius: curve.copyButton.h / 2, copyFill)
    canvas.label(
      "Copy", x: curve.copyButton.midX, midY: curve.copyButton.midY, size: Theme.Size.footnote, bold: true,
      color: Theme.accent, align: .center)

    let plot = curve.plot
    let origin = plot.point(0, 0), top = plot.point(1, 1)
    canvas.fill(Rect(origin.x, top.y, top.x - origin.x, origin.y - top.y), Theme.background)
    canvas.fill(Rect(origin.x, origin.y, top.x - origin.x, 1), Theme.separator)
    canvas.fill(Rect(origin.x, top.y, top.x - origin.x, 1), Theme.separator)
    if let b = easing.bezier {
      let p1 = plot.point(b.x1, b.y1), p2 = plot.point(b.x2, b.y2)
      canvas.polyline(count: 2, width: 1.5, Theme.tertiaryText) { $0 == 0 ? origin : p1 }
      canvas.polyline(count: 2, width: 1.5, Theme.tertiaryText) { $0 == 0 ? top : p2 }
    }
    let samples = 96
    canvas.polyline(count: samples + 1, width: 2.5, Theme.accent) { i in
      let t = Double(i) / Double(samples)
      return plot.point(t, easing.apply(t))
    }
    canvas.circle(centerX: origin.x, centerY: origin.y, radius: 3.5, Theme.accent)
    canvas.circle(centerX: top.x, centerY: top.y, radius: 3.5, Theme.accent)
    for (i, handle) in curve.handles.enumerated() {
      let id = ControlID.curveHandle(i + 1)
      let active = interaction.pressed == id || interaction.hovered == id
      let r = active ? 8.0 : 7.0
      canvas.circle(centerX: handle.midX, centerY: handle.midY + 1, radius: r + 1, Theme.text.fading(0.15))
      canvas.circle(centerX: handle.midX, centerY: handle.midY, radius: r, Theme.accent)
      canvas.circle(centerX: handle.midX, centerY: handle.midY, radius: r - 2.5, Theme.card)
    }
  }

  /// The dot that rides the curve at the current moment of the pass while there is one.
  func drawCurveDot(state: AppState, layout: Layout) {
    guard let curve = layout.settings.curve, state.playback.tick > 0, state.playback.state != .finished else { return }
    let viewport = layout.settings.viewport
    guard viewport.contains(curve.view) else { return }
    let t = state.timeline.passProgress(atTick: state.playback.tick)
    let p = curve.plot.point(t, state.draft.easing.apply(t))
    canvas.circle(centerX: p.x, centerY: p.y, radius: 6, Theme.card)
    canvas.circle(centerX: p.x, centerY: p.y, radius: 4.5, Theme.danger)
  }

  /// An open menu: a card with a shadow, its items, the hovered one marked.
  func drawMenu(_ menu: SettingsLayout.MenuLayout, state: AppState, interaction: Interaction) {
    canvas.roundedRect(menu.card.offsetBy(0, 3), radius: 12, Theme.text.fading(0.12))
    canvas.roundedRect(menu.card, radius: 12, Theme.card)
    for item in menu.items {
      if interaction.hovered == item.id { canvas.roundedRect(item.rect, radius: 8, Theme.selectionBand) }
      var current = false
      if case .easingMenuItem(let kind) = item.id { current = kind == state.draft.easing.kind }
      canvas.label(
        item.label, x: item.rect.x + 28, midY: item.rect.midY, size: Theme.Size.body, bold: current,
        color: Theme.text)
      if current {
        canvas.circle(centerX: item.rect.x + 14, centerY: item.rect.midY, radius: 3.5, Theme.accent)
      }
    }
  }
}
