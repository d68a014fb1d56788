import CSDL2
import Foundation
import SnowmanModel

/// Draws a picture through a pose: on a software renderer exactly, pixel by pixel through the pose's homography
/// (`SoftwareStage`); on an accelerated one as a subdivided grid, since `SDL_RenderGeometry` maps textures affinely
/// per triangle and a fine grid is what makes the perspective look right there.
final class SpriteRenderer {
  /// Cells per side of the grid.
  static let subdivisions = 16

  /// The artwork at full size, then halved again and again: drawing from the level nearest the on-screen size
  /// keeps a shrunken picture from aliasing and the texels read in cache.
  let levels: [Texture]
  var texture: Texture { levels[0] }
  /// The smallest level, for thumbnails.
  var thumbnail: Texture { levels[levels.count - 1] }
  private var vertices: [SDL_Vertex]
  private let indices: [Int32]
  /// The same levels for the software stage, which maps them exactly (nil where an accelerated renderer draws).
  private let exact: StagePicture?
  /// The levels halved more along one axis, for an accelerated renderer (nil where the software stage draws).
  private var anisotropic: AnisotropicLevels?

  /// A sprite drawn from `texture` alone, every cell of the grid drawn.
  convenience init(texture: Texture) {
    self.init(levels: [texture], occupied: nil, exact: nil)
  }

  /// A sprite with mipmap levels made from `surface`.
  convenience init(renderer: Renderer, surface: Surface) throws {
    let surfaces = try SpriteRenderer.levelSurfaces(surface)
    let levels = try surfaces.map { try Texture(renderer: renderer, surface: $0) }
    self.init(
      levels: levels, occupied: SpriteRenderer.occupiedCells(surface),
      exact: renderer.isSoftware ? StagePicture(surfaces: surfaces) : nil)
    if !renderer.isSoftware { anisotropic = AnisotropicLevels(surfaces: surfaces, textures: levels) }
  }

  /// `surface`, then halved again and again down to about 64 pixels on its shorter side.
  static func levelSurfaces(_ surface: Surface) throws -> [Surface] {
    var levels = [surface]
    while let last = levels.last, last.height >= 128 && last.width >= 128 { levels.append(try last.halved()) }
    return levels
  }

  /// The index of the level to draw from: the smallest whose height still covers `needed` pixels, the
  /// sprite's extent on screen as projected (its bounding box, the width counted in heights by the aspect).
  static func levelIndex<Heights: Collection<Int>>(heights: Heights, needed: Double) -> Int {
    var index = 0
    for (i, height) in heights.enumerated() where Double(height) >= needed { index = i }
    return index
  }

  /// `occupied[j * n + i]` says whether grid cell (i, j) holds any visible texel; empty cells are not drawn,
  /// which spares the rasteriser the artwork's transparent half.
  init(levels: [Texture], occupied: [Bool]?, exact: StagePicture?) {
    self.levels = levels
    self.exact = exact
    let n = SpriteRenderer.subdivisions
    vertices = Array(repeating: SDL_Vertex(), count: (n + 1) * (n + 1))
    var list: [Int32] = []
    list.reserveCapacity(n * n * 6)
    for j in 0..<n {
      for i in 0..<n where occupied?[j * n + i] ?? true {
        let a = Int32(j * (n + 1) + i)
        let b = a + 1
        let c = a + Int32(n + 1)
        let d = c + 1
        list += [a, b, c, b, d, c]
      }
    }
    indices = list
  }

  /// The sprite's longest projected edge in pixels, its top and bottom edges counted in heights by `aspect`:
  /// how many texels tall the level must be. `corners` are the top left, top right, bottom right and bottom left
  /// as projected. Turning in the screen plane changes no length; perspective lengthens the near edge.
  static func neededHeight(_ corners: InlineArray<4, (x: Double, y: Double)>, aspect: Double) -> Double {
    func length(_ a: Int, _ b: Int) -> Double { hypot(corners[a].x - corners[b].x, corners[a].y - corners[b].y) }
    return max(length(0, 3), length(1, 2), length(0, 1) / aspect, length(3, 2) / aspect)
  }

