import Foundation

/// A transform in the stage's terms, about the picture's anchor and left to right as CSS writes it:
/// `translate(offset) perspective translateZ(depth) rotateZ rotateY rotateX skewX skewY scale`.
struct PoseParts: Equatable {
  var offsetX = 0.0, offsetY = 0.0
  /// The reciprocal of the eye's distance (0: none).
  var perspective = 0.0
  var depth = 0.0
  var turnZ = 0.0, turnY = 0.0, turnX = 0.0
  var skewX = 0.0, skewY = 0.0
  var scaleX = 1.0, scaleY = 1.0
}

/// A transform list at one moment, written in the stage's order when the functions allow it: functions that
/// commute change places, a move written after a turn or a scale is carried out through it, and functions of one
/// kind side by side become one. Exact for the list it is given; nothing is assumed about the moments between.
enum PoseCanonical {
  /// One function in the stage's vocabulary, with the name it was written with.
  struct Atom {
    enum Kind: Int {
      case translate = 0, perspective, depth, turnZ, turnY, turnX, skewX, skewY, scale
    }
    var kind: Kind
    /// The numbers: x, y for a move or a scale (z third for a scale); one for the rest.
    var values: [Double]
    let name: String

    /// Whether it leaves a point in the picture's plane there (z = 0 stays 0).
    var keepsPlane: Bool { kind != .depth && kind != .turnX && kind != .turnY && kind != .perspective }

    var matrix: Matrix4 {
      switch kind {
      case .translate: return .translate(values[0], values[1], 0)
      case .perspective: return .perspective(inverse: values[0])
      case .depth: return .translate(0, 0, values[0])
      case .turnZ: return .rotate(axis: (0, 0, 1), values[0])
      case .turnY: return .rotate(axis: (0, 1, 0), values[0])
      case .turnX: return .rotate(axis: (1, 0, 0), values[0])
      case .skewX: return .skew(values[0], 0)
      case .skewY: return .skew(0, values[0])
      case .scale: return .scale(values[0], values[1], values[2])
      }
    }
  }

  /// The list in the stage's terms.
  /// - Throws: `CSSProblem` naming the functions whose order the stage cannot play.
  static func parts(_ items: [BlendedItem]) throws -> PoseParts {
    var atoms = try items.flatMap(atoms(of:))
    atoms.removeAll(where: isIdentity)
    // A move in depth after every perspective and turn out of the plane is one nothing sees.
    var k = 0
    while k < atoms.count {
      let seen = atoms[..<k].contains { [.perspective, .turnX, .turnY].contains($0.kind) }
      if atoms[k].kind == .depth && !seen { atoms.remove(at: k) } else { k += 1 }
    }
    try sort(&atoms)
    var parts = PoseParts()
    for a in atoms {
      switch a.kind {
      case .translate: (parts.offsetX, parts.offsetY) = (a.values[0], a.values[1])
      case .perspective: parts.perspective = a.values[0]
      case .depth: parts.depth = a.values[0]
      case .turnZ: parts.turnZ = a.values[0]
      case .turnY: parts.turnY = a.values[0]
      case .turnX: parts.turnX = a.values[0]
      case .skewX: parts.skewX = a.values[0]
      case .skewY: parts.skewY = a.values[0]
      case .scale: (parts.scaleX, parts.scaleY) = (a.values[0], a.values[1])
      }
    }
    return parts
  }

  static func isIdentity(_ a: Atom) -> Bool {
    a.kind == .scale ? a.values == [1, 1, 1] : a.values.allSatisfy { $0 == 0 }
  }

  /// A blended function as the stage's atoms.
  static func atoms(of item: BlendedItem) throws -> [Atom] {
    switch item {
    case .decomposed(let d, let name): return flat(d, name: name)
    case .function(let f):
      let n = f.name
      switch f.kind {
      case .translate(let x, let y, let z):
        return [Atom(kind: .translate, values: [x, y], name: n), Atom(kind: .depth, values: [z], name: n)]
      case .rotate(let x, let y, let z, let angle):
        if angle == 0 || (x == 0 && y == 0 && z == 0) { return [] }
        let axes: [(Atom.Kind, Double)] = [(.turnX, x), (.turnY, y), (.turnZ, z)]
        guard let axis = axes.first(where: { abs(abs($0.1) - 1) < 1e-12 }) else {
          throw CSSProblem(reason: "\(n) turns about a tilted axis, which the stage cannot do")
        }
        return [Atom(kind: axis.0, values: [axis.1 < 0 ? -angle : angle], name: n)]
      case .scale(let x, let y, let z): return [Atom(kind: .scale, values: [x, y, z], name: n)]
      case .skew(let x, let y):
        if x == 0 || y == 0 {
          return [Atom(kind: .skewX, values: [x], name: n), Atom(kind: .skewY, values: [y], name: n)]
        }
        // skew(ax, ay) is skewX(ax) skewY(β) scaleX(1 − tan ax tan ay), tan β = tan ay / (1 − tan ax tan ay).
        let a = tan(x), b = tan(y)
        guard abs(1 - a * b) > 1e-9 else { throw CSSProblem(reason: "\(n) flattens the picture to a line") }
        return [
          Atom(kind: .skewX, values: [x], name: n), Atom(kind: .skewY, values: [atan(b / (1 - a * b))], name: n),
          Atom(kind: .scale, values: [1 - a * b, 1, 1], name: n),
        ]
      case .perspective(let p): return [Atom(kind: .perspective, values: [p], name: n)]
      case .matrix(let m):
        guard let d = Decomposed2D(m) else {
          throw CSSProblem(reason: "\(n) is not a flat matrix the stage can take apart")
        }
        return flat(d, name: n)
      }
    }
  }

