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

extension MotionTrack {
  /// A Lottie file has no repeat: every pass of the animation laid end to end, frames at 120 a second (one a
  /// tick), the return pass of an autoreverse the forward one mirrored in time.
  func knots(on stage: CodeStage) -> [LottieKnot] {
    var knots: [LottieKnot] = []
    func pose(_ s: MotionSegment, _ v: Double) -> Pose { s.from.interpolated(to: s.to, v) }
    for pass in 0..<passCount {
      let base = Double(pass * passTicks)
      let forward = !autoreverse || pass % 2 == 0
      if forward {
        // A new repeat without autoreverse starts from rest: the previous pass holds its end until just before.
        if pass > 0, var last = knots.popLast() {
          last.frame = base - 0.01
          last.hold = true
          knots.append(last)
        }
        for s in segments {
          // A cut: what was reached holds until the cut, and the picture jumps there.
          if s.isCut {
            if var last = knots.last, s.start > 0 {
              last.frame = base + s.start - 0.001
              last.pose = s.from
              last.hold = true
              last.ease = nil
              knots.append(last)
            }
            continue
          }
          for piece in CurveFit.bezierPieces(s.easing, tolerance: s.tolerance(on: stage)) {
            knots.append(
              LottieKnot(
                frame: base + s.start + piece.t0 * s.length, pose: pose(s, piece.v0), ease: (piece.c1, piece.c2)))
          }
        }
      } else {
        // The forward pass's end is where this one starts.
        if !knots.isEmpty { knots.removeLast() }
        for s in segments.reversed() where !s.isCut {
          for piece in CurveFit.bezierPieces(s.easing, tolerance: s.tolerance(on: stage)).reversed() {
            knots.append(
              LottieKnot(
                frame: base + Double(passTicks) - s.start - piece.t1 * s.length, pose: pose(s, piece.v1),
                ease: ((1 - piece.c2.x, 1 - piece.c2.y), (1 - piece.c1.x, 1 - piece.c1.y))))
          }
        }
      }
      let end = forward ? self.end : start
      knots.append(LottieKnot(frame: base + Double(passTicks), pose: end, ease: nil))
    }
    return knots
  }

  /// When each picture shows on the unrolled timeline: frame ranges [start, end), neighbours merged.
  func pictureSpans() -> [(picture: Int, start: Int, end: Int)] {
    var spans: [(picture: Int, start: Int, end: Int)] = []
    for pass in 0..<passCount {
      let base = pass * passTicks
      let forward = !autoreverse || pass % 2 == 0
      let ordered = forward ? segments : segments.reversed()
      for s in ordered where !s.isCut {
        // Whole frames: a layer is in or out by the frame.
        let at = forward ? s.start : Double(passTicks) - s.end
        let start = base + Int(at.rounded()), end = base + Int((at + s.length).rounded())
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
