import Foundation

/// The animation of one setting as pure maths over integer ticks of 1/120 s.
public struct Timeline: Equatable, Sendable {
  /// Ticks per second of playback time.
  public static let ticksPerSecond = 120

  /// The setting animated.
  public let setting: AnimationSetting

  /// A timeline for `setting`.
  public init(_ setting: AnimationSetting) { self.setting = setting }

  /// Step `index`'s length in ticks, exactly (a step of 0 s, a cut, has none).
  func exactTicks(ofStep index: Int) -> Double {
    max(0, setting.step(index).durationSeconds) * Double(Timeline.ticksPerSecond)
  }

  /// Where step `index` begins in the pass, in ticks, exactly: the steps before it added up.
  func exactStart(ofStep index: Int) -> Double {
    var at = 0.0
    for i in 0..<index { at += exactTicks(ofStep: i) }
    return at
  }

  /// Ticks in step `index` of the chain, whole: from where it begins to where the next does, each rounded (0 for a
  /// cut).
  public func ticks(ofStep index: Int) -> Int {
    Int((exactStart(ofStep: index) + exactTicks(ofStep: index)).rounded()) - Int(exactStart(ofStep: index).rounded())
  }

  /// Ticks in one pass: the whole chain, forward (at least 1), to the nearest tick.
  public var passTicks: Int { max(1, Int(exactStart(ofStep: setting.stepCount).rounded())) }

  /// Ticks in one pass, exactly: a pass of 0.73 s is 87.6 ticks, and the return pass of an autoreverse mirrors the
  /// forward one about that, not about the nearest tick, so it plays as a browser's alternate direction does.
  public var exactPassTicks: Double { max(1, exactStart(ofStep: setting.stepCount)) }

  /// The first tick of each step after the first, within a pass: where the timeline marks boundaries.
  public var stepStarts: [Int] {
    (1..<setting.stepCount).map { Int(exactStart(ofStep: $0).rounded()) }
  }

  /// Passes per repeat: 2 with autoreverse, else 1.
  public var passesPerRepeat: Int { setting.autoreverse ? 2 : 1 }

  /// The whole animation's length in ticks, exactly: every repeat, both passes of an autoreverse.
  public var exactTotalTicks: Double { exactPassTicks * Double(passesPerRepeat * setting.repeatCount) }

  /// The whole animation's length in whole ticks: its last moment is shown until the tick after it.
  public var totalTicks: Int { max(1, Int(exactTotalTicks.rounded(.up))) }

  /// The whole animation's length in seconds.
  public var totalSeconds: Double { Double(totalTicks) / Double(Timeline.ticksPerSecond) }

  /// Where `tick` falls in the forward chain, 0…passTicks: the return pass of an autoreverse is the forward
  /// pass played backwards, as Core Animation's autoreverse; nil before the start and once finished.
  private func chainTick(_ tick: Double) -> Double? {
    guard tick > 0, tick < Double(totalTicks) else { return nil }
    let pass = exactPassTicks
    // Between the exact end and the tick after it, the last moment holds.
    if tick >= exactTotalTicks { return setting.autoreverse ? 0 : pass }
    let inCycle = tick.truncatingRemainder(dividingBy: pass * Double(passesPerRepeat))
    return inCycle < pass ? inCycle : pass - (inCycle - pass)
  }

  /// The step under `tick` and how far through it (0…1, before easing), its bounds in exact time so a step of any
  /// length begins where the steps before it end: a step owns its first moment, so a swap shows from there; a cut
  /// (0 s) is passed at once; the end of the chain belongs to the last step that takes time.
  public func stepPosition(atTick tick: Int) -> (index: Int, fraction: Double)? {
    stepPosition(atExactTick: Double(tick))
  }

