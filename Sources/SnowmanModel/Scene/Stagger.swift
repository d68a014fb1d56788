import Foundation

/// When each copy of a replicated layer starts, as GSAP's `stagger` spreads start times, the reference the CSS
/// animation libraries' users are sent to: `each` seconds apart or `amount` seconds in all, counted from the start,
/// the centre, the end, the edges, a chosen copy or in a seeded random order, with a curve over the delays.
///
/// As `gsap.utils.distribute` does for a row: each copy's distance from where the stagger starts (the copies a unit
/// apart; "center" measures from the middle, "end" from half a unit past the last), made a share of the largest by
/// `(d − min) / (max − min)`, put through the curve and scaled by the whole spread; from the edges, the centre's
/// distances with the spread run backwards (the curve mirrored), so the outermost copies start first.
public struct Stagger: Hashable, Sendable {
  /// How far apart the starts are.
  public enum Spacing: Hashable, Sendable {
    /// Seconds between neighbouring starts: the spread is `each × (count − 1)`.
    case each(Double)
    /// Seconds from the first start to the last, whatever the count.
    case amount(Double)
  }

  /// Where the starts are counted from.
  public enum Origin: Hashable, Sendable {
    case start, center, end, edges
    /// From the copy at this index (0 the first).
    case index(Int)
    /// The start's order shuffled by a seed: the same seed, the same order.
    case random(seed: UInt64)
  }

  public var spacing: Spacing
  public var from: Origin
  /// The curve over the delays (linear spreads them evenly).
  public var ease: Easing

  public init(_ spacing: Spacing, from: Origin = .start, ease: Easing = .linear) {
    self.spacing = spacing
    self.from = from
    self.ease = ease
  }

  /// Each of `count` copies' delay in seconds, in the copies' order, on the ticks' grid (1/120 s, within GSAP's
  /// distribution by half a tick): a Lottie player starts a layer on a whole frame only, and a copy started half a
  /// frame apart from the stage's shows the other side of a motion's jump (a pass that does not come back).
  public func delays(count: Int) -> [Double] {
    guard count > 0 else { return [] }
    let n = Double(count)
    // Where the distances are measured from, a copy a unit: GSAP's `origin − 0.5` for its ratio forms.
    let origin: Double
    switch from {
    case .start, .random: origin = -0.5
    case .center, .edges: origin = n * 0.5 - 0.5
    case .end: origin = n - 0.5
    case .index(let k): origin = Double(k)
    }
    var distances = (0..<count).map { abs(Double($0) - origin) }
    if case .random(let seed) = from {
      let order = (0..<count).sorted { Self.mix(seed, $0) < Self.mix(seed, $1) }
      distances = order.map { distances[$0] }
    }
    let least = distances.min() ?? 0, range = (distances.max() ?? 0) - least
    let spread: Double
    switch spacing {
    case .each(let seconds): spread = seconds * (n - 1)
    case .amount(let seconds): spread = seconds
    }
    let ticks = Double(Timeline.ticksPerSecond)
    return distances.map { d in
      let share = range > 0 ? (d - least) / range : 0
      // From the edges the spread runs backwards from its end with the curve mirrored, as GSAP inverts its ease.
      let delay = from == .edges ? spread - (1 - ease.apply(1 - share)) * spread : ease.apply(share) * spread
      return (delay * ticks).rounded() / ticks
    }
  }

  /// A well-mixed number for `index` under `seed` (SplitMix64's finaliser): sorting by it shuffles the copies.
  static func mix(_ seed: UInt64, _ index: Int) -> UInt64 {
    var z = seed &+ UInt64(truncatingIfNeeded: index + 1) &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
