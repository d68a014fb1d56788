import Foundation

/// One function of a CSS `transform` list, its lengths in points (a CSS pixel of the plain page is a stage point)
/// and its angles in radians; `name` is how it was written ("translate3d"), for sentences.
struct TransformFunction: Equatable {
  enum Kind: Equatable {
    case translate(x: Double, y: Double, z: Double)
    /// About a unit axis (a zero axis turns nothing).
    case rotate(x: Double, y: Double, z: Double, angle: Double)
    case scale(x: Double, y: Double, z: Double)
    case skew(x: Double, y: Double)
    /// The reciprocal of the distance; 0 for `perspective(none)`.
    case perspective(inverse: Double)
    case matrix(Matrix4)
  }

  /// Which functions Chromium blends one with another, function by function (`CanBlendWith`): every translate
  /// with every translate, every turn with every turn, every scale with every scale; a skew only with its own
  /// name; a matrix with a matrix.
  enum Family: Equatable {
    case translate, rotate, scale, skew, skewX, skewY, perspective, matrix
  }

  var kind: Kind
  let name: String
  let family: Family

  var matrix: Matrix4 {
    switch kind {
    case .translate(let x, let y, let z): return .translate(x, y, z)
    case .rotate(let x, let y, let z, let a):
      return x == 0 && y == 0 && z == 0 ? .identity : .rotate(axis: (x, y, z), a)
    case .scale(let x, let y, let z): return .scale(x, y, z)
    case .skew(let x, let y): return .skew(x, y)
    case .perspective(let p): return .perspective(inverse: p)
    case .matrix(let m): return m
    }
  }

  /// The function of the same family that does nothing, as CSS pads the shorter of two lists; a turn keeps its
  /// axis.
  var identity: TransformFunction {
    var out = self
    switch kind {
    case .translate: out.kind = .translate(x: 0, y: 0, z: 0)
    case .rotate(let x, let y, let z, _): out.kind = .rotate(x: x, y: y, z: z, angle: 0)
    case .scale: out.kind = .scale(x: 1, y: 1, z: 1)
    case .skew: out.kind = .skew(x: 0, y: 0)
    case .perspective: out.kind = .perspective(inverse: 0)
    case .matrix: out.kind = .matrix(.identity)
    }
    return out
  }

  /// The product of a list, applied right to left.
  static func product(_ list: [TransformFunction]) -> Matrix4 {
    list.reduce(Matrix4.identity) { $0 * $1.matrix }
  }
}

/// The picture's box on the plain page, in points: what `translate(50%)` and `transform-origin: 20px` measure.
struct PictureBox: Equatable {
  let width: Double, height: Double
}

enum TransformParser {
  /// A `transform` value as its functions (`none` is none).
  /// - Throws: `CSSValueError` naming the function and what is wrong with it.
  static func parse(_ components: [CSSComponent], box: PictureBox) throws -> [TransformFunction] {
    if components == [.word("none")] || components.count == 1 && components[0] == .word("NONE") { return [] }
    guard !components.isEmpty else { throw CSSValueError(reason: "is empty") }
    return try components.map { part in
      guard case .function(let name, let args) = part else {
        throw CSSValueError(reason: "has “\(CSSSheet.shown(part.text))”, which is not a transform function")
      }
      return try function(name, args, box: box)
    }
  }

