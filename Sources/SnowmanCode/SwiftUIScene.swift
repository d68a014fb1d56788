import Foundation
import SnowmanModel

extension MotionCode {
  /// A scene as SwiftUI: a `ZStack` the stage's size holding the picture and, a layer at a time, a `ForEach` over
  /// the layer's copies, each a view of the layer's type given the copy's delay and its place among the copies.
  /// Every picture's animator plays its passes after its delay and holds until the whole scene has played, then
  /// starts over, as the scene's page and GIF loop.
  static func swiftUIScene(_ setting: AnimationSetting, name: String, stage: CodeStage) -> String {
    let type = typeName(name)
    let d = stage.density
    let ticks = Double(Timeline.ticksPerSecond)
    let total = Timeline(setting).exactTotalTicks / ticks
    let passes = Timeline(setting).exactMotionTicks / ticks
    let center = (x: Double(stage.width) / 2, y: Double(stage.height) / 2)
    var lines = [
      "// \(name), made with Snowman: SwiftUI's keyframeAnimator (iOS 17, macOS 14), the picture and the layers",
      "// above it, a ForEach a layer's copies. Offsets in points, turns and skews in degrees; SwiftUI's",
      "// rotation3DEffect perspective is relative, so the depth only approximates the stage's.", "import SwiftUI", "",
      "struct \(type)View: View {", "  var body: some View {", "    ZStack {", "      \(type)Picture()",
    ]
    for i in stage.layers.indices {
      let layer = "\(type)Layer\(i + 1)"
      lines.append("      ForEach(\(layer).copies.indices, id: \\.self) { k in \(layer)(copy: \(layer).copies[k]) }")
    }
    lines += [
      "    }", "    .frame(width: \(num(Double(stage.width))), height: \(num(Double(stage.height))))", "  }", "}", "",
      "/// Where a copy starts (seconds after the scene) and where it stands against its layer's own place, moved,",
      "/// turned (degrees) and scaled about its box's centre after its own motion, its fade a share of its opacity.",
      "struct \(type)Copy {", "  var delay: Double", "  var x = 0.0, y = 0.0, turn = 0.0, scale = 1.0, fade = 1.0", "}",
      "",
    ]
    // The picture: its passes, then held until the scene starts over.
    let first = MotionTrack(setting).start
    let size = stage.pictures.first.map(stage.baseSize) ?? (w: 0, h: 0)
    let held = total - passes > 1e-9 ? num(total - passes) : nil
    let keyframes = SwiftProperty.all.map {
      swiftUIKeyframes(setting, $0, stage: stage, cycles: setting.repeatCount, tail: held)
    }
    // A picture that never moves is only placed (its pose as a whole would go unused).
    let moving = keyframes.contains { $0 != nil }
    lines += moving ? swiftUIPose("\(type)Pose", first) + [""] : []
    lines += [
      "struct \(type)Picture: View {", "  var body: some View {", "    Image(\"\(pictureName(stage))\")",
      "      .resizable()", "      .frame(width: \(num(size.w)), height: \(num(size.h)))",
    ]
    if moving {
      lines += swiftUIAnimator("\(type)Pose", first) { p in
        SwiftProperty.all.firstIndex { $0.name == p.name }.flatMap { keyframes[$0] }
      }
    }
    lines += ["      .position(x: \(num(center.x)), y: \(num(center.y)))", "  }", "}"]
    for (i, layer) in stage.layers.enumerated() {
      let view = "\(type)Layer\(i + 1)"
      let own = stage.stage(for: layer)
      let start = MotionTrack(layer.motion).start
      let box = layer.layer.box
      let copies = zip(layer.layer.copies.delays, layer.layer.copies.placements).map { delay, place in
        "    \(type)Copy(delay: \(num(delay)), x: \(num(place.x * d)), y: \(num(place.y * d)), "
          + "turn: \(num(place.zTurns * 360)), scale: \(num(place.scale)), fade: \(num(place.fade))),"
      }
      lines += [""] + swiftUIPose("\(view)Pose", start)
      lines += [
        "", "/// \(layer.layer.name): \(copies.count == 1 ? "one copy" : "\(copies.count) copies").",
        "struct \(view): View {", "  static let copies: [\(type)Copy] = [",
      ]
      lines +=
        copies + [
          "  ]", "  let copy: \(type)Copy", "", "  var body: some View {",
          "    Image(\"\(((layer.picture.fileName) as NSString).deletingPathExtension)\")", "      .resizable()",
          "      .frame(width: \(num(box.width * d)), height: \(num(box.height * d)))",
        ]
      lines += swiftUIAnimator("\(view)Pose", start) { p in
        swiftUIKeyframes(
          layer.motion, p, stage: own, cycles: setting.repeatCount, lead: "copy.delay",
          tail: "\(num(total - passes)) - copy.delay")
      }
      lines += [
        "      .scaleEffect(copy.scale)", "      .rotationEffect(.degrees(copy.turn))",
        "      .offset(x: copy.x, y: copy.y)", "      .opacity(copy.fade)",
        "      .position(x: \(num(center.x + box.centerX * d)), y: \(num(center.y + box.centerY * d)))",
      ]
      lines += layer.parents.map { "      .modifier(\(type)Follow\($0.number)())" } + ["  }", "}"]
    }
    lines += swiftUIFollows(setting, type: type, stage: stage, total: total, passes: passes)
    return (lines + [""]).joined(separator: "\n")
  }
}
