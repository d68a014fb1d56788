import Foundation

/// A pose's projection of the picture's plane, as one 3×3 homography: a flat picture moved, skewed, turned and seen
/// in perspective is exactly a projective map. It takes a point of the picture (points from the centre of its
/// `box` at rest, + right, + down) to where the stage shows it (points from the same centre), and is the one place
/// the stage, its OpenGL grid, the costume on the picture and the code exports' checks get the pose's geometry.
///
/// As CSS applies it about the anchor `a` (`transform-origin`): scale, skewY, skewX, turn about X, then Y, then Z,
/// translateZ(depth), perspective(eye), translate(offset); every step before the perspective is affine in the
/// point, so the map is `(x, y, 1) → (X, Y, W)` with the point at `(X / W, Y / W)` and `W` the depth factor.
public struct PoseProjection: Equatable, Sendable {
  /// Row-major, `(x, y, 1)` in points about the picture's rest centre → homogeneous points about the same centre.
  public let m0: Double, m1: Double, m2: Double
  public let m3: Double, m4: Double, m5: Double
  public let m6: Double, m7: Double, m8: Double

  /// `pose` for a picture whose rest box is `box` points.
  public init(pose: Pose, box: (w: Double, h: Double)) {
    // A whole number of half turns is flat: its sine is exactly 0, so the map stays exactly affine.
    func turn(_ a: Double) -> (Double, Double) {
      let halves = a / .pi
      return halves == halves.rounded() ? (Int(halves.rounded()) % 2 == 0 ? 1 : -1, 0) : (cos(a), sin(a))
    }
    let (cx, sx) = turn(pose.rotationX)
    let (cy, sy) = turn(pose.rotationY)
    let (cz, sz) = (cos(pose.rotationZ), sin(pose.rotationZ))
    let (tx, ty) = (tan(pose.skewX), tan(pose.skewY))
    // The columns of A (3×2): where the picture's unit x and y go before the offset and the divide.
    // Scale, then skewY (y += ty x), then skewX (x += tx y).
    var ux = (x: pose.scaleX * (1 + tx * ty), y: pose.scaleX * ty, z: 0.0)
    var uy = (x: pose.scaleY * tx, y: pose.scaleY, z: 0.0)
    func rotate(_ v: inout (x: Double, y: Double, z: Double)) {
      // About X: y' = y cos − z sin, z' = y sin + z cos (CSS rotateX).
      (v.y, v.z) = (v.y * cx - v.z * sx, v.y * sx + v.z * cx)
      // About Y: x' = x cos + z sin, z' = −x sin + z cos (CSS rotateY).
      (v.x, v.z) = (v.x * cy + v.z * sy, -v.x * sy + v.z * cy)
      // About Z, in the screen plane; with y down a positive angle turns clockwise.
      (v.x, v.y) = (v.x * cz - v.y * sz, v.x * sz + v.y * cz)
    }
    rotate(&ux)
    rotate(&uy)
    // The anchor, in points from the centre: the point the map keeps (before the offset).
    let ax = (pose.anchorX - 0.5) * box.w, ay = (pose.anchorY - 0.5) * box.h
    // v(p) = A (p − a) + (0, 0, depth).
    let bx = -(ux.x * ax + uy.x * ay), by = -(ux.y * ax + uy.y * ay)
    let bz = -(ux.z * ax + uy.z * ay) + pose.depth
    // W = 1 − v_z / eye; then X = v_x + (a + offset) W.
    let p = pose.perspective
    let w0 = -p * ux.z, w1 = -p * uy.z, w2 = 1 - p * bz
    let ox = ax + pose.offsetX, oy = ay + pose.offsetY
    m0 = ux.x + ox * w0
    m1 = uy.x + ox * w1
    m2 = bx + ox * w2
    m3 = ux.y + oy * w0
    m4 = uy.y + oy * w1
    m5 = by + oy * w2
    m6 = w0
    m7 = w1
    m8 = w2
  }

  /// The depth factor at a point of the picture: 1 in the screen plane, below 1 behind it, 0 at the eye's plane.
  public func depth(_ x: Double, _ y: Double) -> Double { m6 * x + m7 * y + m8 }

  /// Where the picture's point (x, y) shows, in points from the rest centre (its depth factor must be positive).
  public func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    let w = depth(x, y)
    return ((m0 * x + m1 * y + m2) / w, (m3 * x + m4 * y + m5) / w)
  }

  private init(_ m: [Double]) {
    (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
  }

  /// This projection followed by a copy's placement: the projected picture moved, turned and scaled as a whole
  /// about `center` (points from the rest centre), as a page's element holding the moving one is.
  public func placed(_ place: Copies.Placement, about center: (x: Double, y: Double)) -> PoseProjection {
    guard place != .identity else { return self }
    let angle = 2 * Double.pi * place.zTurns
    let a = place.scale * cos(angle), b = -place.scale * sin(angle)
    let c = -b, d = a
    let e = center.x + place.x - a * center.x - b * center.y
    let f = center.y + place.y - c * center.x - d * center.y
    return mapped(a, b, c, d, e, f)
  }

  /// This projection followed by a parent's motion (`following`): a map of the stage's plane in points from its
  /// centre, where a layer's projection lands once its pose is moved by its box's centre (as the stage moves it).
  public func followed(_ affine: PlaneAffine?) -> PoseProjection {
    guard let affine, affine != .identity else { return self }
    return mapped(affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty)
  }

  /// (X, Y, W) → (aX + bY + eW, cX + dY + fW, W): an affine map of the plane on the homogeneous point.
  private func mapped(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) -> PoseProjection {
    PoseProjection([
      a * m0 + b * m3 + e * m6, a * m1 + b * m4 + e * m7, a * m2 + b * m5 + e * m8,
      c * m0 + d * m3 + f * m6, c * m1 + d * m4 + f * m7, c * m2 + d * m5 + f * m8,
      m6, m7, m8,
    ])
  }

  /// The picture's point that shows at (x, y) (points from the rest centre), in front of the eye; nil where the
  /// picture is edge-on or the point would be behind the eye.
  public func unproject(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
    // The adjugate's rows: the inverse up to a factor, which the divide by w cancels.
    let i0 = m4 * m8 - m5 * m7, i1 = m2 * m7 - m1 * m8, i2 = m1 * m5 - m2 * m4
    let i3 = m5 * m6 - m3 * m8, i4 = m0 * m8 - m2 * m6, i5 = m2 * m3 - m0 * m5
    let i6 = m3 * m7 - m4 * m6, i7 = m1 * m6 - m0 * m7, i8 = m0 * m4 - m1 * m3
    let w = i6 * x + i7 * y + i8
    guard abs(w) > 1e-12 else { return nil }
    let p = ((i0 * x + i1 * y + i2) / w, (i3 * x + i4 * y + i5) / w)
    return depth(p.0, p.1) > 0 ? p : nil
  }
}
