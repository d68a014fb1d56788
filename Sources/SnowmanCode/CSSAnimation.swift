import Foundation
import SnowmanModel

/// The preset as CSS: `@keyframes` for the motion (transform and opacity), the shadow and, when the chain swaps
/// pictures, each picture's turn on stage; the rules that play them on a stage of the export's size.
struct CSSAnimation {
  let track: MotionTrack
  let stage: CodeStage
  /// The names every rule and `@keyframes` starts with.
  let prefix: String

  /// `transform` for a pose: the stage's order (scale, turn about X, then Y, then Z, perspective about the
  /// picture's centre, then the offset), written right to left as CSS applies it.
  func transform(_ pose: Pose) -> String {
    let d = stage.density
    func deg(_ radians: Double) -> String { Easing.number(radians * 180 / .pi, places: 3) + "deg" }
    return
      "translate(\(Easing.number(pose.offsetX * d, places: 3))px, \(Easing.number(pose.offsetY * d, places: 3))px) "
      + "perspective(\(Easing.number(stage.perspective, places: 3))px) rotateZ(\(deg(pose.rotationZ))) "
      + "rotateY(\(deg(pose.rotationY))) rotateX(\(deg(pose.rotationX))) "
      + "scale(\(Easing.number(pose.scaleX, places: 5)), \(Easing.number(pose.scaleY, places: 5)))"
  }

  /// The shadow's `transform` and `opacity`: it slides and widens with the picture, and fades only partly.
  func shadowStyle(_ pose: Pose) -> String {
    let x = Easing.number(pose.offsetX * stage.density, places: 3)
    return "transform: translateX(\(x)px) scaleX(\(Easing.number(pose.scaleX, places: 5))); "
      + "opacity: \(Easing.number(StageFit.shadowOpacity(min(max(pose.opacity, 0), 1)), places: 5));"
  }

  /// Where tick `tick` of a pass falls, as a keyframe selector.
  func percent(_ tick: Int) -> String {
    Easing.number(Double(tick) * 100 / Double(track.passTicks)) + "%"
  }

  /// One `@keyframes` block: `style` at every step boundary, each segment on its curve.
  func keyframes(_ name: String, _ style: (Pose) -> String) -> String {
    var lines = ["@keyframes \(name) {"]
    for segment in track.segments {
      let timing = CurveFit.cssTiming(segment.easing, tolerance: segment.tolerance(on: stage))
      lines.append("  \(percent(segment.startTick)) { \(style(segment.from)) animation-timing-function: \(timing); }")
    }
    if let last = track.segments.last { lines.append("  100% { \(style(last.to)) }") }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// Picture `index`'s turn on stage: visible while the steps that show it play.
  func showKeyframes(_ index: Int) -> String {
    var lines = ["@keyframes \(prefix)-show-\(index) {"]
    for segment in track.segments {
      lines.append(
        "  \(percent(segment.startTick)) { visibility: \(segment.picture == index ? "visible" : "hidden"); }")
    }
    if let last = track.segments.last {
      lines.append("  100% { visibility: \(last.picture == index ? "visible" : "hidden"); }")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// `animation` for keyframes `name`: the pass's length, forever or the preset's passes, there and back with
  /// autoreverse.
  func animation(_ name: String, forever: Bool, timing: String = "linear") -> String {
    let count = forever ? "infinite" : String(track.passCount)
    let direction = track.autoreverse ? "alternate" : "normal"
    return "\(name) \(Easing.number(track.passSeconds, places: 5))s \(timing) 0s \(count) \(direction) both"
  }

  /// Every `@keyframes` the stage needs: the motion, the shadow when there is one, each picture's turn when the
  /// chain swaps.
  func allKeyframes(shadow: Bool) -> [String] {
    var blocks = [keyframes("\(prefix)-motion") { "transform: \(transform($0)); opacity: \(opacityText($0));" }]
    if shadow { blocks.append(keyframes("\(prefix)-shadow", shadowStyle)) }
    if track.pictures.count > 1 { blocks += track.pictures.indices.map(showKeyframes) }
    return blocks
  }

  func opacityText(_ pose: Pose) -> String { Easing.number(min(max(pose.opacity, 0), 1), places: 5) }
}
