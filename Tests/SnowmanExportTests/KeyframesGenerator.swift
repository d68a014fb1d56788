import Foundation

/// A generated `@keyframes` block with the rule that plays it, and what the generator knows of it: whether the
/// stage can say it (and, when not, why), and the moments it is looked at.
struct GeneratedKeyframes {
  let index: Int
  let name: String
  /// The block and a rule `.NAME { animation: …; transform-origin: … }`.
  let css: String
  /// Whether the stage can play it: its transform lists in an order the stage's pose has, the functions of one
  /// list blended with the next one by one (or, flat, through a matrix), within the steps a preset holds.
  let expressible: Bool
  /// When it is not: what the generator wrote to make it so.
  let why: String
  /// The length of what the page plays once, as the preset does: the delay, then every iteration (one, or for an
  /// alternating one the there-and-back pair, when it repeats forever).
  let seconds: Double
}

/// `@keyframes` as animation libraries write them, drawn at random (and, three blocks in ten, a rule playing a
/// list of them: `KeyframesGenerator+Lists`): 2 to 16 keyframes; transform lists of
/// translate (px and %), perspective, translateZ, rotate (2-D, rotateZ, rotate3d about Z), rotateY, rotateX, skewX,
/// skewY and scale in every spelling, the same functions from keyframe to keyframe (some keyframes leaving the
/// transform out, writing none, or a shorter list); opacity at some keyframes; a curve at some keyframes (named,
/// cubic-bezier, steps, linear()); origins by keyword, percentage and length; durations, delays, counts,
/// directions and fill modes. About one block in eight is written so the stage cannot say it, and the generator
/// says why.
enum KeyframesGenerator {
  static func blocks(count: Int, seed: UInt64) -> [GeneratedKeyframes] {
    var g = SeededGenerator(seed: seed)
    return (0..<count).map { index in
      Double.random(in: 0..<1, using: &g) < 0.3 ? makeList(index, &g) : make(index, &g)
    }
  }

