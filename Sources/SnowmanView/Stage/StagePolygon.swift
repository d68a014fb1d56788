/// A convex outline of at most 16 corners, held inline: the picture's outline (at most five corners once cut at the
/// eye's plane) and that cut again to the stage (at most nine) are made every frame without allocating.
struct StagePolygon {
  typealias Point = (x: Double, y: Double)
  static let capacity = 16
  private var points = InlineArray<16, Point>(repeating: (0, 0))
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  subscript(i: Int) -> Point { points[i] }

  /// Adds a corner; past the capacity, which no convex cut of a quadrilateral reaches, nothing.
  mutating func append(_ p: Point) {
    guard count < Self.capacity else { return }
    points[count] = p
    count += 1
  }

  /// Every corner through `transform`.
  func map(_ transform: (Point) -> Point) -> StagePolygon {
    var out = StagePolygon()
    for i in 0..<count { out.append(transform(points[i])) }
    return out
  }
}
