import SnowmanModel

/// The actions of the features in this list, each nested under its feature's name (`.transport(.playButtonPressed)`).
/// `AppAction` holds them as one case, so a new feature's actions are added here.
public enum FeatureAction: Equatable, Sendable {
  case wardrobe(WardrobeFeature.Action)
  case intro(IntroFeature.Action)
  case curves(CurvesFeature.Action)
  case export(ExportFeature.Action)
  case library(LibraryFeature.Action)
  case notice(NoticeFeature.Action)
  case transport(TransportFeature.Action)
  case draft(DraftFeature.Action)
  case tracks(TracksFeature.Action)
  case artwork(ArtworkFeature.Action)
  case layers(LayersFeature.Action)
  case focus(FocusFeature.Action)

  /// Whether the action edits the draft (see `AppAction.editGesture`).
  var editGesture: Bool? {
    switch self {
    case .wardrobe(let action): return action.editGesture
    case .draft(let action): return action.editGesture
    case .tracks(let action): return action.editGesture
    case .artwork(let action): return action.editGesture
    case .layers(let action): return action.editGesture
    case .intro, .export, .library, .notice, .transport, .focus: return nil
    case .curves(let action): return action.editGesture
    }
  }

  /// Applies `action` to the app's state: each feature takes what it reads and writes of it.
  static func reduce(_ state: inout AppState, _ action: FeatureAction) -> [Effect] {
    switch action {
    case .wardrobe(let action): return WardrobeFeature.reduce(app: &state, action)
    case .intro(let action): return IntroFeature.reduce(app: &state, action)
    case .curves(let action): return CurvesFeature.reduce(app: &state, action)
    case .export(let action): return ExportFeature.reduce(app: &state, action)
    case .library(let action): return LibraryFeature.reduce(app: &state, action)
    case .notice(let action): return NoticeFeature.reduce(&state.notice, action)
    case .transport(let action): return TransportFeature.reduce(&state.playback, action)
    case .draft(let action): return DraftFeature.reduce(app: &state, action)
    case .tracks(let action): return TracksFeature.reduce(app: &state, action)
    case .artwork(let action): return ArtworkFeature.reduce(app: &state, action)
    case .layers(let action): return LayersFeature.reduce(app: &state, action)
    case .focus(let action): return FocusFeature.reduce(app: &state, action)
    }
  }
}
