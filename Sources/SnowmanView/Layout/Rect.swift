/// A rectangle in window coordinates (points), the space mouse events use.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
  public var x: Double, y: Double, w: Double, h: Double

  /// A rectangle from its origin and size.
  public init(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
    self.x = x; self.y = y; self.w = w; self.h = h
  }

  public var maxX: Double { x + w }
  public var maxY: Double { y + h }
  public var midX: Double { x + w / 2 }
  public var midY: Double { y + h / 2 }

  /// Whether the point lies inside (left and top edges included).
  public func contains(_ px: Double, _ py: Double) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

  /// Whether `other` lies wholly inside.
  public func contains(_ other: Rect) -> Bool {
    other.x >= x - 1e-9 && other.y >= y - 1e-9 && other.maxX <= maxX + 1e-9 && other.maxY <= maxY + 1e-9
  }

  /// Whether the two share any area.
  public func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let left = min(x, other.x), top = min(y, other.y)
    return Rect(left, top, max(maxX, other.maxX) - left, max(maxY, other.maxY) - top)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x + dx, y + dy, w - 2 * dx, h - 2 * dy) }

  /// The same rectangle shifted down by `dy`.
  public func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x + dx, y + dy, w, h) }

  public var description: String { "(\(x), \(y), \(w)×\(h))" }
}
