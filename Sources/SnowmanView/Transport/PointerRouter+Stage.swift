import SnowmanController
import SnowmanModel

/// Whether a picture shows at (u, v), fractions across and down it, drawn this many points on its longer side.
public typealias PictureCoverage = (ImageReference?, Double, Double, Double) -> Bool

extension PointerRouter {
  /// A click on the stage at (x, y): on a layer's picture it chooses that layer; anywhere else it plays or pauses.
  /// `covers` says where a picture shows (`SceneRenderer.covers`), `aspect` how the first picture fits the stage.
  static func stageClicked(
    _ id: ControlID, x: Double, y: Double, layout: Layout, state: AppState, covers: PictureCoverage,
    aspect: (ImageReference?) -> Double
  ) -> [AppAction]? {
    guard id == .feature(.transport(.stage)) else { return nil }
    let (stage, scale) = (layout.stage, Layout.sceneScale(of: layout.stage))
    let first = SceneLayer.RestBox.first(stage: (stage.w, stage.h), aspect: aspect(state.stageArtwork))
    guard let n = state.layerHit(x: x - stage.midX, y: y - stage.midY, scale: scale, first: first, covers: covers)
    else {
      return id.clickActions
    }
    return [.layers(.pictureClickedOnStage(n))]
  }
}
