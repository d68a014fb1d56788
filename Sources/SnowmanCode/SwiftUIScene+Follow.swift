import Foundation
import SnowmanModel

extension MotionCode {
  /// The properties a follower takes on from a parent (`MotionTracks.followed`), as SwiftUI's pose names them.
  static let followedProperties = SwiftProperty.all.filter {
    [.widthMultiplier, .heightMultiplier, .zTurns, .horizontalOffset, .verticalOffset].contains($0.key)
  }

  /// Each parent a scene's layers follow, once, as a `ViewModifier` a follower's copy wears after its place on the
  /// stage (nearest parent first): the parent's scale and turn about its anchor (a share of the stage, which the
  /// placed copy fills) and its move, on the parent's keyframes after its first copy's delay, held until the scene
  /// starts over.
  static func swiftUIFollows(
    _ setting: AnimationSetting, type: String, stage: CodeStage, total: Double, passes: Double
  ) -> [String] {
    let html = SceneHTML(stage: stage)
    var lines: [String] = []
    for parent in html.followedParents {
      let name = "\(type)Follow\(parent.number)"
      let r = html.parentBox(parent)
      let start = MotionTrack(parent.motion).start
      let anchor = (
        x: (r.x + start.anchorX * r.w) / Double(stage.width), y: (r.y + start.anchorY * r.h) / Double(stage.height)
      )
      let own = html.parentStage(parent)
      let lead = parent.delay > 0 ? num(parent.delay) : nil
      let tail = total - passes - parent.delay > 1e-9 ? num(total - passes - parent.delay) : nil
      let unit = "UnitPoint(x: \(num(anchor.x)), y: \(num(anchor.y)))"
      lines += ["", "struct \(name)Pose {"]
      lines += followedProperties.map { "  var \($0.name): Double = \(num($0.value(start)))" } + ["}"]
      lines += [
        "",
        "/// What a layer following \(parent.number == 0 ? "the picture" : "layer \(parent.number)") takes on from it: "
          + "its scale and turn about its anchor, and its move.",
        "struct \(name): ViewModifier {", "  func body(content: Content) -> some View {", "    content",
        "      .keyframeAnimator(initialValue: \(name)Pose(), repeating: true) { content, pose in", "        content",
        "          .scaleEffect(x: pose.scaleX, y: pose.scaleY, anchor: \(unit))",
        "          .rotationEffect(.degrees(pose.turnZ), anchor: \(unit))",
        "          .offset(x: pose.offsetX, y: pose.offsetY)", "      } keyframes: { _ in",
      ]
      for p in followedProperties {
        guard
          let written = swiftUIKeyframes(
            parent.motion, p, stage: own, cycles: setting.repeatCount, lead: lead, tail: tail)
        else { continue }
        lines.append("        KeyframeTrack(\\.\(p.name)) {")
        lines += written.map { "          " + $0 }
        lines.append("        }")
      }
      lines += ["      }", "  }", "}"]
    }
    return lines
  }
}
