import SnowmanModel

/// A copy's place among its layer's copies, as the stage applies it: after the pose's projection, about the layer's
/// rest centre (points from the projection's own centre); then what its parents' motion does to it.
public struct StagePlacement: Sendable {
  public var place: Copies.Placement
  public var center: (x: Double, y: Double)
  /// Its parents' motion on the stage's plane, in points from the stage's centre (`LayerDraw.following`).
  public var follow: PlaneAffine?

  public init(_ place: Copies.Placement, about center: (x: Double, y: Double), follow: PlaneAffine? = nil) {
    self.place = place
    self.center = center
    self.follow = follow
  }

  /// Where `draw` stands on a stage whose first picture's box is `first` (points from the stage's centre).
  public init(_ draw: LayerDraw, first: SceneLayer.RestBox) {
    self.init(draw.place, about: (draw.box.centerX, draw.box.centerY), follow: draw.following(first: first))
  }

  /// `pose`'s projection for a picture whose rest box is `box`, placed when `placed` says.
  static func projection(_ pose: Pose, box: (w: Double, h: Double), placed: StagePlacement?) -> PoseProjection {
    let p = PoseProjection(pose: pose, box: box)
    guard let placed else { return p }
    return p.placed(placed.place, about: placed.center).followed(placed.follow)
  }
}
