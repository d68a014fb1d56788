import Foundation
import SnowmanModel

/// The pieces of a Lottie file every layer is built from: still and keyed values, shape groups, the backdrop.
extension MotionCode {
  static func still(_ value: [Double]) -> [String: Any] {
    ["a": 0, "k": value.count == 1 ? round4(value[0]) as Any : value.map(round4) as Any]
  }

  /// A property keyframed at every knot, each Bézier carried as the knot's `o` and `i` tangents.
  static func animated(_ knots: [LottieKnot], _ value: (Pose) -> [Double]) -> [String: Any] {
    let values = knots.map { value($0.pose).map(round4) }
    if values.allSatisfy({ $0 == values.first }) { return still(values.first ?? [0]) }
    let frames: [[String: Any]] = knots.enumerated().map { i, knot in
      var frame: [String: Any] = ["t": round4(knot.frame), "s": values[i]]
      if knot.hold {
        frame["h"] = 1
      } else if let ease = knot.ease {
        frame["o"] = ["x": [round4(ease.c1.x)], "y": [round4(ease.c1.y)]]
        frame["i"] = ["x": [round4(ease.c2.x)], "y": [round4(ease.c2.y)]]
      }
      return frame
    }
    return ["a": 1, "k": frames]
  }

  static func round4(_ v: Double) -> Double { (v * 10000).rounded() / 10000 }

  static func shapeGroup(_ items: [[String: Any]]) -> [String: Any] {
    let transform: [String: Any] = [
      "ty": "tr", "p": still([0, 0]), "a": still([0, 0]), "s": still([100, 100]), "r": still([0]), "o": still([100]),
    ]
    return ["ty": "gr", "nm": "Group", "it": items + [transform]]
  }

  static func ellipse(_ w: Double, _ h: Double) -> [String: Any] {
    ["ty": "el", "nm": "Ellipse", "p": still([0, 0]), "s": still([w, h])]
  }

  static func fill(_ color: CodeColor) -> [String: Any] {
    ["ty": "fl", "nm": "Fill", "c": still(color.unit + [1]), "o": still([100 * Double(color.a) / 255]), "r": 1]
  }

  static func backdropLayer(_ stage: CodeStage) -> [String: Any]? {
    let w = Double(stage.width), h = Double(stage.height)
    let rect: [String: Any] = [
      "ty": "rc", "nm": "Stage", "p": still([w / 2, h / 2]), "s": still([w, h]), "r": still([0]),
    ]
    let paint: [String: Any]
    switch stage.backdrop {
    case .transparent: return nil
    case .solid(let color): paint = fill(color)
    case .gradient(let top, let bottom):
      paint = [
        "ty": "gf", "nm": "Sky", "o": still([100]), "r": 1, "t": 1, "s": still([w / 2, 0]), "e": still([w / 2, h]),
        "g": ["p": 2, "k": still([0] + top.unit + [1] + bottom.unit)],
      ]
    }
    return [
      "ks": ["a": still([0, 0]), "p": still([0, 0]), "s": still([100, 100]), "r": still([0]), "o": still([100])],
      "shapes": [shapeGroup([rect, paint])],
    ]
  }
}
