import Foundation
import SnowmanModel

/// The pieces of a Lottie file every layer is built from: still and keyed values, shape groups, the backdrop.
extension MotionCode {
  static func still(_ value: [Double]) -> LottieProperty {
    LottieProperty(a: 0, k: .value(value.count == 1 ? .one(round4(value[0])) : .list(value.map(round4))))
  }

  /// A property keyframed at every knot, each Bézier carried as the knot's `o` and `i` tangents.
  static func animated(_ knots: [LottieKnot], _ value: (Pose) -> [Double]) -> LottieProperty {
    let values = knots.map { value($0.pose).map(round4) }
    if values.allSatisfy({ $0 == values.first }) { return still(values.first ?? [0]) }
    let frames: [LottieKeyframe] = knots.enumerated().map { i, knot in
      var frame = LottieKeyframe(t: round4(knot.frame), s: values[i])
      if knot.hold {
        frame.h = 1
      } else if let ease = knot.ease {
        frame.o = LottieHandle(x: .list([round4(ease.c1.x)]), y: .list([round4(ease.c1.y)]))
        frame.i = LottieHandle(x: .list([round4(ease.c2.x)]), y: .list([round4(ease.c2.y)]))
      }
      return frame
    }
    return LottieProperty(a: 1, k: .keyframes(frames))
  }

  static func round4(_ v: Double) -> Double { (v * 10000).rounded() / 10000 }

  static func shapeGroup(_ items: [LottieShape]) -> LottieShape {
    let transform = LottieShape.Transform(
      p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still([0]), o: still([100]))
    return .group(LottieShape.Group(nm: "Group", it: items + [.transform(transform)]))
  }

  static func ellipse(_ w: Double, _ h: Double) -> LottieShape {
    .ellipse(LottieShape.Ellipse(nm: "Ellipse", p: still([0, 0]), s: still([w, h])))
  }

  static func fill(_ color: CodeColor) -> LottieShape {
    .fill(LottieShape.Fill(nm: "Fill", c: still(color.unit + [1]), o: still([100 * Double(color.a) / 255]), r: 1))
  }

  /// The stage's backdrop as a shape layer's transform and shapes, nil when it is transparent.
  static func backdropLayer(_ stage: CodeStage) -> (ks: LottieTransform, shapes: [LottieShape])? {
    let w = Double(stage.width), h = Double(stage.height)
    let rect = LottieShape.rectangle(
      LottieShape.Rectangle(nm: "Stage", p: still([w / 2, h / 2]), s: still([w, h]), r: still([0])))
    let paint: LottieShape
    switch stage.backdrop {
    case .transparent: return nil
    case .solid(let color): paint = fill(color)
    case .gradient(let top, let bottom):
      paint = .gradientFill(
        LottieShape.GradientFill(
          nm: "Sky", o: still([100]), r: 1, t: 1, s: still([w / 2, 0]), e: still([w / 2, h]),
          g: LottieShape.Stops(p: 2, k: still([0] + top.unit + [1] + bottom.unit))))
    }
    return (
      LottieTransform(a: still([0, 0]), p: still([0, 0]), s: still([100, 100]), o: still([100]), r: still([0])),
      [shapeGroup([rect, paint])]
    )
  }
}
