import Foundation
import SnowmanModel

/// Builds a preset's chain from a `@keyframes` motion: a step for each stretch between keyframes (of any property),
/// each step's curve the piece of its keyframe's curve it plays, cuts where the stage's terms jump, the delay as a
/// held step; then holds the chain against the page at every moment and cuts a step in two where it strays, until
/// it is within `tolerance` or out of steps.
struct MotionBuilder {
  let motion: CSSMotion
  let box: PictureBox
  /// The tracks as the first iteration plays them (mirrored for a reversed direction).
  let frames: MotionFrames
  /// The tracks as written: what the page is checked against.
  let written: MotionFrames
  let reversed: Bool

  /// The farthest the stage may draw the picture from where the page does, in points, at any moment; and the
  /// most its opacity may differ.
  static let tolerance = 0.25, opacityTolerance = 0.002
  /// Moments checked in each step.
  static let checksPerStep = 16

  init(_ motion: CSSMotion, box: PictureBox) throws {
    self.motion = motion
    self.box = box
    let r = motion.rule
    written = try MotionFrames(
      transform: motion.transform, opacity: motion.opacity, origin: motion.origin,
      base: (r.transform, r.opacity, r.origin))
    reversed = r.direction == .reverse || r.direction == .alternateReverse
    frames = reversed ? try written.reflected() : written
  }

  /// The chain, checked.
  /// - Throws: `CSSProblem` naming the keyframe and the function the stage cannot follow.
  func build() throws -> AnimationSetting {
    var offsets = Set<Double>([0, 1])
    for track in [
      frames.transform?.keyframes.map(\.offset), frames.opacity?.keyframes.map(\.offset),
      frames.origin?.keyframes.map(\.offset),
    ] {
      offsets.formUnion(track ?? [])
    }
    var bounds = offsets.sorted()
    while true {
      switch try chain(bounds) {
      case .split(let at):
        bounds = (bounds + [at]).sorted()
        try checkRoom(bounds, reason: nil)
      case .steps(let steps, let timed):
        guard steps.count <= StepChain.maxSteps else {
          throw CSSProblem(
            reason: "it needs \(steps.count) steps with the cuts between its keyframes, more than the "
              + "\(StepChain.maxSteps) a preset holds")
        }
        let chain = StepChain(steps: steps, repeatCount: 1, autoreverse: false)
        guard let worst = worstStray(chain, timed: timed) else { return AnimationSetting(chain: chain) }
        let (o0, o1) = (bounds[worst], bounds[worst + 1])
        bounds = (bounds + [(o0 + o1) / 2]).sorted()
        try checkRoom(bounds, reason: { try self.blame(o0, o1) })
      }
    }
  }

  private func checkRoom(_ bounds: [Double], reason: (() throws -> String)?) throws {
    // A delay takes a step of its own; cuts take more, counted when the chain is made.
    let needed = bounds.count - 1 + (motion.rule.delay > 0 ? 1 : 0)
    guard needed <= StepChain.maxSteps else {
      if let reason { throw CSSProblem(reason: try reason()) }
      throw CSSProblem(reason: "it needs more than the \(StepChain.maxSteps) steps a preset holds")
    }
  }

  enum Chain {
    /// The steps, and for each keyframe stretch the index of its step.
    case steps([Step], timed: [Int])
    case split(at: Double)
  }

  /// The pose at `offset` read within `stretch`, a problem with it named by the offset.
  func pose(at offset: Double, within stretch: (Double, Double)) throws -> Pose {
    do {
      return try frames.pose(at: offset, within: stretch)
    } catch let problem as CSSProblem {
      throw CSSProblem(reason: "\(label(offset)) \(problem.reason)")
    }
  }

