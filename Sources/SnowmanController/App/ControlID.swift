import SnowmanModel

/// Every clickable thing on screen; its `key` is the id the ui-map gives. The app's own are the tabs; every other control is a feature's (`FeatureControl`), which says of itself
/// everything asked here.
public enum ControlID: Hashable, Sendable {
  case tab(Tab)
  /// A control a screen's feature owns and describes (`FeatureControl`).
  case feature(FeatureControl)

  /// The ui-map id, as DESIGN.md names it ("stepper.widthMultiplier.increment").
  public var key: String {
    switch self {
    case .tab(let tab): return "tab.\(tab.rawValue)"
    case .feature(let control): return control.key
    }
  }

  /// What the control shows in `state` (or, for an icon, its accessible name): the one source the layout's
  /// control list, the renderer and the ui-map all read.
  public func label(in state: AppState) -> String {
    switch self {
    case .tab(let tab): return tab.title
    case .feature(let control): return control.label(in: state)
    }
  }

  /// Whether the control can be used in `state` (a stepper half at its limit, Add at the last step, the sheet's
  /// choices while it exports cannot).
  public func isEnabled(in state: AppState) -> Bool {
    guard case .feature(let control) = self else { return true }
    return control.isEnabled(in: state)
  }

  /// Its shape, which its focus ring follows: a tab is a rounded rectangle.
  public var shape: ControlShape {
    guard case .feature(let control) = self else { return .rounded }
    return control.shape
  }

  /// Whether the control destroys something (Delete in a menu): drawn in the danger colour.
  public var isDestructive: Bool {
    guard case .feature(let control) = self else { return false }
    return control.isDestructive
  }

  /// Every control the app can show, each kind with every value it takes (rows and chips by their first few):
  /// what a test holds against the ids DESIGN.md lists.
  public static var everyKind: [ControlID] {
    Tab.allCases.map { .tab($0) }
      + FeatureControl.every.map { .feature($0) }
  }

  /// The kind of control, one number a case: the compiler names this switch when a case is added, and a test
  /// checks `everyKind` holds each.
  public var kind: Int {
    switch self {
    case .tab: return 0
    case .feature(let control): return 1 + control.kind
    }
  }

  /// How many kinds `kind` numbers.
  public static let kindCount = 1 + FeatureControl.kindCount
}
