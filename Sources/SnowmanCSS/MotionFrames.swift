import Foundation
import SnowmanModel

/// What a motion's tracks hold at any offset of an iteration: as the page draws it (a matrix about the origin) and
/// in the stage's terms (a pose), from the same blends.
struct MotionFrames {
  let transform: KeyframeTrack<[TransformFunction]>?
  let opacity: KeyframeTrack<Double>?
  let origin: KeyframeTrack<Origin>?
  let segments: [TransformSegment]
  let base: (transform: [TransformFunction], opacity: Double, origin: Origin)

  /// - Throws: `CSSProblem` when two neighbouring transform keyframes blend in a way the stage has no word for.
  init(
    transform: KeyframeTrack<[TransformFunction]>?, opacity: KeyframeTrack<Double>?, origin: KeyframeTrack<Origin>?,
    base: (transform: [TransformFunction], opacity: Double, origin: Origin)
  ) throws {
    self.transform = transform
    self.opacity = opacity
    self.origin = origin
    self.base = base
    segments =
      try transform.map { track in
        try zip(track.keyframes, track.keyframes.dropFirst()).map { a, b in
          try TransformSegment(from: a.value, to: b.value, labels: (a.label, b.label))
        }
      } ?? []
  }

  /// The transform interval at `offset` and the eased progress through it; with `within`, the interval that holds
  /// that stretch (so a stretch's end is read in the interval it ends, not in the one after).
  func transformProgress(at offset: Double, within stretch: (Double, Double)? = nil) -> (segment: Int, p: Double)? {
    guard let transform else { return nil }
    let (i, x) = MotionFrames.place(transform, offset, within: stretch)
    return (i, transform.keyframes[i].curve.value(x))
  }

  /// The matrix a browser draws at `offset` (about the origin).
  func matrix(at offset: Double) -> Matrix4 {
    guard let (i, p) = transformProgress(at: offset) else { return TransformFunction.product(base.transform) }
    return segments[i].matrix(at: p)
  }

  /// The transform at `offset` in the stage's terms (read in the interval that holds `within`, when given).
  func parts(at offset: Double, within stretch: (Double, Double)? = nil) throws -> PoseParts {
    guard let (i, p) = transformProgress(at: offset, within: stretch) else {
      return try PoseCanonical.parts(base.transform.map { .function($0) })
    }
    return try PoseCanonical.parts(segments[i].items(at: p))
  }

  /// Where keyframe interval `track` reads `offset`: the interval at it, or the one holding `within`; and how far
  /// through it.
  static func place<V>(_ track: KeyframeTrack<V>, _ offset: Double, within stretch: (Double, Double)?) -> (Int, Double)
  {
    let i = track.interval(at: stretch.map { ($0.0 + $0.1) / 2 } ?? offset).index
    let a = track.keyframes[i].offset, b = track.keyframes[i + 1].offset
    return (i, b > a ? min(max((offset - a) / (b - a), 0), 1) : 1)
  }

  func originValue(at offset: Double, within stretch: (Double, Double)? = nil) -> Origin {
    guard let origin else { return base.origin }
    let (i, x) = MotionFrames.place(origin, offset, within: stretch)
    let a = origin.keyframes[i], b = origin.keyframes[i + 1]
    let e = a.curve.value(x)
    return Origin(x: a.value.x + (b.value.x - a.value.x) * e, y: a.value.y + (b.value.y - a.value.y) * e)
  }

  func opacityValue(at offset: Double, within stretch: (Double, Double)? = nil) -> Double {
    guard let opacity else { return base.opacity }
    let (i, x) = MotionFrames.place(opacity, offset, within: stretch)
    let a = opacity.keyframes[i], b = opacity.keyframes[i + 1]
    return a.value + (b.value - a.value) * a.curve.value(x)
  }

  /// The pose the stage shows for `offset`, its transform read in the interval that holds `within`.
  func pose(at offset: Double, within stretch: (Double, Double)? = nil) throws -> Pose {
    MotionFrames.pose(
      try parts(at: offset, within: stretch), origin: originValue(at: offset, within: stretch),
      opacity: opacityValue(at: offset, within: stretch))
  }

  static func pose(_ parts: PoseParts, origin: Origin, opacity: Double) -> Pose {
    Pose(
      scaleX: parts.scaleX, scaleY: parts.scaleY, offsetX: parts.offsetX, offsetY: parts.offsetY,
      rotationX: parts.turnX, rotationY: parts.turnY, rotationZ: parts.turnZ, opacity: opacity, anchorX: origin.x,
      anchorY: origin.y, skewX: parts.skewX, skewY: parts.skewY, depth: parts.depth, perspective: parts.perspective)
  }

  /// The same tracks played backwards.
  func reflected() throws -> MotionFrames {
    try MotionFrames(
      transform: transform?.reflected, opacity: opacity?.reflected, origin: origin?.reflected, base: base)
  }

  /// The part of `track`'s curve the offsets `o0`…`o1` (inside one of its intervals) play.
  static func piece<V>(_ track: KeyframeTrack<V>?, _ o0: Double, _ o1: Double, same: (V, V) -> Bool) -> CurvePiece {
    guard let track else { return .constant }
    let (i, x0) = track.interval(at: o0)
    let a = track.keyframes[i], b = track.keyframes[i + 1]
    if same(a.value, b.value) { return .constant }
    let x1 = b.offset > a.offset ? min(max((o1 - a.offset) / (b.offset - a.offset), 0), 1) : 1
    return CurvePiece(a.curve, from: x0, to: x1)
  }
}

/// How far the stage's drawing of a pose is from a browser's drawing of a matrix about an origin: the largest
/// distance, in points, between where the two put the picture's corners, edge middles and centre.
enum FrameDistance {
  static func points(
    matrix: Matrix4, origin: Origin, pose: Pose, box: PictureBox
  ) -> Double {
    let w = box.width, h = box.height
    let projection = PoseProjection(pose: pose, box: (w, h))
    var worst = 0.0
    for fx in [-0.5, 0, 0.5] {
      for fy in [-0.5, 0, 0.5] {
        let x = fx * w, y = fy * h
        let ox = origin.x * w, oy = origin.y * h
        let css = matrix.project(x + w / 2 - ox, y + h / 2 - oy)
        let depth = projection.depth(x, y)
        // At or behind the eye neither draws the point; one drawing it and the other not is as far as can be.
        if css.w < 0.02 && depth < 0.02 { continue }
        if css.w < 0.02 || depth < 0.02 { return .infinity }
        let ours = projection.project(x, y)
        let dx = css.x + ox - w / 2 - ours.x, dy = css.y + oy - h / 2 - ours.y
        worst = max(worst, (dx * dx + dy * dy).squareRoot())
      }
    }
    return worst
  }
}
