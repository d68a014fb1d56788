import Foundation
import SnowmanModel

/// The pose's properties as Swift code names them, and how each reads off a pose (points and degrees).
private let properties: [(name: String, caKeyPath: String, value: @Sendable (Pose) -> Double)] = [
  ("scaleX", "transform.scale.x", { $0.scaleX }),
  ("scaleY", "transform.scale.y", { $0.scaleY }),
  ("turnX", "transform.rotation.x", { $0.rotationX * 180 / .pi }),
  ("turnY", "transform.rotation.y", { $0.rotationY * 180 / .pi }),
  ("turnZ", "transform.rotation.z", { $0.rotationZ * 180 / .pi }),
  ("opacity", "opacity", { $0.opacity }),
  ("offsetX", "transform.translation.x", { $0.offsetX }),
  ("offsetY", "transform.translation.y", { $0.offsetY }),
  ("depth", "transform.translation.z", { $0.depth }),
  ("skewX", "skew.x", { $0.skewX * 180 / .pi }),
  ("skewY", "skew.y", { $0.skewY * 180 / .pi }),
]

extension MotionCode {
  /// The preset as SwiftUI: a view that plays it with `keyframeAnimator`, one `KeyframeTrack` a property that
  /// moves; Béziers as `UnitCurve.bezier`, springs as `SpringKeyframe`, the rest as straight keyframes.
  public static func swiftUI(_ setting: AnimationSetting, name: String, stage: CodeStage) -> String {
    let track = MotionTrack(setting)
    let frames = track.passKeyframes(on: stage, springs: true, andBack: track.autoreverse)
    let cycle = track.passSeconds * (track.autoreverse ? 2 : 1)
    let type = typeName(name)
    let start = track.start
    // Where it turns, scales and skews about: the first step's anchor, a share of the picture as UnitPoint says it.
    let anchor = "UnitPoint(x: \(num(start.anchorX)), y: \(num(start.anchorY)))"
    var lines = [
      "// \(name), made with Snowman: SwiftUI's keyframeAnimator (iOS 17, macOS 14). Offsets in points, turns and",
      "// skews in degrees; SwiftUI's rotation3DEffect perspective is relative, so the depth only approximates the",
      "// stage's.",
      "import SwiftUI", "", "struct \(type)Pose {",
    ]
    for p in properties { lines.append("  var \(p.name): Double = \(num(p.value(start)))") }
    lines += [
      "}", "", "struct \(type)View: View {", "  var body: some View {", "    Image(\"\(pictureName(stage))\")",
      "      .keyframeAnimator(initialValue: \(type)Pose(), repeating: true) { content, pose in", "        content",
      "          .scaleEffect(x: pose.scaleX, y: pose.scaleY, anchor: \(anchor))",
      "          .transformEffect(CGAffineTransform(a: 1, b: tan(pose.skewY * .pi / 180), c: tan(pose.skewX * .pi / 180), "
        + "d: 1, tx: 0, ty: 0))",
      "          .rotation3DEffect(.degrees(pose.turnX), axis: (x: 1, y: 0, z: 0), anchor: \(anchor), anchorZ: pose.depth, "
        + "perspective: 0.5)",
      "          .rotation3DEffect(.degrees(pose.turnY), axis: (x: 0, y: 1, z: 0), anchor: \(anchor), perspective: 0.5)",
      "          .rotationEffect(.degrees(pose.turnZ), anchor: \(anchor))", "          .opacity(pose.opacity)",
      "          .offset(x: pose.offsetX, y: pose.offsetY)", "      } keyframes: { _ in",
    ]
    for p in properties {
      let values = frames.map { p.value($0.pose) }
      guard values.contains(where: { $0 != values[0] }) else { continue }
      lines.append("        KeyframeTrack(\\.\(p.name)) {")
      var i = 0
      while i < frames.count - 1 {
        // A run where this property holds still is one keyframe, however many stops other properties need.
        var j = i + 1
        while values[i] == values[j] && j + 1 < frames.count && values[j + 1] == values[i] { j += 1 }
        let to = num(values[j])
        let duration = num((frames[j].time - frames[i].time) * cycle)
        defer { i = j }
        if j > i + 1 {
          lines.append("          LinearKeyframe(\(to), duration: \(duration))")
          continue
        }
        switch frames[i].curve {
        case .bezier(let b)?:
          if b == CubicBezier(0, 0, 1, 1) {
            lines.append("          LinearKeyframe(\(to), duration: \(duration))")
          } else {
            lines.append(
              "          LinearKeyframe(\(to), duration: \(duration), timingCurve: .bezier("
                + "startControlPoint: UnitPoint(x: \(num(b.x1)), y: \(num(b.y1))), "
                + "endControlPoint: UnitPoint(x: \(num(b.x2)), y: \(num(b.y2)))))")
          }
        case .spring(let bounce)?:
          lines.append(
            "          SpringKeyframe(\(to), duration: \(duration), spring: Spring(duration: \(duration), bounce: \(num(bounce))))"
          )
        case .straight?, nil:
          lines.append("          LinearKeyframe(\(to), duration: \(duration))")
        }
      }
      lines.append("        }")
    }
    lines += ["      }", "  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// The preset as Core Animation: a `CAAnimationGroup` of `CAKeyframeAnimation`s on the picture's layer, inside a
  /// holder whose `sublayerTransform` has `m34 = -1/500`, as the stage projects.
  public static func coreAnimation(_ setting: AnimationSetting, name: String, stage: CodeStage) -> String {
    let track = MotionTrack(setting)
    let frames = track.passKeyframes(on: stage, springs: false, andBack: false)
    let function = typeName(name).prefix(1).lowercased() + typeName(name).dropFirst()
    var lines = [
      "// \(name), made with Snowman: Core Animation. `picture` is the picture's layer, centred in `holder`;",
      "// offsets in points, turns in radians.", "import QuartzCore", "",
      "func add\(typeName(name))Animation(to picture: CALayer, in holder: CALayer"
        + (track.pictures.count > 1 ? ", pictures: [CGImage]) {" : ") {"),
      "  var perspective = CATransform3DIdentity",
      "  perspective.m34 = \(track.start.perspective > 0 ? "-1.0 / " + num(1 / track.start.perspective) : "0")",
      "  holder.sublayerTransform = perspective",
      "  // Where it turns and scales about: the first step's anchor, a share of the picture.",
      "  picture.anchorPoint = CGPoint(x: \(num(track.start.anchorX)), y: \(num(track.start.anchorY)))", "",
      "  let keyTimes: [NSNumber] = [\(frames.map { num($0.time) }.joined(separator: ", "))]",
      "  let timingFunctions = [",
    ]
    for frame in frames.dropLast() {
      switch frame.curve {
      case .bezier(let b)?:
        lines.append("    \(Easing.custom(b).coreAnimation ?? ""),")
      case .spring?, .straight?, nil: lines.append("    CAMediaTimingFunction(name: .linear),")
      }
    }
    lines.append("  ]")
    // The offset moves the holder, so the perspective stays centred on the picture as on the stage.
    var animated: [String] = []
    for (layer, moves) in [("picture", false), ("holder", true)] {
      var body: [String] = []
      for p in properties where p.caKeyPath.hasPrefix("transform.translation") == moves {
        let values = frames.map {
          p.caKeyPath.hasPrefix("transform.rotation") ? p.value($0.pose) * .pi / 180 : p.value($0.pose)
        }
        guard values.contains(where: { $0 != values[0] }) else { continue }
        if p.caKeyPath.hasPrefix("skew") {
          // Core Animation has no skew key path: the picture's sublayer transform carries it (the picture's image in
          // a sublayer), skewX then skewY as one shear matrix a keyframe (row vectors: m21 = tan x, m12 = tan y,
          // m11 = 1 + tan x tan y), written once for both.
          guard !body.contains(where: { $0.contains("let skew =") }) else { continue }
          let shears = frames.map { frame -> String in
            let (tx, ty) = (tan(frame.pose.skewX), tan(frame.pose.skewY))
            return "shear(\(num(1 + tx * ty)), \(num(tx)), \(num(ty)))"
          }
          body += [
            "  // The skew shears the picture's sublayers: put its image in one.",
            "  func shear(_ m11: CGFloat, _ m21: CGFloat, _ m12: CGFloat) -> NSValue {",
            "    var t = CATransform3DIdentity", "    (t.m11, t.m21, t.m12) = (m11, m21, m12)",
            "    return NSValue(caTransform3D: t)", "  }",
            "  let skew = CAKeyframeAnimation(keyPath: \"sublayerTransform\")",
            "  skew.values = [\(shears.joined(separator: ", "))]", "  skew.keyTimes = keyTimes",
            "  skew.timingFunctions = timingFunctions", "  \(layer)Animations.append(skew)",
          ]
          continue
        }
        body += [
          "  let \(p.name) = CAKeyframeAnimation(keyPath: \"\(p.caKeyPath)\")",
          "  \(p.name).values = [\(values.map { num($0) }.joined(separator: ", "))]",
          "  \(p.name).keyTimes = keyTimes", "  \(p.name).timingFunctions = timingFunctions",
          "  \(layer)Animations.append(\(p.name))",
        ]
      }
      if !moves && track.pictures.count > 1 {
        let starts = track.segments.map { num($0.start / track.passTicks) }
        body += [
          "  // The pictures the chain swaps in, in order: \(stage.pictures.map(\.fileName).joined(separator: ", ")).",
          "  let swap = CAKeyframeAnimation(keyPath: \"contents\")",
          "  swap.values = [\(track.segments.map { "pictures[\($0.picture)]" }.joined(separator: ", "))]",
          "  swap.keyTimes = [\((starts + ["1"]).joined(separator: ", "))]", "  swap.calculationMode = .discrete",
          "  pictureAnimations.append(swap)",
        ]
      }
      guard !body.isEmpty else { continue }
      lines += ["", "  var \(layer)Animations: [CAAnimation] = []"] + body
      animated.append(layer)
    }
    for layer in animated {
      lines += [
        "", "  let \(layer)Group = CAAnimationGroup()", "  \(layer)Group.animations = \(layer)Animations",
        "  \(layer)Group.duration = \(num(track.passSeconds))", "  \(layer)Group.autoreverses = \(track.autoreverse)",
        "  \(layer)Group.repeatCount = \(track.repeatCount)", "  \(layer).add(\(layer)Group, forKey: \"\(function)\")",
      ]
    }
    lines += ["}", ""]
    return lines.joined(separator: "\n")
  }

  static func num(_ v: Double) -> String { Easing.number(v) }

  static func pictureName(_ stage: CodeStage) -> String {
    let name = stage.pictures.first?.fileName ?? "snowman.png"
    return (name as NSString).deletingPathExtension
  }

  /// A preset name as a Swift type name: its words capitalised and joined ("Ease back" → "EaseBack").
  static func typeName(_ name: String) -> String {
    let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var out = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if out.first?.isNumber ?? true { out = "Preset" + out }
    return out
  }
}
