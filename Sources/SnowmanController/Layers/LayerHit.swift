import SnowmanModel

extension AppState {
  /// The list row (1 the first layer above the first picture) of the topmost copy whose picture is under (x, y),
  /// points from the stage's centre, as the stage shows the draft now; nil over the first picture or nothing.
  /// A copy faded almost away is passed through, as the eye passes through it, and so is a picture's transparent
  /// part: `covers` says whether a picture shows at (u, v), fractions across and down it, drawn about so many points
  /// on its longer side.
  /// The stage draws the scene `scale` times its layout's size; its first picture's box is `first` (what a layer
  /// following the first picture turns and scales about; unless told, a point at the stage's centre).
  public func layerHit(
    x: Double, y: Double, scale: Double = 1,
    first: SceneLayer.RestBox = SceneLayer.RestBox(width: 0, height: 0),
    covers: (ImageReference?, Double, Double, Double) -> Bool = { _, _, _, _ in true }
  ) -> Int? {
    for draw in layerDraws(alpha: 1).map({ $0.scaled(by: scale) }).reversed()
    where draw.pose.opacity >= LayersFeature.visibleOpacity {
      var pose = draw.pose
      pose.offsetX += draw.box.centerX
      pose.offsetY += draw.box.centerY
      let box = (w: draw.box.width, h: draw.box.height)
      let projection = PoseProjection(pose: pose, box: box).placed(
        draw.place, about: (draw.box.centerX, draw.box.centerY)
      ).followed(draw.following(first: first))
      guard let p = projection.unproject(x, y) else { continue }
      let (u, v) = (p.x / box.w + 0.5, p.y / box.h + 0.5)
      let extent = max(box.w * abs(pose.scaleX), box.h * abs(pose.scaleY)) * abs(draw.place.scale)
      if (0...1).contains(u) && (0...1).contains(v) && covers(draw.picture, u, v, extent) { return draw.layer + 1 }
    }
    return nil
  }
}

extension LayersFeature {
  /// The least opacity a copy a click can choose shows at.
  public static let visibleOpacity = 0.1
}
