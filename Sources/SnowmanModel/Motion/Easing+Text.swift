import Foundation

/// Text that is not a curve, with the sentence that says why.
public struct EasingTextError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One sentence naming the text.
  public let description: String
  init(_ text: String, _ reason: String) {
    let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
    description = "“\(shown.displaySafe())” \(reason)"
  }
}

/// The ranges of a curve's numbers: Bézier x in 0…1, y in −1…2; spring bounce in 0…0.9.
public enum CurveLimits {
  public static let x: ClosedRange<Double> = 0...1
  public static let y: ClosedRange<Double> = -1...2
  public static let bounce: ClosedRange<Double> = 0...0.9
  /// A stepped curve's steps.
  public static let steps: ClosedRange<Int> = 1...100
  /// A `linear()` curve's stops: how many, and how far its outputs may go.
  public static let stops: ClosedRange<Int> = 2...10_000
  public static let stopOutput: ClosedRange<Double> = -10...10
}

extension Easing {
  /// The curve as CSS writes it, and as the Settings row and the ui-map show it: `cubic-bezier(0.42, 0, 0.58, 1)`
  /// for every Bézier (linear included), `spring(bounce: 0.3)`, and the name of bounce, back and elastic.
  public var css: String {
    if let b = bezier {
      return "cubic-bezier(\(Self.number(b.x1)), \(Self.number(b.y1)), \(Self.number(b.x2)), \(Self.number(b.y2)))"
    }
    switch self {
    case .spring(let bounce): return "spring(bounce: \(Self.number(bounce)))"
    case .steps(let count, let jump): return "steps(\(count), \(jump.rawValue))"
    case .stops(let stops):
      return "linear("
        + stops.map { "\(Self.number($0.y, places: 6)) \(Self.number($0.x * 100, places: 4))%" }
        .joined(separator: ", ") + ")"
    default: return kind.rawValue
    }
  }

  /// How a preset file writes it: a named curve by its key ("easeInOut"), a custom one and a spring as `css`.
  public var fileValue: String {
    switch self {
    case .custom, .spring, .steps, .stops: return css
    default: return kind.rawValue
    }
  }

  /// Core Animation's form, for a Bézier: `CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)`.
  public var coreAnimation: String? {
    guard let b = bezier else { return nil }
    return "CAMediaTimingFunction(controlPoints: \(Self.number(b.x1)), \(Self.number(b.y1)), "
      + "\(Self.number(b.x2)), \(Self.number(b.y2)))"
  }

  /// SwiftUI's form, for a Bézier: `.timingCurve(0.42, 0, 0.58, 1, duration: 2)`; for a spring
  /// `.spring(duration: 2, bounce: 0.3)`.
  public func swiftUI(duration: Double) -> String? {
    if case .spring(let bounce) = self {
      return ".spring(duration: \(Self.number(duration)), bounce: \(Self.number(bounce)))"
    }
    guard let b = bezier else { return nil }
    return ".timingCurve(\(Self.number(b.x1)), \(Self.number(b.y1)), \(Self.number(b.x2)), \(Self.number(b.y2)), "
      + "duration: \(Self.number(duration)))"
  }

