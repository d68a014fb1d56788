import Foundation
import SnowmanModel

/// Keyed values a player does not clamp. A curve that overshoots carries an opacity past 100 % (or under 0) between
/// its keyframes; the stage, a page and Core Animation clamp it, but rlottie multiplies the picture's colours by it,
/// and past 100 % they wrap (a white snowman drawn blue with a yellow hat). Each stretch whose curve leaves the range
/// is cut where it crosses a bound, exactly (the cubic split there, each part its own Bézier), the parts outside held
/// at the bound.
extension MotionCode {
  /// A one-number property keyframed at every knot, as `animated`, its curve kept within `range` between them.
  static func animated(_ knots: [LottieKnot], within range: ClosedRange<Double>, _ value: (Pose) -> Double)
    -> LottieProperty
  {
    let values = knots.map { value($0.pose) }
    var frames: [LottieKeyframe] = []
    for (i, knot) in knots.enumerated() {
      let clamped = [round4(min(max(values[i], range.lowerBound), range.upperBound))]
      guard !knot.hold, let ease = knot.ease, i + 1 < knots.count else {
        var frame = LottieKeyframe(t: round4(knot.frame), s: clamped)
        if knot.hold { frame.h = 1 }
        frames.append(frame)
        continue
      }
      let stretch = BezierStretch(
        t0: knot.frame, t1: knots[i + 1].frame, v0: values[i], v1: values[i + 1], c1: ease.c1, c2: ease.c2)
      frames += stretch.keyframes(within: range)
    }
    let firsts = frames.map(\.s)
    if firsts.allSatisfy({ $0 == firsts.first }) { return still(firsts.first ?? [0]) }
    return LottieProperty(a: 1, k: .keyframes(frames))
  }
}

/// A keyframe's stretch to the next: from `v0` at `t0` to `v1` at `t1` along the Bézier `c1`, `c2` of its unit square.
struct BezierStretch {
  typealias Point = (x: Double, y: Double)
  var t0: Double, t1: Double, v0: Double, v1: Double
  var c1: Point, c2: Point

  /// The curve's point at `u` (its own parameter, not time).
  static func point(_ p: [Point], _ u: Double) -> Point {
    let a = 1 - u
    let (b0, b1, b2, b3) = (a * a * a, 3 * a * a * u, 3 * a * u * u, u * u * u)
    return (
      b0 * p[0].x + b1 * p[1].x + b2 * p[2].x + b3 * p[3].x, b0 * p[0].y + b1 * p[1].y + b2 * p[2].y + b3 * p[3].y
    )
  }

  /// The control points of the part of `p` between parameters `a` and `b` (de Casteljau, twice).
  static func part(_ p: [Point], _ a: Double, _ b: Double) -> [Point] {
    func left(_ p: [Point], _ u: Double) -> [Point] {
      func lerp(_ s: Point, _ e: Point) -> Point { (s.x + (e.x - s.x) * u, s.y + (e.y - s.y) * u) }
      let (q1, q2, q3) = (lerp(p[0], p[1]), lerp(p[1], p[2]), lerp(p[2], p[3]))
      let (r1, r2) = (lerp(q1, q2), lerp(q2, q3))
      return [p[0], q1, r1, lerp(r1, r2)]
    }
    let upTo = left(p, b)
    // The part after `a` of the curve up to `b` is the reversed curve's part before 1 - a/b.
    let reversed = Array(upTo.reversed())
    return Array(left(reversed, b > 0 ? 1 - a / b : 0).reversed())
  }

  /// The stretch's keyframes (the first at `t0`; the next keyframe is the following knot's) with the curve cut at
  /// every crossing of `range`'s bounds and the parts outside it held at the bound they crossed.
  func keyframes(within range: ClosedRange<Double>) -> [LottieKeyframe] {
    let p: [Point] = [(0, 0), c1, c2, (1, 1)]
    let change = v1 - v0
    func level(_ u: Double) -> Double { v0 + change * Self.point(p, u).y }
    // Crossings: where the level passes a bound by more than a millionth, over 256 samples, each narrowed by
    // bisection (a curve only touching a bound, as one starting at 100 % does, is not cut).
    var cuts: [Double] = []
    let samples = 256
    let outside: [(Double) -> Bool] = [
      { level($0) > range.upperBound + 1e-6 }, { level($0) < range.lowerBound - 1e-6 },
    ]
    for out in outside {
      var (ua, was) = (0.0, out(0))
      for k in 1...samples {
        let ub = Double(k) / Double(samples)
        let now = out(ub)
        if now != was {
          var (lo, hi) = (ua, ub)
          for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if out(mid) == was { lo = mid } else { hi = mid }
          }
          cuts.append((lo + hi) / 2)
        }
        (ua, was) = (ub, now)
      }
    }
    let ends = [0.0] + cuts.filter { $0 > 1e-9 && $0 < 1 - 1e-9 }.sorted() + [1.0]
    var out: [LottieKeyframe] = []
    for (a, b) in zip(ends, ends.dropFirst()) {
      let q = Self.part(p, a, b)
      let dx = q[3].x - q[0].x, dy = q[3].y - q[0].y
      let t = MotionCode.round4(t0 + (t1 - t0) * q[0].x)
      guard dx > 1e-9 || out.isEmpty else { continue }
      let middle = level((a + b) / 2)
      if !range.contains(middle) {
        out.append(LottieKeyframe(t: t, s: [middle < range.lowerBound ? range.lowerBound : range.upperBound], h: 1))
        continue
      }
      var frame = LottieKeyframe(
        t: t, s: [MotionCode.round4(min(max(v0 + change * q[0].y, range.lowerBound), range.upperBound))])
      func unit(_ c: Point) -> Point {
        let x = dx > 0 ? (c.x - q[0].x) / dx : 0
        return (x, abs(dy) > 1e-12 ? (c.y - q[0].y) / dy : x)
      }
      let (e1, e2) = (unit(q[1]), unit(q[2]))
      frame.o = LottieHandle(x: .list([MotionCode.round4(e1.x)]), y: .list([MotionCode.round4(e1.y)]))
      frame.i = LottieHandle(x: .list([MotionCode.round4(e2.x)]), y: .list([MotionCode.round4(e2.y)]))
      out.append(frame)
    }
    return out
  }
}
