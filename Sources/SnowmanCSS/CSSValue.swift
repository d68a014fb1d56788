import Foundation

/// One component of a CSS value: a number with its unit ("" for none, "%" for a percentage), a word, a function
/// with its arguments, a comma or a string.
indirect enum CSSComponent: Equatable {
  case number(Double, unit: String)
  case word(String)
  case function(String, [CSSComponent])
  case comma
  case string(String)

  /// As written, for an error sentence.
  var text: String {
    switch self {
    case .number(let n, let unit): return Self.format(n) + unit
    case .word(let w): return w
    case .function(let name, let args): return "\(name)(" + CSSComponent.join(args) + ")"
    case .comma: return ","
    case .string(let s): return "\"\(s)\""
    }
  }

  static func join(_ parts: [CSSComponent]) -> String {
    parts.map(\.text).joined(separator: " ").replacingOccurrences(of: " ,", with: ",")
  }

  static func format(_ n: Double) -> String {
    n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
  }
}

/// Why a value cannot be read, as the end of a sentence ("“12qx” is not a length").
struct CSSValueError: Error, Equatable {
  let reason: String
}

enum CSSValue {
  /// `text` as components. `var(--name)` is replaced from `custom` first (as a browser does before it parses).
  /// - Throws: `CSSValueError` for an unclosed function, a character no value holds, or a number that is not finite.
  static func components(_ text: String, custom: [String: String] = [:]) throws -> [CSSComponent] {
    let resolved = try substitute(text, custom: custom, depth: 0)
    var scanner = Scanner(Array(resolved.unicodeScalars))
    let parts = try scanner.components(closing: nil)
    return parts
  }

  /// `var(--name)` and `var(--name, fallback)` replaced, as many levels deep as a sane sheet goes.
  static func substitute(_ text: String, custom: [String: String], depth: Int) throws -> String {
    guard text.range(of: "var(", options: .caseInsensitive) != nil else { return text }
    guard depth < 8 else { throw CSSValueError(reason: "uses var() that refers to itself") }
    var out = ""
    var rest = Substring(text)
    while let found = rest.range(of: "var(", options: .caseInsensitive) {
      out += rest[..<found.lowerBound]
      var level = 1
      var i = found.upperBound
      while i < rest.endIndex && level > 0 {
        if rest[i] == "(" { level += 1 }
        if rest[i] == ")" { level -= 1 }
        if level > 0 { i = rest.index(after: i) }
      }
      guard i < rest.endIndex else { throw CSSValueError(reason: "has var( with no closing parenthesis") }
      let inside = rest[found.upperBound..<i]
      let name: String, fallback: String?
      if let comma = inside.firstIndex(of: ",") {
        name = inside[..<comma].trimmingCharacters(in: .whitespaces)
        fallback = String(inside[inside.index(after: comma)...])
      } else {
        name = inside.trimmingCharacters(in: .whitespaces)
        fallback = nil
      }
      guard let value = custom[name] ?? fallback else {
        throw CSSValueError(reason: "uses var(\(CSSSheet.shown(name))), which the file does not define")
      }
      out += try substitute(value, custom: custom, depth: depth + 1)
      rest = rest[rest.index(after: i)...]
    }
    return out + rest
  }

  private struct Scanner {
    let s: [Unicode.Scalar]
    var i = 0
    var depth = 0
    init(_ s: [Unicode.Scalar]) { self.s = s }

