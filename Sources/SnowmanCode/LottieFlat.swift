import Foundation
import SnowmanModel

extension MotionCode {
  /// A picture's span in the flat form: the picture, and the costume above it, each cut into pieces (`FlatBake`),
  /// every piece a null that carries its affine map over masked images of the picture, the picture itself or a
  /// halved copy as it is squashed (`FlatLevels`). The pieces are a precomposition (asset `id`) the returned layer
  /// shows, fading as a whole: pieces reach 3 px under their neighbours so no seam lets the sky through, and a
  /// translucent picture is not darker where they overlap. `images` are the asset ids the pieces draw.
  static func flatLayers(
    _ setting: AnimationSetting, stage: CodeStage, span: (picture: Int, start: Int, end: Int),
    tolerance: Double, id: String, layerIndex: Int, ids: String = ""
  ) -> (layer: LottieLayer, asset: LottieAsset.Precomposition, images: Set<String>) {
    let picture = stage.pictures[span.picture]
    let size = stage.baseSize(picture)
    let d = stage.density
    let geometry = FlatStage(
      width: Double(stage.width), height: Double(stage.height), centreX: Double(stage.width) / 2,
      centreY: Double(stage.height) / 2, density: d, box: (size.w / d, size.h / d))
    let timeline = Timeline(setting)
    let moments = geometry.moments(timeline, start: span.start, end: span.end, jump: tolerance / 4)
    var arts: [(name: String, ref: String, picture: CodePicture, plane: (x: Double, y: Double, w: Double, h: Double))] =
      []
    if let worn = stage.costume, let r = stage.costumeRect(picture) {
      arts.append(("Costume", "\(ids)costume", worn.art, r))
    }
    arts.append(
      (picture.fileName, "\(ids)picture-\(span.picture)", picture, (-size.w / 2, -size.h / 2, size.w, size.h)))
    var layers: [LottieLayer] = []
    var images: Set<String> = []
    var index = 1
    for (name, ref, picture, plane) in arts {
      let art = FlatArt(
        width: Double(picture.width), height: Double(picture.height), x: plane.x, y: plane.y, w: plane.w, h: plane.h)
      let copies = Dictionary(uniqueKeysWithValues: picture.reductions.map { ($0.halvings, $0) })
      let available = Set(copies.keys)
      for (k, piece) in FlatBake.pieces(art, geometry, moments, tolerance: tolerance).enumerated() {
        let levels = FlatLevels.levels(piece, start: span.start, end: span.end, available: available)
        let drawn = FlatLevels.runs(levels, start: span.start).map { run in
          let copy = copies[run.halvings]
          return (
            start: run.start, end: run.end, ref: ref + run.halvings.suffix,
            size: (x: Double(copy?.width ?? picture.width), y: Double(copy?.height ?? picture.height))
          )
        }
        images.formUnion(drawn.map(\.ref))
        let made = pieceLayers(
          piece, name: "\(name) piece \(k + 1)", art: art, index: index, span: (span.start, span.end), copies: drawn)
        layers += made
        index += made.count
      }
    }
    var shown = LottieLayer(
      ddd: 0, ind: layerIndex, ty: 0, nm: "Pieces", ip: span.start, op: span.end,
      ks: LottieTransform(
        a: still([0, 0]), p: still([0, 0]), s: still([100, 100]), o: fade(timeline, moments), r: still([0])))
    (shown.refId, shown.w, shown.h) = (id, stage.width, stage.height)
    return (shown, LottieAsset.Precomposition(id: id, nm: "Pieces", layers: layers), images)
  }

