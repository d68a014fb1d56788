import Foundation
import SnowmanModel

/// The preset as code: a self-contained HTML page, a stylesheet to paste, Lottie, SwiftUI and Core Animation.
public enum MotionCode {
  /// A page that plays `setting` with CSS animations on a stage like the export's, forever, as a GIF loops; the
  /// pictures inline as `data:` URIs.
  public static func html(_ setting: AnimationSetting, name: String, stage: CodeStage) -> String {
    let track = MotionTrack(setting)
    let css = CSSAnimation(track: track, stage: stage, prefix: "snowman")
    // A scene plays its passes once and holds, as its copies do after their delays; a script loops it whole.
    let scene = stage.layers.isEmpty ? nil : SceneHTML(stage: stage)
    let forever = scene == nil
    // Tracks on clocks of their own play as custom properties on the stage, which its pictures and shadows read.
    let tracks = track.sharesOneClock ? nil : CSSTracks(setting, track: track, stage: stage, prefix: "snowman")
    let shadow = stage.shadow != nil
    let swaps = track.pictures.count > 1
    let playing = tracks.map { " animation: \($0.animations(forever: forever).joined(separator: ", "));" } ?? ""
    var rules = [
      "html, body { margin: 0; background: transparent; }",
      ".snowman-stage { position: absolute; left: 0; top: 0; width: \(stage.width)px; height: \(stage.height)px; "
        + "overflow: hidden;\(backdrop(stage.backdrop))\(playing) }",
    ]
    var shadows: [String] = []
    var pictures: [String] = []
    // A box on whole pixels where its element's `translate` is free to carry the fraction: always with tracks, and
    // in one clock's keyframes unless they move the element by `translate` themselves.
    func placed(_ x: Double, _ y: Double) -> (x: Double, y: Double, nudge: Nudge) {
      tracks == nil && track.movesApart ? (x, y, .none) : Nudge.placing(x, y)
    }
    for (i, picture) in stage.pictures.enumerated() {
      let size = stage.baseSize(picture)
      // With swaps, this picture's turn on stage: its visibility steps.
      let turn = swaps ? css.animation("snowman-show-\(i)", forever: forever, timing: "step-end") : nil
      let show = turn.map { ", " + $0 } ?? ""
      if let color = stage.shadow {
        let r = stage.shadowRect(picture)
        let at = placed(r.x, r.y)
        let moves =
          tracks.map { $0.shadowStyle(nudge: at.nudge) + (turn.map { " animation: \($0);" } ?? "") }
          ?? "animation: \(css.animation("snowman-shadow", forever: forever)), "
          + "\(css.animation("snowman-shadow-fade", forever: forever))"
          + (track.movesApart ? ", \(css.animation("snowman-shadow-move", forever: forever))" : "") + "\(show);"
          + at.nudge.declaration
        rules.append(
          ".snowman-shadow-\(i) { position: absolute; \(box(at.x, at.y, r.w, r.h)) border-radius: 50%; "
            + "background: \(color.css); \(moves) }")
        shadows.append("<div class=\"snowman-shadow-\(i)\"></div>")
      }
      // The picture's box at rest is what moves, about its anchor (a share of the box, so each picture of a chain
      // turns about its own); the costume rides in it, placed on the picture as the stage places it.
      let at = placed((Double(stage.width) - size.w) / 2, (Double(stage.height) - size.h) / 2)
      let moves =
        tracks.map { $0.pictureStyle(nudge: at.nudge) + (turn.map { " animation: \($0);" } ?? "") }
        ?? "animation: \(css.pictureAnimation("snowman", forever: forever))\(show);" + at.nudge.declaration
      rules.append(".snowman-picture-\(i) { position: absolute; \(box(at.x, at.y, size.w, size.h)) \(moves) }")
      var inside = [
        "<img class=\"snowman-art\" alt=\"\" src=\"data:image/png;base64,\(picture.png.base64EncodedString())\">"
      ]
      if let worn = stage.costume, let r = stage.costumeRect(picture) {
        rules.append(
          ".snowman-costume-\(i) { position: absolute; \(box(size.w / 2 + r.x, size.h / 2 + r.y, r.w, r.h)) }")
        inside.append(
          "<img class=\"snowman-costume-\(i)\" alt=\"\" src=\"data:image/png;base64,\(worn.art.png.base64EncodedString())\">"
        )
      }
      pictures.append("<div class=\"snowman-picture-\(i)\">" + inside.joined(separator: "\n") + "</div>")
    }
    rules.append(".snowman-art { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }")
    let blocks =
      tracks.map { $0.registrations() + $0.keyframes() + css.showKeyframesIfSwapping() }
      ?? css.allKeyframes(shadow: shadow)
    let style = (rules + blocks + (scene?.pageStyles() ?? [])).joined(separator: "\n")
    let loop =
      scene.map { "\n" + $0.loop(seconds: Timeline(setting).exactTotalTicks / Double(Timeline.ticksPerSecond)) } ?? ""
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="generator" content="Snowman">
      <title>\(escape(name))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <div class="snowman-stage">
      \((shadows + pictures + (scene?.elements() ?? [])).joined(separator: "\n"))
      </div>\(loop)
      </body>
      </html>

      """
  }

  /// The `@keyframes` and one class rule to paste into a stylesheet: the element with the class plays the
  /// preset's passes once, the pictures by file name.
  public static func css(_ setting: AnimationSetting, name: String, stage: CodeStage) -> String {
    let track = MotionTrack(setting)
    let prefix = "snowman-" + slug(name)
    let css = CSSAnimation(track: track, stage: stage, prefix: prefix)
    let tracks = track.sharesOneClock ? nil : CSSTracks(setting, track: track, stage: stage, prefix: prefix)
    var blocks = tracks.map { $0.registrations() + $0.keyframes() } ?? css.pictureKeyframes(prefix)
    var animations = tracks?.animations(forever: false) ?? [css.pictureAnimation(prefix, forever: false)]
    let first = stage.pictures.first.map { "url(\"\($0.fileName)\")" } ?? "none"
    if track.pictures.count > 1 {
      var lines = ["@keyframes \(prefix)-picture {"]
      for segment in track.segments where !segment.isCut || segment.start == 0 {
        lines.append(
          "  \(css.percent(segment.start)) { background-image: url(\"\(stage.pictures[segment.picture].fileName)\"); }"
        )
      }
      if let last = track.segments.last {
        lines.append("  100% { background-image: url(\"\(stage.pictures[last.picture].fileName)\"); }")
      }
      lines.append("}")
      blocks.append(lines.joined(separator: "\n"))
      animations.append(css.animation("\(prefix)-picture", forever: false, timing: "step-end"))
    }
    let size =
      stage.pictures.first.map(stage.baseSize) ?? (w: Double(stage.width) * 0.7, h: Double(stage.height) * 0.68)
    // A scene's picture stands on its stage, among its layers; one picture alone goes wherever its element is put.
    let scene = stage.layers.isEmpty ? nil : SceneHTML(stage: stage, names: prefix, source: { $0.fileName })
    let placed = scene?.pictureBox(size, nudging: tracks != nil || !track.movesApart)
    let nudge = placed?.nudge ?? .none
    let declarations = tracks?.pictureDeclarations(nudge: nudge) ?? (nudge == .none ? [] : [nudge.value])
    let rule = """
      .\(prefix) {\(placed.map { "\n  " + $0.style } ?? "")
        width: \(Easing.number(size.w, places: 2))px;
        height: \(Easing.number(size.h, places: 2))px;
        background: \(first) center / contain no-repeat;\(declarations.map { "\n  \($0);" }.joined())
        animation: \(animations.joined(separator: ", "));
      }
      """
    let said = name.replacingOccurrences(of: "*/", with: "* /")
    let header = "/* \(said): made with Snowman for a \(stage.width)×\(stage.height) px stage."
    guard let scene else { return header + " */\n" + (blocks + [rule]).joined(separator: "\n") + "\n" }
    let files = Set(stage.pictures.map(\.fileName) + stage.layers.map(\.picture.fileName)).sorted()
    let markup = scene.markup(picture: prefix).map { " * " + $0 }
    return header + " The scene's markup, its pictures (\(files.joined(separator: ", "))) beside the page:\n"
      + markup.joined(separator: "\n") + "\n */\n" + (blocks + [rule] + scene.stylesheetRules()).joined(separator: "\n")
      + "\n"
  }

  static func backdrop(_ backdrop: CodeBackdrop) -> String {
    switch backdrop {
    case .gradient(let top, let bottom): return " background: linear-gradient(\(top.css), \(bottom.css));"
    case .solid(let color): return " background: \(color.css);"
    case .transparent: return ""
    }
  }

  static func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
    "left: \(Easing.number(x, places: 3))px; top: \(Easing.number(y, places: 3))px; "
      + "width: \(Easing.number(w, places: 3))px; height: \(Easing.number(h, places: 3))px;"
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// A preset name as a CSS identifier's tail: lower-case letters and digits, dashes between.
  static func slug(_ name: String) -> String {
    var out = ""
    for scalar in name.lowercased().unicodeScalars {
      if scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) {
        out.unicodeScalars.append(scalar)
      } else if !out.isEmpty && !out.hasSuffix("-") {
        out += "-"
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? "preset" : out
  }
}

extension MotionCode {
  /// The pictures the chain shows, in the order a `CodeStage` lists them: nil for the built-in snowman (or the
  /// picture given instead).
  public static func pictures(of setting: AnimationSetting) -> [ImageReference?] { MotionTrack(setting).pictures }
}
