import Foundation
import SnowmanModel

/// One keyframe of a pass for code that keyframes property by property: the time (0…1 of the pass), the pose,
/// and the curve from here to the next (a Bézier, a spring, or straight between fitted stops).
struct PassKeyframe {
  enum Curve {
    case bezier(CubicBezier)
    case spring(bounce: Double)
    case straight
  }
  var time: Double
  var pose: Pose
  var curve: Curve?
}

extension MotionTrack {
  /// A pass as keyframes: a step on a Bézier (or a spring, where `springs` is true) is one keyframe; any other
  /// curve is fitted with straight stops within half a pixel on `stage`. With `andBack`, the return pass follows
  /// (its Béziers mirrored, everything else fitted), so one cycle of the preset fills 0…1.
  func passKeyframes(on stage: CodeStage, springs: Bool, andBack: Bool) -> [PassKeyframe] {
    let length = passTicks * (andBack ? 2 : 1)
    var frames: [PassKeyframe] = []
    // A cut holds what was reached until a millionth of the pass before it, then the picture jumps.
    let hold = CSSAnimation.cutWidth * passTicks
    for s in segments {
      let start = s.start, ticks = s.length
      if s.isCut {
        if start > 0 { frames.append(PassKeyframe(time: (start - hold) / length, pose: s.from, curve: .straight)) }
        continue
      }
      if s.opacityEasing != nil || s.offsetEasing != nil {
        // Parts on curves of their own: followed in straight pieces, every property on the same frames.
        let n = MotionTrack.linesPerOwnCurve
        for j in 0..<n {
          let t = Double(j) / Double(n)
          frames.append(PassKeyframe(time: (start + t * ticks) / length, pose: s.pose(at: t), curve: .straight))
        }
      } else if let b = s.easing.bezier {
        frames.append(PassKeyframe(time: start / length, pose: s.from, curve: .bezier(b)))
      } else if springs, case .spring(let bounce) = s.easing {
        frames.append(PassKeyframe(time: start / length, pose: s.from, curve: .spring(bounce: bounce)))
      } else {
        for stop in CurveFit.linearStops(s.easing, tolerance: s.tolerance(on: stage)).dropLast() {
          frames.append(
            PassKeyframe(
              time: (start + stop.t * ticks) / length, pose: s.from.interpolated(to: s.to, stop.v), curve: .straight))
        }
      }
    }
    let end = self.end
    guard andBack else { return frames + [PassKeyframe(time: 1, pose: end, curve: nil)] }
    frames.append(PassKeyframe(time: 0.5, pose: end, curve: nil))
    for s in segments.reversed() {
      let start = s.start, ticks = s.length
      if s.isCut {
        if start > 0 {
          frames.removeLast()
          frames.append(PassKeyframe(time: mirrored(s: s, 0), pose: s.to, curve: .straight))
          frames.append(PassKeyframe(time: mirrored(s: s, 0) + hold / length, pose: s.from, curve: nil))
        }
        continue
      }
      let mirrored = { (t: Double) in self.mirrored(s: s, t, length: length) }
      frames.removeLast()
      if s.opacityEasing != nil || s.offsetEasing != nil {
        let n = MotionTrack.linesPerOwnCurve
        for j in stride(from: n, to: 0, by: -1) {
          let t = Double(j) / Double(n)
          frames.append(PassKeyframe(time: mirrored(t), pose: s.pose(at: t), curve: .straight))
        }
      } else if let b = s.easing.bezier {
        frames.append(
          PassKeyframe(
            time: mirrored(1), pose: s.to, curve: .bezier(CubicBezier(1 - b.x2, 1 - b.y2, 1 - b.x1, 1 - b.y1))))
      } else {
        for stop in CurveFit.linearStops(s.easing, tolerance: s.tolerance(on: stage)).reversed().dropLast() {
          frames.append(
            PassKeyframe(time: mirrored(stop.t), pose: s.from.interpolated(to: s.to, stop.v), curve: .straight))
        }
      }
      frames.append(PassKeyframe(time: mirrored(0), pose: s.from, curve: nil))
    }
    return frames
  }

  /// Where progress `t` of segment `s` falls in the return pass, as a share of a cycle `length` ticks long.
  private func mirrored(s: MotionSegment, _ t: Double, length: Double? = nil) -> Double {
    (2 * passTicks - s.start - t * s.length) / (length ?? passTicks * 2)
  }
}
