import CSDL2

/// The pixels a stretch of drawing touched, as a few boxes: what a window drawn in software must show anew, and
/// where the next frame must put the cached chrome back. A box that covers too much only costs time; one that covers
/// too little leaves stale pixels, so every draw widens it by whole pixels outward. The boxes are kept apart while
/// they are apart (a playing stage's picture and the timeline's playhead far below it), and held inline: a steady
/// frame allocates nothing.
struct DrawnArea {
  /// Half-open pixel bounds; empty when `x0 >= x1` or `y0 >= y1`.
  struct Box: Equatable {
    var x0 = 0, y0 = 0, x1 = 0, y1 = 0

    var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

    /// The smallest box holding both.
    func union(_ other: Box) -> Box {
      Box(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The pixels of both (empty when they do not meet).
    func intersection(_ other: Box) -> Box {
      let i = Box(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
      return i.isEmpty ? Box() : i
    }

    /// Whether the two overlap or lie within `gap` pixels of each other: such boxes are kept as one, which costs
    /// few pixels more and a copy less.
    func isNear(_ other: Box, gap: Int) -> Bool {
      x0 <= other.x1 + gap && other.x0 <= x1 + gap && y0 <= other.y1 + gap && other.y0 <= y1 + gap
    }
  }

  /// The most boxes kept apart; one more merges them all into one.
  static let most = 6
  /// How near two boxes are kept as one.
  static let gap = 16
  private var boxes = InlineArray<6, Box>(repeating: Box())
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// No pixels.
  init() {}

  /// The pixels of `rect`.
  init(_ rect: SDL_Rect) {
    add(Box(x0: Int(rect.x), y0: Int(rect.y), x1: Int(rect.x) + Int(rect.w), y1: Int(rect.y) + Int(rect.h)))
  }

  /// The whole pixels reaching over `x0..<x1`, `y0..<y1` (fractional pixels); everything when one is not finite.
  init(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    let limit = 1e9
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
      add(Box(x0: -Int(limit), y0: -Int(limit), x1: Int(limit), y1: Int(limit)))
      return
    }
    func clamped(_ t: Double) -> Double { min(max(t, -limit), limit) }
    add(
      Box(
        x0: Int(clamped(x0).rounded(.down)), y0: Int(clamped(y0).rounded(.down)), x1: Int(clamped(x1).rounded(.up)),
        y1: Int(clamped(y1).rounded(.up))))
  }

  /// The boxes, in no order.
  var all: [Box] { (0..<count).map { boxes[$0] } }

  /// Adds `box`, merged with every box near it.
  mutating func add(_ box: Box) {
    guard !box.isEmpty else { return }
    var merged = box, i = 0
    while i < count {
      if boxes[i].isNear(merged, gap: Self.gap) {
        merged = merged.union(boxes[i])
        count -= 1
        boxes[i] = boxes[count]
        // The grown box may now reach one already passed.
        i = 0
      } else {
        i += 1
      }
    }
    if count == Self.most {
      for k in 0..<count { merged = merged.union(boxes[k]) }
      count = 0
    }
    boxes[count] = merged
    count += 1
  }

  /// Both areas' pixels.
  func union(_ other: DrawnArea) -> DrawnArea {
    var u = self
    for k in 0..<other.count { u.add(other.boxes[k]) }
    return u
  }

  /// The pixels of this area inside `box`.
  func clipped(to box: Box) -> DrawnArea {
    var c = DrawnArea()
    for k in 0..<count { c.add(boxes[k].intersection(box)) }
    return c
  }

  /// The pixels of this area inside `other`'s boxes.
  func intersection(_ other: DrawnArea) -> DrawnArea {
    var c = DrawnArea()
    for k in 0..<count {
      for j in 0..<other.count { c.add(boxes[k].intersection(other.boxes[j])) }
    }
    return c
  }

  /// Calls `body` with each box as SDL's rectangle.
  func forEachRect(_ body: (SDL_Rect) -> Void) {
    for k in 0..<count {
      let b = boxes[k]
      body(SDL_Rect(x: Int32(b.x0), y: Int32(b.y0), w: Int32(b.x1 - b.x0), h: Int32(b.y1 - b.y0)))
    }
  }
}
