import Foundation

/// Lengths, angles, numbers and times as a plain page reads them: a CSS pixel is a stage point, and the page's font
/// is the browser's 16 px.
enum CSSUnits {
  /// Points per unit of each absolute length (and of `em` and `rem` at 16 px).
  static let lengths: [String: Double] = [
    "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "pt": 4.0 / 3, "pc": 16, "em": 16,
    "rem": 16,
  ]

  /// A length in points; a percentage of `whole` where one is allowed; a bare 0.
  /// - Throws: `CSSValueError` naming `context` and the value.
  static func length(_ c: CSSComponent, percentOf whole: Double?, in context: String) throws -> Double {
    guard case .number(let n, let unit) = c else {
      if case .function(let name, _) = c, name == "calc" || name.hasSuffix("calc") {
        throw CSSValueError(reason: "has “\(context)”, which uses calc(); write the length itself")
      }
      throw CSSValueError(reason: "has “\(context)”, where “\(CSSSheet.shown(c.text))” is not a length")
    }
    if unit == "%", let whole { return n / 100 * whole }
    if unit.isEmpty && n == 0 { return 0 }
    if let scale = lengths[unit] { return n * scale }
    if ["vw", "vh", "vmin", "vmax", "dvw", "dvh", "svw", "svh", "lvw", "lvh"].contains(unit) {
      throw CSSValueError(reason: "has “\(context)”, whose \(unit) depends on the window, not the picture")
    }
    throw CSSValueError(reason: "has “\(context)”, where “\(CSSSheet.shown(c.text))” is not a length")
  }

  /// An angle in radians; a bare 0.
  static func angle(_ c: CSSComponent, in context: String) throws -> Double {
    guard case .number(let n, let unit) = c else {
      if case .function(let name, _) = c, name == "calc" {
        throw CSSValueError(reason: "has “\(context)”, which uses calc(); write the angle itself")
      }
      throw CSSValueError(reason: "has “\(context)”, where “\(CSSSheet.shown(c.text))” is not an angle")
    }
    switch unit {
    case "deg": return n * .pi / 180
    case "rad": return n
    case "grad": return n * .pi / 200
    case "turn": return n * 2 * .pi
    case "" where n == 0: return 0
    default:
      throw CSSValueError(reason: "has “\(context)”, where “\(CSSSheet.shown(c.text))” is not an angle")
    }
  }

  /// A plain number (or a percentage of one, where allowed).
  static func number(_ c: CSSComponent, allowPercent: Bool = false, in context: String) throws -> Double {
    if case .number(let n, let unit) = c {
      if unit.isEmpty { return n }
      if unit == "%" && allowPercent { return n / 100 }
    }
    if case .function(let name, _) = c, name == "calc" {
      throw CSSValueError(reason: "has “\(context)”, which uses calc(); write the number itself")
    }
    throw CSSValueError(reason: "has “\(context)”, where “\(CSSSheet.shown(c.text))” is not a number")
  }

  /// A time in seconds: `1s`, `250ms`, or `calc()` of times and numbers (what `var()` leaves in a sheet such as
  /// `calc(1s * 0.75)`).
  static func time(_ c: CSSComponent, in context: String) throws -> Double {
    switch c {
    case .number(let n, "s"): return n
    case .number(let n, "ms"): return n / 1000
    case .number(0, ""): return 0
    case .function("calc", let args): return try calc(args, in: context)
    default:
      throw CSSValueError(reason: "has “\(context)”, where “\(CSSSheet.shown(c.text))” is not a time")
    }
  }

  /// `calc()` of times and numbers, with + − × ÷ and parentheses (what `var()` leaves in a sheet such as
  /// `calc(1s * 0.75)`), in seconds.
  static func calc(_ args: [CSSComponent], in context: String) throws -> Double {
    var reader = CalcReader(items: args, context: context)
    let result = try reader.sum()
    guard reader.index == args.count, result.isTime || result.value == 0 else {
      throw CSSValueError(reason: "has “\(context)”, whose calc() is not a time")
    }
    return result.value
  }
}

/// A recursive reader of `calc()` over times (seconds) and plain numbers.
private struct CalcReader {
  let items: [CSSComponent]
  let context: String
  var index = 0

  struct Value {
    var value: Double
    var isTime: Bool
  }

  init(items: [CSSComponent], context: String) {
    self.items = items
    self.context = context
  }

  func refuse() -> CSSValueError { CSSValueError(reason: "has “\(context)”, whose calc() the import cannot read") }

  mutating func sum() throws -> Value {
    var left = try product()
    while index < items.count, case .word(let op) = items[index], op == "+" || op == "-" {
      index += 1
      let right = try product()
      guard left.isTime == right.isTime else { throw refuse() }
      left.value += op == "+" ? right.value : -right.value
    }
    return left
  }

  mutating func product() throws -> Value {
    var left = try factor()
    while index < items.count, case .word(let op) = items[index], op == "*" || op == "/" {
      index += 1
      let right = try factor()
      if op == "*" {
        guard !(left.isTime && right.isTime) else { throw refuse() }
        left = Value(value: left.value * right.value, isTime: left.isTime || right.isTime)
      } else {
        guard !right.isTime, right.value != 0 else { throw refuse() }
        left.value /= right.value
      }
    }
    return left
  }

  mutating func factor() throws -> Value {
    guard index < items.count else { throw refuse() }
    let item = items[index]
    index += 1
    switch item {
    case .number(let n, ""): return Value(value: n, isTime: false)
    case .number(let n, "s"): return Value(value: n, isTime: true)
    case .number(let n, "ms"): return Value(value: n / 1000, isTime: true)
    case .function("calc", let inner), .function("", let inner):
      var nested = CalcReader(items: inner, context: context)
      let v = try nested.sum()
      guard nested.index == inner.count else { throw refuse() }
      return v
    default: throw refuse()
    }
  }
}
