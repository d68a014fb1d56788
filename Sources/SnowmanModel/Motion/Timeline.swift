import Foundation

/// The animation of one setting as pure maths over integer ticks of 1/120 s.
public struct Timeline: Equatable, Sendable {
  /// Ticks per second of playback time.
  public static let ticksPerSecond = 120

  /// The setting animated.
  public let setting: AnimationSetting

  /// A timeline for `setting`.
  public init(_ setting: AnimationSetting) { self.setting = setting }

  /// Ticks in one pass, exactly: a pass of 0.73 s is 87.6 ticks, and the return pass of an autoreverse mirrors the
  /// forward one about that, not about the nearest tick, so it plays as a browser's alternate direction does. A
  /// length within a billionth of a whole tick is that tick (0.1 + 0.2 s is 36 ticks, not 36.000000000000007).
  public var exactPassTicks: Double {
    let ticks = max(1, setting.durationSeconds * Double(Timeline.ticksPerSecond))
    return abs(ticks - ticks.rounded()) < 1e-9 ? ticks.rounded() : ticks
  }

  /// Ticks in one pass, to the nearest tick.
  public var passTicks: Int { max(1, Int(exactPassTicks.rounded())) }

  /// Where each keyframe after the start falls in a pass, in whole ticks, each once: where the timeline marks
  /// them.
  public var keyTicks: [Int] {
    var out: [Int] = []
    for t in setting.tracks.keyTimes {
      let tick = Int((t * Double(Timeline.ticksPerSecond)).rounded())
      if tick > 0, tick < passTicks, out.last != tick { out.append(tick) }
    }
    return out
  }

  /// Passes per repeat: 2 with autoreverse, else 1.
  public var passesPerRepeat: Int { setting.autoreverse ? 2 : 1 }

  /// One picture's motion in ticks, exactly: every repeat, both passes of an autoreverse.
  public var exactMotionTicks: Double { exactPassTicks * Double(passesPerRepeat * setting.repeatCount) }

  /// The whole animation's length in ticks, exactly: the motion, and after it the latest a copy of a shown layer
  /// starts (its motion is as long).
  public var exactTotalTicks: Double { exactMotionTicks + setting.latestStart * Double(Timeline.ticksPerSecond) }

  /// The whole animation's length in whole ticks: its last moment is shown until the tick after it.
  public var totalTicks: Int { max(1, Int(exactTotalTicks.rounded(.up))) }

  /// The whole animation's length in seconds.
  public var totalSeconds: Double { Double(totalTicks) / Double(Timeline.ticksPerSecond) }

  /// Where `tick` falls in the forward chain, 0…passTicks: the return pass of an autoreverse is the forward
  /// pass played backwards, as Core Animation's autoreverse; nil before the start and once finished.
  private func chainTick(_ tick: Double) -> Double? {
    guard tick > 0, tick < Double(totalTicks) else { return nil }
    let pass = exactPassTicks
    // Between the exact end and the tick after it (or the end of the copies that started later), the last moment
    // holds.
    if tick >= exactMotionTicks { return setting.autoreverse ? 0 : pass }
    let inCycle = tick.truncatingRemainder(dividingBy: pass * Double(passesPerRepeat))
    return inCycle < pass ? inCycle : pass - (inCycle - pass)
  }

  /// Where `tick` falls in the pass, in seconds from its start (on the way back of an autoreverse, counting down):
  /// the playhead's place among the keyframes; nil before the start and once finished.
  public func passSeconds(atTick tick: Int) -> Double? {
    chainTick(Double(tick)).map { $0 / Double(Timeline.ticksPerSecond) }
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
    // Within a millionth of a tick of the pass's end is its end: a curve that ends off its keyframe (a linear() whose
    // last stops share an input) ends there, not a hair before.
    if t >= exactPassTicks - 1e-6 { return setting.tracks.endPose(passEnd: setting.durationSeconds) }
    return setting.tracks.pose(at: t / Double(Timeline.ticksPerSecond))
  }

  /// The picture showing at `tick`: the last swap at or before the moment it falls on, else the first picture.
  public func artwork(atTick tick: Int) -> ImageReference? {
    let picture = setting.tracks.picture
    guard let t = chainTick(Double(tick)) else { return tick == 0 ? picture.valueAtStart : picture.firstValue }
    return picture.value(at: t / Double(Timeline.ticksPerSecond))
  }

  /// The perspective of an eye `eye` points away: its reciprocal, 0 for none.
  public static func perspective(eye: Double) -> Double { eye > 0 ? 1 / eye : 0 }
}
