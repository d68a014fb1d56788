import Foundation
import SnowmanModel

extension MotionCode {
  /// The preset as Core Animation: a `CAAnimationGroup` of `CAKeyframeAnimation`s on the picture's layer, one a key
  /// path on its own track's key times, inside a holder whose `sublayerTransform` has `m34 = -1/500`, as the stage
  /// projects.
  public static func coreAnimation(_ setting: AnimationSetting, name: String, stage: CodeStage) -> String {
    guard stage.layers.isEmpty else { return coreAnimationScene(setting, name: name, stage: stage) }
    let lines = [
      "// \(name), made with Snowman: Core Animation. `picture` is the picture's layer, centred in `holder`;",
      "// offsets in points, turns in radians.", "import QuartzCore", "",
    ]
    return (lines + caFunction(setting, name: typeName(name), stage: stage, delayed: false) + [""])
      .joined(separator: "\n")
  }

  /// The function `add<type>Animation(to:in:)` adding the motion to a picture's layer and its holder; `delayed`
  /// (a scene's picture) takes a delay too, holds its first pose until then and its last after its passes.
  static func caFunction(_ setting: AnimationSetting, name type: String, stage: CodeStage, delayed: Bool) -> [String] {
    let track = MotionTrack(setting)
    let function = type.prefix(1).lowercased() + type.dropFirst()
    // A layer's own stage holds its first picture alone: the page and the Lottie file show a layer one picture too.
    let swaps = track.pictures.count > 1 && stage.pictures.count == track.pictures.count
    var lines = [
      "func add\(type)Animation(to picture: CALayer, in holder: CALayer"
        + (swaps ? ", pictures: [CGImage]" : "")
        + (delayed ? ", after delay: CFTimeInterval) {" : ") {"),
      "  var perspective = CATransform3DIdentity",
      "  perspective.m34 = \(track.start.perspective > 0 ? "-1.0 / " + num(1 / track.start.perspective) : "0")",
      "  holder.sublayerTransform = perspective",
      "  // Where it turns and scales about: the first step's anchor, a share of the picture.",
      "  picture.anchorPoint = CGPoint(x: \(num(track.start.anchorX)), y: \(num(track.start.anchorY)))",
    ]
    // The offset moves the holder, so the perspective stays centred on the picture as on the stage.
    var animated: [String] = []
    for (layer, moves) in [("picture", false), ("holder", true)] {
      var body: [String] = []
      for p in SwiftProperty.all where p.caKeyPath.hasPrefix("transform.translation") == moves {
        guard !p.caKeyPath.hasPrefix("skew") else { continue }
        let frames = MotionTrack(setting, keys: [p.key]).passKeyframes(on: stage, springs: false, andBack: false)
        let values = frames.map {
          p.caKeyPath.hasPrefix("transform.rotation") ? p.value($0.pose) * .pi / 180 : p.value($0.pose)
        }
        // A property that never moves is still written when it stays off its rest, which the layer would show.
        let rest = p.key == .widthMultiplier || p.key == .heightMultiplier || p.key == .opacity ? 1.0 : 0
        guard values.contains(where: { $0 != values[0] || $0 != rest }) else { continue }
        body += caKeyframes(p.name, keyPath: p.caKeyPath, values: values.map { num($0) }, frames: frames)
        body.append("  \(layer)Animations.append(\(p.name))")
      }
      if !moves, let skew = caSkew(setting, stage: stage) { body += skew + ["  pictureAnimations.append(skew)"] }
      if !moves && swaps {
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
        "  \(layer)Group.repeatCount = \(track.repeatCount)",
      ]
      if delayed {
        lines += [
          "  \(layer)Group.beginTime = \(layer).convertTime(CACurrentMediaTime(), from: nil) + delay",
          "  \(layer)Group.fillMode = .both", "  \(layer)Group.isRemovedOnCompletion = false",
        ]
      }
      lines.append("  \(layer).add(\(layer)Group, forKey: \"\(function)\")")
    }
    return lines + ["}"]
  }

