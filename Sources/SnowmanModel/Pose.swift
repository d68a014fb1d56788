import Foundation

/// Where and how the sprite is drawn at one instant.
public struct Pose: Equatable, Sendable {
  /// Horizontal and vertical scale (1 at rest).
  public var scaleX: Double, scaleY: Double
  /// Offset of the sprite's centre from the stage centre, in points (+ right, + down).
  public var offsetX: Double, offsetY: Double
  /// Rotations in radians about the X axis, the Y axis and the screen normal (+ clockwise).
  public var rotationX: Double, rotationY: Double, rotationZ: Double
  /// Opacity, 0...1.
  public var opacity: Double

  /// The rest pose: centred, scale 1, no rotation, opaque.
  public static let rest = Pose(
    scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0, rotationX: 0, rotationY: 0, rotationZ: 0, opacity: 1)

  /// The pose a fraction `t` of the way from `self` to `other`, for drawing between two ticks.
  public func interpolated(to other: Pose, _ t: Double) -> Pose {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return Pose(
      scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY),
      offsetX: mix(offsetX, other.offsetX), offsetY: mix(offsetY, other.offsetY),
      rotationX: mix(rotationX, other.rotationX), rotationY: mix(rotationY, other.rotationY),
      rotationZ: mix(rotationZ, other.rotationZ), opacity: mix(opacity, other.opacity))
  }
}
