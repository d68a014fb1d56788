import SnowmanModel

extension LayersFeature {
  /// A layer's place at rest as its rows edit it: its box's centre across and down from the stage's centre, and its
  /// size (the height; the width keeps the box's proportions), in points of the stage an export frames.
  public enum PlaceField: String, CaseIterable, Hashable, Sendable {
    case across, down, size

    /// The row's name.
    public var label: String {
      switch self {
      case .across: return "Across"
      case .down: return "Down"
      case .size: return "Size"
      }
    }

    /// The least and most the row takes, in points.
    public var range: ClosedRange<Double> {
      switch self {
      case .across, .down: return -1000...1000
      case .size: return 4...1000
      }
    }

    public func value(of box: SceneLayer.RestBox) -> Double {
      switch self {
      case .across: return box.centerX
      case .down: return box.centerY
      case .size: return box.height
      }
    }

    /// `box` with this number set to `value` (within `range`, on the steps' grid); a new size keeps the box's
    /// proportions.
    public func set(_ value: Double, in box: SceneLayer.RestBox) -> SceneLayer.RestBox {
      let v = (min(max(value, range.lowerBound), range.upperBound) / placeStep).rounded() * placeStep
      var out = box
      switch self {
      case .across: out.centerX = v
      case .down: out.centerY = v
      case .size:
        out.width = box.width * v / max(box.height, 1e-9)
        out.height = v
      }
      return out
    }
  }

  /// A place stepper's step, in points.
  public static let placeStep = 4.0
}
