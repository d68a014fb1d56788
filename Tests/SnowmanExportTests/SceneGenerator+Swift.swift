import Foundation
import SnowmanExport
import SnowmanModel

/// The scenes the Swift forms' checks read back: 20 seeded, Snowfall, and Showcase under five evenly started
/// snowflakes (a replicator in Core Animation).
extension SceneGenerator {
  static func swiftCases(seed: UInt64) -> [AnimationSetting] {
    scenes(count: 20, seed: seed) + [BuiltInScenes.snowfall.setting, showcaseWithFlakes]
      + parentedScenes(count: 6, seed: seed + 1)
  }

  /// Pixels a point of the stage the text forms are written for.
  static var textDensity: Double {
    let reference = RenderRequest.referenceStage
    return RenderRequest.density(width: Int(reference.width), height: Int(reference.height))
  }

  static var showcaseWithFlakes: AnimationSetting {
    var s = BuiltInPresets.showcase.setting
    s.layers = [
      SceneLayer(
        name: "Snowflake", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: -60, width: 30, height: 30),
        tracks: scenes(count: 1, seed: 3)[0].layers[0].tracks,
        copies: Copies(
          count: 5, step: Copies.Step(offsetX: 20, zTurns: 0.05, opacity: -0.1), stagger: Stagger(.each(0.3))))
    ]
    return s
  }
}
