import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The space between a control and its focus ring, and the ring's width, in points.
  static let focusRingGap = 2.0
  static let focusRingWidth = 2.0

  /// The ring around the focused control, when the keyboard put the focus there: the accent colour, 2 pt,
  /// rounded like the control. A stepper half's ring sits inside the half, so it does not cover its twin.
  func drawFocusRing(state: AppState, layout: Layout) {
    guard state.focus.visible, let focus = state.focus.id, state.menu == nil, let control = layout.control(focus)
    else { return }
    let ring = SceneRenderer.focusRingRect(focus, control.rect)
    let inTable = state.tab == .settings && layout.settings.tableRect(of: focus) != nil
    if inTable { canvas.clip(layout.settings.viewport) }
    canvas.ring(ring.rect, radius: ring.radius, width: SceneRenderer.focusRingWidth, theme.accent)
    if inTable { canvas.clip(nil) }
  }

  /// The outer edge of `id`'s ring and its corner radius, for a control at `rect`.
  static func focusRingRect(_ id: ControlID, _ rect: Rect) -> (rect: Rect, radius: Double) {
    let outset = focusRingGap + focusRingWidth
    switch id.shape {
    case .rowPart: return (rect.insetBy(1, 1), 7)
    case .circular: return (rect.insetBy(-outset, -outset), rect.h / 2 + outset)
    case .tableRow: return (rect.insetBy(2, 2), 10)
    case .rounded:
      if case .tab = id { return (rect.insetBy(6, 6), 12) }
      // A list's card (the presets' wheel) has rounder corners.
      if id.role == .list { return (rect.insetBy(-outset, -outset), 14 + outset) }
      return (rect.insetBy(-outset, -outset), 10 + outset)
    }
  }
}
