import SnowmanController
import SnowmanModel

/// The Wardrobe screen: a header, the stage with the mascot and the ring of costumes, and a line of hints.
public struct WardrobeLayout: Equatable, Sendable {
  /// The title and what is worn.
  public let header: Rect
  /// The stage the physics runs in (its origin is the geometry's).
  public let stage: Rect
  /// The hint under the stage.
  public let hint: Rect

  /// The Wardrobe of `window`: the stage where the Controller's geometry has it.
  init(window: WindowMetrics) {
    let m = Layout.margin, s = WardrobeGeometry.stage(in: window)
    header = Rect(m, 0, window.width - 2 * m, Layout.headerHeight)
    stage = Rect(s.x, s.y, s.w, s.h)
    hint = Rect(m, stage.maxY + 8, window.width - 2 * m, WardrobeGeometry.hintHeight)
  }

  /// The screen's controls: the ring (the stage), the mascot over it, each costume not worn over that. They are
  /// where a press lands (`WardrobeFeature.hitAreas`), so the ui-map's rectangles are what a click hits; the worn
  /// costume is the mascot's to click.
  func placed(state: AppState) -> [(ControlID, Rect)] {
    let w = state.wardrobe
    return WardrobeFeature.hitAreas(w, worn: state.draft.setting.costume).compactMap { area in
      let rect = Rect(stage.x + area.x, stage.y + area.y, area.w, area.h)
      switch area.target {
      case .ring: return (.feature(.wardrobe(.ring)), stage)
      case .mascot: return (.feature(.wardrobe(.mascot)), rect)
      case .worn: return nil
      case .costume(let i):
        return w.costumes.indices.contains(i) ? (.feature(.wardrobe(.costume(w.costumes[i].id))), rect) : nil
      }
    }
  }
}

extension Layout {
  /// The Wardrobe screen's layout.
  public var wardrobe: WardrobeLayout { screens.wardrobe }
}
