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

  /// A costume's thumbnail where its body is now, in window points.
  func thumbnail(_ body: WardrobePhysics.Body, _ geometry: WardrobeGeometry) -> Rect {
    let t = geometry.thumbnail
    return Rect(stage.x + body.x - t / 2, stage.y + body.y - t / 2, t, t)
  }

  /// The mascot's box now, in window points.
  func mascot(_ physics: WardrobePhysics) -> Rect {
    let box = physics.geometry.mascotBox(zoom: physics.zoom)
    return Rect(stage.x + box.x, stage.y + box.y, box.w, box.h)
  }

  /// The screen's controls: the ring (the stage), the mascot over it, each costume not worn over that.
  func placed(state: AppState) -> [(ControlID, Rect)] {
    let w = state.wardrobe, p = w.physics
    var placed: [(ControlID, Rect)] = [(.feature(.wardrobe(.ring)), stage), (.feature(.wardrobe(.mascot)), mascot(p))]
    for (i, body) in p.bodies.enumerated() where w.costumes.indices.contains(i) && body.mode != .worn {
      placed.append((.feature(.wardrobe(.costume(w.costumes[i].id))), thumbnail(body, p.geometry)))
    }
    return placed
  }
}

extension Layout {
  /// The Wardrobe screen's layout.
  public var wardrobe: WardrobeLayout { screens.wardrobe }
}
