import CSDL2
import Foundation
import SnowmanModel

/// The accelerated stage's mesh: `SDL_RenderGeometry` maps a texture affinely across each triangle, so the picture is
/// a grid of cells whose corners are projected exactly, as fine as the pose's perspective needs (16, 32 or 64 cells a
/// side, the coarsest whose cells bend less than `tolerance` pixels), each cell drawn from the rip-map level halved as
/// often across and down as the picture is squashed there. Cells with no visible texel are not drawn.
final class SpriteGrid {
  /// Cells a side, coarsest first.
  static let sizes = [16, 32, 64]
  /// How far, in pixels of the drawing, a cell's centre may land from where its corners' mean puts it: the most a
  /// texel strays where the grid maps affinely what the pose maps in perspective.
  static let tolerance = 0.2
  private let levels: AnisotropicLevels
  /// For each size, the corners (row by row) of the cells worth drawing: those holding a visible texel.
  private let cells: [[Int32]]
  private let pictureSize: (width: Int, height: Int)
  /// The frame's vertices, the cells' triangles by level, and vertices with other texture coordinates: kept from
  /// frame to frame, so the up to 64 × 64 cells of a frame do not make their lists anew.
  private var vertices: [SDL_Vertex] = [], adjusted: [SDL_Vertex] = []
  private var triangles: [AnisotropicLevels.Halvings: [Int32]] = [:]

  init(surface: Surface, levels: AnisotropicLevels) {
    self.levels = levels
    pictureSize = (surface.width, surface.height)
    let finest = SpriteGrid.occupiedCells(surface, n: Self.sizes[Self.sizes.count - 1])
    cells = Self.sizes.map { n in SpriteGrid.corners(n: n, occupied: SpriteGrid.coarsened(finest, to: n)) }
  }

