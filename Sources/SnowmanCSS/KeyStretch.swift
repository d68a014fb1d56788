import Foundation
import SnowmanModel

/// A move that follows one keyframe interval's curve: which interval (the property, the animation, the iteration
/// and the interval), the curve as time runs (reversed for an iteration played backwards), and the part of it the
/// move plays.
struct Direct {
  struct ID: Equatable {
    let property: Int
    let place: PlayPlace
  }
  let id: ID
  let curve: CSSCurve
  let x0: Double, x1: Double
  let easing: Easing
  /// The key as the curve moves it: `a + b · curve(x)`.
  let a: Double, b: Double

  /// Where the stage's curve starts and ends, in the curve's output: a whole curve from 0 to 1, a piece stretched
  /// between the values its curve has at its ends (which, on a staircase's edge, is not where the page stands at
  /// that instant).
  static func ends(_ curve: CSSCurve, _ x0: Double, _ x1: Double) -> (Double, Double) {
    x0 == 0 && x1 == 1 ? (0, 1) : (curve.value(x0), curve.value(x1))
  }

  /// The key where the move starts and ends, as the stage's curve reaches them.
  var values: (Double, Double) {
    let (p0, p1) = Direct.ends(curve, x0, x1)
    return (a + b * p0, a + b * p1)
  }
}

/// What one stage property does between two moments.
struct KeyStretch {
  enum Move {
    case hold
    case direct(Direct)
    /// Straight keyframes at these moments (the last at the stretch's end).
    case sampled([(t: Double, v: Double)])
  }
  var t0: Double, t1: Double
  var v0: Double, v1: Double
  var move: Move
}

extension CurvePiece {
  /// The part of `curve` from `x0` to `x1` as a stage curve; a whole interval's curve as itself (a staircase as
  /// `steps()`, not its corners).
  static func whole(_ curve: CSSCurve, from x0: Double, to x1: Double) -> CurvePiece {
    if x0 == 0 && x1 == 1 {
      switch curve {
      case .steps(let n, let jump): return .easing(.steps(count: n, jump: jump))
      case .stops(let stops) where stops.count <= CurveLimits.stops.upperBound:
        if stops.allSatisfy({ CurveLimits.stopOutput.contains($0.y) }) { return .easing(.stops(stops)) }
      default: break
      }
    }
    return CurvePiece(curve, from: x0, to: x1)
  }
}

/// One stretch between two moments the page may change course at, for one group of stage properties: where each
/// of the page's properties stands, and how each stage property moves across it.
struct Span {
  let t0: Double, t1: Double
  let places: [PlayPlace?]
  let group: TrackBuilder.Group
  let builder: TrackBuilder

  /// Inputs looked at inside a stretch, as shares of it: its ends and points between, off any round fraction so a
  /// stepped curve's edge is not met exactly.
  static let looks: [Double] = {
    let inside = (0..<9).map { (Double($0) + 0.5382) / 9.0 }
    return [0.0] + inside + [1.0]
  }()

  /// Eased progress of property `i` at `t`; 0 where the element's own value shows.
  func progress(_ i: Int, at t: Double) -> Double {
    guard let place = places[i] else { return 0 }
    let property = group.properties[i]
    return builder.play.curve(place, property).value(builder.play.fraction(place, property, at: t))
  }

  func values(at t: Double) throws -> [Double] {
    try builder.values(group, places, group.properties.indices.map { progress($0, at: t) }, at: t)
  }

