import Foundation
import SnowmanModel

extension MotionCode {
  /// The preset as SwiftUI: a view that plays it with `keyframeAnimator`, a `KeyframeTrack` for each property that
  /// moves, on that property's own keyframes: Béziers as `LinearKeyframe` with a `UnitCurve.bezier`, springs as
  /// `SpringKeyframe`, cuts as `MoveKeyframe`, other curves as straight keyframes within half a pixel.
  public static func swiftUI(_ setting: AnimationSetting, name: String, stage: CodeStage) -> String {
    guard stage.layers.isEmpty else { return swiftUIScene(setting, name: name, stage: stage) }
    let start = MotionTrack(setting).start
    let type = typeName(name)
    var lines = [
      "// \(name), made with Snowman: SwiftUI's keyframeAnimator (iOS 17, macOS 14). Offsets in points, turns and",
      "// skews in degrees; SwiftUI's rotation3DEffect perspective is relative, so the depth only approximates the",
      "// stage's.",
      "import SwiftUI", "",
    ]
    lines += swiftUIPose("\(type)Pose", start)
    lines += ["", "struct \(type)View: View {", "  var body: some View {", "    Image(\"\(pictureName(stage))\")"]
    lines += swiftUIAnimator("\(type)Pose", start) { swiftUIKeyframes(setting, $0, stage: stage) }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// A pose type holding every property SwiftUI's animator keys, starting at `start`.
  static func swiftUIPose(_ type: String, _ start: Pose) -> [String] {
    ["struct \(type) {"] + SwiftProperty.all.map { "  var \($0.name): Double = \(num($0.value(start)))" } + ["}"]
  }

  /// The modifiers that play a pose of `type` (starting at `start`) on the image above them, each property's
  /// keyframes from `keyframes` (nil for a property that never moves).
  static func swiftUIAnimator(_ type: String, _ start: Pose, keyframes: (SwiftProperty) -> [String]?) -> [String] {
    // Where it turns, scales and skews about: the first step's anchor, a share of the picture as UnitPoint says it.
    let anchor = "UnitPoint(x: \(num(start.anchorX)), y: \(num(start.anchorY)))"
    var lines = [
      "      .keyframeAnimator(initialValue: \(type)(), repeating: true) { content, pose in", "        content",
      "          .scaleEffect(x: pose.scaleX, y: pose.scaleY, anchor: \(anchor))",
      "          .transformEffect(CGAffineTransform(a: 1, b: tan(pose.skewY * .pi / 180), c: tan(pose.skewX * .pi / 180), "
        + "d: 1, tx: 0, ty: 0))",
      "          .rotation3DEffect(.degrees(pose.turnX), axis: (x: 1, y: 0, z: 0), anchor: \(anchor), anchorZ: pose.depth, "
        + "perspective: 0.5)",
      "          .rotation3DEffect(.degrees(pose.turnY), axis: (x: 0, y: 1, z: 0), anchor: \(anchor), perspective: 0.5)",
      "          .rotationEffect(.degrees(pose.turnZ), anchor: \(anchor))", "          .opacity(pose.opacity)",
      "          .offset(x: pose.offsetX, y: pose.offsetY)", "      } keyframes: { _ in",
    ]
    for p in SwiftProperty.all {
      guard let written = keyframes(p) else { continue }
      lines.append("        KeyframeTrack(\\.\(p.name)) {")
      lines += written.map { "          " + $0 }
      lines.append("        }")
    }
    return lines + ["      }"]
  }

  /// One property's keyframes over a cycle of the animator (there and back with autoreverse), on its own track's
  /// keyframes; nil when it never moves.
  /// In a scene, `cycles` of them, held at the start for `lead` seconds and at the end for `tail` (Swift
  /// expressions) before the animator starts over.
  static func swiftUIKeyframes(
    _ setting: AnimationSetting, _ p: SwiftProperty, stage: CodeStage, cycles: Int = 1, lead: String? = nil,
    tail: String? = nil
  ) -> [String]? {
    let track = MotionTrack(setting, keys: [p.key])
    let ticks = Double(Timeline.ticksPerSecond)
    var lines: [String] = []
    var current = p.value(track.start)
    var held = 0.0
    var moves = false
    // Durations as the differences of the written times, so their rounding does not add up over many keyframes.
    var clock = 0.0, written = 0.0
    func duration(_ seconds: Double) -> String {
      clock += seconds
      let end = (clock * 100_000).rounded() / 100_000
      defer { written = end }
      return Easing.number(max(0, end - written), places: 5)
    }
    func flush() {
      guard held > 0 else { return }
      lines.append("LinearKeyframe(\(MotionCode.num(current)), duration: \(duration(held)))")
      held = 0
    }
    func write(_ keyframe: String, to value: Double) {
      flush()
      lines.append(keyframe)
      moves = moves || value != current
      current = value
    }
    func play(_ s: MotionSegment, backwards: Bool) {
      let (a, b) = backwards ? (s.to, s.from) : (s.from, s.to)
      let to = p.value(b), seconds = s.length / ticks
      if s.isCut {
        if to != current { write("MoveKeyframe(\(MotionCode.num(to)))", to: to) }
        return
      }
      guard p.value(a) != to else {
        held += seconds
        return
      }
      // What waited is written before this move's duration is counted.
      flush()
      let value = MotionCode.num(to)
      if var bezier = s.easing.bezier {
        if backwards { bezier = CubicBezier(1 - bezier.x2, 1 - bezier.y2, 1 - bezier.x1, 1 - bezier.y1) }
        if bezier == CubicBezier(0, 0, 1, 1) {
          write("LinearKeyframe(\(value), duration: \(duration(seconds)))", to: to)
        } else {
          write(
            "LinearKeyframe(\(value), duration: \(duration(seconds)), timingCurve: .bezier("
              + "startControlPoint: UnitPoint(x: \(MotionCode.num(bezier.x1)), y: \(MotionCode.num(bezier.y1))), "
              + "endControlPoint: UnitPoint(x: \(MotionCode.num(bezier.x2)), y: \(MotionCode.num(bezier.y2)))))",
            to: to)
        }
        return
      }
      if !backwards, case .spring(let bounce) = s.easing {
        let length = duration(seconds)
        write(
          "SpringKeyframe(\(value), duration: \(length), spring: Spring(duration: \(length), "
            + "bounce: \(MotionCode.num(bounce))))", to: to)
        return
      }
      // Any other curve: straight keyframes through stops fitted to it, walked back for the return pass.
      var stops = CurveFit.linearStops(s.easing, tolerance: s.tolerance(on: stage))
      if backwards { stops = stops.reversed().map { (t: 1 - $0.t, v: $0.v) } }
      for (before, stop) in zip(stops, stops.dropFirst()) {
        let value = p.value(s.from.interpolated(to: s.to, stop.v))
        let d = (stop.t - before.t) * seconds
        // A jump within the curve (a staircase's step) takes no time.
        write(
          d > 0
            ? "LinearKeyframe(\(MotionCode.num(value)), duration: \(duration(d)))"
            : "MoveKeyframe(\(MotionCode.num(value)))",
          to: value)
      }
    }
    if let lead { lines.append("LinearKeyframe(\(MotionCode.num(current)), duration: \(lead))") }
    for _ in 0..<cycles {
      // A pass that does not come back starts the next from the start again, as the animator's own repeat does.
      let start = p.value(track.start)
      if start != current { write("MoveKeyframe(\(MotionCode.num(start)))", to: start) }
      for s in track.segments { play(s, backwards: false) }
      if track.autoreverse { for s in track.segments.reversed() { play(s, backwards: true) } }
    }
    flush()
    if let tail { lines.append("LinearKeyframe(\(MotionCode.num(current)), duration: \(tail))") }
    return moves ? lines : nil
  }
}
