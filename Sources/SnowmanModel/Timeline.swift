import Foundation

/// The animation of one setting as pure maths over integer ticks of 1/120 s.
public struct Timeline: Equatable, Sendable {
  /// Ticks per second of playback time.
  public static let ticksPerSecond = 120

  /// The setting animated.
  public let setting: AnimationSetting

  /// A timeline for `setting`.
  public init(_ setting: AnimationSetting) { self.setting = setting }

  /// Ticks in step `index` of the chain (at least 1).
  public func ticks(ofStep index: Int) -> Int {
    max(1, Int((setting.step(index).durationSeconds * Double(Timeline.ticksPerSecond)).rounded()))
  }

  /// Ticks in one pass: the whole chain, forward (at least 1).
  public var passTicks: Int {
    var sum = 0
    for i in 0..<setting.stepCount { sum += ticks(ofStep: i) }
    return sum
  }

  /// The first tick of each step after the first, within a pass: where the timeline marks boundaries.
  public var stepStarts: [Int] {
    var starts: [Int] = []
    var at = 0
    for i in 0..<(setting.stepCount - 1) {
      at += ticks(ofStep: i)
      starts.append(at)
    }
    return starts
  }

  /// Passes per repeat: 2 with autoreverse, else 1.
  public var passesPerRepeat: Int { setting.autoreverse ? 2 : 1 }

  /// The whole animation's length in ticks: every repeat, both passes of an autoreverse.
  public var totalTicks: Int { passTicks * passesPerRepeat * setting.repeatCount }

  /// The whole animation's length in seconds.
  public var totalSeconds: Double { Double(totalTicks) / Double(Timeline.ticksPerSecond) }

  /// Where `tick` falls in the forward chain, 0…passTicks: the return pass of an autoreverse is the forward
  /// pass played backwards, as Core Animation's autoreverse; nil before the start and once finished.
  private func chainTick(_ tick: Int) -> Int? {
    guard tick > 0, tick < totalTicks else { return nil }
    let inCycle = tick % (passTicks * passesPerRepeat)
    return inCycle < passTicks ? inCycle : passTicks - (inCycle - passTicks)
  }

  /// The step under `tick` and how far through it (0…1, before easing): a step owns its first tick, so a swap
  /// shows from there; the end of the chain belongs to the last step.
  public func stepPosition(atTick tick: Int) -> (index: Int, fraction: Double)? {
    guard let c = chainTick(tick) else { return nil }
    var start = 0
    let count = setting.stepCount
    for i in 0..<count {
      let length = ticks(ofStep: i)
      if c < start + length || i == count - 1 { return (i, Double(c - start) / Double(length)) }
      start += length
    }
    return nil
  }

  /// The pose at `tick`: rest at tick 0; each step eased from where the one before ended to its own target;
  /// rest once finished (without autoreverse each repeat jumps back to rest, as Core Animation does).
  public func pose(atTick tick: Int) -> Pose {
    guard let p = stepPosition(atTick: tick) else { return .rest }
    let start = p.index == 0 ? Pose.rest : Timeline.target(of: setting.step(p.index - 1))
    let eased = setting.step(p.index).easing.apply(p.fraction)
    return start.interpolated(to: Timeline.target(of: setting.step(p.index)), eased)
  }

  /// The picture showing at `tick`: the first step's, or the last swap at or before the step under it.
  public func artwork(atTick tick: Int) -> ImageReference? {
    guard let p = stepPosition(atTick: tick) else { return setting.steps[0].image }
    return artwork(atStep: p.index)
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
  static func target(of s: Step) -> Pose {
    pose(of: s, progress: 1)
  }

  /// The pose at eased progress `e` of the first step (0 = rest, 1 = its target).
  public func pose(progress e: Double) -> Pose { Timeline.pose(of: setting.steps[0], progress: e) }

  /// The pose at eased progress `e` from rest (0) to `s`'s target (1).
  static func pose(of s: Step, progress e: Double) -> Pose {
    let turn = 2 * Double.pi
    return Pose(
      scaleX: 1 + (s.widthMultiplier - 1) * e,
      scaleY: 1 + (s.heightMultiplier - 1) * e,
      offsetX: s.horizontalOffsetPoints * e,
      offsetY: s.verticalOffsetPoints * e,
      rotationX: s.xFlipTurns * turn * e,
      rotationY: s.ySpinTurns * turn * e,
      rotationZ: s.zTurns * turn * e,
      opacity: 1 + (s.opacity - 1) * e)
  }
}