  /// A flat matrix's parts as atoms: translate · rotate · skewX · scale.
  static func flat(_ d: Decomposed2D, name: String) -> [Atom] {
    [
      Atom(kind: .translate, values: [d.translateX, d.translateY], name: name),
      Atom(kind: .turnZ, values: [d.angle], name: name), Atom(kind: .skewX, values: [atan(d.shear)], name: name),
      Atom(kind: .scale, values: [d.scaleX, d.scaleY, 1], name: name),
    ]
  }

  /// Puts the atoms in the stage's order, merging neighbours of one kind.
  static func sort(_ atoms: inout [Atom]) throws {
    var guardCount = 0
    var i = 0
    while i + 1 < atoms.count {
      guardCount += 1
      guard guardCount < 10_000 else { throw CSSProblem(reason: "the transform list is too tangled to read") }
      let a = atoms[i], b = atoms[i + 1]
      if a.kind == b.kind {
        atoms[i] = merged(a, b)
        atoms.remove(at: i + 1)
        if isIdentity(atoms[i]) { atoms.remove(at: i) }
        i = max(0, i - 1)
        continue
      }
      guard a.kind.rawValue > b.kind.rawValue else {
        i += 1
        continue
      }
      // What reaches the pair lies in the picture's plane when nothing after it has left it: then only what the
      // pair does to such points matters.
      let planar = atoms[(i + 2)...].allSatisfy(\.keepsPlane)
      // What the pair leaves in depth matters only to a perspective or a turn out of the plane before it.
      let seen = !atoms[..<i].contains { [.perspective, .turnX, .turnY].contains($0.kind) }
      if commute(a, b, planar: planar, flatView: seen) {
        atoms.swapAt(i, i + 1)
      } else if b.kind == .translate || b.kind == .depth, a.kind != .perspective {
        // A move written after a linear function is that function's image of the move, before it.
        let v = b.kind == .translate ? (b.values[0], b.values[1], 0.0) : (0, 0, b.values[0])
        let moved = a.matrix * Matrix4.translate(v.0, v.1, v.2)
        var replaced: [Atom] = []
        if abs(moved[0, 3]) > 1e-12 || abs(moved[1, 3]) > 1e-12 {
          replaced.append(Atom(kind: .translate, values: [moved[0, 3], moved[1, 3]], name: b.name))
        }
        if abs(moved[2, 3]) > 1e-12 { replaced.append(Atom(kind: .depth, values: [moved[2, 3]], name: b.name)) }
        atoms.replaceSubrange(i...(i + 1), with: replaced + [a])
      } else {
        throw CSSProblem(
          reason: "\(a.name) is written before \(b.name): a browser applies \(b.name) first and \(a.name) after it, "
            + "an order the stage cannot play")
      }
      i = max(0, i - 1)
    }
  }

  /// Whether `a` after `b` is `b` after `a`: for points in the picture's plane only, when `planar`; as far as the
  /// screen shows (not the depth), when `flatView`.
  static func commute(_ a: Atom, _ b: Atom, planar: Bool, flatView: Bool = false) -> Bool {
    let ab = a.matrix * b.matrix, ba = b.matrix * a.matrix
    let columns = planar ? [0, 1, 3] : [0, 1, 2, 3]
    for r in (flatView ? [0, 1, 3] : [0, 1, 2, 3]) {
      for c in columns where abs(ab[r, c] - ba[r, c]) > 1e-12 * max(1, abs(ab[r, c])) { return false }
    }
    return true
  }

  /// Two atoms of one kind as one: moves and turns add, scales multiply, skews add their tangents, perspectives add
  /// their reciprocals.
  static func merged(_ a: Atom, _ b: Atom) -> Atom {
    var out = a
    switch a.kind {
    case .scale: out.values = zip(a.values, b.values).map(*)
    case .skewX, .skewY: out.values = [atan(tan(a.values[0]) + tan(b.values[0]))]
    default: out.values = zip(a.values, b.values).map(+)
    }
    return out
  }
}
