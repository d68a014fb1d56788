import SnowmanModel

/// A copy's place among its layer's copies, as the stage applies it: after the pose's projection, about the layer's
/// rest centre (points from the projection's own centre).
public struct StagePlacement: Sendable {
  public var place: Copies.Placement
  public var center: (x: Double, y: Double)

  public init(_ place: Copies.Placement, about center: (x: Double, y: Double)) {
    self.place = place
    self.center = center
  }

  /// `pose`'s projection for a picture whose rest box is `box`, placed when `placed` says.
  static func projection(_ pose: Pose, box: (w: Double, h: Double), placed: StagePlacement?) -> PoseProjection {
    let p = PoseProjection(pose: pose, box: box)
    guard let placed else { return p }
    return p.placed(placed.place, about: placed.center)
  }
}