  /// A `CAKeyframeAnimation` named `name` on `keyPath`: `values` at the frames' times, each move on its frame's curve
  /// (a Bézier as itself, anything else straight between fitted stops).
  static func caKeyframes(_ name: String, keyPath: String, values: [String], frames: [PassKeyframe]) -> [String] {
    let timing = frames.dropLast().map { frame -> String in
      if case .bezier(let b)? = frame.curve, let said = Easing.custom(b).coreAnimation { return said }
      return "CAMediaTimingFunction(name: .linear)"
    }
    return [
      "  let \(name) = CAKeyframeAnimation(keyPath: \"\(keyPath)\")",
      "  \(name).values = [\(values.joined(separator: ", "))]",
      "  \(name).keyTimes = [\(frames.map { Easing.number($0.time, places: 6) }.joined(separator: ", "))]",
      "  \(name).timingFunctions = [\(timing.joined(separator: ", "))]",
    ]
  }

  /// Core Animation has no skew key path: the picture's sublayer transform carries it (the picture's image in a
  /// sublayer), skewX then skewY as one shear matrix a keyframe (row vectors: m21 = tan x, m12 = tan y,
  /// m11 = 1 + tan x tan y), keyed on the two skews' tracks. A matrix moves straight between keyframes where the
  /// stage turns the angles, so each move is followed in straight pieces, within a third of a point.
  static func caSkew(_ setting: AnimationSetting, stage: CodeStage) -> [String]? {
    let track = MotionTrack(setting, keys: [.skewX, .skewY])
    func shear(_ p: Pose) -> (x: Double, y: Double) { (tan(p.skewX), tan(p.skewY)) }
    var frames: [(time: Double, shear: (x: Double, y: Double))] = []
    let pass = track.passTicks, hold = CSSAnimation.cutWidth * track.passTicks
    for s in track.segments {
      if s.isCut {
        if s.start > 0 { frames.append(((s.start - hold) / pass, shear(s.from))) }
        continue
      }
      // The skews as the stage has them a share `u` of the way through the move (the segment's ends exactly, so a
      // jump at either end stays outside it).
      func at(_ u: Double) -> (x: Double, y: Double) {
        if u <= 0 || u >= 1 { return shear(s.pose(at: u)) }
        let seconds = (s.start + u * s.length) / Double(Timeline.ticksPerSecond)
        return shear(setting.tracks.pose(at: seconds))
      }
      func refine(_ a: Double, _ b: Double, depth: Int) -> [Double] {
        let fa = at(a), fb = at(b)
        let straight = [0.25, 0.5, 0.75].allSatisfy { q in
          let f = at(a + (b - a) * q)
          return abs(fa.x + (fb.x - fa.x) * q - f.x) < 0.002 && abs(fa.y + (fb.y - fa.y) * q - f.y) < 0.002
        }
        if straight || depth > 12 { return [a] }
        return refine(a, (a + b) / 2, depth: depth + 1) + refine((a + b) / 2, b, depth: depth + 1)
      }
      // Started from a staircase's corners and sixteenths, so steps that happen to line up are not taken for a
      // straight line.
      var starts = Set((0...16).map { Double($0) / 16 })
      starts.formUnion((s.easing.cornerStops ?? []).map(\.x))
      let marks = starts.filter { (0...1).contains($0) }.sorted()
      for (a, b) in zip(marks, marks.dropFirst()) where b > a {
        for u in refine(a, b, depth: 0) { frames.append(((s.start + u * s.length) / pass, at(u))) }
      }
    }
    frames.append((1, shear(track.end)))
    guard frames.contains(where: { $0.shear.x != 0 || $0.shear.y != 0 }) else { return nil }
    let values = frames.map { "shear(\(num(1 + $0.shear.x * $0.shear.y)), \(num($0.shear.x)), \(num($0.shear.y)))" }
    return [
      "  // The skew shears the picture's sublayers: put its image in one.",
      "  func shear(_ m11: CGFloat, _ m21: CGFloat, _ m12: CGFloat) -> NSValue {",
      "    var t = CATransform3DIdentity", "    (t.m11, t.m21, t.m12) = (m11, m21, m12)",
      "    return NSValue(caTransform3D: t)", "  }",
      "  let skew = CAKeyframeAnimation(keyPath: \"sublayerTransform\")",
      "  skew.values = [\(values.joined(separator: ", "))]",
      "  skew.keyTimes = [\(frames.map { Easing.number($0.time, places: 6) }.joined(separator: ", "))]",
      "  skew.calculationMode = .linear",
    ]
  }
}
