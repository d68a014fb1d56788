import Foundation
import SnowmanModel

/// How large a motion shows its picture: players that sample an image without mipmaps (rlottie, ThorVG, a
/// browser's compositor) alias where they draw it much smaller than it is, so the exports embed each picture at
/// the largest size the motion shows it (`CodeExport`), never larger than it is.
public enum ShownScale {
  /// The most the motion magnifies its picture's rest box of `box` points, across and down: at each tick of one
  /// repeat (and its start, its pass's end and rest), the lengths of the projection's derivatives along the
  /// picture's x and y at its corners, edge middles and centre (a perspective map magnifies most where the picture
  /// is nearest the eye). Points the eye is at or behind are skipped; a picture shown nowhere has scale 0.
  public static func largest(_ setting: AnimationSetting, box: (w: Double, h: Double)) -> (x: Double, y: Double) {
    let timeline = Timeline(setting)
    let ticks = timeline.passTicks * timeline.passesPerRepeat
    var poses = [
      timeline.restPose, setting.tracks.startPose, setting.tracks.endPose(passEnd: setting.durationSeconds),
    ]
    poses += (0...ticks).map { timeline.pose(atTick: $0) }
    var most = (x: 0.0, y: 0.0)
    for pose in poses where pose.opacity > 0 {
      let p = PoseProjection(pose: pose, box: box)
      for u in [-0.5, 0, 0.5] {
        for v in [-0.5, 0, 0.5] {
          let (x, y) = (u * box.w, v * box.h)
          let w = p.depth(x, y)
          guard w > 1e-3 else { continue }
          let (sx, sy) = p.project(x, y)
          most.x = max(most.x, hypot(p.m0 - sx * p.m6, p.m3 - sy * p.m6) / w)
          most.y = max(most.y, hypot(p.m1 - sx * p.m7, p.m4 - sy * p.m7) / w)
        }
      }
    }
    return most
  }

  /// The pixel size to embed a `width`×`height` image drawn `shown` pixels across and down at rest when the motion
  /// magnifies it by `scale`: the largest size it is shown at, rounded up, never larger than the image nor under a
  /// pixel.
  public static func embedded(
    width: Int, height: Int, shown: (w: Double, h: Double), scale: (x: Double, y: Double)
  ) -> (width: Int, height: Int) {
    func side(_ full: Int, _ drawn: Double) -> Int { max(1, min(full, Int((drawn - 1e-6).rounded(.up)))) }
    return (side(width, shown.w * scale.x), side(height, shown.h * scale.y))
  }

  /// The most `parents` (a follower's, nearest first) magnify what follows them: each parent's largest scale across
  /// or down over a repeat of its motion (a turn magnifies nothing), times its own parent's.
  public static func followed(_ parents: [ParentMotion]) -> Double {
    parents.reduce(1) { product, parent in
      let timeline = Timeline(parent.motion)
      let ticks = timeline.passTicks * timeline.passesPerRepeat
      let most = (0...ticks).map { timeline.pose(atTick: $0) }.map { max(abs($0.scaleX), abs($0.scaleY)) }.max() ?? 1
      return product * max(most, abs(parent.motion.tracks.restPose.scaleX), abs(parent.motion.tracks.restPose.scaleY))
    }
  }
}
