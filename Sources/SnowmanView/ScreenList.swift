import SnowmanController
import SnowmanModel

// The View's list of screens: the one View file that names each tab's screen. A new screen adds its case to each
// switch here (the compiler asks, none has a default) and its own files, named after it, for the rest.

/// The layouts of the screens that lay out their own (a feature's screen), for a window's size, and of the feature
/// layers up.
public struct ScreenLayouts: Equatable, Sendable {
  public let wardrobe: WardrobeLayout
  /// The feature layers over every screen, each when it is up.
  public private(set) var export: ExportSheetLayout?
  public private(set) var intro: IntroLayout?
  /// The notice's banner over every screen, below `top` (the Settings screen's bar), when a notice is shown.
  public let notice: NoticeLayout?

  init(window: WindowMetrics, state: AppState, top: Double) {
    wardrobe = WardrobeLayout(window: window)
    notice = NoticeLayout(state: state, width: window.width, top: top + 8)
  }

  /// The controls over every screen, below the layers: the notice's.
  var banner: [(ControlID, Rect)] { notice?.places ?? [] }

  /// Lays out the feature layers up over `under`, the screen's controls (the intro points at some of them).
  mutating func placeLayers(window: WindowMetrics, state: AppState, under: [Control], stage: Rect?) {
    for layer in FeatureLayer.bottomToTop where state.isUp(layer) {
      switch layer {
      case .export: export = ExportSheetLayout(width: window.width, height: window.height)
      case .intro:
        let named = state.intro.page.map { IntroFeature.targets(page: $0, tab: state.tab) } ?? []
        let targets = named.compactMap { id in
          under.first { $0.id == id }.map { IntroLayout.Target(id: id, rect: $0.rect) }
        }
        // The stage's own picture at rest, where the screen shows a stage: the mascot does not stand over it.
        let picture = stage.map { stage in
          let size = StageFit.pictureSize(stageWidth: stage.w, stageHeight: stage.h, aspect: StageFit.snowmanAspect)
          return Rect(stage.midX - size.w / 2, stage.midY - size.h / 2, size.w, size.h)
        }
        intro = IntroLayout(width: window.width, height: window.height, targets: targets, picture: picture)
      }
    }
  }

  /// The controls that take clicks while the topmost layer is up, given `under`, the screen's; nil when none is
  /// up. The sheet leaves the notice at the top of the window (its Show in folder) working.
  func layerControls(state: AppState, order: [ControlID], under: [Control]) -> [Control]? {
    switch state.featureLayer {
    case .export?:
      return (export?.controls(state: state, order: order) ?? [])
        + under.filter { NoticeLayout.staysOverLayers($0.id) }
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

/// What of the features' state the window shows, beyond the window's own: each feature's part is its View
/// room's. The layout and the still drawing are kept while it and their own inputs are unchanged.
struct FeaturesShown: Equatable {
  let library: LibraryShown
  let transport: TransportShown
  let draft: DraftShown
  /// The path field, open under the Artwork row.
  let path: PathField?
  /// A layer's name field, open over its row.
  let layerName: TextField?
  let focus: FocusShown

  init(_ state: AppState) {
    library = LibraryShown(state)
    transport = TransportShown(state)
    draft = DraftShown(state)
    path = state.pathField
    layerName = state.layerNameField
    focus = FocusShown(state)
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

/// What of the layers up and the banner their layout depends on: the part of `LayoutCache`'s key they add.
struct LayerLayoutKey: Equatable {
  /// The sheet's choices and progress (its controls' labels and whether they are enabled).
  let export: ExportSheet?
  let introPage: Int?
  /// The notice's sentence and button (not its time left, which changes every tick and moves nothing).
  let notice: String?
  let noticeButton: NoticeAction?

  init(_ state: AppState) {
    export = state.exportSheet
    introPage = state.intro.page
    notice = state.notice?.text
    noticeButton = state.notice?.button
  }
}

extension SceneRenderer {
  /// The feature layers up, bottom first, over everything, the moving stage included: drawn each frame one is up.
  func drawLayers(state: AppState, layout: Layout, interaction: Interaction) {
    guard state.featureLayer != nil else { return }
    for layer in FeatureLayer.bottomToTop where state.isUp(layer) {
      switch layer {
      case .export: drawExportSheet(state: state, layout: layout, interaction: interaction)
      case .intro: drawIntro(state: state, layout: layout, interaction: interaction)
      }
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
      if layout.settings.stage != nil {
        drawMovingStage(state: state, layout: layout, interaction: interaction, alpha: alpha)
      }
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
