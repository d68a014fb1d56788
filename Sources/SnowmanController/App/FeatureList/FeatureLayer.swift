import SnowmanModel

/// The features drawn over every screen while they are up (the Export sheet, the first-run intro), holding the
/// keyboard and the pointer until they close. Listed bottom to top: the intro asked for over the sheet covers it.
public enum FeatureLayer: Equatable, Sendable, CaseIterable {
  case export
  case intro

  /// The layers in the order they stack, kept once: `allCases` makes a new array at each call.
  public static let bottomToTop = allCases
}

extension AppState {
  /// The topmost feature layer up: the last of `bottomToTop` up. Inlined: read on every action, ticks included.
  @inline(__always) public var featureLayer: FeatureLayer? {
    for layer in FeatureLayer.bottomToTop.reversed() where isUp(layer) { return layer }
    return nil
  }

  /// Whether `layer` is up, under another or not. Matched in place: `!= nil` would copy the sheet.
  @inline(__always) public func isUp(_ layer: FeatureLayer) -> Bool {
    switch layer {
    case .export: if case .some = exportSheet { return true }
    case .intro: if case .some = intro.page { return true }
    }
    return false
  }
}