  /// `stepPosition(atTick:)` between ticks: `tick` in ticks, any fraction of one.
  public func stepPosition(atExactTick tick: Double) -> (index: Int, fraction: Double)? {
    guard let t = chainTick(tick) else { return tick == 0 ? leadingCut : nil }
    var start = 0.0
    let count = setting.stepCount
    var lastTimed: Int?
    for i in 0..<count {
      let length = exactTicks(ofStep: i)
      guard length > 0 else { continue }
      lastTimed = i
      if t < start + length { return (i, max(0, t - start) / length) }
      start += length
    }
    guard let last = lastTimed else { return (count - 1, 1) }
    // Cuts after the last step that takes time happen at the end.
    return count - 1 > last ? (count - 1, 1) : (last, 1)
  }

  /// At tick 0: where cuts at the chain's start have put the picture (nil when the chain starts from rest).
  private var leadingCut: (index: Int, fraction: Double)? {
    var index: Int?
    for i in 0..<setting.stepCount {
      guard exactTicks(ofStep: i) == 0 else { break }
      index = i
    }
    return index.map { ($0, 1) }
  }

  /// The pose before the motion starts and once it is over: each track's first value (rest, about the first step's
  /// anchor and seen from its eye, for a chain).
  public var restPose: Pose { setting.tracks.restPose }

  /// The pose at `tick`: the motion's start at tick 0 (where cuts at 0 s have happened); each track's value at the
  /// moment the tick falls on in the pass; rest once finished (without autoreverse each repeat jumps back to rest,
  /// as Core Animation does).
  public func pose(atTick tick: Int) -> Pose { pose(atExactTick: Double(tick)) }

  /// `pose(atTick:)` between ticks: what a browser playing the same motion shows at any moment.
  public func pose(atExactTick tick: Double) -> Pose {
    guard let t = chainTick(tick) else { return tick == 0 ? setting.tracks.startPose : restPose }
    let seconds = t / Double(Timeline.ticksPerSecond)
    if t >= exactPassTicks { return setting.tracks.endPose(passEnd: seconds) }
    return setting.tracks.pose(at: seconds)
  }

  /// The picture showing at `tick`: the last swap at or before the moment it falls on, else the first picture.
  public func artwork(atTick tick: Int) -> ImageReference? {
    let picture = setting.tracks.picture
    guard let t = chainTick(Double(tick)) else { return tick == 0 ? picture.valueAtStart : picture.firstValue }
    return picture.value(at: t / Double(Timeline.ticksPerSecond))
  }

  /// The picture showing while step `index` plays: the last swap at or before it, else the first step's.
  public func artwork(atStep index: Int) -> ImageReference? {
    var showing = setting.steps[0].image
    for i in 0..<(min(index, setting.stepCount - 1) + 1) where i > 0 && setting.step(i).image != nil {
      showing = setting.step(i).image
    }
    return showing
  }

  /// The pose a step arrives at.
  public static func target(of s: Step) -> Pose {
    let turn = 2 * Double.pi, degree = Double.pi / 180
    return Pose(
      scaleX: s.widthMultiplier, scaleY: s.heightMultiplier, offsetX: s.horizontalOffsetPoints,
      offsetY: s.verticalOffsetPoints, rotationX: s.xFlipTurns * turn, rotationY: s.ySpinTurns * turn,
      rotationZ: s.zTurns * turn, opacity: s.opacity, anchorX: s.anchorX, anchorY: s.anchorY,
      skewX: s.skewXDegrees * degree, skewY: s.skewYDegrees * degree, depth: s.depthPoints,
      perspective: perspective(eye: s.eyePoints))
  }

  /// The perspective of an eye `eye` points away: its reciprocal, 0 for none.
  public static func perspective(eye: Double) -> Double { eye > 0 ? 1 / eye : 0 }

  /// The pose at eased progress `e` of the first step (0 = the chain's start, 1 = its target).
  public func pose(progress e: Double) -> Pose { restPose.interpolated(to: Timeline.target(of: setting.steps[0]), e) }
}
