import Foundation

/// The animation of one setting as pure maths over integer ticks of 1/120 s.
public struct Timeline: Equatable, Sendable {
  /// Ticks per second of playback time.
  public static let ticksPerSecond = 120

  /// The setting animated.
  public let setting: AnimationSetting

  /// A timeline for `setting`.
  public init(_ setting: AnimationSetting) { self.setting = setting }

  /// Ticks in one pass (at least 1).
  public var passTicks: Int { max(1, Int((setting.durationSeconds * Double(Timeline.ticksPerSecond)).rounded())) }

  /// Passes per repeat: 2 with autoreverse, else 1.
  public var passesPerRepeat: Int { setting.autoreverse ? 2 : 1 }

  /// The whole animation's length in ticks: every repeat, both passes of an autoreverse.
  public var totalTicks: Int { passTicks * passesPerRepeat * setting.repeatCount }

  /// The whole animation's length in seconds.
  public var totalSeconds: Double { Double(totalTicks) / Double(Timeline.ticksPerSecond) }

  /// The eased progress from rest (0) to target (1) at `tick`; 0 before the start and once finished.
  public func progress(atTick tick: Int) -> Double {
    guard tick > 0, tick < totalTicks else { return 0 }
    // The return pass is the forward pass played backwards, as Core Animation's autoreverse.
    return setting.easing.apply(passProgress(atTick: tick))
  }

  /// How far through its pass `tick` is, before easing: 0…1, forward on the return pass of an autoreverse too
  /// (so a dot on the curve runs back down it).
  public func passProgress(atTick tick: Int) -> Double {
    guard tick > 0, tick < totalTicks else { return 0 }
    let inCycle = tick % (passTicks * passesPerRepeat)
    return inCycle < passTicks
      ? Double(inCycle) / Double(passTicks) : 1 - Double(inCycle - passTicks) / Double(passTicks)
  }

  /// The pose at `tick`: rest at tick 0, the target at the end of a forward pass, rest once finished
  /// (without autoreverse each repeat jumps back to rest, as Core Animation does).
  /// - Parameter tick: ticks since play started, 0...; values past the end give the rest pose.
  public func pose(atTick tick: Int) -> Pose {
    pose(progress: progress(atTick: tick))
  }

  /// The pose at eased progress `e` (0 = rest, 1 = target).
  public func pose(progress e: Double) -> Pose {
    let s = setting
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
