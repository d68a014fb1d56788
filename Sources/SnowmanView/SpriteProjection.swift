import Foundation
import SnowmanModel

/// Projects points of the flat sprite through a pose in true perspective, as Core Animation does with
/// `m34 = -1/eyeDistance`: scale, turn about X, then Y, then Z, divide by depth, then offset.
public struct SpriteProjection: Sendable {
  /// The eye's distance from the screen plane, in points (Core Animation's 1/500).
  public static let eyeDistance = 500.0

  private let sx: Double, sy: Double
  private let cx: Double, sxr: Double, cy: Double, syr: Double, cz: Double, sz: Double
  private let originX: Double, originY: Double
  private let density: Double

  /// A projection of `pose` onto a stage centred at (`centerX`, `centerY`) points, at `density` pixels per point.
  public init(pose: Pose, centerX: Double, centerY: Double, density: Double) {
    sx = pose.scaleX
    sy = pose.scaleY
    cx = cos(pose.rotationX); sxr = sin(pose.rotationX)
    cy = cos(pose.rotationY); syr = sin(pose.rotationY)
    cz = cos(pose.rotationZ); sz = sin(pose.rotationZ)
    originX = centerX + pose.offsetX
    originY = centerY + pose.offsetY
    self.density = density
  }

  /// Where the sprite point (x, y) points from its centre (+ right, + down) lands, in pixels.
  public func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    var px = x * sx
    var py = y * sy
    var pz = 0.0
    // About X: the top tips away from (or toward) the viewer; half a turn shows it upside down.
    let y1 = py * cx - pz * sxr
    pz = py * sxr + pz * cx
    py = y1
    // About Y: the right side turns away; half a turn mirrors it.
    let x1 = px * cy + pz * syr
    pz = -px * syr + pz * cy
    px = x1
    // Perspective: a point nearer the eye (pz > 0) looks larger. Kept finite past the eye.
    let w = max(1 - pz / SpriteProjection.eyeDistance, 0.05)
    px /= w
    py /= w
    // About Z, in the screen plane; with y pointing down a positive angle turns clockwise.
    let x2 = px * cz - py * sz
    let y2 = px * sz + py * cz
    return ((originX + x2) * density, (originY + y2) * density)
  }
}
