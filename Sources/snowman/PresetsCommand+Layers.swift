import Foundation
import SnowmanModel

extension PresetsCommand.Show {
  /// The layers above the picture, bottom to top: each one's picture, box, copies and the keyframes of its keyed
  /// tracks (the rest stay where the box puts them).
  static func layerLines(_ setting: AnimationSetting) -> [String] {
    guard !setting.layers.isEmpty else { return [] }
    var lines = ["  Layers (bottom to top, above the picture):"]
    for (i, layer) in setting.layers.enumerated() {
      let picture = layer.picture.map { "\($0.name.displaySafe()) (images/\($0.fileName))" } ?? "the snowman"
      let b = layer.box
      var about = [
        picture, "at \(short(b.centerX)),\(short(b.centerY)) pt", "\(short(b.width)) × \(short(b.height)) pt",
      ]
      if layer.copies.count > 1 { about.append(copies(layer.copies)) }
      if let parent = layer.parent {
        about.append(
          parent == 0
            ? "following the picture" : "following \(parent). \(setting.layers[parent - 1].name.displaySafe())")
      }
      if layer.hidden { about.append("hidden") }
      lines.append("    \(i + 1). \(layer.name.displaySafe()): " + about.joined(separator: ", "))
      for (key, track) in layer.tracks.keyed where !track.isEmpty {
        let spec = PropertyTable.spec(key)
        lines.append("      keyframes (\(key.rawValue)@TIME):")
        for (n, k) in track.keyframes.enumerated() {
          let how = k.hold ? "jump" : n == 0 ? "start" : shown(k.curve)
          lines.append(
            "        \(column(String(format: "%.2f s", k.time), 10)) \(column(spec.format(k.value), 12)) \(how)")
        }
      }
    }
    return lines
  }

  /// "24 copies 0.2 s apart from random (seed 7), each x +16 pt".
  static func copies(_ c: Copies) -> String {
    var text = "\(c.count) copies "
    switch c.stagger.spacing {
    case .each(let s): text += "\(short(s)) s apart"
    case .amount(let s): text += "spread over \(short(s)) s"
    }
    switch c.stagger.from {
    case .start: text += " from the start"
    case .center: text += " from the centre"
    case .end: text += " from the end"
    case .edges: text += " from the edges"
    case .index(let k): text += " from copy \(k)"
    case .random(let seed): text += " in a random order (seed \(seed))"
    }
    if c.stagger.ease != .linear { text += " on \(shown(c.stagger.ease))" }
    let s = c.step
    var step: [String] = []
    if s.offsetX != 0 { step.append("x \(signed(s.offsetX)) pt") }
    if s.offsetY != 0 { step.append("y \(signed(s.offsetY)) pt") }
    if s.zTurns != 0 { step.append("zTurns \(signed(s.zTurns))") }
    if s.scale != 1 { step.append("scale ×\(short(s.scale))") }
    if s.opacity != 0 { step.append("opacity \(signed(s.opacity))") }
    if !step.isEmpty { text += ", each " + step.joined(separator: " ") }
    return text
  }

  static func short(_ v: Double) -> String { v.rounded() == v ? String(Int(v)) : String(format: "%g", v) }
  static func signed(_ v: Double) -> String { (v >= 0 ? "+" : "") + short(v) }
}
