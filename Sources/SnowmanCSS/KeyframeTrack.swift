import Foundation

/// One property's keyframes, as a browser builds them from a `@keyframes` rule: only the keyframes that set it,
/// by offset, with an implicit first and last keyframe holding the element's own value where the rule has none.
struct KeyframeTrack<Value> {
  struct Keyframe {
    /// 0…1.
    var offset: Double
    var value: Value
    /// The curve from this keyframe to the next.
    var curve: CSSCurve
    /// The selector as written ("40%", "from"), for sentences.
    var label: String
  }

  var keyframes: [Keyframe]

  /// The keyframe interval holding `offset`, and how far through it (0…1, before easing).
  func interval(at offset: Double) -> (index: Int, x: Double) {
    var i = 0
    while i + 2 < keyframes.count && keyframes[i + 1].offset <= offset { i += 1 }
    let a = keyframes[i].offset, b = keyframes[i + 1].offset
    return (i, b > a ? min(max((offset - a) / (b - a), 0), 1) : 1)
  }

  /// The track played backwards: offsets mirrored, each interval's curve reversed.
  var reflected: KeyframeTrack {
    var out: [Keyframe] = []
    let n = keyframes.count
    for k in stride(from: n - 1, through: 0, by: -1) {
      // The interval that now starts at keyframe k is the one that ended there: its curve, reversed.
      let curve = k > 0 ? keyframes[k - 1].curve.reversed : CSSCurve.linear
      out.append(
        Keyframe(offset: 1 - keyframes[k].offset, value: keyframes[k].value, curve: curve, label: keyframes[k].label))
    }
    return KeyframeTrack(keyframes: out)
  }

  /// Whether every keyframe holds the same value.
  func isConstant(_ same: (Value, Value) -> Bool) -> Bool {
    keyframes.allSatisfy { same($0.value, keyframes[0].value) }
  }
}

/// Where a `transform-origin` puts the anchor, as fractions of the picture's box.
struct Origin: Equatable {
  var x = 0.5, y = 0.5

  /// A `transform-origin` value: one to three of keywords, percentages and lengths (a depth must be 0).
  /// - Throws: `CSSValueError` naming the value.
  init(_ components: [CSSComponent], box: PictureBox) throws {
    let shown = CSSSheet.shown(CSSComponent.join(components))
    guard (1...3).contains(components.count) else {
      throw CSSValueError(reason: "has “\(shown)”, which is not a transform-origin")
    }
    if components.count == 3 {
      guard (try? CSSUnits.length(components[2], percentOf: nil, in: shown)) == 0 else {
        throw CSSValueError(reason: "has “\(shown)”, whose depth the stage cannot anchor to")
      }
    }
    func word(_ c: CSSComponent) -> String? {
      if case .word(let w) = c { return w.lowercased() }
      return nil
    }
    func place(_ c: CSSComponent, across: Bool) throws -> Double {
      let names: [String: Double] =
        across ? ["left": 0, "center": 0.5, "right": 1] : ["top": 0, "center": 0.5, "bottom": 1]
      if let w = word(c) {
        guard let v = names[w] else { throw CSSValueError(reason: "has “\(shown)”, where “\(w)” is not a place") }
        return v
      }
      let whole = across ? box.width : box.height
      return try CSSUnits.length(c, percentOf: whole, in: shown) / whole
    }
    if components.count == 1 {
      if let w = word(components[0]), w == "top" || w == "bottom" {
        (x, y) = (0.5, try place(components[0], across: false))
      } else {
        (x, y) = (try place(components[0], across: true), 0.5)
      }
      return
    }
    var (h, v) = (components[0], components[1])
    // Keywords may come either way round ("top left").
    if ["top", "bottom"].contains(word(h) ?? "") || ["left", "right"].contains(word(v) ?? "") { swap(&h, &v) }
    x = try place(h, across: true)
    y = try place(v, across: false)
  }

  /// The centre.
  init() {}

  init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
