import CSDL2
import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The curve under the Easing row: the curve as CSS writes it, a Copy button, the plot with the unit square,
  /// the curve (overshoot shown), and a Bézier's handles on lines from the end points.
  func drawCurve(_ curve: SettingsLayout.CurveRow, state: AppState, interaction: Interaction) {
    let easing = state.draft.curve(at: state.playhead)
    let rect = curve.rect
    canvas.fill(Rect(rect.x + 16, rect.y, rect.w - 16, 1), theme.separator)
    canvas.label(
      easing.css, x: rect.x + 16, midY: rect.y + 22, size: Theme.Size.footnote, color: theme.secondaryText,
      maxWidth: curve.copyButton.x - rect.x - 24)
    let copyFill =
      interaction.pressed == .feature(.curves(.copy))
      ? theme.stepperPressed : interaction.hovered == .feature(.curves(.copy)) ? theme.selectionBand : theme.stepper
    canvas.roundedRect(curve.copyButton, radius: curve.copyButton.h / 2, copyFill)
    canvas.label(
      ControlID.feature(.curves(.copy)).label(in: state), x: curve.copyButton.midX, midY: curve.copyButton.midY,
      size: Theme.Size.footnote, bold: true,
      color: theme.accent, align: .center)

    let plot = curve.plot
    let origin = plot.point(0, 0), top = plot.point(1, 1)
    canvas.fill(Rect(origin.x, top.y, top.x - origin.x, origin.y - top.y), theme.background)
    canvas.fill(Rect(origin.x, origin.y, top.x - origin.x, 1), theme.separator)
    canvas.fill(Rect(origin.x, top.y, top.x - origin.x, 1), theme.separator)
    if let b = easing.bezier {
      let p1 = plot.point(b.x1, b.y1), p2 = plot.point(b.x2, b.y2)
      canvas.polyline(count: 2, width: 1.5, theme.tertiaryText) { $0 == 0 ? origin : p1 }
      canvas.polyline(count: 2, width: 1.5, theme.tertiaryText) { $0 == 0 ? top : p2 }
    }
    let samples = 96
    canvas.polyline(count: samples + 1, width: 2.5, theme.accent) { i in
      let t = Double(i) / Double(samples)
      return plot.point(t, easing.apply(t))
    }
    canvas.circle(centerX: origin.x, centerY: origin.y, radius: 3.5, theme.accent)
    canvas.circle(centerX: top.x, centerY: top.y, radius: 3.5, theme.accent)
    for (i, handle) in curve.handles.enumerated() {
      let id = ControlID.feature(.curves(.bezierHandle(i + 1)))
      let active = interaction.pressed == id || interaction.hovered == id
      let r = active ? 8.0 : 7.0
      canvas.circle(centerX: handle.midX, centerY: handle.midY + 1, radius: r + 1, theme.text.fading(0.15))
      canvas.circle(centerX: handle.midX, centerY: handle.midY, radius: r, theme.accent)
      canvas.circle(centerX: handle.midX, centerY: handle.midY, radius: r - 2.5, theme.card)
    }
  }

  /// The dot that rides the curve at the current moment of the pass while there is one.
  func drawCurveDot(state: AppState, layout: Layout) {
    guard let curve = layout.settings.curve, layout.settings.viewport.contains(curve.view) else { return }
    // The dot rides the curve edited, while the playhead is in its move.
    guard let t = state.curvePlayhead else { return }
    let p = curve.plot.point(t, state.draft.curve(at: state.playhead).apply(t))
    canvas.circle(centerX: p.x, centerY: p.y, radius: 6, theme.card)
    canvas.circle(centerX: p.x, centerY: p.y, radius: 4.5, theme.danger)
  }

  /// An open menu: a card with a shadow, its items, the hovered one marked.
  func drawMenu(_ menu: SettingsLayout.MenuLayout, state: AppState, interaction: Interaction) {
    // A soft shadow and a 1-pt edge: a white menu on a white card must still show where it ends.
    canvas.roundedRect(menu.card.insetBy(-3, -3).offsetBy(0, 4), radius: 15, theme.menuShadow.fading(0.5))
    canvas.roundedRect(menu.card.insetBy(-1, -1).offsetBy(0, 2), radius: 13, theme.menuShadow)
    canvas.roundedRect(menu.card.insetBy(-1, -1), radius: 13, theme.menuEdge)
    canvas.roundedRect(menu.card, radius: 12, theme.card)
    for (index, item) in menu.items.enumerated() {
      if (interaction.hovered == item.id || state.menuHighlight == index) && item.enabled {
        canvas.roundedRect(item.rect, radius: 8, theme.selectionBand)
      }
      var current = false
      if case .feature(.curves(.easing(let kind))) = item.id {
        current = kind == state.draft.curve(at: state.playhead).kind
      }
      canvas.label(
        item.label, x: item.rect.x + 28, midY: item.rect.midY, size: Theme.Size.body, bold: current,
        color: !item.enabled ? theme.disabled : item.id.isDestructive ? theme.danger : theme.text)
      if current {
        canvas.circle(centerX: item.rect.x + 14, centerY: item.rect.midY, radius: 3.5, theme.accent)
      }
    }
  }
}

extension SceneRenderer {
  /// `reference`'s picture (or the snowman) fitted into `rect`, keeping its aspect.
  func drawThumbnail(_ reference: ImageReference?, in rect: Rect) {
    drawThumbnail(of: sprite(for: reference), in: rect)
  }

  /// `sprite`'s smallest level fitted into `rect`.
  func drawThumbnail(of sprite: SpriteRenderer?, in rect: Rect) {
    guard let t = sprite?.thumbnail else { return }
    let aspect = Double(t.width) / Double(max(1, t.height))
    let w = aspect >= rect.w / rect.h ? rect.w : rect.h * aspect
    let h = aspect >= rect.w / rect.h ? rect.w / aspect : rect.h
    let d = canvas.density
    renderer.copy(
      t,
      to: SDL_FRect(
        x: Float((rect.midX - w / 2) * d), y: Float((rect.midY - h / 2) * d), w: Float(w * d), h: Float(h * d)))
  }

}
