import Foundation
import SnowmanModel

extension Easing {
  /// The curve as straight stops through every corner and jump it has (a staircase's steps, a `linear()`'s
  /// stops), nil for a smooth curve.
  var cornerStops: [CurveStop]? {
    switch self {
    case .stops(let stops): return stops
    case .steps(let n, _):
      var out = [CurveStop(x: 0, y: apply(0))]
      for k in 1...n {
        let c = Double(k) / Double(n)
        // A jump is two stops at one input: the value just before it, then the value it jumps to.
        out.append(CurveStop(x: c, y: apply(c - 1e-12)))
        out.append(CurveStop(x: c, y: apply(c)))
      }
      return out
    default: return nil
    }
  }

  /// The curve stretched to run from 0 to 1 between where it starts and ends (`ends`), when either is off them;
  /// nil when it already does, or when it ends where it starts.
  func stretchedBetweenEnds() -> (ends: (Double, Double), curve: Easing)? {
    let a = apply(0), b = apply(1)
    guard abs(a) > 1e-12 || abs(b - 1) > 1e-12, abs(b - a) > 1e-12, let stops = cornerStops else { return nil }
    return ((a, b), .stops(stops.map { CurveStop(x: $0.x, y: ($0.y - a) / (b - a)) }))
  }
}

extension MotionSegment {
  /// The move with a jump of its own where its curve starts off 0 (a staircase that jumps at its start) or ends
  /// off 1 (a `linear()` that stops short): a cut, then a move on the curve stretched to run from 0 to 1, then a
  /// cut to the keyframe's value, as the stage plays it. A writer whose moves always start and end at their
  /// keyframes (Lottie, Core Animation, SwiftUI) then draws the jumps.
  func withEndsCut() -> [MotionSegment] {
    guard !isCut, opacityEasing == nil, offsetEasing == nil else { return [self] }
    let a = easing.apply(0), b = easing.apply(1)
    guard abs(a) > 1e-12 || abs(b - 1) > 1e-12 else { return [self] }
    let first = from.interpolated(to: to, a), last = from.interpolated(to: to, b)
    var out: [MotionSegment] = []
    func part(_ p: Pose, _ q: Pose, at start: Double, _ length: Double, _ curve: Easing) {
      out.append(
        MotionSegment(
          from: p, to: q, start: start, length: length, easing: curve, opacityEasing: nil, offsetEasing: nil,
          picture: picture))
    }
    if abs(a) > 1e-12 { part(from, first, at: start, 0, .linear) }
    if let stretched = easing.stretchedBetweenEnds() {
      part(first, last, at: start, length, stretched.curve)
    } else {
      part(first, first, at: start, length, .linear)
    }
    if abs(b - 1) > 1e-12 { part(last, to, at: end, 0, .linear) }
    return out
  }
}