    mutating func components(closing: Unicode.Scalar?) throws -> [CSSComponent] {
      var out: [CSSComponent] = []
      while i < s.count {
        let c = s[i]
        if c.properties.isWhitespace {
          i += 1
          continue
        }
        if c == ")" {
          guard closing != nil else { throw CSSValueError(reason: "has a “)” with nothing to close") }
          i += 1
          return out
        }
        if c == "," {
          out.append(.comma)
          i += 1
          continue
        }
        if c == "\"" || c == "'" {
          i += 1
          var text = ""
          while i < s.count && s[i] != c {
            text.unicodeScalars.append(s[i])
            i += 1
          }
          i += 1
          out.append(.string(text))
          continue
        }
        if startsNumber() {
          out.append(try number())
          continue
        }
        if isNameStart(c) || (c == "-" && i + 1 < s.count && (isNameStart(s[i + 1]) || s[i + 1] == "-")) {
          let name = word()
          if i < s.count && s[i] == "(" {
            i += 1
            // Functions nest a few deep in any real value; a thousand "(" is not one, and must not exhaust the stack.
            guard depth < 16 else { throw CSSValueError(reason: "nests functions more than 16 deep") }
            depth += 1
            let args = try components(closing: ")")
            depth -= 1
            out.append(.function(name.lowercased(), args))
          } else {
            out.append(.word(name))
          }
          continue
        }
        if c == "(" {
          // A bare group, as calc() nests them: a function with no name.
          guard depth < 16 else { throw CSSValueError(reason: "nests functions more than 16 deep") }
          i += 1
          depth += 1
          let args = try components(closing: ")")
          depth -= 1
          out.append(.function("", args))
          continue
        }
        // calc()'s operators, kept so its reader can name it.
        if c == "*" || c == "/" || c == "+" || c == "-" {
          out.append(.word(String(Character(c))))
          i += 1
          continue
        }
        throw CSSValueError(reason: "has “\(Character(c))”, which no value here holds")
      }
      if closing != nil { throw CSSValueError(reason: "has a function with no closing parenthesis") }
      return out
    }

    func isNameStart(_ c: Unicode.Scalar) -> Bool {
      c.properties.isAlphabetic || c == "_" || c.value > 0x7F
    }

    func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    func startsNumber() -> Bool {
      var j = i
      if j < s.count && (s[j] == "+" || s[j] == "-") { j += 1 }
      if j < s.count && isDigit(s[j]) { return true }
      return j + 1 < s.count && s[j] == "." && isDigit(s[j + 1])
    }

    mutating func word() -> String {
      var out = ""
      while i < s.count && (isNameStart(s[i]) || isDigit(s[i]) || s[i] == "-") {
        out.unicodeScalars.append(s[i])
        i += 1
      }
      return out
    }

    mutating func number() throws -> CSSComponent {
      var text = ""
      if s[i] == "+" || s[i] == "-" {
        text.unicodeScalars.append(s[i])
        i += 1
      }
      while i < s.count && isDigit(s[i]) {
        text.unicodeScalars.append(s[i])
        i += 1
      }
      if i + 1 < s.count && s[i] == "." && isDigit(s[i + 1]) {
        text += "."
        i += 1
        while i < s.count && isDigit(s[i]) {
          text.unicodeScalars.append(s[i])
          i += 1
        }
      }
      // An exponent: e, an optional sign, digits (not the start of a unit such as "em").
      if i + 1 < s.count && (s[i] == "e" || s[i] == "E") {
        var j = i + 1
        if j < s.count && (s[j] == "+" || s[j] == "-") { j += 1 }
        if j < s.count && isDigit(s[j]) {
          text += "e"
          i += 1
          while i < s.count && (isDigit(s[i]) || s[i] == "+" || s[i] == "-") && (i < j || isDigit(s[i])) {
            text.unicodeScalars.append(s[i])
            i += 1
          }
        }
      }
      guard let value = Double(text), value.isFinite else {
        throw CSSValueError(reason: "has “\(text)”, which is not a finite number")
      }
      var unit = ""
      if i < s.count && s[i] == "%" {
        unit = "%"
        i += 1
      } else if i < s.count && (isNameStart(s[i]) || s[i] == "-") {
        unit = word().lowercased()
      }
      return .number(value, unit: unit)
    }
  }
}

extension Array where Element == CSSComponent {
  /// The components split at commas.
  var commaSeparated: [[CSSComponent]] {
    var out: [[CSSComponent]] = [[]]
    for c in self {
      if c == .comma { out.append([]) } else { out[out.count - 1].append(c) }
    }
    return out
  }
}
