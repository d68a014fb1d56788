import Foundation

/// One piece of a flat file: a rectangle of the art (its pixels), drawn through an affine map keyframed in straight
/// lines between `keys` (a held key keeps its value until the next: the pose jumped).
struct FlatPiece {
  var x0: Double, y0: Double, x1: Double, y1: Double
  var keys: [(frame: Double, affine: FlatAffine, hold: Bool)]

  var centre: (x: Double, y: Double) { ((x0 + x1) / 2, (y0 + y1) / 2) }
}

/// Cuts a picture on a plane seen in perspective into pieces a 2-D player draws: a projected rectangle is not a
/// parallelogram, so one affine map cannot follow it; a grid of pieces can, each within the tolerance. The grid is
/// the smallest that fits every moment within 0.4 of the tolerance; the pieces' keys are the fewest frames, chosen
/// greedily, that keep every piece's nine points (corners, edge middles, centre) within 0.6 of it at every moment,
/// the rest left for the moments between and for the players' own drawing.
enum FlatBake {
  /// The nine points of a piece a fit is made and checked at, as fractions of its half size from its centre.
  static let points: [(Double, Double)] = [-1.0, 0, 1].flatMap { v in [-1.0, 0, 1].map { u in (u, v) } }

  /// Where the nine points of the piece `x0...x1` × `y0...y1` of `art` show at `moment`.
  static func truth(
    _ art: FlatArt, _ stage: FlatStage, _ moment: FlatMoment, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double
  ) -> [(x: Double, y: Double, shows: Bool)] {
    let (cx, cy, hw, hh) = ((x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2)
    return points.map { u, v in
      let q = art.plane(cx + u * hw, cy + v * hh)
      return stage.screen(moment.projection, q.x, q.y)
    }
  }

  /// The least-squares affine map through the nine points, those the stage shows (all nine: the mean and the two
  /// slopes of a symmetric grid), with the piece's half size: (a, b, c, d) per art pixel and where its centre goes.
  static func fit(_ f: [(x: Double, y: Double, shows: Bool)], hw: Double, hh: Double)
    -> (a: Double, b: Double, c: Double, d: Double, x: Double, y: Double)
  {
    let shown = f.filter(\.shows).count
    if shown < 9 && shown >= 3, let some = partialFit(f, hw: hw, hh: hh) { return some }
    var (mx, my, ux, uy, vx, vy) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    for (k, p) in f.enumerated() {
      let (u, v) = points[k]
      (mx, my) = (mx + p.x, my + p.y)
      (ux, uy, vx, vy) = (ux + u * p.x, uy + u * p.y, vx + v * p.x, vy + v * p.y)
    }
    return (ux / 6 / hw, vx / 6 / hh, uy / 6 / hw, vy / 6 / hh, mx / 9, my / 9)
  }

  /// The least-squares map through the points shown alone (normal equations, Cramer's rule); nil when they lie on
  /// a line.
  static func partialFit(_ f: [(x: Double, y: Double, shows: Bool)], hw: Double, hh: Double)
    -> (a: Double, b: Double, c: Double, d: Double, x: Double, y: Double)?
  {
    var n = [Double](repeating: 0, count: 6)  // Σu², Σuv, Σu, Σv², Σv, count
    var rx = [0.0, 0.0, 0.0], ry = [0.0, 0.0, 0.0]
    for (k, p) in f.enumerated() where p.shows {
      let (u, v) = points[k]
      n[0] += u * u; n[1] += u * v; n[2] += u; n[3] += v * v; n[4] += v; n[5] += 1
      rx[0] += u * p.x; rx[1] += v * p.x; rx[2] += p.x
      ry[0] += u * p.y; ry[1] += v * p.y; ry[2] += p.y
    }
    let m = [[n[0], n[1], n[2]], [n[1], n[3], n[4]], [n[2], n[4], n[5]]]
    func det(_ m: [[Double]]) -> Double {
      m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }
    let whole = det(m)
    guard abs(whole) > 1e-9 else { return nil }
    func solve(_ r: [Double]) -> [Double] {
      (0..<3).map { column in
        var c = m
        for row in 0..<3 { c[row][column] = r[row] }
        return det(c) / whole
      }
    }
    let sx = solve(rx), sy = solve(ry)
    return (sx[0] / hw, sx[1] / hh, sy[0] / hw, sy[1] / hh, sx[2], sy[2])
  }

  /// How far the best affine map of each piece of an `n`×`m` grid strays at the worst of `moments`, in pixels.
  static func worstFit(_ art: FlatArt, _ stage: FlatStage, _ moments: [FlatMoment], n: Int, m: Int) -> Double {
    var worst = 0.0
    let (w, h) = (art.width / Double(n), art.height / Double(m))
    for moment in moments {
      for j in 0..<m {
        for i in 0..<n {
          let (x0, y0) = (Double(i) * w, Double(j) * h)
          let f = truth(art, stage, moment, x0, y0, x0 + w, y0 + h)
          let g = fit(f, hw: w / 2, hh: h / 2)
          for (k, p) in f.enumerated() where p.shows {
            let (u, v) = (points[k].0 * w / 2, points[k].1 * h / 2)
            worst = max(worst, hypot(g.a * u + g.b * v + g.x - p.x, g.c * u + g.d * v + g.y - p.y))
          }
        }
      }
    }
    return worst
  }

  /// The grid: the cheaper of one more column or one more row, until every piece fits within `budget` (at most
  /// 64 either way). A plane never seen in perspective is one piece.
  static func grid(_ art: FlatArt, _ stage: FlatStage, _ moments: [FlatMoment], budget: Double) -> (n: Int, m: Int) {
    // Every other moment (a frame apart) chooses it; every moment is checked when the keys are made.
    let some = moments.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    var (n, m) = (1, 1)
    var error = worstFit(art, stage, some, n: n, m: m)
    while error > budget && (n < 64 || m < 64) {
      let wider = n < 64 ? worstFit(art, stage, some, n: n + 1, m: m) : .infinity
      let taller = m < 64 ? worstFit(art, stage, some, n: n, m: m + 1) : .infinity
      if wider <= taller { (n, error) = (n + 1, wider) } else { (m, error) = (m + 1, taller) }
    }
    return (n, m)
  }

  /// The pieces of `art` over `moments`, each within `tolerance` pixels of the stage, all keyed at the same frames:
  /// between keys each piece strays from the stage by its own straight line, and keyed apart neighbours strayed
  /// apart, their seams showing as steps in the picture (3.4 levels in rlottie on a bouncing flip; 2.8 keyed
  /// together, the file twice the size).
  static func pieces(_ art: FlatArt, _ stage: FlatStage, _ moments: [FlatMoment], tolerance: Double) -> [FlatPiece] {
    let (n, m) = grid(art, stage, moments, budget: 0.4 * tolerance)
    let (w, h) = (art.width / Double(n), art.height / Double(m))
    let budget = 0.6 * tolerance
    var fits: [PieceFit] = []
    for j in 0..<m {
      for i in 0..<n {
        let (x0, y0) = (Double(i) * w, Double(j) * h)
        fits.append(PieceFit(art, stage, moments, x0, y0, x0 + w, y0 + h, fine: budget < 0.6))
      }
    }
    let keys = straightKeys(moments) { i, j in fits.allSatisfy { $0.holds(i, j, moments, budget: budget) } }
    return fits.map { fit in
      FlatPiece(
        x0: fit.x0, y0: fit.y0, x1: fit.x1, y1: fit.y1,
        keys: keys.map { (moments[$0.index].frame, fit.fitted[$0.index], $0.hold) })
    }
  }

  /// One piece's best affine map at every moment, with where its nine points truly show.
  struct PieceFit {
    let x0: Double, y0: Double, x1: Double, y1: Double
    let offsets: [(Double, Double)]
    var truths: [[(x: Double, y: Double, shows: Bool)]] = []
    var fitted: [FlatAffine] = []

    init(
      _ art: FlatArt, _ stage: FlatStage, _ moments: [FlatMoment], _ x0: Double, _ y0: Double, _ x1: Double,
      _ y1: Double, fine: Bool
    ) {
      (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
      let (hw, hh) = ((x1 - x0) / 2, (y1 - y0) / 2)
      offsets = points.map { ($0.0 * hw, $0.1 * hh) }
      for moment in moments {
        let f = truth(art, stage, moment, x0, y0, x1, y1)
        let g = fit(f, hw: hw, hh: hh)
        let near = moment.startsRun ? nil : fitted.last
        fitted.append(FlatAffine(a: g.a, b: g.b, c: g.c, d: g.d, x: g.x, y: g.y, near: near).rounded(fine: fine))
        truths.append(f)
      }
    }

    /// Whether the straight line from key i to key j keeps every moment between within `budget`.
    func holds(_ i: Int, _ j: Int, _ moments: [FlatMoment], budget: Double) -> Bool {
      let span = moments[j].frame - moments[i].frame
      for k in (i + 1)..<j {
        let a = fitted[i].mixed(fitted[j], (moments[k].frame - moments[i].frame) / span)
        let mx = a.matrix
        for (p, t) in zip(offsets, truths[k]) where t.shows {
          let (x, y) = (mx.a * p.0 + mx.b * p.1 + a.x, mx.c * p.0 + mx.d * p.1 + a.y)
          if hypot(x - t.x, y - t.y) > budget { return false }
        }
      }
      return true
    }
  }

  /// The fewest moments to key, a run of moments between two jumps at a time, such that `holds(i, j)` says the
  /// straight line from key i to key j is near enough at every moment between: the farthest such j from each key
  /// (doubling, then halving back). A run's last key holds until the next run's first, as the pose jumps there.
  static func straightKeys(_ moments: [FlatMoment], holds: (Int, Int) -> Bool) -> [(index: Int, hold: Bool)] {
    var out: [(index: Int, hold: Bool)] = []
    var runStart = 0
    while runStart < moments.count {
      var runEnd = runStart + 1
      while runEnd < moments.count && !moments[runEnd].startsRun { runEnd += 1 }
      var i = runStart
      out.append((i, false))
      while i < runEnd - 1 {
        var good = i + 1, step = 2
        var bad = runEnd
        while good < runEnd - 1 {
          let j = min(i + step, runEnd - 1)
          if holds(i, j) { good = j } else { bad = j; break }
          step *= 2
        }
        while bad - good > 1 {
          let j = (good + bad) / 2
          if holds(i, j) { good = j } else { bad = j }
        }
        i = good
        out.append((i, false))
      }
      if runEnd < moments.count { out[out.count - 1].hold = true }
      runStart = runEnd
    }
    return out
  }
}
