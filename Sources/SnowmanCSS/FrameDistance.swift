import Foundation
import SnowmanModel

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
