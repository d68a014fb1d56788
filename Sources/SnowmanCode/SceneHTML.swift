import Foundation
import SnowmanModel

/// A scene's layers in a page or a stylesheet, above the picture: each copy an element at the layer's rest box,
/// placed among the copies by a transform of its own (its fade an opacity), holding the element that plays the
/// layer's motion with the copy's delay. Every copy of a layer shares one rule, one set of `@keyframes` and one
/// picture.
struct SceneHTML {
  let stage: CodeStage
  /// What every class and `@keyframes` name starts with.
  var names = "snowman"
  /// The picture's `url(…)` target: the page embeds its bytes, a stylesheet names its file.
  var source: (CodePicture) -> String = { "data:image/png;base64,\($0.png.base64EncodedString())" }

  /// The class names of layer `index` (from 0, the first layer above the picture) start with this.
  func prefix(_ index: Int) -> String { "\(names)-layer-\(index + 1)" }

  /// The rules and `@keyframes` of every layer, the element playing layer `i`'s motion selected by `moving(i)`.
  func styles(moving: (Int) -> String) -> [String] {
    var rules: [String] = []
    var blocks: [String] = []
    for (i, layer) in stage.layers.enumerated() {
      let prefix = self.prefix(i)
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
        "\(moving(i)) { position: absolute; left: 0; top: 0; width: 100%; height: 100%; "
          + "background: url(\"\(source(layer.picture))\") center / 100% 100% no-repeat; \(moves) }")
      blocks += tracks.map { $0.registrations() + $0.keyframes() } ?? css.pictureKeyframes(prefix)
    }
    return rules + blocks
  }

  /// The page's rules: each copy's element of class `snowman-copy`, its motion's of the layer's class.
  func pageStyles() -> [String] {
    [".\(names)-copy { position: absolute; }"] + styles { ".\(prefix($0))" } + followStyles()
  }

  /// Layer `i`'s rest box, in the stage's pixels, where it is: the stylesheet's copies keep their fraction, which
  /// moved into their `translate` drew one of 40 seeded scenes' small copies blurred in Chromium (a 14-level block
  /// against 8.9), while the page's copies came nearer the stage (its worst block 12.0 → 8.3 levels over 130).
  func exactBox(_ i: Int) -> String {
    let r = stage.restBox(of: stage.layers[i])
    return MotionCode.box(r.x, r.y, r.w, r.h)
  }

  /// Layer `i`'s rest box, in the stage's pixels: on whole pixels, its copies' `translate` carrying the fraction
  /// (`MotionCode.Nudge`; a copy's own place is its `transform`).
  func box(_ i: Int) -> String {
    let r = stage.restBox(of: stage.layers[i])
    let at = MotionCode.Nudge.placing(r.x, r.y)
    return MotionCode.box(at.x, at.y, r.w, r.h) + at.nudge.declaration
  }

  /// A copy's place among its layer's copies: about the box's centre (the default origin), after the copy's own
  /// motion, as the stage places it; its fade an opacity. Empty for the layer's own place.
  func placement(_ place: Copies.Placement) -> String {
    let d = stage.density
    func number(_ x: Double, _ places: Int = 3) -> String { Easing.number(x, places: places) }
    var style = ""
    if place != .identity {
      style +=
        "transform: translate(\(number(place.x * d))px, \(number(place.y * d))px) "
        + "rotate(\(number(place.zTurns * 360, 4))deg) scale(\(number(place.scale, 6)));"
    }
    if place.fade < 1 { style += (style.isEmpty ? "" : " ") + "opacity: \(number(place.fade, 5));" }
    return style
  }

  /// A copy's delay as `animation-delay`, nil for none.
  func delay(_ seconds: Double) -> String? {
    seconds != 0 ? "animation-delay: \(Easing.number(seconds, places: 5))s;" : nil
  }

  /// Every copy's element, bottom layer first and each layer's copies in order, the last on top.
  func elements() -> [String] {
    var out: [String] = []
    for (i, layer) in stage.layers.enumerated() {
      let delays = layer.layer.copies.delays
      let (opening, closing) = (followOpening(i), followClosing(i))
      for (k, place) in layer.layer.copies.placements.enumerated() {
        let placed = placement(place)
        let style = box(i) + (placed.isEmpty ? "" : " " + placed)
        let delay = self.delay(delays[k]).map { " style=\"\($0)\"" } ?? ""
        out.append(
          opening + "<div class=\"\(names)-copy\" style=\"\(style)\"><div class=\"\(prefix(i))\"\(delay)></div></div>"
            + closing)
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
