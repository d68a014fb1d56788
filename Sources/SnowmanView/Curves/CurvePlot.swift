import SnowmanModel

/// Where a curve is drawn: time 0…1 across, progress up, with room above and below for overshoot. Maps curve
/// space to points and back, for drawing, the handles and dragging them.
public struct CurvePlot: Equatable, Sendable {
  /// The area the curve's x range (0…1) and y range (`yMin`…`yMax`) fill, in points.
  public let rect: Rect
  /// The progress at the bottom and at the top: at least −0.25 and 1.25, more when the curve or its handles go
  /// further (in quarter steps, so small changes do not rescale the view under a dragging pointer).
  public let yMin: Double, yMax: Double

  /// The plot of `easing` in `rect`.
  public init(rect: Rect, easing: Easing) {
    self.rect = rect
    var lo = -0.25, hi = 1.25
    for i in 0...64 {
      let v = easing.apply(Double(i) / 64)
      lo = min(lo, v)
      hi = max(hi, v)
    }
    if let b = easing.bezier {
      lo = min(lo, b.y1, b.y2)
      hi = max(hi, b.y1, b.y2)
    }
    yMin = (lo * 4).rounded(.down) / 4
    yMax = (hi * 4).rounded(.up) / 4
  }

  /// The point (in window points) of curve-space (x, y).
  public func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (rect.x + x * rect.w, rect.maxY - (y - yMin) / (yMax - yMin) * rect.h)
  }

  /// The curve-space (x, y) under window point (px, py).
  public func value(atX px: Double, y py: Double) -> (x: Double, y: Double) {
    ((px - rect.x) / rect.w, yMin + (rect.maxY - py) / rect.h * (yMax - yMin))
  }
}
