import Foundation

/// A stylesheet read as far as an import needs it: every `@keyframes` rule (inside `@media`, `@supports` and
/// `@layer` too, as a browser on a screen reads them), every style rule's declarations, and the custom properties
/// `var()` may name. It never fails: what cannot be read is kept as a problem of the block it is in.
struct CSSSheet {
  /// One `name: value` of a block; the name lower-cased with any `-webkit-` taken off (Chromium treats the two as
  /// one property), the value trimmed and without `!important`.
  struct Declaration: Equatable {
    let name: String
    let value: String
    let important: Bool
  }

  /// A style rule: its selector as written and its declarations in order.
  struct StyleRule {
    let selector: String
    let declarations: [Declaration]
  }

  /// One keyframe rule of a `@keyframes`: its selectors as written ("from", "20%") and its declarations.
  struct KeyframeRule {
    let selectors: [String]
    let declarations: [Declaration]
  }

  /// A `@keyframes` rule: its name, its keyframe rules, and why it cannot be read when it cannot.
  struct Keyframes {
    let name: String
    let rules: [KeyframeRule]
    /// One sentence, without the block's name: why the block cannot be read at all.
    let problem: String?
  }

  private(set) var keyframes: [Keyframes] = []
  private(set) var styleRules: [StyleRule] = []
  /// `--name: value` from every style rule, the last one winning, as on a page whose `:root` declares them.
  private(set) var customProperties: [String: String] = [:]

  /// Reads `text`.
  init(_ text: String) {
    let bytes = Array(CSSSheet.withoutComments(text).utf8)
    read(bytes, 0..<bytes.count, depth: 0)
  }

