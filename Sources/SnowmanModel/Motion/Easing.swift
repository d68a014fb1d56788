import Foundation

/// The kinds of timing curve, in the order the Easing stepper and menu list them (DESIGN.md, Curves).
public enum EasingKind: String, CaseIterable, Codable, Sendable {
  case linear, easeIn, easeOut, easeInOut, custom, spring, bounce, back, elastic, steps, stops

  /// The name shown to the user ("ease in-out").
  public var displayName: String {
    switch self {
    case .linear: return "linear"
    case .easeIn: return "ease in"
    case .easeOut: return "ease out"
    case .easeInOut: return "ease in-out"
    case .custom: return "custom"
    case .spring: return "spring"
    case .bounce: return "bounce"
    case .back: return "back"
    case .elastic: return "elastic"
    case .steps: return "steps"
    case .stops: return "stops"
    }
  }

  /// The kinds version 1 files may name.
  public static let versionOne: [EasingKind] = [.linear, .easeIn, .easeOut, .easeInOut, .spring, .bounce]
}

/// The timing curve of one pass: a named curve, a custom cubic Bézier, or a spring with its bounce.
public enum Easing: Equatable, Hashable, Sendable {
  case linear, easeIn, easeOut, easeInOut
  /// A cubic Bézier from (0,0) to (1,1), as CSS's `cubic-bezier(x1, y1, x2, y2)`.
  case custom(CubicBezier)
  /// A damped spring, `bounce` in 0...0.9 (SwiftUI's `spring(duration:bounce:)`), settling at the pass's end.
  case spring(bounce: Double)
  /// easings.net's ease-out bounce, back and elastic.
  case bounce, back, elastic
  /// CSS's `steps(count, jump)`: a staircase of `count` steps, 1...100.
  case steps(count: Int, jump: StepJump)
  /// CSS's `linear()`: straight lines between stops, their inputs rising (two at one input make a jump).
  case stops([CurveStop])

  /// Spring's bounce unless told otherwise.
  public static let defaultBounce = 0.3
  /// The curve a new custom Bézier starts from when there is none to start from: CSS's `ease`.
  public static let defaultCustom = CubicBezier(0.25, 0.1, 0.25, 1)
  /// How many steps a new stepped curve takes.
  public static let defaultSteps = 4

  /// Its kind.
  public var kind: EasingKind {
    switch self {
    case .linear: return .linear
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .easeInOut: return .easeInOut
    case .custom: return .custom
    case .spring: return .spring
    case .bounce: return .bounce
    case .back: return .back
    case .elastic: return .elastic
    case .steps: return .steps
    case .stops: return .stops
    }
  }

  /// The name shown to the user ("ease in-out", "custom").
  public var displayName: String { kind.displayName }

  /// The curve's control points, for the kinds that are cubic Béziers (linear and the three named ones
  /// included); nil for spring, bounce, back and elastic.
  public var bezier: CubicBezier? {
    switch self {
    case .linear: return CubicBezier(0, 0, 1, 1)
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .easeInOut: return .easeInOut
    case .custom(let b): return b
    case .spring, .bounce, .back, .elastic, .steps, .stops: return nil
    }
  }

  /// The easing of `kind`, keeping what it can of `previous`: a custom curve starts from the previous curve's
  /// control points, a spring keeps its bounce.
  public init(kind: EasingKind, from previous: Easing? = nil) {
    switch kind {
    case .linear: self = .linear
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .easeInOut: self = .easeInOut
    case .custom: self = .custom(previous?.bezier ?? Easing.defaultCustom)
    case .spring:
      if case .spring(let b)? = previous {
        self = .spring(bounce: b)
      } else {
        self = .spring(bounce: Easing.defaultBounce)
      }
    case .bounce: self = .bounce
    case .back: self = .back
    case .elastic: self = .elastic
    case .steps:
      if case .steps(let count, let jump)? = previous {
        self = .steps(count: count, jump: jump)
      } else {
        self = .steps(count: Easing.defaultSteps, jump: .end)
      }
    case .stops:
      // Straight lines through the previous curve, ten of them: a start to shape from.
      if case .stops(let stops)? = previous {
        self = .stops(stops)
      } else {
        let curve = previous ?? .easeInOut
        // Outputs to four places, as a file writes them, so the curve reads back the same.
        self = .stops(
          (0...10).map { CurveStop(x: Double($0) / 10, y: (curve.apply(Double($0) / 10) * 10_000).rounded() / 10_000) })
      }
    }
  }

