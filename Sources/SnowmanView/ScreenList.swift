import SnowmanController
import SnowmanModel

// The View's list of screens: the one View file that names each tab's screen. A new screen adds its case to each
// switch here (the compiler asks, none has a default) and its own files, named after it, for the rest.

/// The layouts of the screens that lay out their own (a feature's screen), for a window's size, and of the feature
/// layer up.
public struct ScreenLayouts: Equatable, Sendable {
  public let wardrobe: WardrobeLayout
  /// The feature's layer over every screen, when one is up.
  public let intro: IntroLayout?

  init(window: WindowMetrics, layer: FeatureLayer?) {
    wardrobe = WardrobeLayout(window: window)
    switch layer {
    case .intro?: intro = IntroLayout(width: window.width, height: window.height)
    case nil: intro = nil
    }
  }

  /// The controls of the layer up, which are then the only ones that take clicks; nil when none is up.
  func layerControls(state: AppState, order: [ControlID]) -> [Control]? {
    switch state.featureLayer {
    case .intro?: return intro?.controls(state: state, order: order)
    case nil: return nil
    }
  }

  /// The controls `state.tab`'s screen places, when it places its own; nil for the Animation screen, which
  /// `Layout` places (its picker and transport are the layout's own fields).
  func placed(state: AppState, settings: SettingsLayout) -> [(ControlID, Rect)]? {
    switch state.tab {
    case .animation: return nil
    case .settings: return settings.placed(state: state)
    case .wardrobe: return wardrobe.placed(state: state)
    }
  }

  /// The surface of `tab`'s screen that takes the pointer whole (`ScreenFeatures.surfaceAction`), if it has one.
  func surface(for tab: Tab) -> Rect? {
    switch tab {
    case .animation, .settings: return nil
    case .wardrobe: return wardrobe.stage
    }
  }
}

/// What of a screen's own state its controls' places depend on, beyond what every screen's layout reads: the
/// part of `LayoutCache`'s key a screen adds.
enum ScreenLayoutKey: Equatable {
  case none
  /// The costumes move the controls that are them.
  case wardrobe(WardrobePhysics, costumes: Int)

  init(_ state: AppState) {
    switch state.tab {
    case .animation, .settings: self = .none
    case .wardrobe: self = .wardrobe(state.wardrobe.physics, costumes: state.wardrobe.costumes.count)
    }
  }
}

/// What of the layer up its layout depends on: the part of `LayoutCache`'s key a layer adds.
enum LayerLayoutKey: Equatable {
  case none
  case intro(page: Int)

  init(_ state: AppState) {
    switch state.featureLayer {
    case .intro?: self = state.intro.page.map { .intro(page: $0) } ?? .none
    case nil: self = .none
    }
  }
}

extension SceneRenderer {
  /// The feature's layer over everything, the sheet and the moving stage included, when one is up.
  func drawLayer(state: AppState, layout: Layout, interaction: Interaction) {
    switch state.featureLayer {
    case .intro?: drawIntro(state: state, layout: layout, interaction: interaction)
    case nil: break
    }
  }

  /// The still part of `state.tab`'s screen, drawn into the cached chrome.
  func drawScreen(state: AppState, layout: Layout, interaction: Interaction) {
    switch state.tab {
    case .animation: drawAnimationScreen(state: state, layout: layout, interaction: interaction)
    case .settings: drawSettingsScreen(state: state, layout: layout, interaction: interaction)
    case .wardrobe: drawWardrobeScreen(state: state, layout: layout, interaction: interaction)
    }
  }

  /// What moves on `state.tab`'s screen, drawn over the chrome every frame.
  func drawMovingScreen(state: AppState, layout: Layout, interaction: Interaction, alpha: Double) {
    switch state.tab {
    case .animation:
      drawMovingStage(state: state, layout: layout, interaction: interaction, alpha: alpha)
    case .settings:
      canvas.clip(layout.settings.viewport)
      drawCurveDot(state: state, layout: layout)
      canvas.clip(nil)
    case .wardrobe:
      drawMovingWardrobe(state: state, layout: layout, alpha: alpha)
    }
  }

  /// `tab`'s icon in the tab bar.
  func drawTabIcon(_ tab: Tab, _ icon: Rect, _ color: Color) {
    switch tab {
    case .animation: drawPlayCircleIcon(icon, color)
    case .settings: drawSlidersIcon(icon, color)
    case .wardrobe: drawHangerIcon(icon, color)
    }
  }
}
