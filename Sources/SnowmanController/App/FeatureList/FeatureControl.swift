import SnowmanModel

/// The controls the features own (`Control` in each feature's folder): the one place the App's shared control
/// code names them, so a new screen adds its case here and the compiler asks for nothing else in `ControlID`.
public enum FeatureControl: Hashable, Sendable {
  case transport(TransportFeature.Control)
  case tracks(TracksFeature.Control)
  case artwork(ArtworkFeature.Control)
  case layers(LayersFeature.Control)
  case curves(CurvesFeature.Control)
  case library(LibraryFeature.Control)
  case draft(DraftFeature.Control)
  case wardrobe(WardrobeFeature.Control)
  case intro(IntroFeature.Control)
  case export(ExportFeature.Control)
  case anchor(AnchorPoint)
  case notice(NoticeFeature.Control)

  /// The control, which says everything of itself (`ControlID`'s facets ask it).
  var described: any DescribedControl {
    switch self {
    case .transport(let control): return control
    case .tracks(let control): return control
    case .artwork(let control): return control
    case .layers(let control): return control
    case .curves(let control): return control
    case .library(let control): return control
    case .draft(let control): return control
    case .wardrobe(let control): return control
    case .intro(let control): return control
    case .export(let control): return control
    case .anchor(let control): return control
    case .notice(let control): return control
    }
  }

  static var every: [FeatureControl] {
    var all: [FeatureControl] = []
    all += TransportFeature.Control.every.map(Self.transport)
    all += TracksFeature.Control.every.map(Self.tracks)
    all += ArtworkFeature.Control.every.map(Self.artwork)
    all += LayersFeature.Control.every.map(Self.layers)
    all += CurvesFeature.Control.every.map(Self.curves)
    all += LibraryFeature.Control.every.map(Self.library)
    all += DraftFeature.Control.every.map(Self.draft)
    all += WardrobeFeature.Control.every.map(Self.wardrobe)
    all += IntroFeature.Control.every.map(Self.intro)
    all += ExportFeature.Control.every.map(Self.export)
    all += AnchorPoint.every.map(Self.anchor)
    all += NoticeFeature.Control.every.map(Self.notice)
    return all
  }
}