  /// The eased progress for linear progress `t`.
  /// - Parameter t: progress through the pass, 0...1 (clamped).
  /// - Returns: exactly 0 at t = 0 and 1 at t = 1, but where CSS says otherwise (steps that jump at the start,
  ///   stops that do not begin at 0); spring, bounce, back, elastic and some Béziers leave 0...1.
  public func apply(_ t: Double) -> Double {
    let t = Swift.min(Swift.max(t, 0), 1)
    switch self {
    case .steps(let count, let jump): return Easing.steps(t, count: count, jump: jump)
    case .stops(let stops): return Easing.stops(t, stops)
    default: break
    }
    if t == 0 { return 0 }
    if t == 1 { return 1 }
    switch self {
    case .linear: return t
    case .easeIn, .easeOut, .easeInOut, .custom: return bezier?.value(at: t) ?? t
    case .spring(let bounce): return Easing.spring(t, bounce: bounce)
    case .bounce: return Easing.bounce(t)
    case .back: return Easing.back(t)
    case .elastic: return Easing.elastic(t)
    case .steps, .stops: return t
    }
  }

  /// CSS's step easing function at input `t` (css-easing-1, with the before flag off).
  static func steps(_ t: Double, count: Int, jump: StepJump) -> Double {
    let n = Swift.max(1, count)
    var step = (t * Double(n)).rounded(.down)
    if jump == .start || jump == .both { step += 1 }
    let jumps = Double(n + (jump == .both ? 1 : 0) - (jump == .none ? 1 : 0))
    guard jumps > 0 else { return t < 1 ? 0 : 1 }
    if t >= 0 && step < 0 { step = 0 }
    if t <= 1 && step > jumps { step = jumps }
    return step / jumps
  }

  /// CSS's linear easing function at input `t`: the line between the stops around it; before the first stop and
  /// after the last, the line through the two nearest (css-easing-2); at an input two stops share, the later.
  static func stops(_ t: Double, _ stops: [CurveStop]) -> Double {
    guard let first = stops.first, let last = stops.last else { return t }
    guard stops.count > 1 else { return first.y }
    var i = 1
    while i < stops.count - 1 && stops[i].x <= t { i += 1 }
    let a = stops[i - 1], b = stops[i]
    if t >= last.x && i == stops.count - 1 && b.x == t { return b.y }
    guard b.x > a.x else { return b.y }
    return a.y + (b.y - a.y) * (t - a.x) / (b.x - a.x)
  }

  /// A damped harmonic oscillator released from 0 toward 1. Its damping ratio is 1 − bounce, as SwiftUI's
  /// `spring(duration:bounce:)` defines it; its time scale is chosen so the motion has settled (the envelope
  /// down to 1/1000) at the pass's end, and the little that is left is taken out linearly so f(1) = 1 exactly.
  static func spring(_ t: Double, bounce: Double) -> Double {
    let zeta = 1 - Swift.min(Swift.max(bounce, 0), 0.9)
    let omega = log(1000) / zeta
    func x(_ t: Double) -> Double {
      if zeta >= 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }
    return x(t) + t * (1 - x(1))
  }

  /// easings.net's easeOutBounce (Robert Penner's): falls onto the target and bounces three times.
  static func bounce(_ t: Double) -> Double {
    let n = 7.5625
    let d = 2.75
    if t < 1 / d { return n * t * t }
    if t < 2 / d { let u = t - 1.5 / d; return n * u * u + 0.75 }
    if t < 2.5 / d { let u = t - 2.25 / d; return n * u * u + 0.9375 }
    let u = t - 2.625 / d
    return n * u * u + 0.984375
  }

  /// easings.net's easeOutBack: overshoots by about 10 % and comes back.
  static func back(_ t: Double) -> Double {
    let c1 = 1.70158
    let c3 = c1 + 1
    return 1 + c3 * pow(t - 1, 3) + c1 * pow(t - 1, 2)
  }

  /// easings.net's easeOutElastic: a snap past the target that rings down.
  static func elastic(_ t: Double) -> Double {
    let c4 = 2 * Double.pi / 3
    return pow(2, -10 * t) * sin((t * 10 - 0.75) * c4) + 1
  }
}

/// Where a stepped curve's jumps fall (CSS's `<step-position>`).
public enum StepJump: String, CaseIterable, Codable, Sendable {
  case start = "jump-start", end = "jump-end", none = "jump-none", both = "jump-both"
}

/// One stop of a `linear()` curve: its input and its output, both as fractions.
public struct CurveStop: Equatable, Hashable, Sendable {
  public var x: Double, y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
