import Foundation
import SnowmanModel

extension MotionBuilder {
  /// What the page shows `t` seconds into the first pass: the delay (the element's own values, or the first
  /// keyframe's with a backwards fill), then the first iteration as its direction plays it.
  func page(atSeconds t: Double) -> (matrix: Matrix4, origin: Origin, opacity: Double) {
    let r = motion.rule
    let q: Double
    if t < r.delay {
      guard r.fillBackwards else {
        return (TransformFunction.product(r.transform), r.origin, r.opacity)
      }
      q = reversed ? 1 : 0
    } else {
      let p = min(max((t - r.delay) / r.duration, 0), 1)
      q = reversed ? 1 - p : p
    }
    return (written.matrix(at: q), written.originValue(at: q), written.opacityValue(at: q))
  }

  /// How far the chain strays from the page at `t` seconds, as a share of what it may (above 1 is too far).
  func stray(at t: Double, _ timeline: Timeline) -> Double {
    let pose = timeline.pose(atExactTick: t * Double(Timeline.ticksPerSecond))
    let page = page(atSeconds: t)
    let distance = FrameDistance.points(matrix: page.matrix, origin: page.origin, pose: pose, box: box)
    let fade = abs(min(max(pose.opacity, 0), 1) - min(max(page.opacity, 0), 1))
    return max(distance / MotionBuilder.tolerance, fade / MotionBuilder.opacityTolerance)
  }

  /// The keyframe stretch (its index) whose worst moment strays most beyond the tolerance; nil when none does.
  func worstStray(_ setting: StepChain, timed: [Int]) -> Int? {
    let timeline = Timeline(AnimationSetting(chain: setting))
    var worst: (stretch: Int, stray: Double)?
    var starts: [Double] = []
    var at = 0.0
    for step in setting.steps {
      starts.append(at)
      at += step.durationSeconds
    }
    for (k, index) in timed.enumerated() {
      let length = setting.steps[index].durationSeconds
      for j in 0..<MotionBuilder.checksPerStep {
        // Moments off any round fraction, so a jump of a stepped curve is not met exactly on its edge.
        let u = (Double(j) + 0.382) / Double(MotionBuilder.checksPerStep)
        let s = stray(at: starts[index] + u * length, timeline)
        if s > 1 && s > (worst?.stray ?? 0) { worst = (k, s) }
      }
    }
    return worst?.stretch
  }

  /// Why the stretch from `o0` to `o1` cannot be followed, naming its keyframes and functions.
  func blame(_ o0: Double, _ o1: Double) throws -> String {
    let mid = (o0 + o1) / 2
    let where_ = "from \(label(o0).dropFirst(3).dropLast()) to \(label(o1).dropFirst(3).dropLast())"
    if let (i, _) = frames.transformProgress(at: mid) {
      let segment = frames.segments[i]
      if let rest = segment.rest {
        return "\(rest.name) do not match, so a browser blends them as matrices, "
          + "along a path the stage cannot follow"
      }
      do {
        _ = try frames.parts(at: mid)
      } catch let problem as CSSProblem {
        return "\(where_), \(problem.reason)"
      }
      let names = segment.pairs.map { $0.0.isIdentity ? $0.1.name : $0.0.name }.joined(separator: " ")
      let origin = MotionFrames.piece(frames.origin, o0, o1, same: ==)
      if origin != .constant && MotionFrames.piece(frames.transform, o0, o1, same: ==) != origin {
        return "\(where_), transform-origin moves on another curve than transform, which the stage cannot follow"
      }
      return "\(where_), a browser blends “\(CSSSheet.shown(names))” along a path the stage cannot follow"
    }
    return "\(where_), transform-origin and opacity change on curves the stage cannot follow together"
  }
}
