import Foundation
import SnowmanModel

/// SplitMix64: a small seeded generator, so every run draws the same poses and a failure names its seed.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One pose to draw: a generated preset, the tick it is drawn at, and which picture.
struct PoseCase {
  enum Picture: String { case snowman, photo }
  let index: Int
  let setting: AnimationSetting
  let tick: Int
  let picture: Picture
  var pose: Pose { Timeline(setting).pose(atTick: tick) }
}

/// Presets as a user might make them, and the instants that try a stage hardest: two or three steps, every property
/// (the anchor, skews, depth and the eye too) over its range, every easing, offsets that push the picture partly off the stage, turns in
/// every axis; drawn at a random tick, at a step's held end (exact quarter turns held for a whole step), or where
/// a turn in depth is nearly edge-on.
enum PoseGenerator {
  /// Where each step after the first begins, in whole ticks: the chain's boundaries, as the generator has always
  /// drawn its held ends from (the steps' lengths added up in ticks, each sum rounded).
  static func stepStarts(_ steps: [Step]) -> [Int] {
    var at = 0.0, starts: [Int] = []
    for step in steps.dropLast() {
      at += max(0, step.durationSeconds) * Double(Timeline.ticksPerSecond)
      starts.append(Int(at.rounded()))
    }
    return starts
  }

  static func cases(count: Int, seed: UInt64) -> [PoseCase] {
    var g = SeededGenerator(seed: seed)
    return (0..<count).map { index in
      // The stage cuts a picture where it comes within a twentieth of the eye's distance and a browser only at the
      // eye itself: what passes that near the viewer is drawn each its own way, so a pose keeps the picture at
      // least a quarter of the way from the eye (drawn again until it does, the same way every run).
      var made = make(index: index, &g)
      while nearest(made.pose) < 0.25 { made = make(index: index, &g) }
      return made
    }
  }

  /// The nearest the picture comes to the eye, as its depth factor (1 in the screen's plane, 0 at the eye): at
  /// the corners of the largest box a picture takes on the export's stage (70 % of 448 wide, 68 % of 336 tall).
  static func nearest(_ pose: Pose) -> Double {
    let box = (w: 448 * 0.7, h: 336 * 0.68)
    let p = PoseProjection(pose: pose, box: box)
    return [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)].map { p.depth($0 * box.w, $1 * box.h) }.min() ?? 1
  }

  static func easing(_ g: inout SeededGenerator) -> Easing {
    func r(_ a: Double, _ b: Double) -> Double { (Double.random(in: a...b, using: &g) * 100).rounded() / 100 }
    switch Int.random(in: 0..<9, using: &g) {
    case 0: return .linear
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .easeInOut
    case 4: return .custom(CubicBezier(r(0, 1), r(-1, 2), r(0, 1), r(-1, 2)))
    case 5: return .spring(bounce: (Double.random(in: 0...0.9, using: &g) * 20).rounded() / 20)
    case 6: return .bounce
    case 7: return .back
    default: return .elastic
    }
  }

  static func make(index: Int, _ g: inout SeededGenerator) -> PoseCase {
    func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &g)] }
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &g) < p }
    var steps: [Step] = []
    for s in 0..<Int.random(in: 2...3, using: &g) {
      var step = steps.last ?? Step()
      step.durationSeconds = pick([0.4, 0.8, 1.0, 1.5, 2.0])
      step.easing = easing(&g)
      step.widthMultiplier = pick([0.1, 0.4, 0.7, 1.0, 1.0, 1.3, 1.8, 2.5, 3.0])
      step.heightMultiplier = pick([0.1, 0.5, 0.8, 1.0, 1.0, 1.4, 2.0, 3.0])
      // The stage is about 390 × 290 points: these keep the picture on it, at its edges, or partly off it.
      step.horizontalOffsetPoints = pick([-200, -150, -90, -40, 0, 30, 80, 140, 200])
      step.verticalOffsetPoints = pick([-160, -100, -50, 0, 40, 90, 160])
      // A step that keeps the turns of the one before holds them exactly for its whole length.
      if s == 0 || chance(0.6) {
        step.xFlipTurns = chance(0.5) ? 0 : pick([0.5, 1, 1.5, 2, 0.25, 0.3, 0.75])
        step.ySpinTurns = chance(0.5) ? 0 : pick([0.5, 1, 2, 0.25, 0.3, 0.7, 0.75])
        step.zTurns = chance(0.3) ? 0 : pick([-1.25, -0.75, -0.5, -0.25, 0.25, 0.5, 0.75, 1, 1.25, 2.5])
      }
      step.opacity = pick([0, 0.3, 0.5, 0.7, 0.9, 1, 1])
      // The motion vocabulary: where it turns about, how it leans, how near it comes and from how far it is seen.
      if chance(0.5) {
        step.anchorX = pick([0, 0, 0.5, 1, 1, (Double.random(in: -0.3...1.3, using: &g) * 100).rounded() / 100])
        step.anchorY = pick([0, 0.5, 1, 1, (Double.random(in: -0.3...1.3, using: &g) * 100).rounded() / 100])
      }
      if chance(0.4) {
        step.skewXDegrees = pick([-60, -30, -12.5, 0, 0, 10, 25, 45, 70])
        step.skewYDegrees = pick([-45, -20, 0, 0, 0, 15, 30, 60])
      }
      if chance(0.4) { step.depthPoints = pick([-400, -150, -50, 0, 60, 120, 200]) }
      if chance(0.4) { step.eyePoints = pick([0, 0, 300, 400, 800, 1500]) }
      steps.append(step)
    }
    let setting = AnimationSetting(
      steps: steps, repeatCount: Int.random(in: 1...2, using: &g), autoreverse: chance(0.5))
    let timeline = Timeline(setting)
    let total = max(1, timeline.totalTicks)
    var tick = Int.random(in: 0..<total, using: &g)
    switch Int.random(in: 0..<3, using: &g) {
    case 0:
      // The end of a step (its last tick): the pose it holds.
      tick = min(total - 1, max(0, pick(Self.stepStarts(steps) + [timeline.passTicks]) - 1))
    case 1:
      // The tick nearest to a turn in X or Y of about 80° (or 100°): nearly edge-on, where a stage streaks.
      func away(_ t: Int) -> Double { abs(edgeOn(timeline.pose(atTick: t)) - 0.17) }
      let near = (0..<total).min { away($0) < away($1) }
      if let near, away(near) < 0.1 { tick = near }
    default: break
    }
    return PoseCase(index: index, setting: setting, tick: tick, picture: chance(0.25) ? .photo : .snowman)
  }

  /// How far the picture's plane is from edge-on: 0 when it is seen exactly edge-on.
  static func edgeOn(_ pose: Pose) -> Double { min(abs(cos(pose.rotationX)), abs(cos(pose.rotationY))) }
}