  /// Which cells of an n × n grid hold a texel with any alpha (a one-texel margin keeps filtered edges).
  static func occupiedCells(_ surface: Surface, n: Int) -> [Bool] {
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

  /// `occupied` (a square grid) on a grid of `n` a side, which divides it: a cell is occupied if any it covers is.
  static func coarsened(_ occupied: [Bool], to n: Int) -> [Bool] {
    let fine = Int(Double(occupied.count).squareRoot()), k = fine / n
    var cells = [Bool](repeating: false, count: n * n)
    for y in 0..<fine {
      for x in 0..<fine where occupied[y * fine + x] { cells[(y / k) * n + x / k] = true }
    }
    return cells
  }

  /// The corners of each occupied cell of an n × n grid, as indices into its (n + 1)² vertices, row by row.
  static func corners(n: Int, occupied: [Bool]) -> [Int32] {
    var list: [Int32] = []
    for j in 0..<n {
      for i in 0..<n where occupied[j * n + i] {
        let a = Int32(j * (n + 1) + i)
        list += [a, a + 1, a + Int32(n + 1), a + Int32(n + 2)]
      }
    }
    return list
  }

  /// The grid size `projection` needs over `area`: the coarsest whose cells' centres land within `tolerance` of their
  /// corners' mean (the error falls with the square of the cell's size).
  static func size(
    _ projection: SpriteProjection, area: (x: Double, y: Double, w: Double, h: Double)
  ) -> Int {
    let n = sizes[0]
    var worst = 0.0
    for j in 0..<n {
      for i in 0..<n {
        func at(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
          projection.project(area.x + u / Double(n) * area.w, area.y + v / Double(n) * area.h)
        }
        let (x, y) = (Double(i), Double(j))
        let (a, b, c, d) = (at(x, y), at(x + 1, y), at(x, y + 1), at(x + 1, y + 1))
        let centre = at(x + 0.5, y + 0.5)
        worst = max(worst, hypot(centre.x - (a.x + b.x + c.x + d.x) / 4, centre.y - (a.y + b.y + c.y + d.y) / 4))
      }
    }
    return sizes.first { worst * Double(n * n) / Double($0 * $0) <= tolerance } ?? sizes[sizes.count - 1]
  }

  /// Draws the picture through `projection` filling `area` (points about its centre), at `alpha`.
  func draw(
    _ projection: SpriteProjection, area: (x: Double, y: Double, w: Double, h: Double), alpha: UInt8,
    renderer: Renderer, fallback: [Texture]
  ) {
    let n = SpriteGrid.size(projection, area: area)
    // The levels are premultiplied: the opacity scales their colour as well as their alpha.
    let color = SDL_Color(r: alpha, g: alpha, b: alpha, a: alpha)
    vertices.removeAll(keepingCapacity: true)
    for j in 0...n {
      let v = Double(j) / Double(n)
      for i in 0...n {
        let u = Double(i) / Double(n)
        let p = projection.project(area.x + u * area.w, area.y + v * area.h)
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color,
            tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
      }
    }
    // Each occupied cell's two triangles, by the level its squash asks for.
    let (du, dv) = (Double(pictureSize.width) / Double(n), Double(pictureSize.height) / Double(n))
    // Emptied in place: iterating `keys` while writing would copy the dictionary, and with it every list.
    var index = triangles.values.startIndex
    while index != triangles.values.endIndex {
      triangles.values[index].removeAll(keepingCapacity: true)
      triangles.values.formIndex(after: &index)
    }
    let list = cells[SpriteGrid.sizes.firstIndex(of: n) ?? 0]
    for start in stride(from: 0, to: list.count, by: 4) {
      let (a, b, c, d) = (list[start], list[start + 1], list[start + 2], list[start + 3])
      let (p00, p10, p01, p11) = (
        vertices[Int(a)].position, vertices[Int(b)].position, vertices[Int(c)].position, vertices[Int(d)].position
      )
      // Pixels a texel along u (a0, c0) and along v (b0, d0), averaged over the cell's two edges; the inverse's rows
      // are how many texels a pixel spans along u and along v.
      let a0 = Double(p10.x - p00.x + p11.x - p01.x) / (2 * du), c0 = Double(p10.y - p00.y + p11.y - p01.y) / (2 * du)
      let b0 = Double(p01.x - p00.x + p11.x - p10.x) / (2 * dv), d0 = Double(p01.y - p00.y + p11.y - p10.y) / (2 * dv)
      let det = abs(a0 * d0 - b0 * c0)
      let gradient = det > 1e-12 ? (u: hypot(d0, b0) / det, v: hypot(c0, a0) / det) : (u: Double.infinity, v: .infinity)
      func add(_ cell: inout [Int32]) {
        cell.append(a)
        cell.append(b)
        cell.append(c)
        cell.append(b)
        cell.append(d)
        cell.append(c)
      }
      add(&triangles[levels.halvings(gradient), default: []])
    }
    for (key, cells) in triangles where !cells.isEmpty {
      guard let texture = levels.texture(key, renderer: renderer) else {
        // A level the card could not hold: the chain's nearest, straight alpha, the opacity in its alpha alone.
        adjust {
          SDL_Vertex(position: $0.position, color: SDL_Color(r: 255, g: 255, b: 255, a: alpha), tex_coord: $0.tex_coord)
        }
        renderer.geometry(fallback[min(key.across, key.down, fallback.count - 1)], adjusted, cells)
        continue
      }
      // A level halved from an odd size holds half a texel more than the picture: the picture spans part of it.
      let span = levels.span(key)
      if span == (1, 1) {
        renderer.geometry(texture, vertices, cells)
      } else {
        adjust { v in
          SDL_Vertex(
            position: v.position, color: v.color,
            tex_coord: SDL_FPoint(x: v.tex_coord.x * Float(span.u), y: v.tex_coord.y * Float(span.v)))
        }
        renderer.geometry(texture, adjusted, cells)
      }
    }
  }

  /// Fills `adjusted` with each of the frame's vertices as `change` makes it.
  private func adjust(_ change: (SDL_Vertex) -> SDL_Vertex) {
    adjusted.removeAll(keepingCapacity: true)
    for v in vertices { adjusted.append(change(v)) }
  }
}
