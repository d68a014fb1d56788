import Foundation
import SnowmanModel

/// Seeded random chains of steps as version 3 files hold them: 1–16 steps, every curve, cuts, picture swaps,
/// anchors, skews, depths, eyes, the opacity's and the offset's own curves, repeats and autoreverse. The tests
/// convert them to tracks and hold what the tracks play against what the steps played.
public struct ChainGenerator {
  private var rng: SplitMix
  /// The pictures a step may bring besides the snowman: the built-in snowflake, and a user's picture the tests make
  /// (`checks.png`, its hash made up: a test's artwork source draws it).
  public static let pictures: [ImageReference] = [
    BuiltInPresets.snowflake, ImageReference(sha256: String(repeating: "c", count: 64), type: .png, name: "checks.png"),
  ]

  /// A generator drawing from `seed`.
  public init(seed: UInt64) { rng = SplitMix(seed: seed) }

  private mutating func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
  private mutating func chance(_ p: Double) -> Bool { unit() < p }
  private mutating func pick<T>(_ list: [T]) -> T { list[Int(rng.next() % UInt64(list.count))] }
  private mutating func between(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }

  /// Any curve Snowman draws.
  public mutating func curve() -> Easing {
    switch rng.next() % 11 {
    case 0: return .linear
    case 1: return .easeIn
    case 2: return .easeOut
    case 3: return .easeInOut
    case 4:
      return .custom(CubicBezier(unit(), between(-1, 2), unit(), between(-1, 2)))
    case 5: return .spring(bounce: (between(0, 0.9) * 20).rounded() / 20)
    case 6: return .bounce
    case 7: return .back
    case 8: return .elastic
    case 9: return .steps(count: 2 + Int(rng.next() % 7), jump: pick(StepJump.allCases))
    default:
      var x = 0.0
      var stops = [CurveStop(x: 0, y: between(-0.2, 0.3))]
      for _ in 0..<(1 + Int(rng.next() % 5)) {
        x = min(1, x + between(0.05, 0.4))
        stops.append(CurveStop(x: x, y: between(-0.3, 1.3)))
      }
      stops.append(CurveStop(x: 1, y: chance(0.7) ? 1 : between(0.5, 1.2)))
      return .stops(stops)
    }
  }

  /// One step's targets, timing and picture.
  public mutating func step(first: Bool) -> Step {
    var s = Step()
    if chance(0.6) { (s.widthMultiplier, s.heightMultiplier) = (between(0.3, 1.8), between(0.3, 1.8)) }
    if chance(0.1) { s.widthMultiplier = -s.widthMultiplier }
    if chance(0.6) { (s.horizontalOffsetPoints, s.verticalOffsetPoints) = (between(-60, 60), between(-50, 50)) }
    if chance(0.3) { s.xFlipTurns = (between(-2, 2) * 4).rounded() / 4 }
    if chance(0.3) { s.ySpinTurns = (between(-2, 2) * 8).rounded() / 8 }
    if chance(0.5) { s.zTurns = between(-1.5, 1.5) }
    if chance(0.5) { s.opacity = between(0, 1) }
    if chance(0.25) { (s.skewXDegrees, s.skewYDegrees) = (between(-40, 40), between(-40, 40)) }
    if chance(0.25) { s.depthPoints = between(-150, 150) }
    if chance(0.25) { s.eyePoints = chance(0.2) ? 0 : between(250, 1500) }
    if chance(0.3) {
      (s.anchorX, s.anchorY) = (pick([0, 0.5, 1, between(-0.5, 1.5)]), pick([0, 0.5, 1, between(-0.5, 1.5)]))
    }
    s.durationSeconds = chance(0.2) ? 0 : (chance(0.5) ? (between(0.1, 3) * 10).rounded() / 10 : between(0.05, 2.5))
    s.easing = curve()
    if chance(0.15) { s.opacityEasing = curve() }
    if chance(0.15) { s.offsetEasing = curve() }
    if first ? chance(0.3) : chance(0.25) { s.image = pick(Self.pictures) }
    return s
  }

  /// A chain of 1–16 steps that takes some time, with its repeats and autoreverse.
  public mutating func chain() -> StepChain {
    let count = 1 + Int(rng.next() % 16)
    var steps = (0..<count).map { step(first: $0 == 0) }
    if !steps.contains(where: { $0.durationSeconds > 0 }) { steps[Int(rng.next() % UInt64(count))].durationSeconds = 1 }
    return StepChain(steps: steps, repeatCount: 1 + Int(rng.next() % 3), autoreverse: chance(0.5))
  }
}
