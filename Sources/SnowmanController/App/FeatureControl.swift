import SnowmanModel

/// What a control a screen's feature owns says of itself, written beside the feature's reducer: its ui-map id,
/// its label, what a click does, and every one there can be.
protocol DescribedControl: Hashable, Sendable {
  var key: String { get }
  func label(in state: AppState) -> String
  var clickActions: [AppAction] { get }
  /// One number a case, from 0.
  var kind: Int { get }
  static var kindCount: Int { get }
  /// Every control, each kind with every value it takes: what a test holds against the ids the ui-map lists.
  static var every: [Self] { get }
}

/// The controls that screens' features own (`Control` in each feature's folder). This list is the one place the
/// App's shared control code names those features: a new screen adds its case here, and the compiler asks for
/// nothing else in `ControlID`.
public enum FeatureControl: Hashable, Sendable {
  case wardrobe(WardrobeFeature.Control)
  case intro(IntroFeature.Control)

  private var described: any DescribedControl {
    switch self {
    case .wardrobe(let control): return control
    case .intro(let control): return control
    }
  }

  public var key: String { described.key }
  public func label(in state: AppState) -> String { described.label(in: state) }
  var clickActions: [AppAction] { described.clickActions }

  /// The control's kind, numbered after every earlier feature's kinds.
  var kind: Int {
    switch self {
    case .wardrobe(let control): return control.kind
    case .intro(let control): return WardrobeFeature.Control.kindCount + control.kind
    }
  }

  static let kindCount = WardrobeFeature.Control.kindCount + IntroFeature.Control.kindCount

  static var every: [FeatureControl] {
    WardrobeFeature.Control.every.map(Self.wardrobe) + IntroFeature.Control.every.map(Self.intro)
  }
}
