/// The pointer on a screen's surface that takes it whole (a stage the feature's own physics reads): where, in the
/// surface's own points, and when, in seconds.
public enum SurfaceEvent: Equatable, Sendable {
  case pressed(x: Double, y: Double, time: Double)
  case moved(x: Double, y: Double, time: Double)
  case released(x: Double, y: Double, time: Double)
  /// The wheel turned by this many notches (+ away from the user).
  case wheel(notches: Double)
}