  /// How stage property `key` (its index `k` in the group) moves across the stretch, as one or more stretches.
  func stretches(key k: Int, of key: PropertyKey) throws -> [KeyStretch] {
    let times = Span.looks.map { t0 + $0 * (t1 - t0) }
    let v = try times.map { try values(at: $0)[k] }
    let tolerance = builder.tolerance(key)
    let exact = tolerance * 1e-4
    guard let first = v.first, let last = v.last else { return [] }
    if v.allSatisfy({ abs($0 - first) <= exact }) {
      return [KeyStretch(t0: t0, t1: t1, v0: first, v1: first, move: .hold)]
    }
    for (i, place) in places.enumerated() {
      guard let place, builder.play.changes(place, group.properties[i]) else { continue }
      let p = times.map { progress(i, at: $0) }
      guard abs(p[p.count - 1] - p[0]) > 1e-12 else { continue }
      let affine = zip(p, v).allSatisfy { pi, vi in
        abs(first + (last - first) * (pi - p[0]) / (p[p.count - 1] - p[0]) - vi) <= exact
      }
      guard affine, try owns(i, key: k, first: first, last: last, exact: exact) else { continue }
      let property = group.properties[i]
      let forward = builder.play.curve(place, property)
      let (xa, xb) = (builder.play.fraction(place, property, at: t0), builder.play.fraction(place, property, at: t1))
      // The key as the curve's progress moves it: a + b·p.
      var b = (last - first) / (p[p.count - 1] - p[0])
      var a = first - b * p[0]
      // Backwards, time runs down the interval: the curve reversed runs up it, and the key is a + b − b·p'.
      let curve = place.backwards ? forward.reversed : forward
      let (x0, x1) = place.backwards ? (1 - xa, 1 - xb) : (xa, xb)
      if place.backwards { (a, b) = (a + b, -b) }
      switch CurvePiece.whole(curve, from: x0, to: x1) {
      case .easing(let e):
        let direct = Direct(
          id: .init(property: i, place: place), curve: curve, x0: x0, x1: x1, easing: e, a: a, b: b)
        let (v0, v1) = direct.values
        // CSS clamps an opacity where it uses it: a move whose ends leave 0…1 is followed as it shows.
        if key == .opacity && (min(v0, v1) < -1e-9 || max(v0, v1) > 1 + 1e-9) { break }
        return [KeyStretch(t0: t0, t1: t1, v0: v0, v1: v1, move: .direct(direct))]
      case .split(let x) where x > x0 + 1e-9 && x < x1 - 1e-9:
        let t = t0 + (x - x0) / (x1 - x0) * (t1 - t0)
        let a = Span(t0: t0, t1: t, places: places, group: group, builder: builder)
        let b = Span(t0: t, t1: t1, places: places, group: group, builder: builder)
        return try a.stretches(key: k, of: key) + b.stretches(key: k, of: key)
      default: continue
      }
    }
    let clamp = { (v: Double) in key == .opacity ? min(max(v, 0), 1) : v }
    return [try sampled(key: k, tolerance: tolerance, from: clamp(first), to: clamp(last))]
  }

  /// Whether property `i` alone moves key `k` across the stretch: moved on its own it takes the key from `first`
  /// to `last`, and the others moved without it leave the key where it was. (Two properties on straight curves
  /// move in step, so one's progress tells the other's; only the one that moves the key may carry its curve.)
  func owns(_ i: Int, key k: Int, first: Double, last: Double, exact: Double) throws -> Bool {
    let start = group.properties.indices.map { progress($0, at: t0) }
    let end = group.properties.indices.map { progress($0, at: t1) }
    var alone = start, others = end
    alone[i] = end[i]
    others[i] = start[i]
    let moved = try builder.values(group, places, alone, at: t1)[k]
    let stayed = try builder.values(group, places, others, at: t1)[k]
    return abs(moved - last) <= exact && abs(stayed - first) <= exact
  }

  /// Straight keyframes that follow the key within `tolerance`: halves of the stretch halved again until a
  /// straight line between their ends is that close at their quarters.
  func sampled(key k: Int, tolerance: Double, from first: Double, to last: Double) throws -> KeyStretch {
    func value(_ t: Double) throws -> Double {
      let v = try values(at: t)[k]
      return group.keys[k] == .opacity ? min(max(v, 0), 1) : v
    }
    func refine(_ a: Double, _ fa: Double, _ b: Double, _ fb: Double, depth: Int) throws -> [(t: Double, v: Double)] {
      let quarters = [0.25, 0.5, 0.75]
      let inside = try quarters.map { try value(a + (b - a) * $0) }
      let straight = zip(quarters, inside).allSatisfy { q, f in abs(fa + (fb - fa) * q - f) <= tolerance }
      if straight || depth >= 16 || b - a < 1e-4 { return [(b, fb)] }
      let m = (a + b) / 2, fm = inside[1]
      return try refine(a, fa, m, fm, depth: depth + 1) + refine(m, fm, b, fb, depth: depth + 1)
    }
    // Sixteenths first, so a move that goes and comes back within the stretch, or a staircase whose steps line
    // up, is not taken for a straight line.
    var points: [(t: Double, v: Double)] = []
    var (a, fa) = (t0, first)
    for j in 1...16 {
      let b = j == 16 ? t1 : t0 + (t1 - t0) * Double(j) / 16
      let fb = j == 16 ? last : try value(b)
      points += try refine(a, fa, b, fb, depth: 0)
      (a, fa) = (b, fb)
    }
    return KeyStretch(t0: t0, t1: t1, v0: first, v1: last, move: .sampled(points))
  }
}
