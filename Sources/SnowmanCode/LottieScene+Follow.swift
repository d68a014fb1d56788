import Foundation
import SnowmanModel

extension MotionCode {
  /// The null layers a scene's parents move, as Lottie's `parent` carries a layer along: each parent's move, turn
  /// and scale about its anchor (its `followed` tracks) on the nulls its own picture would ride and a null where its
  /// picture's layer would be, its keyframes moved by its first copy's delay, between a null that stands them on the
  /// parent's rest box and one (`frames[number]`) that puts the stage's own pixels back where they were, which a
  /// follower's copies hang from as they would from the stage. A parent that follows another hangs its nulls from that one's frame.
  static func followNulls(_ stage: CodeStage, from first: Int, reach: Int) -> (
    layers: [LottieLayer], frames: [Int: Int]
  ) {
    // Each parent's own parent, by number.
    var over: [Int: Int] = [:]
    for layer in stage.layers {
      for (k, parent) in layer.parents.enumerated() where k + 1 < layer.parents.count {
        over[parent.number] = layer.parents[k + 1].number
      }
    }
    let (cx, cy, d) = (Double(stage.width) / 2, Double(stage.height) / 2, stage.density)
    let html = SceneHTML(stage: stage)
    var layers: [LottieLayer] = []
    var frames: [Int: Int] = [:]
    var index = first
    // Lower numbers first: a parent's own parent is always below it, so its frame is made by then.
    for parent in html.followedParents {
      let number = parent.number
      let r = html.parentBox(parent)
      let size = (w: r.w, h: r.h), centre = (x: r.x + r.w / 2, y: r.y + r.h / 2)
      // A stand-in picture of a known size: the null its layer would be is the frame of the parent's box.
      let side = 100
      var stand = CodePicture(fileName: "", png: Data(), width: side, height: side)
      stand.restBox = CodePicture.RestBox(w: size.w, h: size.h)
      let own = CodeStage(
        width: stage.width, height: stage.height, density: d, backdrop: .transparent, shadow: nil, pictures: [stand])
      let parts = lottieParts(parent.motion, stage: own, form: .flat, ids: "follow-\(number)-")
      let delay = parent.delay * Double(Timeline.ticksPerSecond)
      func null(_ name: String, _ ks: LottieTransform, parent: Int?) -> LottieLayer {
        var made = LottieLayer(
          ddd: 0, ind: index, ty: 3, nm: name, ip: -reach, op: reach, ks: delay == 0 ? ks : later(ks, by: delay))
        made.parent = parent
        index += 1
        return made
      }
      // Its nulls stand on the parent's box: the stage's centre moved to the box's.
      let place = null(
        "Follow \(number)",
        LottieTransform(
          a: still([0, 0]), p: still([centre.x - cx, centre.y - cy]), s: still([100, 100]), o: still([100])),
        parent: over[number].flatMap { frames[$0] })
      layers.append(place)
      // The parent's nulls, and its picture's layer as one more: a picture anchored off its middle hangs from the
      // last null by its anchor, which the picture's own transform undoes.
      var renumbered: [Int: Int] = [:]
      for old in parts.layers where old.ty == 3 || old.ty == 2 {
        renumbered[old.ind] = index
        var made = null("Follow \(number) \(old.ty == 2 ? "picture" : old.nm)", old.ks, parent: place.ind)
        if let up = old.parent { made.parent = renumbered[up] }
        layers.append(made)
        if old.ty == 2 { break }
      }
      // The picture's pixels back to the stage's: its middle at the box's centre, a pixel of it a box's share.
      let frame = null(
        "Follow \(number) frame",
        LottieTransform(
          a: still([centre.x, centre.y]), p: still([Double(side) / 2, Double(side) / 2]),
          s: still([100 * Double(side) / size.w, 100 * Double(side) / size.h]), o: still([100])),
        parent: index - 1)
      layers.append(frame)
      frames[number] = frame.ind
    }
    return (layers, frames)
  }

  /// `ks` with every keyframe `frames` later. A null's delay is in its keyframes, not its start time (`st`): rlottie
  /// drew the followers of a parent delayed by `st` that are placed by a transform of their own (copies turned and
  /// moved along) as if the parent had not been delayed, while followers without one were right.
  static func later(_ ks: LottieTransform, by frames: Double) -> LottieTransform {
    func moved(_ property: LottieProperty?) -> LottieProperty? {
      guard var property, case .keyframes(let keys) = property.k else { return property }
      property.k = .keyframes(
        keys.map {
          var key = $0; key.t = round4(key.t + frames); return key
        })
      return property
    }
    var out = ks
    (out.a, out.p, out.s, out.o, out.r) = (moved(ks.a), moved(ks.p), moved(ks.s), moved(ks.o), moved(ks.r))
    (out.sk, out.sa, out.rx, out.ry, out.rz, out.or) = (
      moved(ks.sk), moved(ks.sa), moved(ks.rx), moved(ks.ry), moved(ks.rz), moved(ks.or)
    )
    return out
  }
}
