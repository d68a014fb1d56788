import Foundation
import SnowmanModel

extension MotionCode {
  /// The preset as a Lottie (Bodymovin) animation at 120 frames a second, every pass laid out: the pictures
  /// embedded as image assets under a null layer carrying the motion; the shadow and backdrop as shapes. With
  /// X or Y turns the motion layer is 3-D under a camera whose perspective is the stage's eye distance, or, in the
  /// flat form, the pictures are cut into 2-D pieces (`flatLayers`); without them both forms are the same bytes.
  public static func lottie(
    _ setting: AnimationSetting, name: String, stage: CodeStage, form: LottieForm = .threeD
  ) -> Data {
    var parts = lottieParts(setting, stage: stage, form: form, ids: "")
    var total = parts.total
    if !stage.layers.isEmpty {
      let scene = sceneLayers(setting, stage: stage, form: form, first: &parts)
      total = scene.total
      parts.layers = scene.layers + parts.layers
      parts.assets += scene.assets
    }
    if let back = backdropLayer(stage) {
      var backdrop = LottieLayer(
        ddd: 0, ind: (parts.layers.map(\.ind).max() ?? 0) + 1, ty: 4, nm: "Backdrop", ip: 0, op: total, ks: back.ks)
      backdrop.shapes = back.shapes
      parts.layers.append(backdrop)
    }
    let root = LottieComposition(
      nm: name, fr: Timeline.ticksPerSecond, op: total, w: stage.width, h: stage.height, ddd: parts.depth ? 1 : 0,
      assets: parts.assets, layers: parts.layers)
    return Data(LottieJSON.text(LottieTree.of(root)).utf8)
  }

  /// A picture's motion as Lottie layers (top first) and the assets they use, ids starting with `ids`; no backdrop.
  struct LottieParts {
    var layers: [LottieLayer]
    var assets: [LottieAsset]
    /// Whether the layers are 3-D under a camera.
    var depth: Bool
    /// The motion's frames.
    var total: Int
  }

