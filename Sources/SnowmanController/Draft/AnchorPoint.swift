import SnowmanModel

/// The nine named points of the picture the Settings screen's Anchor card offers as a 3×3 grid: a click puts the
/// step's anchor there (both numbers, one undo step); the steppers below it reach any other point.
public enum AnchorPoint: Int, DescribedControl, CaseIterable {
  case topLeft, top, topRight, left, centre, right, bottomLeft, bottom, bottomRight

  /// Where it is, as fractions of the picture (0 left or top edge, 1 right or bottom edge).
  public var x: Double { Double(rawValue % 3) / 2 }
  public var y: Double { Double(rawValue / 3) / 2 }

  public var key: String {
    let names = ["topLeft", "top", "topRight", "left", "centre", "right", "bottomLeft", "bottom", "bottomRight"]
    return "settings.anchor.\(names[rawValue])"
  }

  public func label(in state: AppState) -> String {
    ["Top left", "Top", "Top right", "Left", "Centre", "Right", "Bottom left", "Bottom", "Bottom right"][rawValue]
  }

  var clickActions: [AppAction] { [.draft(.anchorPointChosen(x: x, y: y))] }

  var kind: Int { rawValue }
  static let kindCount = allCases.count
  static var every: [AnchorPoint] { allCases }

  /// Whether the step shown has its anchor here.
  public func isChosen(in state: AppState) -> Bool {
    abs(state.tableValue(.anchorX) - x) < 1e-9 && abs(state.tableValue(.anchorY) - y) < 1e-9
  }
}

extension AnchorPoint: AccessibleControl {
  var role: AccessibleRole { .radioButton }
  func group(in state: AppState) -> AccessibleGroup? { nil }
}
