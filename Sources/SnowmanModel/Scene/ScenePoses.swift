import Foundation

/// One copy of one layer as the stage draws it at a moment: its picture, where its rest box stands and the pose
/// that moves it from there.
public struct LayerDraw: Equatable, Sendable {
  /// The layer's index in the setting's `layers`.
  public var layer: Int
  /// Which copy, 0 the layer's own place.
  public var copy: Int
  /// What it shows: nil is the built-in snowman.
  public var picture: ImageReference?
  /// Its rest box, in points from the stage's centre.
  public var box: SceneLayer.RestBox
  /// Its pose: the layer's tracks at the copy's own moment, its opacity faded by its place among the copies.
  public var pose: Pose
  /// Where the copy stands against the layer's own place: moved, turned and scaled as a whole about the rest box's
  /// centre, after the pose has projected it (as a page's element holding the moving one is, or a replicator's
  /// instance transform).
  public var place: Copies.Placement
  /// The poses it follows after its place, its parent's first and then its parent's parent's (`following`).
  public var parents: [FollowedPose]

  public init(
    layer: Int, copy: Int, picture: ImageReference?, box: SceneLayer.RestBox, pose: Pose,
    place: Copies.Placement = .identity, parents: [FollowedPose] = []
  ) {
    (self.layer, self.copy, self.picture, self.box, self.pose, self.place) = (layer, copy, picture, box, pose, place)
    self.parents = parents
  }
}

extension LayerDraw {
  /// How much a stage of `stage` points scales a scene laid out on `reference` (the stage an export frames, whose
  /// points its layers' boxes are in): as an export of the stage's size would, by the nearer fit of its two sides.
  /// Exactly 1 on the reference's own proportions' stages, as every export's is.
  public static func stageScale(stage: (w: Double, h: Double), reference: (w: Double, h: Double)) -> Double {
    let k = min(stage.w / reference.w, stage.h / reference.h)
    return abs(k - 1) < 1e-9 ? 1 : k
  }

  /// The copy drawn `k` times as large about the stage's centre: every length in points (its box, its pose's offsets
  /// and depth, the eye's distance, its place among its copies) times `k`.
  public func scaled(by k: Double) -> LayerDraw {
    guard k != 1 else { return self }
    var out = self
    out.box = box.scaled(by: k)
    out.pose.offsetX *= k
    out.pose.offsetY *= k
    out.pose.depth *= k
    out.pose.perspective /= k
    out.place.x *= k
    out.place.y *= k
    out.parents = parents.map { $0.scaled(by: k) }
    return out
  }
}

extension AnimationSetting {
  /// The latest any copy of a shown layer starts, in seconds (0 with no layers), or any parent a shown layer
  /// follows: a hidden parent still moves its followers, on its first copy's clock, so the scene lasts until that
  /// copy's motion is over (else a parent starting after the shown copies' end would be cut off and loop out of step).
  public var latestStart: Double {
    let shown = layers.filter { !$0.hidden }
    let own = shown.map { $0.copies.delays.max() ?? 0 }.max() ?? 0
    return shown.flatMap { parents(of: $0).map(\.delay) }.reduce(own, max)
  }

  /// A layer's own motion: its tracks on this setting's pass, repeats and direction.
  public func motion(of layer: SceneLayer) -> AnimationSetting {
    AnimationSetting(
      tracks: layer.tracks, durationSeconds: durationSeconds, repeatCount: repeatCount, autoreverse: autoreverse)
  }
}

extension Timeline {
  /// Every copy of every shown layer at `tick`, bottom layer first and each layer's copies in order: before a
  /// copy's start it holds its first pose and after its motion its last (as a page's `animation-fill-mode: both`
  /// does through a delay and after its iterations). A layer with a parent follows its parent's first copy, shown
  /// or hidden, as a Lottie layer follows its `parent`.
  public func layerDraws(atExactTick tick: Double) -> [LayerDraw] {
    var out: [LayerDraw] = []
    for (index, layer) in setting.layers.enumerated() where !layer.hidden {
      let own = Timeline(setting.motion(of: layer))
      let delays = layer.copies.delays
      let parents = followedPoses(of: layer, atExactTick: tick)
      for (k, place) in layer.copies.placements.enumerated() {
        let local = tick - delays[k] * Double(Timeline.ticksPerSecond)
        var pose = own.layerPose(atExactTick: local)
        pose.opacity = min(max(pose.opacity, 0), 1) * place.fade
        let picture = own.artwork(atTick: Int(max(0, local).rounded(.down)))
        out.append(
          LayerDraw(
            layer: index, copy: k, picture: picture, box: layer.box, pose: pose, place: place, parents: parents))
      }
    }
    return out
  }

  /// The poses `layer` follows at `tick`, its parent's first: each parent's first copy at its own delay; the first
  /// picture as the stage shows it.
  func followedPoses(of layer: SceneLayer, atExactTick tick: Double) -> [FollowedPose] {
    setting.parents(of: layer).map { parent in
      guard parent.number > 0 else { return FollowedPose(pose: pose(atExactTick: tick), box: nil) }
      let local = tick - parent.delay * Double(Timeline.ticksPerSecond)
      return FollowedPose(pose: Timeline(parent.motion).layerPose(atExactTick: local), box: parent.box)
    }
  }

  /// A layer's pose `local` ticks after its copy's start: before it, the start's pose.
  func layerPose(atExactTick local: Double) -> Pose {
    local < 0 ? pose(atExactTick: 0) : heldPose(atExactTick: local)
  }
}

extension Timeline {
  /// The pose at `tick`, its motion's last moment held once the motion is over (the end, or the start after an
  /// autoreverse's way back), as a page's animation fills forwards.
  func heldPose(atExactTick tick: Double) -> Pose {
    guard tick >= exactMotionTicks else { return pose(atExactTick: tick) }
    return setting.autoreverse
      ? setting.tracks.pose(at: 0) : setting.tracks.endPose(passEnd: setting.durationSeconds)
  }
}
