import CSDL2
import Foundation
import SnowmanModel

/// Draws a picture through a pose: on a software renderer exactly, pixel by pixel through the pose's homography
/// (`SoftwareStage`); on an accelerated one as a grid of cells as fine as the perspective needs (`SpriteGrid`), since
/// `SDL_RenderGeometry` maps textures affinely per triangle. A sprite made from a texture alone is drawn as a plain
/// grid of `subdivisions` cells a side from that texture.
final class SpriteRenderer {
  /// Cells per side of the plain grid.
  static let subdivisions = 16

  /// The picture's full size in pixels.
  let width: Int, height: Int
  /// Each level's height, largest first: the artwork at full size, then halved again and again. Drawing from the
  /// level nearest the on-screen size keeps a shrunken picture from aliasing and the texels read in cache.
  let levelHeights: [Int]
  /// The levels as textures, each made when first drawn where the software stage draws the picture (it reads
  /// `exact`, so a texture is wanted only for a thumbnail or a costume on the ring), all at once elsewhere.
  private var textures: [Texture?]
  /// Every level's texture where they are made at once (an accelerated renderer): what the grid falls back on.
  private var eager: [Texture] = []
  private let renderer: Renderer?
  private var vertices: [SDL_Vertex]
  private let indices: [Int32]
  /// The same levels for the software stage, which maps them exactly (nil where an accelerated renderer draws).
  private let exact: StagePicture?
  /// The mesh an accelerated renderer draws (nil where the software stage draws).
  private var grid: SpriteGrid?
  /// Which cells of the plain grid hold a visible texel (nil: all of them).
  private let occupied: [Bool]?

  /// A sprite drawn from `texture` alone, every cell of the grid drawn.
  convenience init(texture: Texture) {
    self.init(textures: [texture], renderer: nil, occupied: nil, exact: nil)
  }

  /// A sprite with mipmap levels made from `surface`.
  convenience init(renderer: Renderer, surface: Surface) throws {
    try self.init(renderer: renderer, pixels: SpritePixels(surface, software: renderer.isSoftware))
  }

  /// A sprite from levels made beforehand (perhaps on another thread).
  convenience init(renderer: Renderer, pixels: SpritePixels) throws {
    let exact = renderer.isSoftware ? pixels.exact ?? StagePicture(surfaces: pixels.surfaces) : nil
    let textures: [Texture?] =
      exact != nil
      ? Array(repeating: nil, count: pixels.surfaces.count)
      : try pixels.surfaces.map { try Texture(renderer: renderer, surface: $0) }
    self.init(textures: textures, renderer: renderer, occupied: pixels.occupied, exact: exact)
    if exact == nil {
      eager = textures.compactMap { $0 }
      grid = SpriteGrid(surface: pixels.surfaces[0], levels: AnisotropicLevels(surfaces: pixels.surfaces))
    }
  }

  /// A sprite of one transparent texel, made without SDL (so it cannot fail): drawn where no picture can be.
  static func blank(renderer: Renderer) -> SpriteRenderer {
    SpriteRenderer(textures: [nil], renderer: renderer, occupied: nil, exact: StagePicture(transparentTexel: ()))
  }

  /// `surface`, then halved again and again down to about 64 pixels on its shorter side.
  static func levelSurfaces(_ surface: Surface) throws -> [Surface] {
    var levels = [surface]
    while let last = levels.last, last.height >= 128 && last.width >= 128 { levels.append(try last.halved()) }
    return levels
  }

  /// Level `index` as a texture, made on first use; nil when it cannot be made.
  func level(_ index: Int) -> Texture? {
    if let made = textures[index] { return made }
    guard let renderer, let exact, let surface = try? exact.surface(level: index) else { return nil }
    textures[index] = try? Texture(renderer: renderer, surface: surface)
    return textures[index]
  }

  /// Whether the picture shows at (u, v), fractions across and down it, drawn `extent` points on its longer side:
  /// the texel there at least a quarter opaque, in the level the stage draws from at that size (a thin line the
  /// stage blurs wider at a small size is hit where it shows) where the software stage keeps the levels; else
  /// whether the plain grid's cell there holds a visible texel. What a click on the stage chooses a layer by.
  func covers(u: Double, v: Double, extent: Double) -> Bool {
    guard (0...1).contains(u), (0...1).contains(v) else { return false }
    if let exact, !exact.levels.isEmpty {
      let index = exact.levels.lastIndex { max($0.width, $0.height) >= Int(extent.rounded(.up)) } ?? 0
      let level = exact.levels[index]
      let x = min(Int(u * Double(level.width)), level.width - 1)
      let y = min(Int(v * Double(level.height)), level.height - 1)
      return exact.bytes[level.offset + (y * level.width + x) * 4 + 3] >= 64
    }
    guard let occupied else { return true }
    let n = SpriteRenderer.subdivisions
    return occupied[min(Int(v * Double(n)), n - 1) * n + min(Int(u * Double(n)), n - 1)]
  }

  /// The smallest level, for thumbnails.
  var thumbnail: Texture? { level(levelHeights.count - 1) }

