import Foundation

/// A Lottie file read as a player reads it, written here apart from the writer: keyframes (held, or eased on their
/// Bézier handles), a layer's transform (anchor, scale, turn, position) and its parents, precompositions, masks. Only
/// what the flat form uses; anything else makes the reading fail rather than guess.
struct LottieFileReader {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let root: [String: Any]
  let main: Composition
  let precomps: [String: Composition]

  init(_ data: Data) throws {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Failure(description: "not a JSON object")
    }
    self.root = root
    main = try Composition(root["layers"])
    var precomps: [String: Composition] = [:]
    for asset in root["assets"] as? [[String: Any]] ?? [] where asset["layers"] != nil {
      if let id = asset["id"] as? String { precomps[id] = try Composition(asset["layers"]) }
    }
    self.precomps = precomps
  }

  /// A 2-D affine map: (x, y) ↦ (a x + c y + e, b x + d y + f).
  struct Affine {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0
    static func * (l: Affine, r: Affine) -> Affine {
      Affine(
        a: l.a * r.a + l.c * r.b, b: l.b * r.a + l.d * r.b, c: l.a * r.c + l.c * r.d, d: l.b * r.c + l.d * r.d,
        e: l.a * r.e + l.c * r.f + l.e, f: l.b * r.e + l.d * r.f + l.f)
    }
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + e, b * x + d * y + f) }
  }

  static func numbers(_ value: Any?) throws -> [Double] {
    if let n = value as? Double { return [n] }
    if let list = value as? [Double] { return list }
    if let list = value as? [Any] { return try list.map { try numbers($0).first ?? 0 } }
    throw Failure(description: "not a number or a list of numbers: \(String(describing: value))")
  }

  /// A property, read once: still, or keyframes with their handles.
  struct Property {
    struct Key {
      var t: Double, s: [Double], hold: Bool
      var handles: (x1: Double, y1: Double, x2: Double, y2: Double)?
    }
    var still: [Double]?
    var keys: [Key] = []

    init(_ property: Any?, otherwise: [Double]? = nil) throws {
      guard let property = property as? [String: Any] else {
        guard let otherwise else { throw Failure(description: "a property is missing") }
        still = otherwise
        return
      }
      if (property["a"] as? Int ?? 0) == 0 {
        still = try numbers(property["k"])
        return
      }
      guard let keys = property["k"] as? [[String: Any]], !keys.isEmpty else { throw Failure(description: "no keys") }
      self.keys = try keys.enumerated().map { k, key in
        var handles: (Double, Double, Double, Double)?
        let hold = (key["h"] as? Int) == 1
        if !hold && k + 1 < keys.count {
          guard let o = key["o"] as? [String: Any], let i = key["i"] as? [String: Any] else {
            throw Failure(description: "a keyframe has no handles")
          }
          handles = (try numbers(o["x"])[0], try numbers(o["y"])[0], try numbers(i["x"])[0], try numbers(i["y"])[0])
        }
        return Key(t: try numbers(key["t"])[0], s: try numbers(key["s"]), hold: hold, handles: handles)
      }
    }

    /// Its value at `frame`.
    func value(at frame: Double) -> [Double] {
      if let still { return still }
      guard frame >= keys[0].t else { return keys[0].s }
      // The last key at or before the frame, by halving.
      var (lo, hi) = (0, keys.count - 1)
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if keys[mid].t <= frame { lo = mid } else { hi = mid - 1 }
      }
      let key = keys[lo]
      guard lo + 1 < keys.count, !key.hold, let h = key.handles else { return key.s }
      let next = keys[lo + 1]
      let progress = LottieFileReader.bezier(h.x1, h.y1, h.x2, h.y2, at: (frame - key.t) / (next.t - key.t))
      return zip(key.s, next.s).map { $0 + ($1 - $0) * progress }
    }
  }

  /// The easing curve from (0, 0) to (1, 1) through the handles, its height where it is `x` across (by halving).
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    // Handles on the diagonal make the curve the diagonal itself: its height is `x` (most of a flat file's keys,
    // a million corners' worth of halving otherwise).
    if x1 == y1 && x2 == y2 { return x }
    func curve(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
      3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<50 {
      let mid = (lo + hi) / 2
      if curve(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return curve(y1, y2, (lo + hi) / 2)
  }

  /// A layer, read once: its place in the tree, when it shows, its transform, its image and mask.
  struct Layer {
    var ind: Int, parent: Int?, type: Int, ip: Double, op: Double
    var refId: String?
    var a: Property, p: Property, s: Property, r: Property
    var mask: [[Double]]?

    init(_ layer: [String: Any]) throws {
      ind = layer["ind"] as? Int ?? 0
      parent = layer["parent"] as? Int
      type = layer["ty"] as? Int ?? -1
      ip = try numbers(layer["ip"])[0]
      op = try numbers(layer["op"])[0]
      refId = layer["refId"] as? String
      guard let ks = layer["ks"] as? [String: Any] else { throw Failure(description: "a layer has no transform") }
      if let sk = ks["sk"], try Property(sk).still != [0] { throw Failure(description: "a skew") }
      (a, p) = (try Property(ks["a"], otherwise: [0, 0]), try Property(ks["p"], otherwise: [0, 0]))
      (s, r) = (try Property(ks["s"], otherwise: [100, 100]), try Property(ks["r"], otherwise: [0]))
      if let masks = layer["masksProperties"] as? [[String: Any]], let pt = masks.first?["pt"] as? [String: Any],
        let shape = pt["k"] as? [String: Any]
      {
        mask = shape["v"] as? [[Double]]
      }
    }

    func shows(at frame: Double) -> Bool { frame >= ip && frame < op }

    /// Its own transform at `frame`: translate(p) · rotate(r) · scale(s) · translate(−a).
    func transform(at frame: Double) -> Affine {
      let (a, p, s) = (a.value(at: frame), p.value(at: frame), s.value(at: frame))
      let r = r.value(at: frame)[0] * .pi / 180
      let scaled = Affine(a: s[0] / 100, b: 0, c: 0, d: s[1] / 100, e: 0, f: 0)
      let turned = Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), e: 0, f: 0) * scaled
      return Affine(a: 1, b: 0, c: 0, d: 1, e: p[0], f: p[1]) * turned * Affine(e: -a[0], f: -a[1])
    }
  }

  /// A list of layers with its parents found by index.
  struct Composition {
    var layers: [Layer]
    var byIndex: [Int: Layer]
    init(_ list: Any?) throws {
      layers = try (list as? [[String: Any]] ?? []).map { try Layer($0) }
      byIndex = Dictionary(layers.map { ($0.ind, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A layer's transform with its parents' before it; `known` keeps each parent's for this frame, as the pieces
    /// under one parent share it.
    func world(_ layer: Layer, at frame: Double, known: inout [Int: Affine]) throws -> Affine {
      var chain: [Layer] = []
      var above = Affine()
      var parent = layer.parent
      while let index = parent {
        if let kept = known[index] {
          above = kept
          break
        }
        guard let up = byIndex[index], chain.count < 64 else {
          throw Failure(description: "a parent \(index) not there")
        }
        chain.append(up)
        parent = up.parent
      }
      // From the topmost parent not yet known down to the layer's own parent, each kept on the way.
      for up in chain.reversed() {
        above = above * up.transform(at: frame)
        known[up.ind] = above
      }
      return above * layer.transform(at: frame)
    }

    func world(_ layer: Layer, at frame: Double) throws -> Affine {
      var known: [Int: Affine] = [:]
      return try world(layer, at: frame, known: &known)
    }
  }

  /// Every image layer showing at `frame` inside the precompositions the root shows: its image's id, its mask's
  /// vertices in its own space, its anchor, and where it all goes on the stage.
  func pieces(at frame: Double) throws -> [(image: String, mask: [[Double]], anchor: [Double], map: Affine)] {
    var out: [(image: String, mask: [[Double]], anchor: [Double], map: Affine)] = []
    for holder in main.layers where holder.type == 0 && holder.shows(at: frame) {
      let outer = try main.world(holder, at: frame)
      guard let id = holder.refId, let inner = precomps[id] else {
        throw Failure(description: "a precomposition that is not there")
      }
      var known: [Int: Affine] = [:]
      for layer in inner.layers where layer.type == 2 && layer.shows(at: frame) {
        guard let mask = layer.mask else { throw Failure(description: "an image piece without its mask") }
        out.append(
          (layer.refId ?? "", mask, layer.a.value(at: frame), try outer * inner.world(layer, at: frame, known: &known)))
      }
    }
    return out
  }
}