  /// A piece's layers: a null carrying its map over `span`, and below it the picture's copy each run of frames
  /// draws (`FlatLevels`), scaled up to the art's size and masked to the piece.
  static func pieceLayers(
    _ piece: FlatPiece, name: String, art: FlatArt, index: Int, span: (start: Int, end: Int),
    copies: [(start: Int, end: Int, ref: String, size: (x: Double, y: Double))]
  ) -> [LottieLayer] {
    // A piece reaches 3 pixels at rest to the left and up, under the pieces there (drawn above it: earlier).
    let reach = (x: 3 * art.width / art.w, y: 3 * art.height / art.h)
    var layers = [
      LottieLayer(
        ddd: 0, ind: index, ty: 3, nm: name, ip: span.start, op: span.end,
        ks: LottieTransform(
          a: still([0, 0]), p: keyed(piece.keys, piece.keys.map { [$0.affine.x, $0.affine.y] }),
          s: keyed(piece.keys, piece.keys.map { [$0.affine.s1, $0.affine.s2] }), o: still([100]),
          r: keyed(piece.keys, piece.keys.map { [$0.affine.phi] })))
    ]
    let left = piece.x0 > 0 ? piece.x0 - reach.x : piece.x0, top = piece.y0 > 0 ? piece.y0 - reach.y : piece.y0
    let corners = [[left, top], [piece.x1, top], [piece.x1, piece.y1], [left, piece.y1]]
    for copy in copies {
      // The copy's pixels, scaled by as much as it is smaller, are the art's.
      let f = (x: art.width / copy.size.x, y: art.height / copy.size.y)
      let mask = LottieMask(
        o: still([100]), x: still([0]),
        pt: LottieMask.Path(
          k: LottieMask.Outline(
            v: corners.map { [round4($0[0] / f.x), round4($0[1] / f.y)] }, i: Array(repeating: [0, 0], count: 4),
            o: Array(repeating: [0, 0], count: 4))))
      var image = LottieLayer(
        ddd: 0, ind: index + layers.count, ty: 2, nm: name, ip: copy.start, op: copy.end,
        ks: LottieTransform(
          a: still([round4(piece.centre.x / f.x), round4(piece.centre.y / f.y)]), p: still([0, 0]),
          s: still([round4(100 * f.x), round4(100 * f.y)]), o: still([100]),
          r: keyed(piece.keys, piece.keys.map { [$0.affine.theta + FlatAffine.tilt] }, over: (copy.start, copy.end))))
      (image.refId, image.parent, image.hasMask, image.masksProperties) = (copy.ref, index, true, [mask])
      layers.append(image)
    }
    return layers
  }

  /// A part keyed in straight lines at `keys`' frames (held where the pose jumps), `values` one a key, or still when
  /// it never changes.
  static func keyed(_ keys: [(frame: Double, affine: FlatAffine, hold: Bool)], _ values: [[Double]]) -> LottieProperty {
    keyed(keys.map { ($0.frame, $0.hold) }, values)
  }

  /// The same, with only the keys that shape frames `over`: from the last at or before its start to the first at
  /// or after its end.
  static func keyed(
    _ keys: [(frame: Double, affine: FlatAffine, hold: Bool)], _ values: [[Double]], over: (start: Int, end: Int)
  ) -> LottieProperty {
    let first = keys.lastIndex { $0.frame <= Double(over.start) } ?? 0
    let last = keys.firstIndex { $0.frame >= Double(over.end) } ?? keys.count - 1
    guard first <= last else { return keyed(keys, values) }
    return keyed(Array(keys[first...last]).map { ($0.frame, $0.hold) }, Array(values[first...last]))
  }

  static func keyed(_ keys: [(frame: Double, hold: Bool)], _ values: [[Double]]) -> LottieProperty {
    if values.allSatisfy({ $0 == values.first }) { return still(values.first ?? [0]) }
    let frames: [LottieKeyframe] = keys.enumerated().map { i, key in
      var frame = LottieKeyframe(t: round4(key.frame), s: values[i])
      if key.hold {
        frame.h = 1
      } else if i < keys.count - 1 {
        // Straight: the handles on the diagonal's ends, as single numbers (every dimension eases alike).
        frame.o = LottieHandle(x: .one(0), y: .one(0))
        frame.i = LottieHandle(x: .one(1), y: .one(1))
      }
      return frame
    }
    return LottieProperty(a: 1, k: .keyframes(frames))
  }

  /// The precomposition's opacity in straight keys within a fifth of a percent (half a level) of the stage's at
  /// every moment, held where it jumps: never past 0 or 100, which rlottie wraps around on a precomposition.
  static func fade(_ timeline: Timeline, _ moments: [FlatMoment]) -> LottieProperty {
    let values = moments.map {
      (100 * min(max(timeline.pose(atExactTick: $0.frame).opacity, 0), 1) * 100).rounded() / 100
    }
    let keys = FlatBake.straightKeys(moments) { i, j in
      let span = moments[j].frame - moments[i].frame
      return (i + 1..<j).allSatisfy { k in
        abs(values[i] + (values[j] - values[i]) * (moments[k].frame - moments[i].frame) / span - values[k]) <= 0.2
      }
    }
    return keyed(keys.map { (moments[$0.index].frame, $0.hold) }, keys.map { [values[$0.index]] })
  }
}
