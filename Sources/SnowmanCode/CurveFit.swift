import Foundation
import SnowmanModel

/// A piece of a curve between two times as a cubic Bézier in its own unit square: what a Lottie keyframe pair
/// carries. `c1`/`c2` are the control points, x in 0…1.
struct BezierPiece: Equatable, Sendable {
  var t0: Double, t1: Double
  var v0: Double, v1: Double
  var c1: (x: Double, y: Double)
  var c2: (x: Double, y: Double)

  static func == (a: BezierPiece, b: BezierPiece) -> Bool {
    a.t0 == b.t0 && a.t1 == b.t1 && a.v0 == b.v0 && a.v1 == b.v1 && a.c1 == b.c1 && a.c2 == b.c2
  }

  /// The piece's value at `t` (t0…t1), as a player evaluates it.
  func value(at t: Double) -> Double {
    let x = (t - t0) / (t1 - t0)
    let y = CubicBezier(c1.x, c1.y, c2.x, c2.y).value(at: x)
    return v0 + (v1 - v0) * y
  }
}

/// Curves the code formats cannot name, fitted within a tolerance: CSS's `linear()` stops and Lottie's Bézier
/// pieces. `tolerance` is in eased progress (1 = the whole move); a writer derives it from how far the move
/// carries a pixel, so the fit stays within half a pixel.
enum CurveFit {
  /// Samples checked between two stops.
  private static let probes = 48
  /// The most stops a curve gets, whatever the tolerance asks (a stiff spring carrying a big turn needs about
  /// 1,500 for half a pixel).
  static let maxStops = 5000

  /// Times and values whose straight lines stay within `tolerance` of the curve: 0 and 1 always, then wherever
  /// the worst error between two neighbours was.
  static func linearStops(_ easing: Easing, tolerance: Double) -> [(t: Double, v: Double)] {
    var times: [Double] = [0, 1]
    // Breadth first, so a curve that meets the cap is refined evenly, not on one side only.
    var queue: [(Double, Double)] = [(0, 1)]
    var next = 0
    while next < queue.count, times.count < maxStops {
      let (a, b) = queue[next]
      next += 1
      let fa = easing.apply(a), fb = easing.apply(b)
      var worst = 0.0, at = (a + b) / 2
      for k in 1..<probes {
        let t = a + (b - a) * Double(k) / Double(probes)
        let straight = fa + (fb - fa) * (t - a) / (b - a)
        let error = abs(easing.apply(t) - straight)
        if error > worst { worst = error; at = t }
      }
      guard worst > tolerance, b - a > 1e-4 else { continue }
      times.append(at)
      queue.append((a, at))
      queue.append((at, b))
    }
    return times.sorted().map { ($0, easing.apply($0)) }
  }

  /// The curve as CSS writes it for an animation segment: `cubic-bezier(…)` exactly where it is one, else
  /// `linear(…)` with stops enough for `tolerance`.
  static func cssTiming(_ easing: Easing, tolerance: Double) -> String {
    if let b = easing.bezier { return b == CubicBezier(0, 0, 1, 1) ? "linear" : easing.css }
    let stops = linearStops(easing, tolerance: tolerance)
    let parts = stops.enumerated().map { i, stop -> String in
      let v = Easing.number(stop.v, places: 5)
      if i == 0 || i == stops.count - 1 { return v }
      return "\(v) \(Easing.number(stop.t * 100, places: 3))%"
    }
    return "linear(\(parts.joined(separator: ", ")))"
  }

  /// The curve as Bézier pieces over 0…1: one piece, exact, for a Bézier; otherwise Hermite pieces (the curve's
  /// own slopes at both ends) split until each is within `tolerance`.
  static func bezierPieces(_ easing: Easing, tolerance: Double) -> [BezierPiece] {
    if let b = easing.bezier {
      return [BezierPiece(t0: 0, t1: 1, v0: 0, v1: 1, c1: (b.x1, b.y1), c2: (b.x2, b.y2))]
    }
    var pieces: [BezierPiece] = []
    var queue: [(Double, Double)] = [(0, 1)]
    var next = 0
    while next < queue.count {
      let (a, b) = queue[next]
      next += 1
      let piece = hermite(easing, a, b)
      var worst = 0.0, at = (a + b) / 2
      for k in 1..<probes {
        let t = a + (b - a) * Double(k) / Double(probes)
        let error = abs(easing.apply(t) - piece.value(at: t))
        if error > worst { worst = error; at = t }
      }
      if worst > tolerance && b - a > 1e-4 && pieces.count + queue.count - next < maxStops {
        queue.append((at, b))
        queue.append((a, at))
      } else {
        pieces.append(piece)
      }
    }
    return pieces.sorted { $0.t0 < $1.t0 }
  }

  /// The cubic through the curve's ends at `a` and `b` with its slopes there (taken inside the piece, so a kink
  /// such as a bounce's landing is met from each side).
  private static func hermite(_ easing: Easing, _ a: Double, _ b: Double) -> BezierPiece {
    let h = min(1e-6, (b - a) / 4)
    let fa = easing.apply(a), fb = easing.apply(b)
    let slopeA = (easing.apply(a + h) - fa) / h
    let slopeB = (fb - easing.apply(b - h)) / h
    let rise = fb - fa
    let span = b - a
    guard abs(rise) > 1e-12 else {
      // A flat piece: a player holds the value, whatever the tangents say.
      return BezierPiece(t0: a, t1: b, v0: fa, v1: fb, c1: (1.0 / 3, 0), c2: (2.0 / 3, 1))
    }
    return BezierPiece(
      t0: a, t1: b, v0: fa, v1: fb, c1: (1.0 / 3, slopeA * span / 3 / rise), c2: (2.0 / 3, 1 - slopeB * span / 3 / rise)
    )
  }
}
