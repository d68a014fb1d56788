import Foundation
import SnowmanModel

extension MotionCode {
  /// A picture's span in the flat form: the picture, and the costume above it, each cut into pieces (`FlatBake`),
  /// every piece a masked copy of the one shared image asset under a null that carries its affine map. The pieces
  /// are a precomposition (asset `id`) the returned layer shows, fading as a whole: pieces reach 3 px under their
  /// neighbours so no seam lets the sky through, and a translucent picture is not darker where they overlap.
  static func flatLayers(
    _ setting: AnimationSetting, stage: CodeStage, span: (picture: Int, start: Int, end: Int),
    tolerance: Double, id: String, layerIndex: Int, ids: String = ""
  ) -> (layer: LottieLayer, asset: LottieAsset.Precomposition) {
    let picture = stage.pictures[span.picture]
    let size = stage.baseSize(picture)
    let d = stage.density
    let geometry = FlatStage(
      width: Double(stage.width), height: Double(stage.height), centreX: Double(stage.width) / 2,
      centreY: Double(stage.height) / 2, density: d, box: (size.w / d, size.h / d))
    let timeline = Timeline(setting)
    let moments = geometry.moments(timeline, start: span.start, end: span.end, jump: tolerance / 4)
    var arts: [(name: String, ref: String, art: FlatArt)] = []
    if let worn = stage.costume, let r = stage.costumeRect(picture) {
      let art = FlatArt(width: Double(worn.art.width), height: Double(worn.art.height), x: r.x, y: r.y, w: r.w, h: r.h)
      arts.append(("Costume", "\(ids)costume", art))
    }
    arts.append(
      (
        picture.fileName, "\(ids)picture-\(span.picture)",
        FlatArt(
          width: Double(picture.width), height: Double(picture.height), x: -size.w / 2, y: -size.h / 2, w: size.w,
          h: size.h)
      ))
    var layers: [LottieLayer] = []
    var index = 1
    for (name, ref, art) in arts {
      // A piece reaches 3 pixels at rest to the left and up, under the pieces there (drawn above it: earlier).
      let reach = (x: 3 * art.width / art.w, y: 3 * art.height / art.h)
      for (k, piece) in FlatBake.pieces(art, geometry, moments, tolerance: tolerance).enumerated() {
        let carrier = index
        layers.append(
          LottieLayer(
            ddd: 0, ind: carrier, ty: 3, nm: "\(name) piece \(k + 1)", ip: span.start, op: span.end,
            ks: LottieTransform(
              a: still([0, 0]), p: keyed(piece.keys, piece.keys.map { [$0.affine.x, $0.affine.y] }),
              s: keyed(piece.keys, piece.keys.map { [$0.affine.s1, $0.affine.s2] }), o: still([100]),
              r: keyed(piece.keys, piece.keys.map { [$0.affine.phi] }))))
        let left = piece.x0 > 0 ? piece.x0 - reach.x : piece.x0, top = piece.y0 > 0 ? piece.y0 - reach.y : piece.y0
        let corners = [[left, top], [piece.x1, top], [piece.x1, piece.y1], [left, piece.y1]]
        let mask = LottieMask(
          o: still([100]), x: still([0]),
          pt: LottieMask.Path(
            k: LottieMask.Outline(
              v: corners.map { $0.map(round4) }, i: Array(repeating: [0, 0], count: 4),
              o: Array(repeating: [0, 0], count: 4))))
        var image = LottieLayer(
          ddd: 0, ind: carrier + 1, ty: 2, nm: "\(name) piece \(k + 1)", ip: span.start, op: span.end,
          ks: LottieTransform(
            a: still([round4(piece.centre.x), round4(piece.centre.y)]), p: still([0, 0]), s: still([100, 100]),
            o: still([100]), r: keyed(piece.keys, piece.keys.map { [$0.affine.theta] })))
        (image.refId, image.parent, image.hasMask, image.masksProperties) = (ref, carrier, true, [mask])
        layers.append(image)
        index += 2
      }
    }
    var shown = LottieLayer(
      ddd: 0, ind: layerIndex, ty: 0, nm: "Pieces", ip: span.start, op: span.end,
      ks: LottieTransform(
        a: still([0, 0]), p: still([0, 0]), s: still([100, 100]), o: fade(timeline, moments), r: still([0])))
    (shown.refId, shown.w, shown.h) = (id, stage.width, stage.height)
    return (shown, LottieAsset.Precomposition(id: id, nm: "Pieces", layers: layers))
  }

  /// A part keyed in straight lines at `keys`' frames (held where the pose jumps), `values` one a key, or still when
  /// it never changes.
  static func keyed(_ keys: [(frame: Double, affine: FlatAffine, hold: Bool)], _ values: [[Double]]) -> LottieProperty {
    keyed(keys.map { ($0.frame, $0.hold) }, values)
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
