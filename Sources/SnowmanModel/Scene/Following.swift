import Foundation

/// A map of the stage's plane onto itself, `(x, y) → (a x + b y + tx, c x + d y + ty)` in points from the stage's
/// centre: what a parent's motion does to everything following it.
public struct PlaneAffine: Equatable, Sendable {
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = PlaneAffine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (a * x + b * y + tx, c * x + d * y + ty)
  }

  /// `self` and then `outer`.
  public func then(_ outer: PlaneAffine) -> PlaneAffine {
    PlaneAffine(
      a: outer.a * a + outer.b * c, b: outer.a * b + outer.b * d, c: outer.c * a + outer.d * c,
      d: outer.c * b + outer.d * d, tx: outer.a * tx + outer.b * ty + outer.tx,
      ty: outer.c * tx + outer.d * ty + outer.ty)
  }
}

/// A parent's pose as a layer following it takes it on: as a Lottie layer's `parent` (and After Effects' parenting),
/// its move, its turn about the screen's axis and its scale, about its anchor; not its skew, its turns in depth, its
/// depth or its opacity, which stay its own. Every code form can nest that: a page's element inside one moving so,
/// a Lottie null layer, a SwiftUI container, a Core Animation sublayer.
public struct FollowedPose: Equatable, Sendable {
  public var pose: Pose
  /// The parent's rest box in points from the stage's centre; nil for the preset's first picture, which the stage
  /// fits (`StageFit`) and so is only known where the picture is.
  public var box: SceneLayer.RestBox?

  public init(pose: Pose, box: SceneLayer.RestBox?) { (self.pose, self.box) = (pose, box) }

  /// The map it makes of the stage's plane, the first picture's box being `first`: scale and turn about the anchor,
  /// then the move (CSS's `translate(offset) rotate(z) scale(sx, sy)` about `transform-origin`).
  public func affine(first: SceneLayer.RestBox) -> PlaneAffine {
    let box = self.box ?? first
    let qx = box.centerX + (pose.anchorX - 0.5) * box.width
    let qy = box.centerY + (pose.anchorY - 0.5) * box.height
    let (cz, sz) = (cos(pose.rotationZ), sin(pose.rotationZ))
    let a = cz * pose.scaleX, b = -sz * pose.scaleY, c = sz * pose.scaleX, d = cz * pose.scaleY
    return PlaneAffine(
      a: a, b: b, c: c, d: d, tx: qx + pose.offsetX - (a * qx + b * qy), ty: qy + pose.offsetY - (c * qx + d * qy))
  }

  /// Drawn `k` times as large about the stage's centre.
  func scaled(by k: Double) -> FollowedPose {
    var out = self
    out.pose.offsetX *= k
    out.pose.offsetY *= k
    out.box = box?.scaled(by: k)
    return out
  }
}

extension LayerDraw {
  /// What its parents' motion does to the copy, the nearest parent's first, on a stage whose first picture's box is
  /// `first`; nil when it follows nothing.
  public func following(first: SceneLayer.RestBox) -> PlaneAffine? {
    guard !parents.isEmpty else { return nil }
    return parents.reduce(PlaneAffine.identity) { $0.then($1.affine(first: first)) }
  }
}

extension SceneLayer.RestBox {
  /// `k` times as large about the stage's centre: its centre and its size.
  func scaled(by k: Double) -> SceneLayer.RestBox {
    SceneLayer.RestBox(centerX: centerX * k, centerY: centerY * k, width: width * k, height: height * k)
  }

  /// The first picture's box on a `stage` of so many points: centred, its size the stage's fit of a picture of
  /// `aspect` (width / height).
  public static func first(stage: (w: Double, h: Double), aspect: Double) -> SceneLayer.RestBox {
    let size = StageFit.pictureSize(stageWidth: stage.w, stageHeight: stage.h, aspect: aspect)
    return SceneLayer.RestBox(width: size.w, height: size.h)
  }
}

/// A parent of a layer as code writes it: what it is, where it rests, and the motion a layer following it takes on.
public struct ParentMotion: Equatable, Sendable {
  /// 0 the preset's first picture, n the nth layer above it.
  public var number: Int
  /// Its rest box in points from the stage's centre; nil for the first picture (the stage's fit).
  public var box: SceneLayer.RestBox?
  /// Its tracks that a follower takes on (`MotionTracks.followed`), on the preset's pass, repeats and direction.
  public var motion: AnimationSetting
  /// When its first copy starts, in seconds.
  public var delay: Double
}

extension MotionTracks {
  /// The tracks a layer following this motion takes on: size, move, turn about the screen's axis, and the anchor
  /// they are about (`FollowedPose`); the rest at rest.
  public var followed: MotionTracks {
    var out = MotionTracks()
    for key in [PropertyKey.widthMultiplier, .heightMultiplier, .horizontalOffset, .verticalOffset, .zTurns]
      + [.anchorX, .anchorY]
    {
      out[key] = self[key]
    }
    return out
  }
}

extension AnimationSetting {
  /// What `layer` follows, its parent first, up to the first picture or a layer that follows nothing; a parent
  /// that is hidden still moves it, as a Lottie layer's hidden parent does.
  public func parents(of layer: SceneLayer) -> [ParentMotion] {
    var out: [ParentMotion] = []
    var next = layer.parent
    while let p = next, (0...layers.count).contains(p), out.count <= layers.count {
      guard p > 0 else {
        let own = AnimationSetting(
          tracks: tracks.followed, durationSeconds: durationSeconds, repeatCount: repeatCount, autoreverse: autoreverse)
        out.append(ParentMotion(number: 0, box: nil, motion: own, delay: 0))
        break
      }
      let parent = layers[p - 1]
      var own = motion(of: parent)
      own.tracks = parent.tracks.followed
      out.append(ParentMotion(number: p, box: parent.box, motion: own, delay: parent.copies.delays.first ?? 0))
      next = parent.parent
    }
    return out
  }
}
