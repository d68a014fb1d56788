import Foundation

/// A 2-D affine map as two Lottie layers can carry it without skew (rlottie draws no skew): a null turned by `phi`
/// and scaled by `s1`, `s2` at `x`, `y`, and below it the picture turned by `theta` about its anchor. The matrix is
/// R(phi) · diag(s1, s2) · R(theta), the singular value decomposition with signs kept, in the file's own units:
/// pixels, degrees and percent, rounded as the file writes them so what is checked is what is written.
struct FlatAffine: Equatable {
  var x: Double, y: Double
  var phi: Double, s1: Double, s2: Double, theta: Double

  init(x: Double, y: Double, phi: Double, s1: Double, s2: Double, theta: Double) {
    (self.x, self.y, self.phi, self.s1, self.s2, self.theta) = (x, y, phi, s1, s2, theta)
  }

  /// Rounded to what a file keeps: at a bar of a pixel or more, 0.1 px, 0.01° and 0.01 % (at most 0.1 px apart over
  /// a 500 px picture); finer bars keep ten times finer numbers.
  func rounded(fine: Bool) -> FlatAffine {
    // Divided by a whole number, so the double is the decimal's nearest and prints as short as it reads.
    func r(_ v: Double, _ per: Double) -> Double { (v * per * (fine ? 10 : 1)).rounded() / (per * (fine ? 10 : 1)) }
    return FlatAffine(
      x: r(x, 10), y: r(y, 10), phi: r(phi, 100), s1: r(s1, 100), s2: r(s2, 100), theta: r(theta, 100))
  }

  /// The map `(u, v) ↦ (a u + b v + x, c u + d v + y)` (u, v from the anchor), as parts nearest `near` of the
  /// sixteen that make the same matrix, so keyframes in a row turn and scale continuously.
  init(a: Double, b: Double, c: Double, d: Double, x: Double, y: Double, near: FlatAffine?) {
    let e = (a + d) / 2, f = (a - d) / 2, g = (c + b) / 2, h = (c - b) / 2
    let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
    let a1 = atan2(g, f), a2 = atan2(h, e)
    let degrees = 180 / Double.pi
    var best = FlatAffine(
      x: x, y: y, phi: (a2 + a1) / 2 * degrees, s1: (q + r) * 100, s2: (q - r) * 100, theta: (a2 - a1) / 2 * degrees)
    guard let near else {
      self = best
      return
    }
    // R(π) = −I moves a sign between the turns and the scales; R(π/2) swaps the two scales.
    let base = best
    var bestDistance = Double.infinity
    for quarter in 0..<4 {
      for half in 0..<4 {
        var p = base
        for _ in 0..<quarter { (p.phi, p.s1, p.s2, p.theta) = (p.phi + 90, p.s2, p.s1, p.theta - 90) }
        if half & 1 == 1 { (p.phi, p.s1, p.s2) = (p.phi + 180, -p.s1, -p.s2) }
        if half & 2 == 2 { (p.theta, p.s1, p.s2) = (p.theta + 180, -p.s1, -p.s2) }
        p.phi = FlatAffine.unwrap(p.phi, near: near.phi)
        p.theta = FlatAffine.unwrap(p.theta, near: near.theta)
        // A degree of turn moves a point as far as this many percent of scale do.
        let scale = max(abs(p.s1), abs(p.s2), 1) / degrees
        let distance =
          abs(p.s1 - near.s1) + abs(p.s2 - near.s2) + (abs(p.phi - near.phi) + abs(p.theta - near.theta)) * scale
        if distance < bestDistance { (best, bestDistance) = (p, distance) }
      }
    }
    self = best
  }

  /// What a piece's picture is turned by beyond its fit, in degrees: ThorVG draws an image whose map neither turns
  /// nor shears by other rules than one that does (half a pixel apart), so a piece resting square (the middle
  /// column of a flip) stood a pixel off its turned neighbours. Turned by this much (0.003 px across a piece) every
  /// piece is drawn alike.
  static let tilt = 0.01

  /// `angle` plus whole turns, nearest `near`.
  static func unwrap(_ angle: Double, near: Double) -> Double {
    angle + ((near - angle) / 360).rounded() * 360
  }

  /// The matrix's four numbers: where (u, v) goes is (a u + b v, c u + d v) from (x, y).
  var matrix: (a: Double, b: Double, c: Double, d: Double) {
    let r = Double.pi / 180
    let (cp, sp, ct, st) = (cos(phi * r), sin(phi * r), cos(theta * r), sin(theta * r))
    let (k1, k2) = (s1 / 100, s2 / 100)
    return (
      cp * k1 * ct - sp * k2 * st, -cp * k1 * st - sp * k2 * ct, sp * k1 * ct + cp * k2 * st,
      -sp * k1 * st + cp * k2 * ct
    )
  }

  /// Where the point (u, v) from the anchor goes.
  func apply(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
    let m = matrix
    return (m.a * u + m.b * v + x, m.c * u + m.d * v + y)
  }

  /// The parts a fraction `f` of the way to `other`, each in a straight line (as a player interpolates them).
  func mixed(_ other: FlatAffine, _ f: Double) -> FlatAffine {
    func m(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
    return FlatAffine(
      x: m(x, other.x), y: m(y, other.y), phi: m(phi, other.phi), s1: m(s1, other.s1), s2: m(s2, other.s2),
      theta: m(theta, other.theta))
  }
}
