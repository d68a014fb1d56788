import Foundation
import SnowmanModel

extension MotionSegment {
  /// How far, in pixels, the segment carries any point of the picture (opacity counted in levels of 255): a curve
  /// fitted to `0.5 / reach` of progress stays within half a pixel of the stage.
  func reach(on stage: CodeStage) -> Double {
    let d = stage.density
    let size = stage.pictures.map(stage.baseSize).reduce((w: 0.0, h: 0.0)) { (max($0.w, $1.w), max($0.h, $1.h)) }
    let sx = max(abs(from.scaleX), abs(to.scaleX)), sy = max(abs(from.scaleY), abs(to.scaleY))
    let radius = hypot(size.w * sx, size.h * sy) / 2
    // Turning toward the eye magnifies the near edge: up to the eye's distance over what is left of it.
    let near = min(4, stage.perspective / max(stage.perspective - radius, stage.perspective * 0.25))
    let offset = hypot(to.offsetX - from.offsetX, to.offsetY - from.offsetY) * d
    let scale = max(abs(to.scaleX - from.scaleX) * size.w, abs(to.scaleY - from.scaleY) * size.h) / 2
    let turns =
      (abs(to.rotationX - from.rotationX) + abs(to.rotationY - from.rotationY)) * radius * near
      + abs(to.rotationZ - from.rotationZ) * radius * near
    let fade = abs(to.opacity - from.opacity) * 255
    // The vocabulary: a move in depth magnifies the picture about its anchor (by the eye's distance over what is
    // left of it), a skew leans its edges, and a moved anchor carries the picture with it.
    func anchorDistance(_ p: Pose) -> Double {
      hypot((p.anchorX - 0.5) * size.w * sx, (p.anchorY - 0.5) * size.h * sy)
    }
    let arm = radius + max(anchorDistance(from), anchorDistance(to))
    func magnification(_ p: Pose) -> Double { p.perspective > 0 ? 1 / max(1 - p.perspective * p.depth, 0.25) : 1 }
    let depth = abs(magnification(to) - magnification(from)) * arm
    let skew =
      (abs(tan(to.skewX) - tan(from.skewX)) * size.h * sy + abs(tan(to.skewY) - tan(from.skewY)) * size.w * sx)
      * near
    let anchor = hypot((to.anchorX - from.anchorX) * size.w * sx, (to.anchorY - from.anchorY) * size.h * sy) * 2 * near
    return offset + scale * near + turns + fade + depth + skew + anchor
  }

  /// The fit tolerance in progress for this segment: half a pixel of its reach.
  func tolerance(on stage: CodeStage) -> Double {
    let reach = reach(on: stage)
    return reach > 0 ? 0.5 / reach : 1
  }
}
