import Foundation

/// Where and how the sprite is drawn at one instant. As CSS writes it, about the anchor (`transform-origin`):
/// `translate(offsetX, offsetY) perspective(eye) translateZ(depth) rotateZ rotateY rotateX skewX skewY
/// scale(scaleX, scaleY)`, applied right to left.
public struct Pose: Equatable, Sendable {
  /// Horizontal and vertical scale (1 at rest).
  public var scaleX: Double, scaleY: Double
  /// Offset of the sprite from where it rests, in points (+ right, + down).
  public var offsetX: Double, offsetY: Double
  /// Rotations in radians about the X axis, the Y axis and the screen normal (+ clockwise).
  public var rotationX: Double, rotationY: Double, rotationZ: Double
  /// Opacity, 0...1.
  public var opacity: Double
  /// The point that stays put while the sprite turns, scales and skews, as fractions of the picture (0.5, 0.5:
  /// its centre).
  public var anchorX: Double = 0.5, anchorY: Double = 0.5
  /// Skew in radians: `skewX` leans the vertical edges, `skewY` the horizontal ones (CSS's skewX and skewY).
  public var skewX: Double = 0, skewY: Double = 0
  /// A move toward the viewer, in points, before the perspective.
  public var depth: Double = 0
  /// The perspective as the reciprocal of the eye's distance (1/points; 0: none, drawn flat): CSS interpolates a
  /// perspective's matrix, in which this is the number that changes linearly.
  public var perspective: Double = 1 / Pose.standardEye

  /// The eye's distance the stage has always used, in points (Core Animation's `m34 = -1/500`).
  public static let standardEye = 500.0

  public init(
    scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double, rotationX: Double, rotationY: Double,
    rotationZ: Double, opacity: Double, anchorX: Double = 0.5, anchorY: Double = 0.5, skewX: Double = 0,
    skewY: Double = 0, depth: Double = 0, perspective: Double = 1 / Pose.standardEye
  ) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.rotationX = rotationX
    self.rotationY = rotationY
    self.rotationZ = rotationZ
    self.opacity = opacity
    self.anchorX = anchorX
    self.anchorY = anchorY
    self.skewX = skewX
    self.skewY = skewY
    self.depth = depth
    self.perspective = perspective
  }

  /// The rest pose: in place, scale 1, no rotation, opaque, about the centre, seen from the standard eye.
  public static let rest = Pose(
    scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0, rotationX: 0, rotationY: 0, rotationZ: 0, opacity: 1)

  /// The eye's distance in points, or nil when there is no perspective.
  public var eye: Double? { perspective > 0 ? 1 / perspective : nil }

  /// The pose a fraction `t` of the way from `self` to `other`, for drawing between two ticks; the opacity goes
  /// `opacity` of the way and the offset `offset` of the way when they have curves of their own.
  public func interpolated(to other: Pose, _ t: Double, opacity o: Double? = nil, offset m: Double? = nil) -> Pose {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    let ot = o ?? t, mt = m ?? t
    return Pose(
      scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY),
      offsetX: offsetX + (other.offsetX - offsetX) * mt, offsetY: offsetY + (other.offsetY - offsetY) * mt,
      rotationX: mix(rotationX, other.rotationX), rotationY: mix(rotationY, other.rotationY),
      rotationZ: mix(rotationZ, other.rotationZ), opacity: opacity + (other.opacity - opacity) * ot,
      anchorX: mix(anchorX, other.anchorX), anchorY: mix(anchorY, other.anchorY), skewX: mix(skewX, other.skewX),
      skewY: mix(skewY, other.skewY), depth: mix(depth, other.depth), perspective: mix(perspective, other.perspective))
  }

  /// Whether nothing of the picture can be seen in this pose: fully transparent, or scaled to nothing.
  public var showsNothing: Bool { opacity < 0.01 || abs(scaleX) < 0.01 || abs(scaleY) < 0.01 }

  /// Whether the picture leaves the screen's plane: a turn about X or Y, or a move in depth.
  public var isInDepth: Bool { rotationX != 0 || rotationY != 0 || depth != 0 }
}