  static func function(_ name: String, _ args: [CSSComponent], box: PictureBox) throws -> TransformFunction {
    let parts = args.commaSeparated
    let shown = CSSSheet.shown(CSSComponent.function(name, args).text)
    func count(_ allowed: ClosedRange<Int>) throws {
      guard parts.allSatisfy({ $0.count == 1 }), allowed.contains(parts.count) else {
        throw CSSValueError(
          reason:
            "has “\(shown)”, which takes \(allowed.lowerBound == allowed.upperBound ? "" : "\(allowed.lowerBound) to ")"
            + "\(allowed.upperBound) value\(allowed.upperBound == 1 ? "" : "s") separated by commas")
      }
    }
    func value(_ i: Int) -> CSSComponent { parts[i][0] }
    func length(_ i: Int, percentOf whole: Double?) throws -> Double {
      try CSSUnits.length(value(i), percentOf: whole, in: shown)
    }
    func angle(_ i: Int) throws -> Double { try CSSUnits.angle(value(i), in: shown) }
    func number(_ i: Int, percent: Bool = false) throws -> Double {
      try CSSUnits.number(value(i), allowPercent: percent, in: shown)
    }
    let kind: TransformFunction.Kind
    let family: TransformFunction.Family
    switch name {
    case "translate":
      try count(1...2)
      let x = try length(0, percentOf: box.width)
      kind = .translate(x: x, y: parts.count > 1 ? try length(1, percentOf: box.height) : 0, z: 0)
      family = .translate
    case "translatex":
      try count(1...1)
      (kind, family) = (.translate(x: try length(0, percentOf: box.width), y: 0, z: 0), .translate)
    case "translatey":
      try count(1...1)
      (kind, family) = (.translate(x: 0, y: try length(0, percentOf: box.height), z: 0), .translate)
    case "translatez":
      try count(1...1)
      (kind, family) = (.translate(x: 0, y: 0, z: try length(0, percentOf: nil)), .translate)
    case "translate3d":
      try count(3...3)
      kind = .translate(
        x: try length(0, percentOf: box.width), y: try length(1, percentOf: box.height),
        z: try length(2, percentOf: nil))
      family = .translate
    case "rotate", "rotatez":
      try count(1...1)
      (kind, family) = (.rotate(x: 0, y: 0, z: 1, angle: try angle(0)), .rotate)
    case "rotatex":
      try count(1...1)
      (kind, family) = (.rotate(x: 1, y: 0, z: 0, angle: try angle(0)), .rotate)
    case "rotatey":
      try count(1...1)
      (kind, family) = (.rotate(x: 0, y: 1, z: 0, angle: try angle(0)), .rotate)
    case "rotate3d":
      try count(4...4)
      let (x, y, z) = (try number(0), try number(1), try number(2))
      let n = (x * x + y * y + z * z).squareRoot()
      kind = n > 0 ? .rotate(x: x / n, y: y / n, z: z / n, angle: try angle(3)) : .rotate(x: 0, y: 0, z: 0, angle: 0)
      family = .rotate
    case "scale":
      try count(1...2)
      let x = try number(0, percent: true)
      (kind, family) = (.scale(x: x, y: parts.count > 1 ? try number(1, percent: true) : x, z: 1), .scale)
    case "scalex":
      try count(1...1)
      (kind, family) = (.scale(x: try number(0, percent: true), y: 1, z: 1), .scale)
    case "scaley":
      try count(1...1)
      (kind, family) = (.scale(x: 1, y: try number(0, percent: true), z: 1), .scale)
    case "scalez":
      try count(1...1)
      (kind, family) = (.scale(x: 1, y: 1, z: try number(0, percent: true)), .scale)
    case "scale3d":
      try count(3...3)
      kind = .scale(x: try number(0, percent: true), y: try number(1, percent: true), z: try number(2, percent: true))
      family = .scale
    case "skew":
      try count(1...2)
      (kind, family) = (.skew(x: try angle(0), y: parts.count > 1 ? try angle(1) : 0), .skew)
    case "skewx":
      try count(1...1)
      (kind, family) = (.skew(x: try angle(0), y: 0), .skewX)
    case "skewy":
      try count(1...1)
      (kind, family) = (.skew(x: 0, y: try angle(0)), .skewY)
    case "perspective":
      try count(1...1)
      if value(0) == .word("none") {
        kind = .perspective(inverse: 0)
      } else {
        let d = try length(0, percentOf: nil)
        guard d >= 0 else { throw CSSValueError(reason: "has “\(shown)”, whose distance is negative") }
        // Chromium draws a distance under 1 px as 1 px.
        kind = .perspective(inverse: 1 / max(d, 1))
      }
      family = .perspective
    case "matrix":
      try count(6...6)
      let v = try (0..<6).map { try number($0) }
      var m = Matrix4.identity
      (m[0, 0], m[1, 0], m[0, 1], m[1, 1], m[0, 3], m[1, 3]) = (v[0], v[1], v[2], v[3], v[4], v[5])
      (kind, family) = (.matrix(m), .matrix)
    case "matrix3d":
      try count(16...16)
      let v = try (0..<16).map { try number($0) }
      var m = Matrix4.identity
      // Listed a column at a time.
      for c in 0..<4 { for r in 0..<4 { m[r, c] = v[4 * c + r] } }
      (kind, family) = (.matrix(m), .matrix)
    default:
      throw CSSValueError(reason: "has “\(shown)”, which is not a transform function")
    }
    return TransformFunction(kind: kind, name: (spelled[name] ?? name) + "()", family: family)
  }

  /// The functions' names as CSS documents them, for sentences.
  static let spelled: [String: String] = [
    "translatex": "translateX", "translatey": "translateY", "translatez": "translateZ", "rotatex": "rotateX",
    "rotatey": "rotateY", "rotatez": "rotateZ", "scalex": "scaleX", "scaley": "scaleY", "scalez": "scaleZ",
    "skewx": "skewX", "skewy": "skewY",
  ]
}