  /// `setting`'s picture (its chain's pictures, costume and shadow) as Lottie layers on `stage`.
  static func lottieParts(_ setting: AnimationSetting, stage: CodeStage, form: LottieForm, ids: String) -> LottieParts {
    let track = MotionTrack(setting)
    var flat: Double?
    if case .flat(let tolerance) = form, track.turnsInDepth { flat = tolerance }
    let depth = track.turnsInDepth && flat == nil
    // Each property keyed on its own track's frames: a channel reads the tracks it is made of.
    var channels: [[PropertyKey]: [LottieKnot]] = [:]
    func knots(_ keys: [PropertyKey]) -> [LottieKnot] {
      if let made = channels[keys] { return made }
      let made = MotionTrack(setting, keys: keys).knots(on: stage)
      channels[keys] = made
      return made
    }
    let total = Int((track.passTicks * Double(track.passCount)).rounded())
    let cx = Double(stage.width) / 2, cy = Double(stage.height) / 2
    let d = stage.density
    func point(_ x: Double, _ y: Double) -> [Double] { depth ? [x, y, 0] : [x, y] }
    func layer(_ index: Int, _ type: Int, _ name: String, _ ks: LottieTransform) -> LottieLayer {
      LottieLayer(
        ddd: depth && (type == 2 || type == 3) ? 1 : 0, ind: index, ty: type, nm: name, ip: 0, op: total, ks: ks)
    }

    // The motion turns, skews and scales about the anchor, a place in each picture's box: a null stands on it
    // (moved by the offset and, in depth, toward the eye) and a picture's layer is placed from it below.
    var motion = LottieTransform(
      a: still(point(0, 0)), s: still(depth ? [100, 100, 100] : [100, 100]), o: still([100]),
      // CSS's skewX(k) is Lottie's skew of −k along the X axis.
      sk: animated(knots([.skewX])) { [-$0.skewX * 180 / .pi] }, sa: still([0]))
    func degrees(_ r: Double) -> [Double] { [r * 180 / .pi] }
    if depth {
      // After Effects' Z points away from the eye, so a turn about X or Y reads the other way round.
      motion.rx = animated(knots([.xFlips])) { degrees(-$0.rotationX) }
      motion.ry = animated(knots([.ySpins])) { degrees(-$0.rotationY) }
      motion.rz = animated(knots([.zTurns])) { degrees($0.rotationZ) }
      motion.or = still([0, 0, 0])
    } else {
      motion.r = animated(knots([.zTurns])) { degrees($0.rotationZ) }
    }

    // The camera's distance: the pose's eye in pixels; no eye is a camera far enough to look flat.
    func eye(_ p: Pose) -> Double { p.perspective > 0 ? d / p.perspective : 100_000 }
    var layers: [LottieLayer] = []
    var index = 1
    if depth {
      var camera = layer(
        index, 13, "Camera",
        LottieTransform(
          a: still([cx, cy, 0]), p: animated(knots([.eye])) { [cx, cy, -eye($0)] }, o: still([100])))
      camera.pe = animated(knots([.eye])) { [eye($0)] }
      layers.append(camera)
      index += 1
    }
    // The two nulls a picture of `size` rides (a size's pair made once): the motion, then below it the skew along
    // Y and the scale about the same point (Lottie's one skew a layer takes a second null).
    var pairs: [String: Int] = [:]
    let anchorsTogether = MotionTrack(setting, keys: [.anchorX, .anchorY]).sharesOneClock
    // A null's transform moving by the anchor's offset from the middle (`keys` says which of its two), or back.
    func anchorShift(_ keys: [PropertyKey], sign: Double, _ size: (w: Double, h: Double)) -> LottieTransform {
      let across = keys.contains(.anchorX)
      return LottieTransform(
        a: still(point(0, 0)),
        p: animated(knots(keys)) { p in
          across ? point(sign * (p.anchorX - 0.5) * size.w, 0) : point(0, sign * (p.anchorY - 0.5) * size.h)
        }, s: still(depth ? [100, 100, 100] : [100, 100]), o: still([100]))
    }
    func nulls(_ size: (w: Double, h: Double)) -> Int {
      let key = "\(size.w)x\(size.h)"
      if let made = pairs[key] { return made }
      var parent: Int?
      func null(_ name: String, _ ks: LottieTransform) {
        var made = layer(index, 3, name, ks)
        made.parent = parent
        layers.append(made)
        parent = index
        index += 1
      }
      // The move across, down and in depth: one null when the three keep one clock, else one each, so each is keyed
      // on its own track's frames.
      let moves: [PropertyKey] = [.horizontalOffset, .verticalOffset, .depth]
      let together = MotionTrack(setting, keys: moves).sharesOneClock
      for group in together ? [moves] : moves.map({ [$0] }) {
        let carries = Set(group)
        null(
          "Move",
          LottieTransform(
            a: still(point(0, 0)),
            p: animated(knots(group)) { p -> [Double] in
              let at = [
                carries.contains(.horizontalOffset) ? p.offsetX * d : 0,
                carries.contains(.verticalOffset) ? p.offsetY * d : 0,
              ]
              // After Effects' Z points away from the eye.
              return depth ? at + [carries.contains(.depth) ? -p.depth * d : 0] : at
            }, s: still(depth ? [100, 100, 100] : [100, 100]), o: still([100])))
      }
      var own = motion
      if anchorsTogether {
        own.p = animated(knots([.anchorX, .anchorY])) { p in
          point(cx + (p.anchorX - 0.5) * size.w, cy + (p.anchorY - 0.5) * size.h)
        }
      } else {
        // The anchor across and down on clocks of their own: each carries the turning null to it.
        null("Anchor", anchorShift([.anchorX], sign: 1, size))
        null("Anchor", anchorShift([.anchorY], sign: 1, size))
        own.p = still(point(cx, cy))
      }
      null("Motion", own)
      // The scale across and down: on one null when they keep one clock, else the height's on a null of its own.
      let scales = MotionTrack(setting, keys: [.widthMultiplier, .heightMultiplier]).sharesOneClock
      func scale(_ keys: [PropertyKey], across: Bool, down: Bool) -> LottieProperty {
        animated(knots(keys)) { p in
          let s = [across ? p.scaleX * 100 : 100, down ? p.scaleY * 100 : 100]
          return depth ? s + [100] : s
        }
      }
      null(
        "Shape",
        LottieTransform(
          a: still(point(0, 0)), p: still(point(0, 0)),
          s: scales
            ? scale([.widthMultiplier, .heightMultiplier], across: true, down: true)
            : scale([.widthMultiplier], across: true, down: false),
          o: still([100]), sk: animated(knots([.skewY])) { [$0.skewY * 180 / .pi] }, sa: still([90])))
      if !scales {
        null(
          "Height",
          LottieTransform(
            a: still(point(0, 0)), p: still(point(0, 0)), s: scale([.heightMultiplier], across: false, down: true),
            o: still([100])))
      }
      if !anchorsTogether {
        // The pictures hang from the anchor: back from it to their middles, across and down apart.
        null("Unanchor", anchorShift([.anchorX], sign: -1, size))
        null("Unanchor", anchorShift([.anchorY], sign: -1, size))
      }
      pairs[key] = index - 1
      return index - 1
    }
    // The picture of `span` and its costume riding the motion's nulls.
    func ridingLayers(span: (picture: Int, start: Int, end: Int), picture: CodePicture, size: (w: Double, h: Double))
      -> [LottieLayer]
    {
      let shapeIndex = nulls(size)
      // An image layer riding the motion: `art` drawn `w`×`h` about (x, y) from the picture's centre, fading with it,
      // shown for this span.
      func riding(_ name: String, _ ref: String, _ art: CodePicture, x: Double, y: Double, w: Double, h: Double)
        -> LottieLayer
      {
        let scale = [100 * w / Double(art.width), 100 * h / Double(art.height)]
        // Placed from the anchor: this picture's middle is where the anchor is not.
        let place =
          anchorsTogether
          ? animated(knots([.anchorX, .anchorY])) {
            point(x - ($0.anchorX - 0.5) * size.w, y - ($0.anchorY - 0.5) * size.h)
          } : still(point(x, y))
        var out = layer(
          index, 2, name,
          LottieTransform(
            a: still(point(Double(art.width) / 2, Double(art.height) / 2)), p: place,
            s: still(depth ? scale + [100] : scale),
            o: animated(knots([.opacity]), within: 0...100) { 100 * $0.opacity }))
        out.refId = ref
        out.parent = shapeIndex
        out.ip = span.start
        out.op = span.end
        return out
      }
      var out: [LottieLayer] = []
      var image = riding(picture.fileName, "\(ids)picture-\(span.picture)", picture, x: 0, y: 0, w: size.w, h: size.h)
      // The costume above the picture, parented to the same motion, placed on the picture as the stage does.
      if let worn = stage.costume, let r = stage.costumeRect(picture) {
        out.append(riding("Costume", "\(ids)costume", worn.art, x: r.x + r.w / 2, y: r.y + r.h / 2, w: r.w, h: r.h))
        index += 1
      }
      image.ind = index
      out.append(image)
      index += 1
      return out
    }
    var shadows: [LottieLayer] = []
    var precomps: [LottieAsset] = []
    // The halved copies the flat form's pieces draw (`FlatLevels`).
    var copies: Set<String> = []
    for span in track.pictureSpans() {
      let picture = stage.pictures[span.picture]
      let size = stage.baseSize(picture)
      if let flat {
        let made = flatLayers(
          setting, stage: stage, span: span, tolerance: flat, id: "\(ids)pieces-\(precomps.count)",
          layerIndex: index, ids: ids)
        layers.append(made.layer)
        precomps.append(.precomposition(made.asset))
        copies.formUnion(made.images)
        index += 1
      } else {
        // Its nulls go into `layers` first, then the pictures riding them.
        let riding = ridingLayers(span: span, picture: picture, size: size)
        layers += riding
      }
      if let color = stage.shadow {
        let r = stage.shadowRect(picture)
        var shadow = layer(
          0, 4, "Shadow",
          LottieTransform(
            a: still([0, 0]),
            p: animated(knots([.horizontalOffset, .anchorX, .widthMultiplier])) {
              [cx + $0.offsetX * d + ($0.anchorX - 0.5) * size.w * (1 - $0.scaleX), r.y + r.h / 2]
            },
            s: animated(knots([.widthMultiplier])) { [abs($0.scaleX) * 100, 100] },
            o: animated(knots([.opacity]), within: 35...100) { 100 * StageFit.shadowOpacity($0.opacity) },
            r: still([0])))
        shadow.shapes = [shapeGroup([ellipse(r.w, r.h), fill(color)])]
        shadow.ip = span.start
        shadow.op = span.end
        shadows.append(shadow)
      }
    }
    for var shadow in shadows {
      shadow.ind = index
      layers.append(shadow)
      index += 1
    }
    func image(_ id: String, _ picture: CodePicture) -> LottieAsset {
      .image(
        LottieAsset.Image(
          id: id, w: picture.width, h: picture.height, nm: picture.fileName,
          p: "data:image/png;base64," + picture.png.base64EncodedString()))
    }
    func images(_ id: String, _ picture: CodePicture) -> [LottieAsset] {
      [image(id, picture)]
        + picture.reductions.filter { copies.contains(id + $0.halvings.suffix) }.map { copy in
          var reduced = picture
          (reduced.png, reduced.width, reduced.height) = (copy.png, copy.width, copy.height)
          return image(id + copy.halvings.suffix, reduced)
        }
    }
    var assets = stage.pictures.enumerated().flatMap { i, picture in images("\(ids)picture-\(i)", picture) }
    assets += precomps
    if let art = stage.costume?.art { assets += images("\(ids)costume", art) }
    return LottieParts(layers: layers, assets: assets, depth: depth, total: total)
  }
}
