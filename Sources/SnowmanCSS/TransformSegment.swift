import Foundation

/// Why a keyframe interval (or a keyframe) cannot be said in the stage's terms: the end of a sentence that names
/// the keyframe and the function.
struct CSSProblem: Error, Equatable {
  let reason: String
}

/// What a transform list is at one moment of an interval: its functions blended one by one, and what Chromium
/// blends as matrices taken apart (when the two lists stop matching).
enum BlendedItem {
  case function(TransformFunction)
  case decomposed(Decomposed2D, name: String)
}

/// Two keyframes' `transform` lists and how a browser blends them (css-transforms-2, as Chromium does): function
/// by function while their families match, the shorter list padded with functions that do nothing; from the first
/// pair that does not match, the rest of each list as one matrix, taken apart and blended.
struct TransformSegment {
  let pairs: [(TransformFunction, TransformFunction)]
  /// The rest of each list as a matrix taken apart, when the lists stop matching.
  let rest: (from: Decomposed2D, to: Decomposed2D, name: String)?

  /// - Throws: `CSSProblem` when the browser would blend the two in a way the stage has no word for: matrices in
  ///   depth, a matrix that flattens the picture, a turn about two axes at once.
  init(from a: [TransformFunction], to b: [TransformFunction], labels: (String, String)) throws {
    var prefix = 0
    while prefix < min(a.count, b.count) && TransformSegment.blends(a[prefix], b[prefix]) { prefix += 1 }
    if prefix == min(a.count, b.count) {
      let n = max(a.count, b.count)
      pairs = (0..<n).map { i in
        (i < a.count ? a[i] : b[i].identity, i < b.count ? b[i] : a[i].identity)
      }
      rest = nil
    } else {
      pairs = Array(zip(a[..<prefix], b[..<prefix]))
      let fromRest = Array(a[prefix...]), toRest = Array(b[prefix...])
      let name = "\(fromRest.first?.name ?? "none") at \(labels.0) and \(toRest.first?.name ?? "none") at \(labels.1)"
      guard let d0 = Decomposed2D(TransformFunction.product(fromRest)),
        let d1 = Decomposed2D(TransformFunction.product(toRest))
      else {
        throw CSSProblem(
          reason: "\(name) do not match, so a browser blends them as matrices in depth, which the stage cannot follow")
      }
      rest = (d0, d1, name)
    }
    for (f, g) in pairs {
      if case .rotate(let ax, let ay, let az, let alpha) = f.kind,
        case .rotate(let bx, let by, let bz, let beta) = g.kind,
        alpha != 0, beta != 0, abs(ax * bx + ay * by + az * bz) < 1 - 1e-9
      {
        throw CSSProblem(
          reason: "\(f.name) at \(labels.0) and \(g.name) at \(labels.1) turn about different axes, "
            + "so a browser blends them as one turn about a tilted axis, which the stage cannot follow")
      }
      if case .matrix(let m0) = f.kind, case .matrix(let m1) = g.kind,
        Decomposed2D(m0) == nil || Decomposed2D(m1) == nil
      {
        throw CSSProblem(
          reason: "\(f.name) at \(labels.0) or \(g.name) at \(labels.1) is not a flat matrix the stage can take apart")
      }
    }
  }

  /// Whether Chromium blends the two function by function (`CanBlendWith`).
  static func blends(_ f: TransformFunction, _ g: TransformFunction) -> Bool {
    f.family == g.family
  }

  /// The list a fraction `p` (eased) of the way from the first keyframe to the second.
  func items(at p: Double) -> [BlendedItem] {
    var out = pairs.map { BlendedItem.function(TransformSegment.blend($0.0, $0.1, p)) }
    if let rest { out.append(.decomposed(rest.from.blended(to: rest.to, p), name: rest.name)) }
    return out
  }

  /// The matrix a browser draws at eased progress `p`.
  func matrix(at p: Double) -> Matrix4 {
    items(at: p).reduce(Matrix4.identity) { product, item in
      switch item {
      case .function(let f): return product * f.matrix
      case .decomposed(let d, _): return product * d.matrix
      }
    }
  }

  /// One pair blended: every number in a line, a perspective in its reciprocal, a turn about the axis the two share
  /// (a turn of nothing takes the other's axis; an opposite axis is the same axis turned the other way), a matrix
  /// through its parts.
  static func blend(_ f: TransformFunction, _ g: TransformFunction, _ p: Double) -> TransformFunction {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
    var out = p < 0.5 || g.isIdentity ? f : g
    if f.isIdentity && !g.isIdentity { out = g }
    switch (f.kind, g.kind) {
    case (.translate(let x0, let y0, let z0), .translate(let x1, let y1, let z1)):
      out.kind = .translate(x: mix(x0, x1), y: mix(y0, y1), z: mix(z0, z1))
    case (.scale(let x0, let y0, let z0), .scale(let x1, let y1, let z1)):
      out.kind = .scale(x: mix(x0, x1), y: mix(y0, y1), z: mix(z0, z1))
    case (.skew(let x0, let y0), .skew(let x1, let y1)):
      out.kind = .skew(x: mix(x0, x1), y: mix(y0, y1))
    case (.perspective(let p0), .perspective(let p1)):
      out.kind = .perspective(inverse: mix(p0, p1))
    case (.rotate(let ax, let ay, let az, let alpha), .rotate(let bx, let by, let bz, let beta)):
      let aNone = alpha == 0 || (ax == 0 && ay == 0 && az == 0)
      let axis = aNone ? (bx, by, bz) : (ax, ay, az)
      // The second turn about the first's axis: the same, or the opposite way round.
      let along = aNone ? beta : (ax * bx + ay * by + az * bz < 0 ? -beta : beta)
      out.kind = .rotate(x: axis.0, y: axis.1, z: axis.2, angle: mix(aNone ? 0 : alpha, along))
    case (.matrix(let m0), .matrix(let m1)):
      if let d0 = Decomposed2D(m0), let d1 = Decomposed2D(m1) { out.kind = .matrix(d0.blended(to: d1, p).matrix) }
    default: break
    }
    return out
  }
}

extension TransformFunction {
  /// Whether the function does nothing.
  var isIdentity: Bool {
    switch kind {
    case .translate(let x, let y, let z): return x == 0 && y == 0 && z == 0
    case .rotate(let x, let y, let z, let a): return a == 0 || (x == 0 && y == 0 && z == 0)
    case .scale(let x, let y, let z): return x == 1 && y == 1 && z == 1
    case .skew(let x, let y): return x == 0 && y == 0
    case .perspective(let p): return p == 0
    case .matrix(let m): return m == .identity
    }
  }
}
