import SnowmanController

extension SettingsLayout {
  /// The curve's controls in the table, when the step's easing has a curve to draw: its header (the curve as CSS
  /// writes it, beside Copy) over the plot, the plot, Copy, and a Bézier's handles.
  func curveControls() -> [(id: ControlID, rect: Rect, shownWhole: Rect)] {
    guard let curve else { return [] }
    let header = Rect(curve.rect.x, curve.rect.y, curve.rect.w, 40)
    var all: [(id: ControlID, rect: Rect, shownWhole: Rect)] = [
      (.feature(.curves(.row)), header, curve.rect), (.feature(.curves(.view)), curve.view, curve.view),
      (.feature(.curves(.copy)), curve.copyButton, curve.copyButton),
    ]
    all += curve.handles.enumerated().map { (.feature(.curves(.bezierHandle($0.offset + 1))), $0.element, $0.element) }
    return all
  }

  /// Where the curve's `id` is in the table, shown or scrolled away: the header's line for its label and Copy.
  func curveRect(of id: ControlID) -> Rect? {
    guard let curve else { return nil }
    switch id {
    case .feature(.curves(.copy)), .feature(.curves(.row)): return Rect(curve.rect.x, curve.rect.y, curve.rect.w, 44)
    case .feature(.curves(.bezierHandle(let n))):
      return curve.handles.indices.contains(n - 1) ? curve.handles[n - 1] : nil
    default: return nil
    }
  }

  func isCurveView(_ id: ControlID) -> Bool { id == .feature(.curves(.view)) }
}