  /// Reads a curve written as a name ("easeInOut", "ease in-out", "linear"), `cubic-bezier(x1, y1, x2, y2)` or
  /// `spring(bounce: b)` (spaces anywhere, or none).
  /// - Throws: `EasingTextError` naming the text: garbage, a number out of range, the wrong count of numbers.
  public init(parsing text: String) throws {
    let squeezed = text.lowercased().filter { !$0.isWhitespace }
    if squeezed.hasPrefix("cubic-bezier(") && squeezed.hasSuffix(")") {
      let inside = squeezed.dropFirst("cubic-bezier(".count).dropLast()
      let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 4 else {
        throw EasingTextError(text, "is not a curve: cubic-bezier takes four numbers, not \(parts.count)")
      }
      var numbers: [Double] = []
      for part in parts {
        guard let n = Double(part), n.isFinite else {
          throw EasingTextError(text, "is not a curve: “\(part)” is not a number")
        }
        numbers.append(n)
      }
      for (i, n) in numbers.enumerated() {
        let range = i % 2 == 0 ? CurveLimits.x : CurveLimits.y
        guard range.contains(n) else {
          let name = ["x1", "y1", "x2", "y2"][i]
          throw EasingTextError(
            text,
            "is not a curve Snowman draws: \(name) is \(Self.number(n)), "
              + "which must be between \(Self.number(range.lowerBound)) and \(Self.number(range.upperBound))")
        }
      }
      self = .custom(CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
      return
    }
    if squeezed.hasPrefix("spring(") && squeezed.hasSuffix(")") {
      let inside = squeezed.dropFirst("spring(".count).dropLast()
      guard inside.hasPrefix("bounce:"), let b = Double(inside.dropFirst("bounce:".count)), b.isFinite else {
        throw EasingTextError(text, "is not a curve: write a spring as spring(bounce: 0.3)")
      }
      guard CurveLimits.bounce.contains(b) else {
        throw EasingTextError(text, "is not a curve Snowman draws: bounce \(Self.number(b)) must be between 0 and 0.9")
      }
      self = .spring(bounce: b)
      return
    }
    if squeezed.hasPrefix("steps(") && squeezed.hasSuffix(")") {
      self = try Self.parseSteps(text, String(squeezed.dropFirst("steps(".count).dropLast()))
      return
    }
    if squeezed.hasPrefix("linear(") && squeezed.hasSuffix(")") {
      self = try Self.parseStops(text, String(text.lowercased().drop { $0 != "(" }.dropFirst().dropLast()))
      return
    }
    let folded = squeezed.filter { $0.isLetter }
    guard let kind = EasingKind.allCases.first(where: { $0.rawValue.lowercased() == folded }), kind != .custom else {
      throw EasingTextError(
        text,
        "is not a curve: use a name (linear, ease-in, ease-out, ease-in-out, spring, bounce, back, elastic), "
          + "cubic-bezier(x1, y1, x2, y2), spring(bounce: b), steps(n, jump-end) or linear(…)")
    }
    self = Easing(kind: kind)
  }

  /// `steps(n[, position])` as CSS writes it (positions: jump-start, jump-end, jump-none, jump-both, start, end).
  public static func parseSteps(_ text: String, _ inside: String) throws -> Easing {
    let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard (1...2).contains(parts.count), let n = Int(parts[0]) else {
      throw EasingTextError(text, "is not a curve: write steps as steps(4) or steps(4, jump-end)")
    }
    var jump = StepJump.end
    if parts.count == 2 {
      switch parts[1] {
      case "start": jump = .start
      case "end": jump = .end
      default:
        guard let named = StepJump(rawValue: parts[1]) else {
          throw EasingTextError(text, "is not a curve: “\(parts[1])” is not a step position")
        }
        jump = named
      }
    }
    let least = jump == .none ? 2 : 1
    guard n >= least, n <= CurveLimits.steps.upperBound else {
      throw EasingTextError(
        text, "is not a curve Snowman draws: steps takes \(least) to \(CurveLimits.steps.upperBound) steps, not \(n)")
    }
    return .steps(count: n, jump: jump)
  }

  /// `linear(…)` as CSS writes it: stops of an output and up to two input percentages, the missing inputs spread
  /// evenly between their neighbours (css-easing-2).
  public static func parseStops(_ text: String, _ inside: String) throws -> Easing {
    var outputs: [Double] = []
    var inputs: [Double?] = []
    for item in inside.split(separator: ",", omittingEmptySubsequences: false) {
      let words = item.split(whereSeparator: \.isWhitespace).map(String.init)
      guard (1...3).contains(words.count), let y = Double(words[0]), y.isFinite,
        CurveLimits.stopOutput.contains(y)
      else {
        throw EasingTextError(text, "is not a curve: each stop of linear() is a number and up to two percentages")
      }
      var percents: [Double] = []
      for word in words.dropFirst() {
        guard word.hasSuffix("%"), let p = Double(word.dropLast()), p.isFinite else {
          throw EasingTextError(text, "is not a curve: “\(word)” is not a percentage")
        }
        percents.append(p / 100)
      }
      if percents.isEmpty {
        outputs.append(y)
        inputs.append(nil)
      }
      for p in percents {
        outputs.append(y)
        inputs.append(p)
      }
    }
    guard CurveLimits.stops.contains(outputs.count) else {
      throw EasingTextError(text, "is not a curve Snowman draws: linear() takes 2 to 10000 stops")
    }
    // The first and last inputs default to 0 and 1; an input below an earlier one is that one; the rest are spread.
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = max(1, inputs.compactMap { $0 }.max() ?? 1) }
    var largest = -Double.infinity
    for i in inputs.indices {
      if let x = inputs[i] {
        largest = max(largest, x)
        inputs[i] = largest
      }
    }
    var i = 0
    while i < inputs.count {
      if inputs[i] == nil {
        var j = i
        while inputs[j] == nil { j += 1 }
        let a = inputs[i - 1] ?? 0, b = inputs[j] ?? 1
        for k in i..<j { inputs[k] = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
        i = j
      }
      i += 1
    }
    return .stops(zip(inputs, outputs).map { CurveStop(x: $0 ?? 0, y: $1) })
  }

  /// A number as CSS writes it: no trailing zeros, at most `places` decimals (four unless told), never "-0".
  public static func number(_ value: Double, places: Int = 4) -> String {
    var text = String(format: "%.\(places)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }
}
