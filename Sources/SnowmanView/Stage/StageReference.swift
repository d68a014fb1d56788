import Foundation

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
