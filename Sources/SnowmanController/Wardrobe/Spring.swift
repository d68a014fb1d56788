import Foundation

/// A damped spring stepped by its exact solution, so its energy (½v² + ½ω₀²x²) never grows, whatever the step:
/// critically damped (ζ = 1) or under-damped (0 < ζ < 1), as UIKit's snap (damping 0.5) and a settle (1).
struct Spring: Equatable, Sendable {
  /// Natural angular frequency, rad/s.
  let omega: Double
  /// Damping ratio, 0 < ζ ≤ 1.
  let damping: Double

  /// `x` (from the rest point) and velocity `v` after `dt` seconds.
  func step(_ x: Double, _ v: Double, _ dt: Double) -> (x: Double, v: Double) {
    let decay = exp(-damping * omega * dt)
    if damping >= 1 {
      let b = v + omega * x
      return ((x + b * dt) * decay, (v - b * omega * dt) * decay)
    }
    let wd = omega * (1 - damping * damping).squareRoot()
    let c = cos(wd * dt), s = sin(wd * dt)
    let newX = decay * (x * c + (v + damping * omega * x) / wd * s)
    let newV = decay * (v * c - (damping * omega * v + omega * omega * x) / wd * s)
    return (newX, newV)
  }

  /// Its energy per unit mass at (x, v).
  func energy(_ x: Double, _ v: Double) -> Double { 0.5 * v * v + 0.5 * omega * omega * x * x }
}
