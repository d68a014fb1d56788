import Foundation
import SnowmanModel

/// A picture drawn on the moving plane, as the flat Lottie cuts it: its art's size in pixels and where the art lies
/// on the plane, in pixels from the picture's rest centre (left, top, width, height).
struct FlatArt {
  var width: Double, height: Double
  var x: Double, y: Double, w: Double, h: Double

  /// Where the art's pixel (u, v) lies on the plane, in pixels from the picture's rest centre.
  func plane(_ u: Double, _ v: Double) -> (x: Double, y: Double) { (x + u * w / width, y + v * h / height) }
}

/// The stage's projection at one moment of a flat file's span: the frame, the pose's homography, and whether the
/// pose jumped to it (a cut, a repeat starting from rest, a staircase's riser).
struct FlatMoment {
  var frame: Double
  var projection: PoseProjection
  var startsRun: Bool
}

/// The stage the pieces are fitted to, in the export's pixels: the frame, the picture's rest centre and box.
struct FlatStage {
  var width: Double, height: Double
  var centreX: Double, centreY: Double
  /// Pixels per point: the projection works in points.
  var density: Double
  /// The picture's box at rest, in points.
  var box: (w: Double, h: Double)
  /// How far outside the frame a point still counts as shown, in pixels: a piece just off the edge shows its
  /// antialiased border, and a point coming in between two moments is held from the moment before.
  static let margin = 48.0

  /// Where the plane's point (x, y), pixels from the picture's rest centre, shows on the stage, in pixels, and
  /// whether it shows at all: in front of the eye and on the frame (a plane passing the eye's plane is infinite
  /// there, and no piece could follow it, nor would anyone see it).
  func screen(_ p: PoseProjection, _ x: Double, _ y: Double) -> (x: Double, y: Double, shows: Bool) {
    let px = x / density, py = y / density
    let depth = p.depth(px, py), w = max(depth, 1e-3)
    let sx = centreX + (p.m0 * px + p.m1 * py + p.m2) / w * density
    let sy = centreY + (p.m3 * px + p.m4 * py + p.m5) / w * density
    let m = FlatStage.margin
    return (sx, sy, depth > 1e-3 && sx > -m && sy > -m && sx < width + m && sy < height + m)
  }

  /// The moments of frames `start..<end` a flat file is fitted at: every half frame and the end's left limit,
  /// with each jump of the pose found to a millionth of a frame and marked, its left limit a thousandth before.
  func moments(_ timeline: Timeline, start: Int, end: Int, jump: Double) -> [FlatMoment] {
    func at(_ t: Double) -> PoseProjection { PoseProjection(pose: timeline.pose(atExactTick: t), box: box) }
    // How far the picture's corners and centre move between two moments, in pixels.
    let probes = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5), (0, 0)].map {
      ($0.0 * box.w * density, $0.1 * box.h * density)
    }
    func distance(_ p: PoseProjection, _ q: PoseProjection) -> Double {
      probes.reduce(0) { most, point in
        let a = screen(p, point.0, point.1), b = screen(q, point.0, point.1)
        return a.shows && b.shows ? max(most, hypot(a.x - b.x, a.y - b.y)) : most
      }
    }
    var times: [Double] = stride(from: Double(start), to: Double(end), by: 0.5).map { $0 }
    if let last = times.last, Double(end) - 0.001 > last { times.append(Double(end) - 0.001) }
    var out: [FlatMoment] = []
    for t in times {
      let here = at(t)
      if let before = out.last, distance(before.projection, here) > jump {
        // A continuous move shrinks with the interval; a jump does not.
        var (a, b) = (before.frame, t)
        var (pa, pb) = (before.projection, here)
        while b - a > 1e-6 {
          let m = (a + b) / 2, pm = at(m)
          if distance(pa, pm) >= distance(pm, pb) { (b, pb) = (m, pm) } else { (a, pa) = (m, pm) }
        }
        if distance(pa, pb) > jump {
          let left = b - 0.001
          if left > before.frame { out.append(FlatMoment(frame: left, projection: at(left), startsRun: false)) }
          out.append(FlatMoment(frame: b, projection: pb, startsRun: true))
          if t - b < 1e-6 { continue }
        }
      }
      out.append(FlatMoment(frame: t, projection: here, startsRun: out.isEmpty))
    }
    // Where the move bends sharply between two moments (a bounce's landing), moments between them, so a straight
    // line between neighbours stays within an eighth of the bar of the move.
    func between(_ a: FlatMoment, _ b: FlatMoment, into list: inout [FlatMoment]) {
      guard b.frame - a.frame > 1.0 / 64 else { return }
      let m = FlatMoment(frame: (a.frame + b.frame) / 2, projection: at((a.frame + b.frame) / 2), startsRun: false)
      let bend = probes.reduce(0.0) { most, point in
        let (p, q, r) = (
          screen(a.projection, point.0, point.1), screen(b.projection, point.0, point.1),
          screen(m.projection, point.0, point.1)
        )
        guard p.shows && q.shows && r.shows else { return most }
        return max(most, hypot(r.x - (p.x + q.x) / 2, r.y - (p.y + q.y) / 2))
      }
      guard bend > jump / 2 else { return }
      between(a, m, into: &list)
      list.append(m)
      between(m, b, into: &list)
    }
    var fine: [FlatMoment] = []
    for (k, moment) in out.enumerated() {
      if k > 0 && !moment.startsRun { between(out[k - 1], moment, into: &fine) }
      fine.append(moment)
    }
    return fine
  }
}
