import CSDL2
import SnowmanModel

/// Draws the snowman texture through a pose as a subdivided grid: `SDL_RenderGeometry` maps textures
/// affinely per triangle, so a fine grid is what makes the perspective look right.
final class SpriteRenderer {
  /// Cells per side of the grid.
  static let subdivisions = 16

  let texture: Texture
  private var vertices: [SDL_Vertex]
  private let indices: [Int32]

  init(texture: Texture) {
    self.texture = texture
    let n = SpriteRenderer.subdivisions
    vertices = Array(repeating: SDL_Vertex(), count: (n + 1) * (n + 1))
    var list: [Int32] = []
    list.reserveCapacity(n * n * 6)
    for j in 0..<n {
      for i in 0..<n {
        let a = Int32(j * (n + 1) + i)
        let b = a + 1
        let c = a + Int32(n + 1)
        let d = c + 1
        list += [a, b, c, b, d, c]
      }
    }
    indices = list
  }

  /// The sprite's size in points at scale 1 on a stage of `stage` size: 68 % of the stage's height,
  /// at the artwork's aspect, and never wider than 70 % of the stage.
  func baseSize(stage: Rect) -> (w: Double, h: Double) {
    let aspect = Double(texture.width) / Double(texture.height)
    var h = stage.h * 0.68
    var w = h * aspect
    if w > stage.w * 0.7 {
      w = stage.w * 0.7
      h = w / aspect
    }
    return (w, h)
  }

  /// Draws the sprite in `pose`, centred on `stage`, on `renderer` at `density` pixels per point.
  func draw(pose: Pose, stage: Rect, density: Double, renderer: Renderer) {
    let n = SpriteRenderer.subdivisions
    let size = baseSize(stage: stage)
    let projection = SpriteProjection(pose: pose, centerX: stage.midX, centerY: stage.midY, density: density)
    let alpha = UInt8((min(max(pose.opacity, 0), 1) * 255).rounded())
    let color = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    var k = 0
    for j in 0...n {
      let v = Double(j) / Double(n)
      for i in 0...n {
        let u = Double(i) / Double(n)
        let p = projection.project((u - 0.5) * size.w, (v - 0.5) * size.h)
        vertices[k] = SDL_Vertex(
          position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color,
          tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
        k += 1
      }
    }
    renderer.geometry(texture, vertices, indices)
  }
}
