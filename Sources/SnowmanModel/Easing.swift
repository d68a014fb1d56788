import Foundation

/// The timing curve of one pass.
public enum Easing: String, CaseIterable, Codable, Sendable {
  case linear, easeIn, easeOut, easeInOut, spring, bounce

  /// The name shown to the user ("ease in-out").
  public var displayName: String {
    switch self {
    case .linear: return "linear"
    case .easeIn: return "ease in"
    case .easeOut: return "ease out"
    case .easeInOut: return "ease in-out"
    case .spring: return "spring"
    case .bounce: return "bounce"
    }
  }

  /// The easing whose key or display name is `text`, ignoring case, spaces and hyphens.
  public init?(named text: String) {
    let folded = text.lowercased().filter { $0.isLetter }
    guard let match = Easing.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
    self = match
  }

  /// The eased progress for linear progress `t`.
  /// - Parameter t: progress through the pass, 0...1 (clamped).
  /// - Returns: 0 at t = 0 and 1 at t = 1; spring and bounce leave 0...1 on the way.
  public func apply(_ t: Double) -> Double {
    let t = Swift.min(Swift.max(t, 0), 1)
    switch self {
    case .linear: return t
    case .easeIn: return CubicBezier.easeIn.value(at: t)
    case .easeOut: return CubicBezier.easeOut.value(at: t)
    case .easeInOut: return CubicBezier.easeInOut.value(at: t)
    case .spring: return Easing.spring(t)
    case .bounce: return Easing.bounce(t)
    }
  }

  /// A damped spring that overshoots and settles exactly on the target at t = 1.
  private static func spring(_ t: Double) -> Double {
    // e^(-kt)·cos(ωt) with the last residue taken out linearly, so that f(1) is exactly 1.
    let k = 6.0
    let omega = 5 * Double.pi
    func g(_ x: Double) -> Double { exp(-k * x) * cos(omega * x) }
    return 1 - (g(t) - t * g(1))
  }

  /// Robert Penner's ease-out bounce: falls onto the target and bounces three times.
  private static func bounce(_ t: Double) -> Double {
    let n = 7.5625
    let d = 2.75
    if t < 1 / d { return n * t * t }
    if t < 2 / d { let u = t - 1.5 / d; return n * u * u + 0.75 }
    if t < 2.5 / d { let u = t - 2.25 / d; return n * u * u + 0.9375 }
    let u = t - 2.625 / d
    return n * u * u + 0.984375
  }
}
