import Foundation
import SnowmanModel

/// A layer's parents in a page or a stylesheet: the layer's holder inside an element for each parent, standing on
/// the parent's rest box and playing the parent's move, turn and scale about its anchor (its `followed` tracks, with
/// its first copy's delay), holding a frame the stage's size that puts the stage's own corner back where the
/// element's was: the copies inside stand where they would without it, and move as the parent's element moves them.
extension SceneHTML {
  /// Every parent a shown layer follows, each once, the first picture first.
  var followedParents: [ParentMotion] {
    var seen: [Int: ParentMotion] = [:]
    for layer in stage.layers { for parent in layer.parents { seen[parent.number] = parent } }
    return seen.keys.sorted().compactMap { seen[$0] }
  }

  /// The class of the element that moves as parent `number` moves; its frame's is this with `-frame`.
  func parentClass(_ number: Int) -> String { "\(names)-follow-\(number)" }

  /// A parent's rest box in the stage's pixels, from its corner: the first picture's is the stage's fit of it.
  func parentBox(_ parent: ParentMotion) -> (x: Double, y: Double, w: Double, h: Double) {
    let (cx, cy, d) = (Double(stage.width) / 2, Double(stage.height) / 2, stage.density)
    guard let box = parent.box else {
      let size = stage.pictures.first.map(stage.baseSize) ?? (w: 0, h: 0)
      return (cx - size.w / 2, cy - size.h / 2, size.w, size.h)
    }
    return (
      cx + (box.centerX - box.width / 2) * d, cy + (box.centerY - box.height / 2) * d, box.width * d, box.height * d
    )
  }

  /// The stage a parent's motion is fitted on: a stand-in picture filling its box, on nothing.
  func parentStage(_ parent: ParentMotion) -> CodeStage {
    let r = parentBox(parent)
    var stand = CodePicture(fileName: "", png: Data(), width: 1, height: 1)
    stand.restBox = CodePicture.RestBox(w: r.w, h: r.h)
    return CodeStage(
      width: stage.width, height: stage.height, density: stage.density, backdrop: .transparent, shadow: nil,
      pictures: [stand])
  }

  /// The rules of each parent's element and frame, and the `@keyframes` they play.
  func followStyles() -> [String] {
    var rules: [String] = []
    var blocks: [String] = []
    for parent in followedParents {
      let prefix = parentClass(parent.number)
      let r = parentBox(parent)
      // Its motion's curves are fitted as closely as its box on the stage asks, as a layer's picture's are.
      let own = parentStage(parent)
      let track = MotionTrack(parent.motion)
      let tracks = track.sharesOneClock ? nil : CSSTracks(parent.motion, track: track, stage: own, prefix: prefix)
      let css = CSSAnimation(track: track, stage: own, prefix: prefix)
      let moves =
        tracks.map { $0.pictureStyle() + " animation: \($0.animations(forever: false).joined(separator: ", "));" }
        ?? "animation: \(css.pictureAnimation(prefix, forever: false));"
      let delay = self.delay(parent.delay).map { " " + $0 } ?? ""
      rules += [
        ".\(prefix) { position: absolute; \(MotionCode.box(r.x, r.y, r.w, r.h)) \(moves)\(delay) }",
        ".\(prefix)-frame { position: absolute; \(MotionCode.box(-r.x, -r.y, Double(stage.width), Double(stage.height))) }",
      ]
      blocks += tracks.map { $0.registrations() + $0.keyframes() } ?? css.pictureKeyframes(prefix)
    }
    return rules + blocks
  }

  /// The markup that opens around layer `i`'s holder: its farthest parent's element and frame first.
  func followOpening(_ i: Int) -> String {
    stage.layers[i].parents.reversed().map {
      "<div class=\"\(parentClass($0.number))\"><div class=\"\(parentClass($0.number))-frame\">"
    }.joined()
  }

  /// The markup that closes what `followOpening` opened.
  func followClosing(_ i: Int) -> String {
    String(repeating: "</div></div>", count: stage.layers[i].parents.count)
  }
}