  /// The chain for keyframe stretches `bounds`.
  func chain(_ bounds: [Double]) throws -> Chain {
    let r = motion.rule
    var steps: [Step] = []
    var timed: [Int] = []
    var current: Pose?
    func go(to pose: Pose, seconds: Double, easing: Easing, opacityEasing: Easing?, at offset: Double) throws {
      steps.append(try target(pose, at: offset, seconds: seconds, easing: easing, opacityEasing: opacityEasing))
      current = pose
    }
    let start = try pose(at: 0, within: (0, bounds[1]))
    if r.delay > 0 {
      let base = MotionFrames.pose(
        try PoseCanonical.parts(r.transform.map { .function($0) }), origin: r.origin, opacity: r.opacity)
      let held = r.fillBackwards ? start : base
      if !MotionBuilder.isRest(held) { try go(to: held, seconds: 0, easing: .linear, opacityEasing: nil, at: 0) }
      try go(to: held, seconds: r.delay, easing: .linear, opacityEasing: nil, at: 0)
    }
    for k in 0..<(bounds.count - 1) {
      let (o0, o1) = (bounds[k], bounds[k + 1])
      let from = try pose(at: o0, within: (o0, o1))
      // The stage starts from rest about the first step's anchor; anything else is a cut to where the page starts.
      let cut = current.map { !MotionBuilder.same(from, $0) } ?? !startsFromRest(from, bounds)
      if cut { try go(to: from, seconds: 0, easing: .linear, opacityEasing: nil, at: o0) }
      let pieces = [
        MotionFrames.piece(frames.transform, o0, o1, same: ==),
        MotionFrames.piece(frames.origin, o0, o1, same: ==),
        MotionFrames.piece(frames.opacity, o0, o1, same: ==),
      ]
      var easings: [Easing?] = []
      for piece in pieces {
        switch piece {
        case .constant: easings.append(nil)
        case .easing(let e): easings.append(e)
        case .split(let x): return .split(at: try offset(ofX: x, between: o0, o1, pieces: pieces))
        }
      }
      let main = easings[0] ?? easings[1] ?? easings[2] ?? .linear
      let fade = easings[2].flatMap { $0 == main ? nil : $0 }
      let to = try pose(at: o1, within: (o0, o1))
      timed.append(steps.count)
      try go(to: to, seconds: (o1 - o0) * r.duration, easing: main, opacityEasing: fade, at: o1)
      if easings[0] != nil { steps[steps.count - 1].offsetEasing = try offsetCurve(o0, o1, from, to, main) }
    }
    return .steps(steps, timed: timed)
  }

  /// The offset's own curve over the stretch, when the move does not follow the step's curve (a move a browser
  /// scales or turns with the picture) but stays on the line between its ends: that line's progress as stops.
  private func offsetCurve(_ o0: Double, _ o1: Double, _ from: Pose, _ to: Pose, _ main: Easing) throws -> Easing? {
    let dx = to.offsetX - from.offsetX, dy = to.offsetY - from.offsetY
    let length = (dx * dx + dy * dy).squareRoot()
    let samples = 64
    func offset(_ u: Double) throws -> (x: Double, y: Double) {
      let at = o0 + u * (o1 - o0)
      do {
        let parts = try frames.parts(at: at, within: (o0, o1))
        return (parts.offsetX - from.offsetX, parts.offsetY - from.offsetY)
      } catch let problem as CSSProblem {
        throw CSSProblem(reason: "\(between(o0, o1)) \(problem.reason)")
      }
    }
    // Checked between the samples, off any edge a stepped curve jumps at.
    var follows = true
    for j in 0..<samples {
      let u = (Double(j) + 0.382) / Double(samples)
      let (x, y) = try offset(u)
      let e = main.apply(u)
      if abs(x - dx * e) > 1e-6 * max(1, length) || abs(y - dy * e) > 1e-6 * max(1, length) { follows = false }
    }
    guard !follows, length > 1e-9 else { return nil }
    var stops: [CurveStop] = []
    for j in 0...samples {
      let u = Double(j) / Double(samples)
      let (x, y) = try offset(u)
      // Along the line, and how far off it.
      let along = (x * dx + y * dy) / (length * length)
      let off = abs(x * dy - y * dx) / length
      guard off < 0.01, CurveLimits.stopOutput.contains(along) else { return nil }
      stops.append(CurveStop(x: u, y: along))
    }
    return .stops(stops)
  }

  /// Whether the chain's rest (no transform, about the first stretch's anchor, seen from its eye) is where the page
  /// starts, so no cut is needed there.
  private func startsFromRest(_ from: Pose, _ bounds: [Double]) -> Bool {
    guard let to = try? frames.pose(at: bounds[1], within: (0, bounds[1])) else { return false }
    var rest = Pose.rest
    (rest.anchorX, rest.anchorY, rest.perspective) = (to.anchorX, to.anchorY, to.perspective)
    return MotionBuilder.same(from, rest)
  }

  /// Whether `pose` is the stage's rest whatever its anchor and eye: nothing moved, nothing faded.
  static func isRest(_ pose: Pose) -> Bool {
    var rest = Pose.rest
    (rest.anchorX, rest.anchorY, rest.perspective) = (pose.anchorX, pose.anchorY, pose.perspective)
    return same(pose, rest)
  }

