import Foundation
import SnowmanModel

/// One step of the forward pass as code plays it: from a pose to a pose over a stretch of the pass, on a curve (the
/// opacity on its own when it has one), showing one picture. A cut is a step of no length: the picture jumps.
struct MotionSegment: Equatable, Sendable {
  var from: Pose
  var to: Pose
  /// Where it starts in the pass, and how long it lasts, in ticks of 1/120 s (exactly: a step may end between two).
  var start: Double
  var length: Double
  var easing: Easing
  var opacityEasing: Easing?
  var offsetEasing: Easing?
  /// Index into the stage's pictures.
  var picture: Int

  /// Whether the step takes no time: the picture jumps from `from` to `to`.
  var isCut: Bool { length == 0 }
  /// Where it ends in the pass, in ticks.
  var end: Double { start + length }
  /// The opacity's curve: its own, or the step's.
  var fadeEasing: Easing { opacityEasing ?? easing }
  /// The offset's curve: its own, or the step's.
  var moveEasing: Easing { offsetEasing ?? easing }

  /// The pose a fraction `u` of the way through the step (before easing), each part on its curve.
  func pose(at u: Double) -> Pose {
    from.interpolated(
      to: to, easing.apply(u), opacity: opacityEasing?.apply(u), offset: offsetEasing?.apply(u))
  }
}

/// The preset's chain as segments of one pass, with how the pass repeats: the stage's `Timeline`, laid out for
/// a writer that keyframes a pass and lets the player repeat it.
struct MotionTrack: Sendable {
  let segments: [MotionSegment]
  /// Ticks in one pass, exactly.
  let passTicks: Double
  let repeatCount: Int
  let autoreverse: Bool
  /// Where the chain starts: rest, about the first step's anchor and seen from its eye.
  let start: Pose
  /// The pictures the pass shows, in the order they first show (index 0 the first step's).
  let pictures: [ImageReference?]
  /// Whether the tracks move together: every stretch between the moments any of them is keyed is one move of each
  /// track that moves there, so a writer may key them all on the same moments. Tracks on clocks of their own (a
  /// spin across a bob's keyframes) are laid out in straight pieces here, and are better written track by track.
  let sharesOneClock: Bool

  /// The motion as `keys`' tracks key it (every track's by default): segments between the moments those tracks
  /// (and the picture's, with every track) have keyframes, so a property on a clock of its own is written on its
  /// own keyframes.
  init(_ setting: AnimationSetting, keys: [PropertyKey] = PropertyKey.animated) {
    let timeline = Timeline(setting)
    let made = MotionTrack.segments(setting, keys: keys)
    segments = made.segments
    pictures = made.pictures
    sharesOneClock = !made.sampled
    start = timeline.restPose
    passTicks = timeline.exactPassTicks
    repeatCount = setting.repeatCount
    autoreverse = setting.autoreverse
  }

  /// Seconds in one pass.
  var passSeconds: Double { passTicks / Double(Timeline.ticksPerSecond) }

  /// Passes the whole animation plays: both ways of every repeat.
  var passCount: Int { repeatCount * (autoreverse ? 2 : 1) }

  /// Whether any step turns about X or Y or moves in depth: what needs a 3-D player.
  var turnsInDepth: Bool { segments.contains { $0.to.isInDepth || $0.from.isInDepth } }

  /// Whether some step moves the picture on a curve of its own: the move is then written apart from the rest.
  var movesApart: Bool { segments.contains { $0.offsetEasing != nil } }

  /// Where the chain ends: the last step's target.
  var end: Pose { segments.last?.to ?? start }
}
