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

  static var every: [AnchorPoint] { allCases }

  /// The grid's one Tab stop: the chosen point, or the one nearest the anchor when it is between them.
  static func tabStop(in state: AppState) -> AnchorPoint {
    let x = state.tableValue(.anchorX), y = state.tableValue(.anchorY)
    return allCases.min { abs($0.x - x) + abs($0.y - y) < abs($1.x - x) + abs($1.y - y) } ?? .centre
  }

  /// ← → ↑ ↓ on the focused point: the anchor moves to the next point that way (staying at the grid's edge), and
  /// the focus with it, one edit a press.
  func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]? {
    let (dx, dy): (Int, Int)
    switch key {
    case .left: (dx, dy) = (-1, 0)
    case .right: (dx, dy) = (1, 0)
    case .up: (dx, dy) = (0, -1)
    case .down: (dx, dy) = (0, 1)
    default: return nil
    }
    let column = min(2, max(0, rawValue % 3 + dx)), row = min(2, max(0, rawValue / 3 + dy))
    guard let next = AnchorPoint(rawValue: row * 3 + column) else { return nil }
    return next.clickActions + [.pointerReleased] + AppAction.keyFocused(.feature(.anchor(next)))
  }

  /// Whether the step shown has its anchor here.
  public func isChosen(in state: AppState) -> Bool {
    abs(state.tableValue(.anchorX) - x) < 1e-9 && abs(state.tableValue(.anchorY) - y) < 1e-9
  }
}

extension AnchorPoint: AccessibleControl {
  var role: AccessibleRole { .radioButton }
  func group(in state: AppState) -> AccessibleGroup? { nil }
}