  /// The offset in `o0`…`o1` where the track whose piece asked for a split turns.
  private func offset(ofX x: Double, between o0: Double, _ o1: Double, pieces: [CurvePiece]) throws -> Double {
    let tracks: [[Double]?] = [
      frames.transform?.keyframes.map(\.offset), frames.origin?.keyframes.map(\.offset),
      frames.opacity?.keyframes.map(\.offset),
    ]
    for (piece, offsets) in zip(pieces, tracks) {
      guard case .split = piece, let offsets, let i = offsets.lastIndex(where: { $0 <= o0 }), i + 1 < offsets.count
      else { continue }
      let at = offsets[i] + x * (offsets[i + 1] - offsets[i])
      if at > o0 + 1e-9 && at < o1 - 1e-9 { return at }
    }
    return (o0 + o1) / 2
  }

  /// A step to `pose`, its numbers checked against the property table's ranges.
  func target(_ pose: Pose, at offset: Double, seconds: Double, easing: Easing, opacityEasing: Easing?) throws -> Step {
    var s = Step()
    let turn = 2 * Double.pi, degree = Double.pi / 180
    let values: [(PropertyKey, Double)] = [
      (.widthMultiplier, pose.scaleX), (.heightMultiplier, pose.scaleY), (.horizontalOffset, pose.offsetX),
      (.verticalOffset, pose.offsetY), (.xFlips, pose.rotationX / turn), (.ySpins, pose.rotationY / turn),
      (.zTurns, pose.rotationZ / turn), (.skewX, pose.skewX / degree), (.skewY, pose.skewY / degree),
      (.depth, pose.depth), (.eye, pose.perspective > 0 ? 1 / pose.perspective : 0), (.anchorX, pose.anchorX),
      (.anchorY, pose.anchorY), (.duration, seconds),
    ]
    for (key, value) in values {
      let spec = PropertyTable.spec(key)
      guard let range = spec.range, range.contains(value) || abs(value) < 1e-9 && range.contains(0) else {
        throw CSSProblem(
          reason: "\(label(offset)) it needs \(spec.name.lowercased()) \(spec.format(value)), beyond the stage's "
            + "\(spec.format(spec.minStepValue)) to \(spec.format(spec.maxStepValue))")
      }
    }
    (s.widthMultiplier, s.heightMultiplier) = (pose.scaleX, pose.scaleY)
    (s.horizontalOffsetPoints, s.verticalOffsetPoints) = (pose.offsetX, pose.offsetY)
    (s.xFlipTurns, s.ySpinTurns, s.zTurns) = (pose.rotationX / turn, pose.rotationY / turn, pose.rotationZ / turn)
    (s.skewXDegrees, s.skewYDegrees) = (pose.skewX / degree, pose.skewY / degree)
    (s.depthPoints, s.eyePoints) = (pose.depth, pose.perspective > 0 ? 1 / pose.perspective : 0)
    (s.anchorX, s.anchorY, s.opacity) = (pose.anchorX, pose.anchorY, min(max(pose.opacity, 0), 1))
    (s.durationSeconds, s.easing, s.opacityEasing) = (seconds, easing, opacityEasing)
    return s
  }

  /// "at 40%," for an offset of the chain, as the block writes it (mirrored back for a reversed direction).
  func label(_ offset: Double) -> String {
    "at \(Easing.number((reversed ? 1 - offset : offset) * 100, places: 2))%,"
  }

  /// "between 20% and 40%," for a stretch of the chain.
  func between(_ o0: Double, _ o1: Double) -> String {
    let (a, b) = reversed ? (1 - o1, 1 - o0) : (o0, o1)
    return "between \(Easing.number(a * 100, places: 2))% and \(Easing.number(b * 100, places: 2))%,"
  }

  static func same(_ a: Pose, _ b: Pose) -> Bool {
    let x = [
      a.scaleX, a.scaleY, a.offsetX, a.offsetY, a.rotationX, a.rotationY, a.rotationZ, a.opacity, a.anchorX, a.anchorY,
      a.skewX, a.skewY, a.depth, a.perspective,
    ]
    let y = [
      b.scaleX, b.scaleY, b.offsetX, b.offsetY, b.rotationX, b.rotationY, b.rotationZ, b.opacity, b.anchorX, b.anchorY,
      b.skewX, b.skewY, b.depth, b.perspective,
    ]
    return zip(x, y).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0)) }
  }
}