  static func make(_ index: Int, _ g: inout SeededGenerator) -> GeneratedKeyframes {
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &g) < p }
    func r(_ a: Double, _ b: Double, _ places: Double = 10) -> Double {
      (Double.random(in: a...b, using: &g) * places).rounded() / places
    }
    let name = "g\(index)"
    let inexpressible = chance(0.12) ? Int.random(in: 0..<5, using: &g) : nil
    let count = Int.random(in: 2...16, using: &g)
    // The rule: how long, how often, which way.
    let duration = r(0.4, 3, 100)
    let direction = ["normal", "reverse", "alternate", "alternate-reverse"][Int.random(in: 0..<4, using: &g)]
    let alternate = direction.hasPrefix("alternate")
    let iterations = KeyframesGenerator.pick(["1", "2", "3", "1.5", "infinite"], &g)
    let delay = iterations != "infinite" && chance(0.25) ? r(0.1, 0.8, 100) : 0
    let fill = KeyframesGenerator.pick(["none", "forwards", "backwards", "both"], &g)
    let ownOpacity = chance(0.3)
    var offsets: Set<Double> = [0, 100]
    while offsets.count < count { offsets.insert(r(1, 99)) }
    let sorted = offsets.sorted()

    // The functions every keyframe writes, in the stage's order.
    let perspective = chance(0.35) ? r(500, 1500, 1) : nil
    let usesPercent = chance(0.4)
    let translate =
      chance(0.6) ? KeyframesGenerator.pick(["translate", "translateX", "translateY", "translate3d"], &g) : nil
    let depth = perspective != nil && chance(0.3)
    let turnZ = chance(0.5) ? KeyframesGenerator.pick(["rotate", "rotateZ", "rotate3d-z"], &g) : nil
    let turnY = chance(0.3), turnX = chance(0.3)
    let skewX = chance(0.25), skewY = chance(0.2)
    let scale = chance(0.6) ? KeyframesGenerator.pick(["scale", "scale2", "scaleX", "scaleY", "scale3d"], &g) : nil

    func transform() -> String {
      // A block the stage cannot say writes the same order-bound list at every keyframe that has a transform.
      switch inexpressible {
      case 0?: return "rotateX(\(r(20, 60))deg) rotateY(\(r(20, 60))deg)"
      case 3?: return "perspective(600px) translateX(\(r(40, 120))px) rotateY(\(r(20, 60))deg)"
      case 4?: return "scale(2, 1) rotate(\(r(20, 60))deg)"
      default: break
      }
      var parts: [String] = []
      func px(_ range: Double) -> String { "\(r(-range, range))px" }
      func pc(_ range: Double) -> String { usesPercent ? "\(r(-range, range))%" : "\(r(-range * 2.5, range * 2.5))px" }
      if let translate {
        switch translate {
        case "translateX": parts.append("translateX(\(pc(60)))")
        case "translateY": parts.append("translateY(\(pc(40)))")
        case "translate3d": parts.append("translate3d(\(pc(50)), \(pc(30)), \(depth ? px(120) : "0"))")
        default: parts.append("translate(\(pc(50)), \(pc(30)))")
        }
      }
      if let perspective { parts.append("perspective(\(perspective)px)") }
      if depth && translate != "translate3d" { parts.append("translateZ(\(px(120)))") }
      if let turnZ {
        let a = r(-400, 400)
        parts.append(turnZ == "rotate3d-z" ? "rotate3d(0, 0, 1, \(a)deg)" : "\(turnZ)(\(a)deg)")
      }
      if turnY { parts.append(chance(0.5) ? "rotateY(\(r(-200, 200))deg)" : "rotate3d(0, 1, 0, \(r(-200, 200))deg)") }
      if turnX { parts.append("rotateX(\(r(-200, 200))deg)") }
      if skewX { parts.append("skewX(\(r(-40, 40))deg)") }
      if skewY { parts.append("skewY(\(r(-30, 30))deg)") }
      if let scale {
        switch scale {
        case "scale": parts.append("scale(\(r(0.3, 1.8, 100)))")
        case "scale2": parts.append("scale(\(r(0.3, 1.8, 100)), \(r(0.3, 1.8, 100)))")
        case "scaleX": parts.append("scaleX(\(r(0.3, 1.8, 100)))")
        case "scaleY": parts.append("scaleY(\(r(0.3, 1.8, 100)))")
        default: parts.append("scale3d(\(r(0.3, 1.8, 100)), \(r(0.3, 1.8, 100)), 1)")
        }
      }
      if parts.isEmpty || chance(0.05) { return "none" }
      // A shorter list: CSS pads it with functions that do nothing.
      if parts.count > 1 && chance(0.1) { parts.removeLast(Int.random(in: 1..<parts.count, using: &g)) }
      return parts.joined(separator: " ")
    }

    func curve() -> String {
      switch Int.random(in: 0..<9, using: &g) {
      case 0: return "linear"
      case 1: return "ease"
      case 2: return "ease-in"
      case 3: return "ease-out"
      case 4: return "ease-in-out"
      case 5, 6:
        return "cubic-bezier(\(r(0, 1, 100)), \(r(-0.6, 1.6, 100)), \(r(0, 1, 100)), \(r(-0.6, 1.6, 100)))"
      case 7:
        let position = KeyframesGenerator.pick(
          ["", ", jump-start", ", jump-end", ", jump-both", ", start", ", end"], &g)
        return "steps(\(Int.random(in: 1...8, using: &g))\(position))"
      default:
        let n = Int.random(in: 3...6, using: &g)
        let inner = (0..<n).map { i in i == 0 ? "0" : i == n - 1 ? "1" : "\(r(-0.2, 1.2, 100))" }
        return "linear(\(inner.joined(separator: ", ")))"
      }
    }

    var why = ""
    var lines: [String] = ["@keyframes \(name) {"]
    for (k, offset) in sorted.enumerated() {
      let selector =
        offset == 0 ? (chance(0.5) ? "from" : "0%") : offset == 100 ? (chance(0.5) ? "to" : "100%") : "\(offset)%"
      var body: [String] = []
      if inexpressible == 2 {
        if k == 0 { body.append("transform: rotateX(\(r(20, 60))deg);") }
        if k == sorted.count - 1 { body.append("transform: rotateY(\(r(20, 60))deg);") }
      } else if !chance(0.1) || (k == 0 && inexpressible != nil) {
        body.append("transform: \(transform());")
      }
      if ownOpacity ? chance(0.5) : (k == 0 || k == sorted.count - 1 || chance(0.3)) && chance(0.6) {
        body.append("opacity: \(r(0, 1, 100));")
      }
      if chance(0.6) { body.append("animation-timing-function: \(curve());") }
      lines.append("  \(selector) { \(body.joined(separator: " ")) }")
    }
    switch inexpressible {
    case 0?: why = "rotateX() written before rotateY()"
    case 1?:
      lines.append("  \(r(20, 80))% { filter: blur(\(r(1, 4))px); }")
      why = "a filter, which the stage has no word for"
    case 2?: why = "a turn about X blended into a turn about Y"
    case 3?: why = "a move inside a perspective, before a turn in depth"
    case 4?: why = "a scale of two different sizes written before a turn"
    default: break
    }
    lines.append("}")
    let origin: String
    switch Int.random(in: 0..<4, using: &g) {
    case 0:
      origin = KeyframesGenerator.pick(["center", "top", "bottom left", "right", "left top", "center bottom"], &g)
    case 1: origin = "\(r(-20, 120))% \(r(-20, 120))%"
    case 2: origin = "\(r(-40, 200))px \(r(-40, 260))px"
    default: origin = "50% 50%"
    }
    let timing = chance(0.5) ? curve() : "ease"
    lines.append(
      ".\(name) { animation: \(name) \(duration)s \(timing) \(delay)s \(iterations) \(direction) \(fill); "
        + "transform-origin: \(origin); }")
    let seconds =
      iterations == "infinite" ? duration * (alternate ? 2 : 1) : delay + duration * (Double(iterations) ?? 1)
    return GeneratedKeyframes(
      index: index, name: name, css: lines.joined(separator: "\n"), expressible: inexpressible == nil, why: why,
      seconds: seconds)
  }
}

extension KeyframesGenerator {
  /// One of `choices`, drawn from `g`.
  static func pick<T>(_ choices: [T], _ g: inout SeededGenerator) -> T {
    choices[Int.random(in: 0..<choices.count, using: &g)]
  }
}
