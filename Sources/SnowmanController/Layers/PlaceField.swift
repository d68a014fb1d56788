import Foundation
import SnowmanModel

extension LayersFeature {
  /// A number of the chosen layer as its rows edit it: its place at rest (its box's centre across and down from the
  /// stage's centre, and its size: the height, the width keeping the box's proportions, in points of the stage an
  /// export frames) and the step from each of its copies to the next (moved across and down in points, turned in
  /// degrees, sized and faded in percent), as `CAReplicatorLayer`'s instance transform and alpha offset are.
  public enum PlaceField: String, CaseIterable, Hashable, Sendable {
    case across, down, size
    case eachAcross, eachDown, eachTurn, eachSize, eachFade

    /// The fields of the layer's place, and those of its copies' step.
    public static let place: [PlaceField] = [.across, .down, .size]
    public static let step: [PlaceField] = [.eachAcross, .eachDown, .eachTurn, .eachSize, .eachFade]

    /// The row's name: short enough to leave its number room on a 360-pt column.
    public var label: String {
      switch self {
      case .across: return "Across"
      case .down: return "Down"
      case .size: return "Size"
      case .eachAcross: return "Offset across"
      case .eachDown: return "Offset down"
      case .eachTurn: return "Offset turn"
      case .eachSize: return "Offset size"
      case .eachFade: return "Offset fade"
      }
    }

    /// What a screen reader calls the row: the copies' offset says whose it is.
    public var spokenLabel: String {
      switch self {
      case .across, .down, .size: return label
      case .eachAcross: return "Each copy's offset across"
      case .eachDown: return "Each copy's offset down"
      case .eachTurn: return "Each copy's turn from the one before"
      case .eachSize: return "Each copy's size against the one before"
      case .eachFade: return "Each copy's fade against the one before"
      }
    }

    /// The row's name in the ui-map: `settings.layer.across`, `settings.copies.turn`.
    public var idName: String {
      switch self {
      case .across, .down, .size: return "layer.\(rawValue)"
      case .eachAcross: return "copies.across"
      case .eachDown: return "copies.down"
      case .eachTurn: return "copies.turn"
      case .eachSize: return "copies.size"
      case .eachFade: return "copies.fade"
      }
    }

    /// The least and most the row takes, in its unit.
    public var range: ClosedRange<Double> {
      switch self {
      case .across, .down: return -1000...1000
      case .size: return 4...1000
      case .eachAcross, .eachDown: return -200...200
      case .eachTurn: return -180...180
      case .eachSize: return 50...150
      case .eachFade: return -50...0
      }
    }

    /// A stepper's step, in the row's unit.
    public var step: Double {
      switch self {
      case .across, .down, .size: return 4
      case .eachAcross, .eachDown: return 2
      case .eachTurn: return 5
      case .eachSize, .eachFade: return 1
      }
    }

    /// The unit the row writes after its number.
    public var unit: String {
      switch self {
      case .across, .down, .size, .eachAcross, .eachDown: return " pt"
      case .eachTurn: return "°"
      case .eachSize, .eachFade: return " %"
      }
    }

    /// The number in the row's unit.
    public func value(of layer: SceneLayer) -> Double {
      let step = layer.copies.step
      switch self {
      case .across: return layer.box.centerX
      case .down: return layer.box.centerY
      case .size: return layer.box.height
      case .eachAcross: return step.offsetX
      case .eachDown: return step.offsetY
      case .eachTurn: return step.zTurns * 360
      case .eachSize: return step.scale * 100
      case .eachFade: return step.opacity * 100
      }
    }

    /// `layer` with this number set to `value` (within `range`, on the steps' grid); a new size keeps the box's
    /// proportions.
    public func set(_ value: Double, in layer: SceneLayer) -> SceneLayer {
      let v = (min(max(value, range.lowerBound), range.upperBound) / step).rounded() * step
      var out = layer
      switch self {
      case .across: out.box.centerX = v
      case .down: out.box.centerY = v
      case .size:
        out.box.width = layer.box.width * v / max(layer.box.height, 1e-9)
        out.box.height = v
      case .eachAcross: out.copies.step.offsetX = v
      case .eachDown: out.copies.step.offsetY = v
      case .eachTurn: out.copies.step.zTurns = v / 360
      case .eachSize: out.copies.step.scale = v / 100
      case .eachFade: out.copies.step.opacity = v / 100
      }
      return out
    }
  }
}
