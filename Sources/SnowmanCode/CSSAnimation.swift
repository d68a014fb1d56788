import Foundation
import SnowmanModel

/// The preset as CSS: `@keyframes` for the motion (transform and its origin), the fade (opacity, on its own curves),
/// the shadow and, when the chain swaps pictures, each picture's turn on stage; the rules that play them on a stage
/// of the export's size.
struct CSSAnimation {
  let track: MotionTrack
  let stage: CodeStage
  /// The names every rule and `@keyframes` starts with.
  let prefix: String

  /// How far before a cut the picture still holds where it was, as a share of the pass: CSS has no jump, so a cut
  /// is a change over a millionth of the pass, between any two frames.
  static let cutWidth = 1e-6

  /// `transform` for a pose, in the stage's order written right to left as CSS applies it, about the picture's
  /// anchor (`origin`): every keyframe writes every function, so a browser interpolates each on its own, as the
  /// stage does (a perspective of none is `perspective(none)`, which interpolates as the stage's eye does).
  func transform(_ pose: Pose) -> String {
    let d = stage.density
    func deg(_ radians: Double) -> String { Easing.number(radians * 180 / .pi, places: 3) + "deg" }
    func px(_ points: Double) -> String { Easing.number(points * d, places: 3) + "px" }
    let eye = pose.eye.map { px($0) } ?? "none"
    // A move on a curve of its own is the `translate` property's, applied before (outside) the transform.
    let move = track.movesApart ? "" : "translate(\(px(pose.offsetX)), \(px(pose.offsetY))) "
    return "\(move)perspective(\(eye)) translateZ(\(px(pose.depth))) "
      + "rotateZ(\(deg(pose.rotationZ))) rotateY(\(deg(pose.rotationY))) rotateX(\(deg(pose.rotationX))) "
      + "skewX(\(deg(pose.skewX))) skewY(\(deg(pose.skewY))) "
      + "scale(\(Easing.number(pose.scaleX, places: 5)), \(Easing.number(pose.scaleY, places: 5)))"
  }

  /// `transform-origin` for a pose: its anchor, as shares of the picture's box.
  func origin(_ pose: Pose) -> String {
    "\(Easing.number(pose.anchorX * 100, places: 4))% \(Easing.number(pose.anchorY * 100, places: 4))%"
  }

  /// The motion's style at a pose: the transform about its anchor.
  func motionStyle(_ pose: Pose) -> String { "transform: \(transform(pose)); transform-origin: \(origin(pose));" }

  /// The move's style at a pose, when it is written apart: the `translate` property.
  func moveStyle(_ pose: Pose) -> String {
    let d = stage.density
    return "translate: \(Easing.number(pose.offsetX * d, places: 3))px \(Easing.number(pose.offsetY * d, places: 3))px;"
  }

  /// The fade's style at a pose.
  func fadeStyle(_ pose: Pose) -> String { "opacity: \(opacityText(pose));" }

  /// The shadow's `transform` and its origin: it slides with the picture and widens with its width about where the
  /// anchor is along it, so its middle follows the picture's.
  func shadowStyle(_ pose: Pose) -> String {
    let x = Easing.number(pose.offsetX * stage.density, places: 3)
    // The shadow is 80 % of the picture's width, centred under it: the anchor's place along the shadow.
    let along = Easing.number((pose.anchorX - 0.1) / 0.8 * 100, places: 4)
    let move = track.movesApart ? "" : "translateX(\(x)px) "
    return "transform: \(move)scaleX(\(Easing.number(pose.scaleX, places: 5))); transform-origin: \(along)% 50%;"
  }

  /// The shadow's sideways move, when the move is written apart.
  func shadowMoveStyle(_ pose: Pose) -> String {
    "translate: \(Easing.number(pose.offsetX * stage.density, places: 3))px 0px;"
  }

  /// The shadow's `opacity`: it fades only partly, on the picture's fade.
  func shadowFadeStyle(_ pose: Pose) -> String {
    "opacity: \(Easing.number(StageFit.shadowOpacity(min(max(pose.opacity, 0), 1)), places: 5));"
  }

  /// Where `tick` (exact, in ticks of the pass) falls, as a keyframe selector.
  func percent(_ tick: Double) -> String {
    Easing.number(tick * 100 / track.passTicks, places: 5) + "%"
  }

  /// One `@keyframes` block: `style` at every step boundary, each step on its curve (`curve` picks the step's or
  /// its opacity's); a cut holds the pose before it until a millionth of the pass before the cut.
  func keyframes(_ name: String, curve: (MotionSegment) -> Easing = \.easing, _ style: (Pose) -> String) -> String {
    var lines = ["@keyframes \(name) {"]
    let pass = track.passTicks
    for (i, segment) in track.segments.enumerated() {
      if segment.isCut {
        // The jump: what the step before reached, held to just before the cut; nothing to hold at the start.
        if segment.start > 0 && (i == 0 || !track.segments[i - 1].isCut || track.segments[i - 1].start < segment.start)
        {
          let before = max(0, segment.start - CSSAnimation.cutWidth * pass)
          lines.append("  \(percent(before)) { \(style(segment.from)) animation-timing-function: linear; }")
        }
        continue
      }
      let timing = CurveFit.cssTiming(curve(segment), tolerance: segment.tolerance(on: stage))
      lines.append("  \(percent(segment.start)) { \(style(segment.from)) animation-timing-function: \(timing); }")
    }
    lines.append("  100% { \(style(track.end)) }")
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// Picture `index`'s turn on stage: visible while the steps that show it play.
  func showKeyframes(_ index: Int) -> String {
    var lines = ["@keyframes \(prefix)-show-\(index) {"]
    for segment in track.segments where !segment.isCut || segment.start == 0 {
      lines.append(
        "  \(percent(segment.start)) { visibility: \(segment.picture == index ? "visible" : "hidden"); }")
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

  /// The motion's and the fade's `@keyframes` (`NAME-motion` and `NAME-fade`): the picture's own animation.
  func pictureKeyframes(_ name: String) -> [String] {
    [keyframes("\(name)-motion", motionStyle), keyframes("\(name)-fade", curve: \.fadeEasing, fadeStyle)]
      + (track.movesApart ? [keyframes("\(name)-move", curve: \.moveEasing, moveStyle)] : [])
  }

  /// The picture's `animation` value: the motion and the fade (and the move), together.
  func pictureAnimation(_ name: String, forever: Bool) -> String {
    animation("\(name)-motion", forever: forever) + ", " + animation("\(name)-fade", forever: forever)
      + (track.movesApart ? ", " + animation("\(name)-move", forever: forever) : "")
  }

  /// Every `@keyframes` the stage needs: the motion and fade, the shadow when there is one, each picture's turn
  /// when the chain swaps.
  func allKeyframes(shadow: Bool) -> [String] {
    var blocks = pictureKeyframes(prefix)
    if shadow {
      blocks += [
        keyframes("\(prefix)-shadow", shadowStyle),
        keyframes("\(prefix)-shadow-fade", curve: \.fadeEasing, shadowFadeStyle),
      ]
      if track.movesApart { blocks.append(keyframes("\(prefix)-shadow-move", curve: \.moveEasing, shadowMoveStyle)) }
    }
    return blocks + showKeyframesIfSwapping()
  }

  /// Each picture's turn on stage, when the chain swaps pictures.
  func showKeyframesIfSwapping() -> [String] {
    track.pictures.count > 1 ? track.pictures.indices.map(showKeyframes) : []
  }

  func opacityText(_ pose: Pose) -> String { Easing.number(min(max(pose.opacity, 0), 1), places: 5) }
}
