import Foundation

/// A 4×4 matrix acting on column vectors (x, y, z, w), as CSS's `matrix3d()` describes one; `m[4 * row + column]`.
struct Matrix4: Equatable {
  var m: [Double]

  static let identity = Matrix4(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  subscript(row: Int, column: Int) -> Double {
    get { m[4 * row + column] }
    set { m[4 * row + column] = newValue }
  }

  static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
    var out = [Double](repeating: 0, count: 16)
    for r in 0..<4 {
      for c in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += a.m[4 * r + k] * b.m[4 * k + c] }
        out[4 * r + c] = sum
      }
    }
    return Matrix4(m: out)
  }

  static func translate(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    var t = identity
    (t[0, 3], t[1, 3], t[2, 3]) = (x, y, z)
    return t
  }

  static func scale(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    var s = identity
    (s[0, 0], s[1, 1], s[2, 2]) = (x, y, z)
    return s
  }

  /// A turn of `angle` radians about the unit `axis`, clockwise on the screen about Z as CSS turns (y is down).
  static func rotate(axis: (x: Double, y: Double, z: Double), _ angle: Double) -> Matrix4 {
    let (x, y, z) = axis
    let c = cos(angle), s = sin(angle), t = 1 - c
    var r = identity
    (r[0, 0], r[0, 1], r[0, 2]) = (c + x * x * t, x * y * t - z * s, x * z * t + y * s)
    (r[1, 0], r[1, 1], r[1, 2]) = (y * x * t + z * s, c + y * y * t, y * z * t - x * s)
    (r[2, 0], r[2, 1], r[2, 2]) = (z * x * t - y * s, z * y * t + x * s, c + z * z * t)
    return r
  }

  /// CSS's `skew(ax, ay)`: x gains tan(ax)·y, y gains tan(ay)·x.
  static func skew(_ ax: Double, _ ay: Double) -> Matrix4 {
    var k = identity
    (k[0, 1], k[1, 0]) = (tan(ax), tan(ay))
    return k
  }

  /// CSS's `perspective()` as the reciprocal of its distance (0: none).
  static func perspective(inverse p: Double) -> Matrix4 {
    var m = identity
    m[3, 2] = -p
    return m
  }

  /// Whether the matrix keeps the picture's plane and has no perspective: only its 2-D affine part is not the
  /// identity's, as CSS's `matrix()` writes one.
  var is2D: Bool {
    let flat: [(Int, Int, Double)] = [
      (0, 2, 0), (1, 2, 0), (2, 0, 0), (2, 1, 0), (2, 2, 1), (2, 3, 0), (3, 0, 0), (3, 1, 0), (3, 2, 0), (3, 3, 1),
    ]
    return flat.allSatisfy { abs(self[$0.0, $0.1] - $0.2) < 1e-12 }
  }

  /// Where the point (x, y, 0) goes, divided by its w; nil when it lands at or behind the eye (w ≤ 0).
  func project(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    let w = self[3, 0] * x + self[3, 1] * y + self[3, 3]
    let px = self[0, 0] * x + self[0, 1] * y + self[0, 3]
    let py = self[1, 0] * x + self[1, 1] * y + self[1, 3]
    return (px / w, py / w, w)
  }

  /// Whether `self` and `other` agree to within `tolerance` in every entry.
  func isClose(to other: Matrix4, tolerance: Double = 1e-9) -> Bool {
    zip(m, other.m).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
  }
}

/// A flat matrix taken apart as Chromium takes one apart to blend two that do not match function by function
/// (its `Decompose2d`, after css-transforms-1): translate · turn · skew (x gains `shear`·y) · scale, the scale of
/// one axis made negative when the matrix mirrors.
struct Decomposed2D: Equatable {
  var translateX: Double, translateY: Double
  /// Radians, in (−π, π].
  var angle: Double
  var shear: Double
  var scaleX: Double, scaleY: Double

  /// `matrix` taken apart; nil when it is not flat or cannot be inverted (Chromium then jumps at half way).
  init?(_ matrix: Matrix4) {
    guard matrix.is2D else { return nil }
    var (m11, m12, m21, m22) = (matrix[0, 0], matrix[1, 0], matrix[0, 1], matrix[1, 1])
    let determinant = m11 * m22 - m12 * m21
    guard determinant != 0, determinant.isFinite else { return nil }
    translateX = matrix[0, 3]
    translateY = matrix[1, 3]
    var sx = 1.0, sy = 1.0
    if determinant < 0 {
      if m11 < m22 { sx = -1 } else { sy = -1 }
    }
    sx *= (m11 * m11 + m12 * m12).squareRoot()
    m11 /= sx
    m12 /= sx
    let scaledShear = m11 * m21 + m12 * m22
    m21 -= m11 * scaledShear
    m22 -= m12 * scaledShear
    sy *= (m21 * m21 + m22 * m22).squareRoot()
    shear = scaledShear / sy
    scaleX = sx
    scaleY = sy
    angle = atan2(m12, m11)
  }

  /// The blend a fraction `p` of the way to `other`, as Chromium blends: every number in a line, the turn along the
  /// shorter arc of its half angles (which, both in (−π/2, π/2], is a line in the angle).
  func blended(to other: Decomposed2D, _ p: Double) -> Decomposed2D {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
    var out = self
    out.translateX = mix(translateX, other.translateX)
    out.translateY = mix(translateY, other.translateY)
    out.angle = mix(angle, other.angle)
    out.shear = mix(shear, other.shear)
    out.scaleX = mix(scaleX, other.scaleX)
    out.scaleY = mix(scaleY, other.scaleY)
    return out
  }

  /// The matrix again: translate · rotate · skew · scale.
  var matrix: Matrix4 {
    var k = Matrix4.identity
    k[0, 1] = shear
    return Matrix4.translate(translateX, translateY, 0) * Matrix4.rotate(axis: (0, 0, 1), angle) * k
      * Matrix4.scale(scaleX, scaleY, 1)
  }
}
