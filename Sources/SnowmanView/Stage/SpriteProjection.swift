import Foundation
import SnowmanModel

/// Projects points of the flat sprite through a pose onto the stage's pixels (the Model's `PoseProjection`), for
/// the OpenGL grid's vertices: a point past the eye's plane is kept finite, as the grid's cells need a place.
public struct SpriteProjection: Sendable {
  /// The eye's distance from the screen plane the stage has always used, in points (Core Animation's 1/500).
  public static let eyeDistance = Pose.standardEye

  private let projection: PoseProjection
  private let centerX: Double, centerY: Double
  private let density: Double

  /// A projection of `pose` onto a stage centred at (`centerX`, `centerY`) points, at `density` pixels per point,
  /// for a picture whose rest box is `box` points.
  public init(
    pose: Pose, centerX: Double, centerY: Double, density: Double, box: (w: Double, h: Double),
    placed: StagePlacement? = nil
  ) {
    projection = StagePlacement.projection(pose, box: box, placed: placed)
    self.centerX = centerX
    self.centerY = centerY
    self.density = density
  }

  /// Where the sprite point (x, y) points from its centre (+ right, + down) lands, in pixels.
  public func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    let p = projection
    // A point nearer the eye than its plane is kept in front of it, so a cell never folds to infinity.
    let w = max(p.depth(x, y), 0.05)
    let px = (p.m0 * x + p.m1 * y + p.m2) / w, py = (p.m3 * x + p.m4 * y + p.m5) / w
    return ((centerX + px) * density, (centerY + py) * density)
  }
}
