import Foundation
import SnowmanModel

extension MotionCode {
  /// A scene's layers in Lottie, above the picture: each layer's motion a precomposition the stage's size (its
  /// picture at the centre, as the picture's own layers are), and each copy a precomposition layer showing it,
  /// started at the copy's delay (`st`) and placed by a transform of its own about the layer's box: adding a copy
  /// adds one layer object, not its keyframes. A layer that turns in depth is cut flat (`flatLayers`), as a camera
  /// does not reach into a precomposition in every player. `first` (the picture's own parts) holds its last moment
  /// until the scene ends.
  static func sceneLayers(
    _ setting: AnimationSetting, stage: CodeStage, form: LottieForm, first: inout LottieParts
  ) -> (layers: [LottieLayer], assets: [LottieAsset], total: Int) {
    let total = Int(Timeline(setting).exactTotalTicks.rounded())
    first.layers = first.layers.map { held($0, motionEnd: first.total, reach: total) }
    first.assets = first.assets.map { held($0, motionEnd: first.total, reach: total) }
    let d = stage.density
    let cx = Double(stage.width) / 2, cy = Double(stage.height) / 2
    var copies: [LottieLayer] = []
    // The parent each copy follows, by number (`followNulls`).
    var follows: [Int?] = []
    var assets: [LottieAsset] = []
    let flat: LottieForm = if case .flat = form { form } else { .flat }
    for (i, layer) in stage.layers.enumerated() {
      let ids = "layer-\(i + 1)-"
      let own = stage.stage(for: layer)
      // Inner time runs from the copy's start: before it the layer holds its first pose, after its motion its last.
      let reach = 2 * total + 1
      // A copy's fade is in its motion's own opacity, not its layer's: rlottie fades a precomposition of several
      // layers through a buffer whose rounding takes a level from everything under it (40 faded copies left the
      // sky under them at 85 %). Copies that fade alike share one precomposition.
      var motions: [Double: String] = [:]
      var known = Set<String>()
      func motion(fade: Double) -> String {
        let key = (fade * 1e6).rounded() / 1e6
        if let id = motions[key] { return id }
        let id = "\(ids)motion-\(motions.count + 1)"
        motions[key] = id
        let inner = lottieParts(faded(layer.motion, by: key), stage: own, form: flat, ids: ids)
        let shown = inner.layers.map { held($0, motionEnd: inner.total, reach: reach) }
        assets.append(.precomposition(LottieAsset.Precomposition(id: id, nm: layer.layer.name, layers: shown)))
        for asset in inner.assets where known.insert(asset.id).inserted {
          assets.append(held(asset, motionEnd: inner.total, reach: reach))
        }
        return id
      }
      let box = layer.layer.box
      let delays = layer.layer.copies.delays
      for (k, place) in layer.layer.copies.placements.enumerated() {
        var copy = LottieLayer(
          ddd: 0, ind: 0, ty: 0, nm: layer.layer.copies.count > 1 ? "\(layer.layer.name) \(k + 1)" : layer.layer.name,
          ip: 0, op: total,
          ks: LottieTransform(
            a: still([cx, cy]), p: still([cx + (box.centerX + place.x) * d, cy + (box.centerY + place.y) * d]),
            s: still([place.scale * 100, place.scale * 100]), o: still([100]), r: still([place.zTurns * 360])))
        copy.refId = motion(fade: place.fade)
        copy.st = Int((delays[k] * Double(Timeline.ticksPerSecond)).rounded())
        (copy.w, copy.h) = (stage.width, stage.height)
        copies.append(copy)
        follows.append(layer.parents.first?.number)
      }
    }
    // Top first: the last layer's last copy, down to the first layer's first; numbered above the picture's own.
    let index = (first.layers.map(\.ind).max() ?? 0) + 1
    // The parents' nulls numbered above the copies; nulls draw nothing, so they go last.
    let followed = followNulls(stage, from: index + copies.count, reach: 2 * total + 1)
    let ordered = copies.indices.reversed().enumerated().map { n, k -> LottieLayer in
      var numbered = copies[k]
      numbered.ind = index + n
      numbered.parent = follows[k].flatMap { followed.frames[$0] }
      return numbered
    }
    return (ordered + followed.layers, assets, total)
  }

  /// `motion` with its opacity `fade` times as much.
  static func faded(_ motion: AnimationSetting, by fade: Double) -> AnimationSetting {
    guard fade != 1 else { return motion }
    var out = motion
    if out.tracks[.opacity].isEmpty {
      out.tracks[.opacity].insert(time: 0, value: out.tracks[.opacity].firstValue * fade, curve: .linear)
    } else {
      for keyframe in out.tracks[.opacity].keyframes { out.tracks[.opacity].update(keyframe.id) { $0.value *= fade } }
    }
    return out
  }

  /// `layer` shown from `reach` frames before its motion's start when it was shown at the start, and until `reach`
  /// when it was shown at its motion's end (`motionEnd`): the first moment holds before, the last after.
  static func held(_ layer: LottieLayer, motionEnd: Int, reach: Int) -> LottieLayer {
    var out = layer
    if out.ip <= 0 { out.ip = -reach }
    if out.op >= motionEnd { out.op = max(out.op, reach) }
    return out
  }

  /// A precomposition's layers held as the layers showing it are.
  static func held(_ asset: LottieAsset, motionEnd: Int, reach: Int) -> LottieAsset {
    guard case .precomposition(var comp) = asset else { return asset }
    comp.layers = comp.layers.map { held($0, motionEnd: motionEnd, reach: reach) }
    return .precomposition(comp)
  }
}