  /// The text with every comment replaced by a space (an unclosed one runs to the end), strings kept whole.
  static func withoutComments(_ text: String) -> String {
    var out = [UInt8]()
    let b = Array(text.utf8)
    out.reserveCapacity(b.count)
    var i = 0
    var quote: UInt8?
    while i < b.count {
      let c = b[i]
      if let q = quote {
        out.append(c)
        if c == UInt8(ascii: "\\") && i + 1 < b.count {
          out.append(b[i + 1])
          i += 2
          continue
        }
        if c == q || c == UInt8(ascii: "\n") { quote = nil }
        i += 1
        continue
      }
      if c == UInt8(ascii: "/") && i + 1 < b.count && b[i + 1] == UInt8(ascii: "*") {
        var j = i + 2
        while j + 1 < b.count && !(b[j] == UInt8(ascii: "*") && b[j + 1] == UInt8(ascii: "/")) { j += 1 }
        i = min(b.count, j + 2)
        out.append(UInt8(ascii: " "))
        continue
      }
      if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { quote = c }
      out.append(c)
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Where the block opened at `open` (a `{`) closes: the index of its `}`, or nil when the text ends first.
  static func closing(_ b: [UInt8], from open: Int, end: Int) -> Int? {
    var depth = 0
    var i = open
    var quote: UInt8?
    while i < end {
      let c = b[i]
      if let q = quote {
        if c == UInt8(ascii: "\\") {
          i += 2
          continue
        }
        if c == q || c == UInt8(ascii: "\n") { quote = nil }
      } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        quote = c
      } else if c == UInt8(ascii: "{") {
        depth += 1
      } else if c == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return i }
      }
      i += 1
    }
    return nil
  }

  static func text(_ b: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: b[range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Reads the rules in `range`: at-rules and style rules, one after the other.
  private mutating func read(_ b: [UInt8], _ range: Range<Int>, depth: Int) {
    var i = range.lowerBound
    while i < range.upperBound {
      // The prelude runs to a `{`, or to a `;` for an at-rule with no block (`@import …;`).
      var j = i
      var quote: UInt8?
      while j < range.upperBound {
        let c = b[j]
        if let q = quote {
          if c == q { quote = nil }
        } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
          quote = c
        } else if c == UInt8(ascii: "{") || c == UInt8(ascii: ";") || c == UInt8(ascii: "}") {
          break
        }
        j += 1
      }
      let prelude = CSSSheet.text(b, i..<j)
      guard j < range.upperBound, b[j] == UInt8(ascii: "{") else {
        // A stray `;` or `}` ends a broken statement; the reading goes on after it.
        i = j + 1
        continue
      }
      let close = CSSSheet.closing(b, from: j, end: range.upperBound)
      let inner = (j + 1)..<(close ?? range.upperBound)
      if prelude.hasPrefix("@") {
        readAtRule(prelude, b, inner, closed: close != nil, depth: depth)
      } else if close != nil {
        let declarations = CSSSheet.declarations(CSSSheet.text(b, inner))
        styleRules.append(StyleRule(selector: prelude, declarations: declarations))
        for d in declarations where d.name.hasPrefix("--") { customProperties[d.name] = d.value }
      }
      i = (close ?? range.upperBound) + 1
    }
  }

  private mutating func readAtRule(_ prelude: String, _ b: [UInt8], _ inner: Range<Int>, closed: Bool, depth: Int) {
    let words = prelude.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    let keyword = words.first?.lowercased() ?? ""
    if keyword == "@keyframes" || keyword == "@-webkit-keyframes" {
      let name = CSSSheet.keyframesName(String(prelude.dropFirst(keyword.count)))
      guard closed else {
        keyframes.append(Keyframes(name: name, rules: [], problem: "it ends before its closing brace"))
        return
      }
      keyframes.append(CSSSheet.keyframeRules(name: name, b, inner))
      return
    }
    // Groups a screen shows: their rules are read as if written outside. Anything else (@font-face, @page…) is
    // not motion.
    let groups = ["@media", "@supports", "@layer", "@container", "@document", "@-moz-document", "@scope"]
    if groups.contains(keyword) && depth < 16 { read(b, inner, depth: depth + 1) }
  }

  /// A `@keyframes` name as written: an identifier or a string.
  static func keyframesName(_ text: String) -> String {
    var name = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if name.count >= 2, let first = name.first, (first == "\"" || first == "'"), name.last == first {
      name = String(name.dropFirst().dropLast())
    }
    return name
  }

  /// The keyframe rules of a `@keyframes` block's inside.
  static func keyframeRules(name: String, _ b: [UInt8], _ range: Range<Int>) -> Keyframes {
    var rules: [KeyframeRule] = []
    var i = range.lowerBound
    while i < range.upperBound {
      guard let open = b[i..<range.upperBound].firstIndex(of: UInt8(ascii: "{")) else {
        let rest = text(b, i..<range.upperBound)
        if !rest.isEmpty {
          return Keyframes(name: name, rules: [], problem: "it has “\(shown(rest))” where a keyframe should be")
        }
        break
      }
      let selectors = text(b, i..<open).split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      guard let close = closing(b, from: open, end: range.upperBound) else {
        return Keyframes(name: name, rules: [], problem: "it has a keyframe that ends before its closing brace")
      }
      let body = text(b, (open + 1)..<close)
      if body.contains("{") {
        return Keyframes(name: name, rules: [], problem: "it has a block inside a keyframe, which CSS does not allow")
      }
      rules.append(KeyframeRule(selectors: selectors, declarations: declarations(body)))
      i = close + 1
    }
    return Keyframes(name: name, rules: rules, problem: nil)
  }

  /// `a: b; c: d` as declarations; a part with no colon is kept with an empty value so the reader can name it.
  static func declarations(_ text: String) -> [Declaration] {
    var out: [Declaration] = []
    var depth = 0
    var quote: Character?
    var current = ""
    func flush() {
      let part = current.trimmingCharacters(in: .whitespacesAndNewlines)
      current = ""
      guard !part.isEmpty else { return }
      guard let colon = part.firstIndex(of: ":") else {
        out.append(Declaration(name: part.lowercased(), value: "", important: false))
        return
      }
      var name = part[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
      if !name.hasPrefix("--") { name = name.lowercased() }
      if name.hasPrefix("-webkit-") { name = String(name.dropFirst("-webkit-".count)) }
      var value = part[part.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
      var important = false
      if let bang = value.range(of: "!important", options: [.caseInsensitive, .backwards]),
        value[bang.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty
      {
        important = true
        value = value[..<bang.lowerBound].trimmingCharacters(in: .whitespaces)
      }
      out.append(Declaration(name: name, value: value, important: important))
    }
    for c in text {
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == "(" {
        depth += 1
      } else if c == ")" {
        depth = max(0, depth - 1)
      } else if c == ";" && depth == 0 {
        flush()
        continue
      }
      current.append(c)
    }
    flush()
    return out
  }

  /// Text as an error sentence shows it: one line, at most 40 characters.
  static func shown(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return (line.count > 40 ? String(line.prefix(39)) + "…" : line).displaySafe()
  }
}
