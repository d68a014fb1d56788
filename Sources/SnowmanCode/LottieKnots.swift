import Foundation
import SnowmanModel

/// A keyframe of the unrolled timeline: the pose at a frame and the Bézier to the next one (nil: the last, or a
/// hold until the next).
struct LottieKnot {
  var frame: Double
  var pose: Pose
  var ease: (c1: (x: Double, y: Double), c2: (x: Double, y: Double))?
  var hold = false
}

/// One piece of a step as Lottie keys it: from `t0` to `t1` of the step (its input), the poses there, and the
/// Bézier between.
struct LottiePiece {
  var t0: Double, t1: Double
  var p0: Pose, p1: Pose
  var ease: (c1: (x: Double, y: Double), c2: (x: Double, y: Double))
}

extension MotionTrack {
  /// Straight pieces a step whose opacity or offset has a curve of its own is keyed with: Lottie keys every
  /// property on the same frames here, so such a step is followed closely enough in lines instead.
  static let linesPerOwnCurve = 32

  /// A step's pieces and the pose at either end of each.
  func pieces(_ s: MotionSegment, on stage: CodeStage) -> [LottiePiece] {
    if s.opacityEasing != nil || s.offsetEasing != nil {
      let n = MotionTrack.linesPerOwnCurve
      return (0..<n).map { j in
        let t0 = Double(j) / Double(n), t1 = Double(j + 1) / Double(n)
        return LottiePiece(
          t0: t0, t1: t1, p0: s.pose(at: t0), p1: s.pose(at: t1), ease: ((1.0 / 3, 1.0 / 3), (2.0 / 3, 2.0 / 3)))
      }
    }
    if let stops = s.easing.cornerStops {
      // A staircase or `linear()` is straight lines already: its stops exactly, a jump a line a thousandth of a
      // frame long (a Hermite piece across a jump would swing wide of it).
      let line = ((1.0 / 3, 1.0 / 3), (2.0 / 3, 2.0 / 3))
      let shift = s.length > 0 ? 0.001 / s.length : 0
      var xs = stops.map(\.x)
      for i in xs.indices.dropFirst() where xs[i] - xs[i - 1] < 1e-12 && xs[i - 1] - shift > (i > 1 ? xs[i - 2] : 0) {
        xs[i - 1] -= shift
      }
      return zip(zip(xs, stops), zip(xs.dropFirst(), stops.dropFirst())).compactMap { a, b in
        guard b.0 > a.0 else { return nil }
        return LottiePiece(
          t0: a.0, t1: b.0, p0: s.from.interpolated(to: s.to, a.1.y), p1: s.from.interpolated(to: s.to, b.1.y),
          ease: line)
      }
    }
    return CurveFit.bezierPieces(s.easing, tolerance: s.tolerance(on: stage)).map { piece in
      LottiePiece(
        t0: piece.t0, t1: piece.t1, p0: s.from.interpolated(to: s.to, piece.v0),
        p1: s.from.interpolated(to: s.to, piece.v1), ease: (piece.c1, piece.c2))
    }
  }

  /// A Lottie file has no repeat: every pass of the animation laid end to end, frames at 120 a second (one a
  /// tick), the return pass of an autoreverse the forward one mirrored in time (each Bézier reversed, a hold held
  /// from the other side).
  func knots(on stage: CodeStage) -> [LottieKnot] {
    let forward = forwardKnots(on: stage)
    var knots: [LottieKnot] = []
    for pass in 0..<passCount {
      let base = Double(pass) * passTicks
      if !autoreverse || pass % 2 == 0 {
        // A new repeat without autoreverse starts from rest: the previous pass holds its end until just before.
        if pass > 0, var last = knots.popLast() {
          last.frame = base - 0.01
          last.hold = true
          knots.append(last)
        }
        knots += forward.map { k in
          var k = k
          k.frame += base
          return k
        }
      } else {
        // The forward pass's end is where this one starts.
        if !knots.isEmpty { knots.removeLast() }
        for j in forward.indices.reversed() {
          let k = forward[j]
          var r = LottieKnot(frame: base + passTicks - k.frame, pose: k.pose, ease: nil)
          // The move from here is the forward move into this knot, backwards.
          if j > 0 {
            let before = forward[j - 1]
            r.hold = before.hold
            if !before.hold, let e = before.ease { r.ease = ((1 - e.c2.x, 1 - e.c2.y), (1 - e.c1.x, 1 - e.c1.y)) }
          }
          knots.append(r)
        }
      }
    }
    return knots
  }

  /// One forward pass from frame 0, ending with a knot at its end.
  func forwardKnots(on stage: CodeStage) -> [LottieKnot] {
    var knots: [LottieKnot] = []
    for s in segments {
      // A cut: what was reached holds until the cut, and the picture jumps there.
      if s.isCut {
        if var last = knots.last, s.start > 0 {
          last.frame = s.start - 0.001
          last.pose = s.from
          last.hold = true
          last.ease = nil
          knots.append(last)
        }
        continue
      }
      for piece in pieces(s, on: stage) {
        knots.append(LottieKnot(frame: s.start + piece.t0 * s.length, pose: piece.p0, ease: piece.ease))
      }
    }
    knots.append(LottieKnot(frame: passTicks, pose: end, ease: nil))
    return knots
  }

  /// When each picture shows on the unrolled timeline: frame ranges [start, end), neighbours merged.
  func pictureSpans() -> [(picture: Int, start: Int, end: Int)] {
    var spans: [(picture: Int, start: Int, end: Int)] = []
    for pass in 0..<passCount {
      let base = Double(pass) * passTicks
      let forward = !autoreverse || pass % 2 == 0
      let ordered = forward ? segments : segments.reversed()
      for s in ordered where !s.isCut {
        // Whole frames: a layer is in or out by the frame.
        let at = base + (forward ? s.start : passTicks - s.end)
        let start = Int(at.rounded()), end = Int((at + s.length).rounded())
        guard end > start else { continue }
        if let last = spans.last, last.picture == s.picture, last.end == start {
          spans[spans.count - 1].end = end
        } else {
          spans.append((s.picture, start, end))
        }
      }
    }
    return spans
  }
}