  /// Which cells of the grid hold a texel with any alpha (a one-texel margin keeps filtered edges).
  static func occupiedCells(_ surface: Surface) -> [Bool] {
    let n = subdivisions
    var cells = [Bool](repeating: false, count: n * n)
    let w = surface.width, h = surface.height
    _ = surface.withPixels { base, pitch in
      for y in 0..<h {
        let row = base + y * pitch
        // The cells this row and its neighbours fall in.
        let cyLow = max(0, (y - 1) * n / h), cyHigh = min(n - 1, (y + 1) * n / h)
        for x in 0..<w where row[x * 4 + 3] > 0 {
          let cxLow = max(0, (x - 1) * n / w), cxHigh = min(n - 1, (x + 1) * n / w)
          for cy in cyLow...cyHigh {
            for cx in cxLow...cxHigh { cells[cy * n + cx] = true }
          }
        }
      }
    }
    return cells
  }

  /// The sprite's size in points at scale 1 on a stage of `stage` size (`StageFit`).
  func baseSize(stage: Rect) -> (w: Double, h: Double) {
    StageFit.pictureSize(
      stageWidth: stage.w, stageHeight: stage.h, aspect: Double(texture.width) / Double(texture.height))
  }

  /// Draws the sprite in `pose`, centred on `stage`, on `renderer` at `density` pixels per point; with `region`
  /// (points about the picture's centre, as a worn costume sits on it) the texture fills that rectangle instead,
  /// so it moves, turns and fades as one with the picture.
  func draw(
    pose: Pose, stage: Rect, density: Double, renderer: Renderer,
    region: (x: Double, y: Double, w: Double, h: Double)? = nil
  ) {
    let n = SpriteRenderer.subdivisions
    let base = baseSize(stage: stage)
    let area = region ?? (-base.w / 2, -base.h / 2, base.w, base.h)
    let size = (w: area.w, h: area.h)
    let projection = SpriteProjection(pose: pose, centerX: stage.midX, centerY: stage.midY, density: density)
    if let exact, let software = renderer.softwareStage, let pixels = renderer.drawnPixels() {
      // In the stage's own pixels, from its corner: the window's stage and an export of the same size then do the
      // same arithmetic and show the same pixels; only where they are written differs.
      let origin = (x: Int((stage.x * density).rounded()), y: Int((stage.y * density).rounded()))
      let plane = PlaneHomography(pose: pose, centerX: stage.w / 2, centerY: stage.h / 2, density: density)
      let local = SpriteProjection(pose: pose, centerX: stage.w / 2, centerY: stage.h / 2, density: density)
      let corners: InlineArray<4, (x: Double, y: Double)> = [
        local.project(area.x, area.y), local.project(area.x + area.w, area.y),
        local.project(area.x + area.w, area.y + area.h), local.project(area.x, area.y + area.h),
      ]
      var index = SpriteRenderer.levelIndex(
        heights: exact.levels.lazy.map(\.height), needed: Self.neededHeight(corners, aspect: size.w / size.h))
      // How many of the level's texels a pixel spans along each axis, where the picture is most squashed (its far
      // side, in perspective). A squashed axis takes more taps rather than a coarser level, which would blur the
      // other axis; only past `maxSpread` a coarser one, where the picture is a sliver along that axis.
      func length(_ a: Int, _ b: Int) -> Double { hypot(corners[a].x - corners[b].x, corners[a].y - corners[b].y) }
      let (across, down) = (max(min(length(0, 1), length(3, 2)), 0.5), max(min(length(0, 3), length(1, 2)), 0.5))
      func spread(_ i: Int) -> (x: Double, y: Double) {
        (Double(exact.levels[i].width) / across, Double(exact.levels[i].height) / down)
      }
      while index + 1 < exact.levels.count, max(spread(index).x, spread(index).y) > PerspectiveSampler.maxSpread {
        index += 1
      }
      let level = exact.levels[index]
      let texels = PlaneHomography(m: [
        area.w / Double(level.width), 0, area.x, 0, area.h / Double(level.height), area.y, 0, 0, 1,
      ])
      let size = (w: Int((stage.w * density).rounded()), h: Int((stage.h * density).rounded()))
      if software.draw(
        exact, level: index, texelsToPixels: texels.then(plane), outline: plane.outline(of: area),
        texelsPerPixel: spread(index), opacity: min(max(pose.opacity, 0), 1), stage: size, at: origin, onto: pixels)
      {
        return
      }
    }
    let alpha = UInt8((min(max(pose.opacity, 0), 1) * 255).rounded())
    let color = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    var k = 0
    for j in 0...n {
      let v = Double(j) / Double(n)
      for i in 0...n {
        let u = Double(i) / Double(n)
        let p = projection.project(area.x + u * area.w, area.y + v * area.h)
        vertices[k] = SDL_Vertex(
          position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color,
          tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
        k += 1
      }
    }
    if let anisotropic {
      drawCells(anisotropic, renderer: renderer)
      return
    }
    let last = n * (n + 1)
    let corners = [0, n, last + n, last].map {
      (x: Double(vertices[$0].position.x), y: Double(vertices[$0].position.y))
    }
    // One level for the whole sprite: between what the two axes need, so a squashed picture aliases less than the
    // longer axis's level would let it.
    func length(_ a: Int, _ b: Int) -> Double { hypot(corners[a].x - corners[b].x, corners[a].y - corners[b].y) }
    let tall = max(length(0, 3), length(1, 2)), wide = max(length(0, 1), length(3, 2)) / (size.w / size.h)
    let index = SpriteRenderer.levelIndex(heights: levels.lazy.map(\.height), needed: (tall * wide).squareRoot())
    renderer.geometry(levels[index], vertices, indices)
  }

  /// Draws the grid's cells, each from the level halved across and down as often as the picture is squashed there
  /// (the cell's texels per pixel along each of the picture's axes, from its projected edges).
  private func drawCells(_ anisotropic: AnisotropicLevels, renderer: Renderer) {
    let n = SpriteRenderer.subdivisions
    let (du, dv) = (Double(texture.width) / Double(n), Double(texture.height) / Double(n))
    var cells: [AnisotropicLevels.Halvings: [Int32]] = [:]
    for start in stride(from: 0, to: indices.count, by: 6) {
      let a = Int(indices[start])
      let (p00, p10) = (vertices[a].position, vertices[a + 1].position)
      let (p01, p11) = (vertices[a + n + 1].position, vertices[a + n + 2].position)
      // Pixels a texel along u (a, c) and along v (b, d), averaged over the cell's two edges; the inverse's rows
      // are how many texels a pixel spans along u and along v.
      let a0 = Double(p10.x - p00.x + p11.x - p01.x) / (2 * du), c0 = Double(p10.y - p00.y + p11.y - p01.y) / (2 * du)
      let b0 = Double(p01.x - p00.x + p11.x - p10.x) / (2 * dv), d0 = Double(p01.y - p00.y + p11.y - p10.y) / (2 * dv)
      let det = abs(a0 * d0 - b0 * c0)
      let gradient = det > 1e-12 ? (u: hypot(d0, b0) / det, v: hypot(c0, a0) / det) : (u: Double.infinity, v: .infinity)
      cells[anisotropic.halvings(gradient), default: []] += indices[start..<start + 6]
    }
    for (key, list) in cells {
      let level =
        anisotropic.texture(key, renderer: renderer) ?? levels[min(key.across, key.down, levels.count - 1)]
      renderer.geometry(level, vertices, list)
    }
  }
}
