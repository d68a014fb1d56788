import Foundation
import SnowmanModel

/// One step of the forward pass as code plays it: from a pose to a pose over whole ticks, on a curve, showing one
/// picture.
struct MotionSegment: Equatable, Sendable {
  var from: Pose
  var to: Pose
  /// Where it starts in the pass, and how long it lasts, in ticks of 1/120 s.
  var startTick: Int
  var ticks: Int
  var easing: Easing
  /// Index into the stage's pictures.
  var picture: Int
}

/// The preset's chain as segments of one pass, with how the pass repeats: the stage's `Timeline`, laid out for
/// a writer that keyframes a pass and lets the player repeat it.
struct MotionTrack: Sendable {
  let segments: [MotionSegment]
  let passTicks: Int
  let repeatCount: Int
  let autoreverse: Bool
  /// The pictures the pass shows, in the order they first show (index 0 the first step's).
  let pictures: [ImageReference?]

  init(_ setting: AnimationSetting) {
    let timeline = Timeline(setting)
    var segments: [MotionSegment] = []
    var pictures: [ImageReference?] = [setting.steps[0].image]
    var start = 0
    var from = Pose.rest
    for i in 0..<setting.stepCount {
      let showing = timeline.artwork(atStep: i)
      if !pictures.contains(showing) { pictures.append(showing) }
      let to = Timeline(AnimationSetting(steps: [setting.steps[i]])).pose(progress: 1)
      segments.append(
        MotionSegment(
          from: from, to: to, startTick: start, ticks: timeline.ticks(ofStep: i), easing: setting.step(i).easing,
          picture: pictures.firstIndex(of: showing) ?? 0))
      start += timeline.ticks(ofStep: i)
      from = to
    }
    self.segments = segments
    self.pictures = pictures
    passTicks = timeline.passTicks
    repeatCount = setting.repeatCount
    autoreverse = setting.autoreverse
  }

  /// Seconds in one pass.
  var passSeconds: Double { Double(passTicks) / Double(Timeline.ticksPerSecond) }

  /// Passes the whole animation plays: both ways of every repeat.
  var passCount: Int { repeatCount * (autoreverse ? 2 : 1) }

  /// Whether any step turns about X or Y: what needs a 3-D player.
  var turnsInDepth: Bool { segments.contains { $0.to.rotationX != 0 || $0.to.rotationY != 0 } }
}
