import Foundation
import SnowmanModel

/// What the stage path draws with, written for `scripts/stage-reference.c`, so the C program held against
/// `stage_render_ms_per_frame` draws from the same mip levels, on the same sky, with the same shadow.
public enum StageReference {
  /// Writes into `folder`: `level-<i>.png` (the artwork's mip levels), `sky.png` (the backdrop at `width`×`height` pixels), `disc.png` (the
  /// shadow's shape) and `stage.txt` (the stage an export frames, the shadow colour, the grid size, the level count).
  /// - Throws: `SDLError` when a file cannot be written.
  public static func write(width: Int, height: Int, to folder: URL) throws {
    let reference = Layout.defaultStage
    let artwork = try BuiltInArtwork.snowman()
    let levels = try SpriteRenderer.levelSurfaces(artwork)
    for (i, level) in levels.enumerated() {
      try level.savePNG(to: folder.appendingPathComponent("level-\(i).png").path)
    }
    let sky = GradientKey(
      width: width, height: height, radius: 0, top: Theme.light.stageTop, bottom: Theme.light.stageBottom,
      under: Theme.light.background)
    try GradientKey.surface(sky).savePNG(to: folder.appendingPathComponent("sky.png").path)
    try ShapeTextures.discSurface().savePNG(to: folder.appendingPathComponent("disc.png").path)
    let shadow = Theme.light.stageShadow
    let facts = """
      reference \(reference.w) \(reference.h)
      shadow \(shadow.r) \(shadow.g) \(shadow.b) \(shadow.a)
      subdivisions \(SpriteRenderer.subdivisions)
      levels \(levels.count)

      """
    try Data(facts.utf8).write(to: folder.appendingPathComponent("stage.txt"))
  }
}

extension StageReference {
  /// Writes what `scripts/stage-reference.c … scene` needs to draw a scene's frames as the stage draws them:
  /// `flake-level-<i>.png` (the snowflake's mip levels, their count in `scene.txt`) and `scene.bin`, a frame at a
  /// time: the first picture's pose (eight doubles, as `poses.bin` has them), the number of copies above it, and
  /// each copy's map from its picture's points to the stage's pixels, the rectangle it fills and its opacity
  /// (fourteen doubles), worked out as `drawLayers` and the sprite work them out for the sampler.
  /// - Throws: `SDLError` when a file cannot be written.
  public static func writeScene(
    _ frames: [(pose: Pose, layers: [LayerDraw])], width: Int, height: Int, density: Double, to folder: URL
  ) throws {
    guard let flake = BuiltInArtwork.surface(for: BuiltInPresets.snowflake) else {
      throw SDLError(call: "BuiltInArtwork.surface", message: "the built-in snowflake cannot be drawn")
    }
    let levels = try SpriteRenderer.levelSurfaces(flake)
    for (i, level) in levels.enumerated() {
      try level.savePNG(to: folder.appendingPathComponent("flake-level-\(i).png").path)
    }
    try Data("flake-levels \(levels.count)\n".utf8).write(to: folder.appendingPathComponent("scene.txt"))
    let stage = Rect(0, 0, Double(width) / density, Double(height) / density)
    let first = SceneLayer.RestBox.first(stage: (stage.w, stage.h), aspect: StageFit.snowmanAspect)
    var values: [Double] = []
    for frame in frames {
      let p = frame.pose
      values += [p.scaleX, p.scaleY, p.offsetX, p.offsetY, p.rotationX, p.rotationY, p.rotationZ, p.opacity]
      values.append(Double(frame.layers.count))
      for draw in frame.layers.map({ $0.scaled(by: Layout.sceneScale(of: stage)) }) {
        var pose = draw.pose
        pose.offsetX += draw.box.centerX
        pose.offsetY += draw.box.centerY
        let box = (w: draw.box.width, h: draw.box.height)
        let plane = PlaneHomography(
          pose: pose, centerX: stage.w / 2, centerY: stage.h / 2, density: density, box: box,
          placed: StagePlacement(draw, first: first))
        values += (0..<9).map { plane.m[$0] } + [-box.w / 2, -box.h / 2, box.w, box.h, min(max(pose.opacity, 0), 1)]
      }
    }
    try values.withUnsafeBytes { Data($0) }.write(to: folder.appendingPathComponent("scene.bin"))
  }
}