  /// The index of the level to draw from: the smallest whose height still covers `needed` pixels, the
  /// sprite's extent on screen as projected (its bounding box, the width counted in heights by the aspect).
  static func levelIndex<Heights: Collection<Int>>(heights: Heights, needed: Double) -> Int {
    var index = 0
    for (i, height) in heights.enumerated() where Double(height) >= needed { index = i }
    return index
  }

  /// `occupied[j * n + i]` says whether grid cell (i, j) holds any visible texel; empty cells are not drawn,
  /// which spares the rasteriser the artwork's transparent half.
  private init(textures: [Texture?], renderer: Renderer?, occupied: [Bool]?, exact: StagePicture?) {
    (self.textures, self.renderer, self.exact, self.occupied) = (textures, renderer, exact, occupied)
    let sizes =
      exact.map { $0.levels.map { ($0.width, $0.height) } } ?? textures.map { ($0?.width ?? 0, $0?.height ?? 0) }
    (width, height, levelHeights) = (sizes[0].0, sizes[0].1, sizes.map(\.1))
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

  /// The sprite's size in points at scale 1 on a stage of `stage` size (`StageFit`).
  func baseSize(stage: Rect) -> (w: Double, h: Double) {
    StageFit.pictureSize(
      stageWidth: stage.w, stageHeight: stage.h, aspect: Double(width) / Double(height))
  }

  /// The rectangle the picture fills, in points about its centre: its base size, or `region`.
  func area(stage: Rect, region: (x: Double, y: Double, w: Double, h: Double)?) -> (
    x: Double, y: Double, w: Double, h: Double
  ) {
    let base = baseSize(stage: stage)
    return region ?? (-base.w / 2, -base.h / 2, base.w, base.h)
  }

  /// The picture's outline in `pose`, in pixels at `density` (with `region`, the rectangle it fills instead, on a
  /// picture whose rest box is `box`).
  func outline(
    pose: Pose, stage: Rect, density: Double, region: (x: Double, y: Double, w: Double, h: Double)? = nil,
    box: (w: Double, h: Double)? = nil
  ) -> StagePolygon {
    PlaneHomography(
      pose: pose, centerX: stage.midX, centerY: stage.midY, density: density, box: box ?? baseSize(stage: stage)
    ).outline(of: area(stage: stage, region: region))
  }

  /// Draws the sprite in `pose`, centred on `stage`, on `renderer` at `density` pixels per point; with `region`
  /// (points about the picture's centre, as a worn costume sits on it, on a picture whose rest box is `box`) the
  /// texture fills that rectangle instead, so it moves, turns and fades as one with the picture. A copy of a scene's
  /// layer names its `slot`, under which the stage keeps its pixels while it holds still.
  func draw(
    pose: Pose, stage: Rect, density: Double, renderer: Renderer,
    region: (x: Double, y: Double, w: Double, h: Double)? = nil, box: (w: Double, h: Double)? = nil,
    placed: StagePlacement? = nil, slot: Int? = nil
  ) {
    let n = SpriteRenderer.subdivisions
    let area = self.area(stage: stage, region: region)
    let size = (w: area.w, h: area.h)
    let box = box ?? baseSize(stage: stage)
    let projection = SpriteProjection(
      pose: pose, centerX: stage.midX, centerY: stage.midY, density: density, box: box, placed: placed)
    if let exact, let software = renderer.softwareStage, let pixels = renderer.drawnPixels() {
      // In the stage's own pixels, from its corner: the window's stage and an export of the same size then do the
      // same arithmetic and show the same pixels; only where they are written differs.
      let origin = (x: Int((stage.x * density).rounded()), y: Int((stage.y * density).rounded()))
      let plane = PlaneHomography(
        pose: pose, centerX: stage.w / 2, centerY: stage.h / 2, density: density, box: box, placed: placed)
      let full = exact.levels[0]
      let texels = PlaneHomography(m: [
        area.w / Double(full.width), 0, area.x, 0, area.h / Double(full.height), area.y, 0, 0, 1,
      ])
      let size = (w: Int((stage.w * density).rounded()), h: Int((stage.h * density).rounded()))
      if let drawn = software.draw(
        exact, texelsToPixels: texels.then(plane), outline: plane.outline(of: area),
        opacity: min(max(pose.opacity, 0), 1), stage: size, at: origin, onto: pixels, slot: slot)
      {
        renderer.touched(drawn)
        return
      }
    }
    let alpha = UInt8((min(max(pose.opacity, 0), 1) * 255).rounded())
    if let grid {
      grid.draw(projection, area: area, alpha: alpha, renderer: renderer, fallback: eager)
      return
    }
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
    let last = n * (n + 1)
    let corners = [0, n, last + n, last].map {
      (x: Double(vertices[$0].position.x), y: Double(vertices[$0].position.y))
    }
    // One level for the whole sprite: between what the two axes need, so a squashed picture aliases less than the
    // longer axis's level would let it.
    func length(_ a: Int, _ b: Int) -> Double { hypot(corners[a].x - corners[b].x, corners[a].y - corners[b].y) }
    let tall = max(length(0, 3), length(1, 2)), wide = max(length(0, 1), length(3, 2)) / (size.w / size.h)
    let index = SpriteRenderer.levelIndex(heights: levelHeights, needed: (tall * wide).squareRoot())
    guard let texture = level(index) else { return }
    renderer.geometry(texture, vertices, indices)
  }
}
