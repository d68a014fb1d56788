import Foundation
import SnowmanModel

/// A scene's layers in a page, above the picture: each copy an element at the layer's rest box, placed among the
/// copies by a transform of its own (its fade an opacity), holding the element that plays the layer's motion with
/// the copy's delay. Every copy of a layer shares one rule, one set of `@keyframes` and one embedded picture.
struct SceneHTML {
  let stage: CodeStage

  /// The class names of layer `index` (from 0, the first layer above the picture) start with this.
  static func prefix(_ index: Int) -> String { "snowman-layer-\(index + 1)" }

  /// The rules and `@keyframes` of every layer.
  func styles() -> [String] {
    var rules = [".snowman-copy { position: absolute; }"]
    var blocks: [String] = []
    for (i, layer) in stage.layers.enumerated() {
      let prefix = Self.prefix(i)
      let own = stage.stage(for: layer)
      let track = MotionTrack(layer.motion)
      let css = CSSAnimation(track: track, stage: own, prefix: prefix)
      // Tracks on clocks of their own play as custom properties on the moving element itself, so each copy's
      // delay holds them all.
      let tracks = track.sharesOneClock ? nil : CSSTracks(layer.motion, track: track, stage: own, prefix: prefix)
      let moves =
        tracks.map { $0.pictureStyle() + " animation: \($0.animations(forever: false).joined(separator: ", "));" }
        ?? "animation: \(css.pictureAnimation(prefix, forever: false));"
      rules.append(
        ".\(prefix) { position: absolute; left: 0; top: 0; width: 100%; height: 100%; "
          + "background: url(\"data:image/png;base64,\(layer.picture.png.base64EncodedString())\") "
          + "center / 100% 100% no-repeat; \(moves) }")
      blocks += tracks.map { $0.registrations() + $0.keyframes() } ?? css.pictureKeyframes(prefix)
    }
    return rules + blocks
  }

  /// Every copy's element, bottom layer first and each layer's copies in order, the last on top.
  func elements() -> [String] {
    let d = stage.density
    func number(_ x: Double, _ places: Int = 3) -> String { Easing.number(x, places: places) }
    var out: [String] = []
    for (i, layer) in stage.layers.enumerated() {
      let box = layer.layer.box
      let x = Double(stage.width) / 2 + (box.centerX - box.width / 2) * d
      let y = Double(stage.height) / 2 + (box.centerY - box.height / 2) * d
      let delays = layer.layer.copies.delays
      for (k, place) in layer.layer.copies.placements.enumerated() {
        var style = MotionCode.box(x, y, box.width * d, box.height * d)
        if place != .identity {
          // About the box's centre (the default origin), after the copy's own motion: the stage's placement.
          style +=
            " transform: translate(\(number(place.x * d))px, \(number(place.y * d))px) "
            + "rotate(\(number(place.zTurns * 360, 4))deg) scale(\(number(place.scale, 6)));"
        }
        if place.fade < 1 { style += " opacity: \(number(place.fade, 5));" }
        let delay = delays[k] != 0 ? " style=\"animation-delay: \(number(delays[k], 5))s\"" : ""
        out.append(
          "<div class=\"snowman-copy\" style=\"\(style)\"><div class=\"\(Self.prefix(i))\"\(delay)></div></div>")
      }
    }
    return out
  }

  /// The script that loops the scene as its GIF does: a copy's animation runs its passes after its delay and holds,
  /// so every animation starts over together once the whole scene has played; an animation paused from outside
  /// (a page that seeks it) is left where it is.
  func loop(seconds: Double) -> String {
    let ms = Easing.number(seconds * 1000, places: 1)
    return "<script>setInterval(() => { for (const a of document.getAnimations()) "
      + "if (a.playState !== \"paused\") { a.currentTime = 0; a.play(); } }, \(ms));</script>"
  }
}
