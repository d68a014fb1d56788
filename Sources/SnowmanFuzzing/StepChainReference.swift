import Foundation
import SnowmanModel

/// The stage's clock as it was before tracks: a chain of steps walked step by step (Timeline.swift at 2b015f9,
/// kept word for word where it decides a pose). The tests hold the tracks a chain converts to against it: the
/// previous build's frames, computed by the previous build's own rules, with nothing old built at run time.
public struct StepChainReference {
  let setting: StepChain
  /// Whether cuts at the chain's end land on their targets at its last moment, as the previous build's exports drew
  /// them; its stage moved them by their curve's end there (off the target for `linear(…)` curves that end off 1).
  let cutsLandAtTheEnd: Bool

  /// The reference for `setting`'s chain.
  public init(_ setting: StepChain, cutsLandAtTheEnd: Bool = false) {
    self.setting = setting
    self.cutsLandAtTheEnd = cutsLandAtTheEnd
  }

  func exactTicks(ofStep index: Int) -> Double {
    max(0, setting.step(index).durationSeconds) * Double(Timeline.ticksPerSecond)
  }

  func exactStart(ofStep index: Int) -> Double {
    var at = 0.0
    for i in 0..<index { at += exactTicks(ofStep: i) }
    return at
  }

  public var exactPassTicks: Double { max(1, exactStart(ofStep: setting.stepCount)) }
  var passesPerRepeat: Int { setting.autoreverse ? 2 : 1 }
  var exactTotalTicks: Double { exactPassTicks * Double(passesPerRepeat * setting.repeatCount) }
  /// The whole animation's length in whole ticks.
  public var totalTicks: Int { max(1, Int(exactTotalTicks.rounded(.up))) }

  private func chainTick(_ tick: Double) -> Double? {
    guard tick > 0, tick < Double(totalTicks) else { return nil }
    let pass = exactPassTicks
    if tick >= exactTotalTicks { return setting.autoreverse ? 0 : pass }
    let inCycle = tick.truncatingRemainder(dividingBy: pass * Double(passesPerRepeat))
    return inCycle < pass ? inCycle : pass - (inCycle - pass)
  }

  public func stepPosition(atExactTick tick: Double) -> (index: Int, fraction: Double)? {
    guard let t = chainTick(tick) else { return tick == 0 ? leadingCut : nil }
    return stepPosition(atChain: t)
  }

  func stepPosition(atChain t: Double) -> (index: Int, fraction: Double) {
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
    return count - 1 > last ? (count - 1, 1) : (last, 1)
  }

  private var leadingCut: (index: Int, fraction: Double)? {
    var index: Int?
    for i in 0..<setting.stepCount {
      guard exactTicks(ofStep: i) == 0 else { break }
      index = i
    }
    return index.map { ($0, 1) }
  }

  /// Rest, about the first step's anchor and seen from its eye.
  public var restPose: Pose {
    var pose = Pose.rest
    let first = setting.steps[0]
    pose.anchorX = first.anchorX
    pose.anchorY = first.anchorY
    pose.perspective = Timeline.perspective(eye: first.eyePoints)
    return pose
  }

  /// The pose at `tick`, as the chain's steps gave it.
  public func pose(atExactTick tick: Double) -> Pose {
    guard let p = stepPosition(atExactTick: tick) else { return restPose }
    return pose(p)
  }

  func pose(_ p: (index: Int, fraction: Double)) -> Pose {
    let start = p.index == 0 ? restPose : setting.step(p.index - 1).target
    let step = setting.step(p.index)
    if cutsLandAtTheEnd && step.durationSeconds == 0 { return step.target }
    let eased = step.easing.apply(p.fraction)
    return start.interpolated(
      to: step.target, eased, opacity: step.opacityEasing.map { $0.apply(p.fraction) },
      offset: step.offsetEasing.map { $0.apply(p.fraction) })
  }

  /// The picture at `tick`, as the chain's swaps gave it.
  public func artwork(atTick tick: Int) -> ImageReference? {
    guard let p = stepPosition(atExactTick: Double(tick)) else { return setting.steps[0].image }
    var showing = setting.steps[0].image
    for i in 0..<(min(p.index, setting.stepCount - 1) + 1) where i > 0 && setting.step(i).image != nil {
      showing = setting.step(i).image
    }
    return showing
  }

  /// The poses the previous build could have drawn at `tick`: its own, and where the moment is a tie its clock's
  /// last bits decide (on a step's boundary, where a curve that jumps there, as steps(2, jump-both), gives two
  /// values; on the way back its mirrored time lands an ulp either side), the poses a ten-billionth of a tick
  /// either side. At the chain's last moment, also the pose with its closing cuts on their targets, as its own
  /// exports drew them (its stage moved them by their curve's end there, off the target for a `linear(…)` that ends
  /// off 1).
  ///
  /// A pass's end is such a tie too, twice over: the previous build added up its steps' lengths in ticks and a
  /// motion's pass is its length in seconds, which can differ in the last bits, and a curve that jumps at its end (a
  /// `linear(…)` whose last two stops share their input) or a cut there shows only at that very instant. So within a
  /// millionth of a tick of an end, the pose at the end itself is one the previous build could have drawn.
  public func poses(near tick: Double) -> [Pose] {
    let landing = StepChainReference(setting, cutsLandAtTheEnd: true)
    var moments = [tick, tick - 1e-10, tick + 1e-10]
    let pass = exactPassTicks, passes = (exactTotalTicks / pass).rounded()
    let end = (tick / pass).rounded()
    var near: [Pose] = []
    if end >= 1, end <= passes, abs(tick - end * pass) < 1e-6 {
      moments.append(end * pass)
      // A repeat without autoreverse starts again at the end of the one before: the end itself, as it is reached.
      near = [pose(stepPosition(atChain: pass)), landing.pose(stepPosition(atChain: pass))]
    }
    return moments.flatMap { [pose(atExactTick: $0), landing.pose(atExactTick: $0)] } + near
  }

  /// Whether the previous build drew the first picture at tick 0 where its own HTML export (and the tracks) show
  /// the one a step right after the opening cuts swaps in: at 0 s that step has begun.
  public var swapsRightAfterOpeningCuts: Bool {
    guard let cut = leadingCut?.index, cut + 1 < setting.stepCount else { return false }
    return setting.steps[cut + 1].image != nil
  }
}
