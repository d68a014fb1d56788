import Foundation

extension KeyframesGenerator {
  /// A rule that plays two or three `@keyframes` at once, each on its own duration, delay, iteration count,
  /// direction, curve and fill, each setting its own property: the individual `translate`, `rotate` (about Z) and
  /// `scale` (even: a browser applies it before `transform`, where a stretch would not commute with a turn), the
  /// opacity, or a flat `transform` list; keyframes of 2 to 6 offsets, some leaving the ends to the element. The
  /// preset is named after the rule's class, and plays until the last animation ends.
  static func makeList(_ index: Int, _ g: inout SeededGenerator) -> GeneratedKeyframes {
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &g) < p }
    func r(_ a: Double, _ b: Double, _ places: Double = 10) -> Double {
      (Double.random(in: a...b, using: &g) * places).rounded() / places
    }
    func curve() -> String {
      pick(
        [
          "linear", "ease", "ease-in", "ease-out", "ease-in-out", "cubic-bezier(0.3, -0.4, 0.6, 1.4)",
          "steps(\(Int.random(in: 2...6, using: &g)), jump-end)", "linear(0, 0.7 30%, 0.4, 1)",
        ], &g)
    }
    let name = "g\(index)"
    var properties = ["translate", "rotate", "scale", "opacity", "transform"].shuffled(using: &g)
    properties = Array(properties.prefix(Int.random(in: 2...3, using: &g)))
    func value(_ property: String) -> String {
      switch property {
      case "translate": return "\(r(-120, 120))px \(r(-90, 90))px"
      case "rotate": return chance(0.5) ? "\(r(-400, 400))deg" : "z \(r(-1.2, 1.2, 100))turn"
      case "scale": return "\(r(0.4, 1.7, 100))"
      case "opacity": return "\(r(0, 1, 100))"
      default:
        var parts = ["translate(\(r(-80, 80))px, \(r(-60, 60))px)"]
        if chance(0.6) { parts.append("rotate(\(r(-300, 300))deg)") }
        if chance(0.4) { parts.append("skewX(\(r(-30, 30))deg)") }
        return parts.joined(separator: " ")
      }
    }
    var blocks: [String] = []
    var entries: [String] = []
    var seconds = 0.0
    for (k, property) in properties.enumerated() {
      let block = "\(name)-\(k)"
      var offsets: Set<Double> = chance(0.7) ? [0, 100] : []
      if chance(0.5) { offsets.insert(100) }
      while offsets.count < Int.random(in: 2...6, using: &g) { offsets.insert(r(1, 99)) }
      var lines = ["@keyframes \(block) {"]
      for offset in offsets.sorted() {
        let timing = chance(0.4) ? " animation-timing-function: \(curve());" : ""
        lines.append("  \(offset)% { \(property): \(value(property));\(timing) }")
      }
      lines.append("}")
      blocks.append(lines.joined(separator: "\n"))
      let duration = r(0.3, 2, 100)
      let delay = chance(0.4) ? r(0.1, 0.9, 100) : 0
      let count = pick(["1", "2", "3", "1.5"], &g)
      let direction = pick(["normal", "reverse", "alternate", "alternate-reverse"], &g)
      let fill = pick(["none", "forwards", "backwards", "both"], &g)
      entries.append("\(block) \(duration)s \(curve()) \(delay)s \(count) \(direction) \(fill)")
      seconds = max(seconds, delay + duration * (Double(count) ?? 1))
    }
    let origin = chance(0.5) ? "\(r(0, 100))% \(r(0, 100))%" : "center"
    let css =
      blocks.joined(separator: "\n")
      + "\n.\(name) { animation: \(entries.joined(separator: ", ")); transform-origin: \(origin); }"
    return GeneratedKeyframes(index: index, name: name, css: css, expressible: true, why: "", seconds: seconds)
  }
}
