import Foundation

/// How a track's value moves between two keyframes: the property's rule, not the track's.
public enum Interpolation: Sendable {
  /// Straight from one value to the next (sizes, offsets, turns, skews, anchors, opacity).
  case linear
  /// The reciprocal moves straight (an eye's distance: CSS interpolates a perspective's matrix, in which 1/d is the
  /// number that changes linearly); 0 stands for none, an infinitely far eye.
  case reciprocal
  /// No in-between: the value changes at the keyframe (a picture swap).
  case discrete
}

/// A value a track can key: it knows how to go part of the way to another under a rule.
public protocol TrackValue: Hashable, Sendable {
  /// `a` moved a fraction `t` of the way to `b` by `rule` (`t` may leave 0…1 on curves that overshoot).
  static func mix(_ a: Self, _ b: Self, _ t: Double, by rule: Interpolation) -> Self
}

extension Double: TrackValue {
  /// Straight, or through the reciprocal; a discrete number holds `a` until the whole way is gone.
  public static func mix(_ a: Double, _ b: Double, _ t: Double, by rule: Interpolation) -> Double {
    switch rule {
    case .linear: return a + (b - a) * t
    case .reciprocal:
      let pa = a > 0 ? 1 / a : 0, pb = b > 0 ? 1 / b : 0
      // A curve that overshoots carries the reciprocal past none, to an eye behind the viewer, as a perspective
      // matrix interpolated beyond its ends does.
      let p = pa + (pb - pa) * t
      return p != 0 ? 1 / p : 0
    case .discrete: return t >= 1 ? b : a
    }
  }
}

extension Optional: TrackValue where Wrapped == ImageReference {
  /// A picture never blends into another: it swaps at the keyframe.
  public static func mix(_ a: ImageReference?, _ b: ImageReference?, _ t: Double, by rule: Interpolation)
    -> ImageReference?
  {
    t >= 1 ? b : a
  }
}
