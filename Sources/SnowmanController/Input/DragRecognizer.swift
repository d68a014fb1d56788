import Foundation

/// A press that may become a drag and end in a fling, as both the picker and the ring of costumes read it: travel
/// past a threshold makes it a drag, the speed is smoothed over the last moves, and a pause before letting go
/// means no fling. One recogniser, so the two feel the same under the hand.
public struct DragRecognizer: Equatable, Sendable {
  /// Which travel counts toward the threshold: any direction, or only up and down (a vertical list).
  public enum Travel: Equatable, Sendable { case any, vertical }

  /// Pointer travel in points before a press becomes a drag.
  public static let threshold = 4.0
  /// How much of the speed is the latest move; the rest is the speed before it, so one jittery sample does not
  /// decide a fling.
  public static let latestMoveWeight = 0.7
  /// A pause this long (seconds) before letting go means no fling.
  public static let flingPause = 0.08

  public let travel: Travel
  /// Where the press began.
  public let startX: Double, startY: Double
  /// Where the pointer was at the last move, and when (seconds).
  public private(set) var x: Double, y: Double, time: Double
  /// The smoothed speed, points per second.
  public private(set) var vx = 0.0, vy = 0.0
  /// Whether the press has travelled far enough to be a drag.
  public private(set) var isDragging = false

  /// A press at (x, y) at `time`.
  public init(x: Double, y: Double, time: Double, travel: Travel = .any) {
    self.travel = travel
    (startX, startY, self.x, self.y, self.time) = (x, y, x, y, time)
  }

  /// What one move did: how far the pointer went since the last and in how long, and whether this move made the
  /// press a drag.
  public struct Move: Equatable, Sendable {
    public let dx: Double, dy: Double, seconds: Double
    public let becameDrag: Bool
  }

  /// The pointer moved to (x, y) at `time`.
  @discardableResult
  public mutating func moved(x: Double, y: Double, time: Double) -> Move {
    let (dx, dy, dt) = (x - self.x, y - self.y, time - self.time)
    if dt > 0 {
      let w = Self.latestMoveWeight
      vx = vx * (1 - w) + dx / dt * w
      vy = vy * (1 - w) + dy / dt * w
    }
    var became = false
    if !isDragging {
      let travelled = travel == .vertical ? abs(y - startY) : hypot(x - startX, y - startY)
      if travelled >= Self.threshold { (isDragging, became) = (true, true) }
    }
    (self.x, self.y, self.time) = (x, y, time)
    return Move(dx: dx, dy: dy, seconds: dt, becameDrag: became)
  }

  /// The speed the pointer was let go at, at `time`: none after a pause.
  public func flingVelocity(releasedAt time: Double) -> (vx: Double, vy: Double) {
    time - self.time > Self.flingPause ? (0, 0) : (vx, vy)
  }
}
