import Foundation
import SnowmanModel

/// A scene as a stylesheet to paste: the markup it styles in its opening comment (a stage, the picture, and a
/// holder a layer with an element a copy), the pictures by file name, each copy's place and delay by its place
/// among its holder's children, as a page staggers elements by hand.
extension SceneHTML {
  /// The stage's class.
  var stageClass: String { "\(names)-stage" }

  /// The markup the rules style, one line each, the first picture's element of class `picture`: a layer's holder
  /// says how many copies it holds, each `<div><div></div></div>`.
  func markup(picture: String) -> [String] {
    ["<div class=\"\(stageClass)\">", "  <div class=\"\(picture)\"></div>"]
      + stage.layers.indices.map { i in
        let count = stage.layers[i].layer.copies.count
        return
          "  \(followOpening(i))<div class=\"\(prefix(i))\"> \(count) × <div><div></div></div> </div>\(followClosing(i))"
      } + ["</div>"]
  }

  /// Where the first picture stands: its box at rest (`size` pixels), centred on the stage; on whole pixels when
  /// its `translate` is free to add the nudge back (`MotionCode.Nudge`).
  func pictureBox(_ size: (w: Double, h: Double), nudging: Bool) -> (style: String, nudge: MotionCode.Nudge) {
    let (x, y) = ((Double(stage.width) - size.w) / 2, (Double(stage.height) - size.h) / 2)
    let at = nudging ? MotionCode.Nudge.placing(x, y) : (x, y, .none)
    return (
      "position: absolute; left: \(Easing.number(at.x, places: 3))px; top: \(Easing.number(at.y, places: 3))px;",
      at.nudge
    )
  }

  /// The stage's, the layers' and every copy's rules, and the layers' `@keyframes`.
  func stylesheetRules() -> [String] {
    var rules = [
      ".\(stageClass) { position: relative; width: \(stage.width)px; height: \(stage.height)px; overflow: hidden; }"
    ]
    var copies: [String] = []
    for (i, layer) in stage.layers.enumerated() {
      let holder = ".\(prefix(i))"
      rules += [
        "\(holder) { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }",
        "\(holder) > div { position: absolute; \(exactBox(i)) }",
      ]
      let delays = layer.layer.copies.delays
      for (k, place) in layer.layer.copies.placements.enumerated() {
        let placed = placement(place)
        if !placed.isEmpty { copies.append("\(holder) > :nth-child(\(k + 1)) { \(placed) }") }
        // More particular than the moving rule, whose `animation` sets every delay to none.
        if let delay = delay(delays[k]) { copies.append("\(holder) > :nth-child(\(k + 1)) > div { \(delay) }") }
      }
    }
    return rules + copies + styles { ".\(prefix($0)) > div > div" } + followStyles()
  }
}
