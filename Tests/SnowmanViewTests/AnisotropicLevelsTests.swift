import XCTest

@testable import SnowmanView

/// The OpenGL path's rip-map: levels halved along one axis more than the other, chosen per cell by how squashed the
/// picture is there.
final class AnisotropicLevelsTests: XCTestCase {
  /// `width` × `height`, columns alternating opaque red and opaque blue.
  func stripes(width: Int, height: Int) throws -> Surface {
    let surface = try Surface(width: width, height: height)
    _ = surface.withPixels { base, pitch in
      for y in 0..<height {
        for x in 0..<width {
          let p = base + y * pitch + x * 4
          (p[0], p[1], p[2], p[3]) = (x % 2 == 0 ? 255 : 0, 0, x % 2 == 0 ? 0 : 255, 255)
        }
      }
    }
    return surface
  }

  func test_halvedAcross_averagesNeighboursAcross_andKeepsEveryRow() throws {
    let halved = try stripes(width: 6, height: 3).halved(across: true, down: false)
    XCTAssertEqual(halved.width, 3)
    XCTAssertEqual(halved.height, 3)
    for y in 0..<3 {
      for x in 0..<3 {
        let p = halved.pixel(x: x, y: y)
        XCTAssertEqual([Int(p.r), Int(p.g), Int(p.b), Int(p.a)], [128, 0, 128, 255], "(\(x), \(y))")
      }
    }
    // Down only: the stripes stay as they were, half as many rows.
    let down = try stripes(width: 6, height: 3).halved(across: false, down: true)
    XCTAssertEqual([down.width, down.height], [6, 2])
    XCTAssertEqual(down.pixel(x: 0, y: 1).r, 255)
    XCTAssertEqual(down.pixel(x: 1, y: 1).b, 255)
  }

  func test_eachAxisIsHalvedUntilAPixelSpansAtMostTwoTexels_andNoShorterThanAFewTexels() throws {
    let target = try Surface(width: 8, height: 8)
    let renderer = try Renderer(surface: target)
    let surfaces = try SpriteRenderer.levelSurfaces(try stripes(width: 256, height: 64))
    let levels = AnisotropicLevels(surfaces: surfaces)
    XCTAssertEqual(levels.most.across, 6, "256 texels halve to 4")
    XCTAssertEqual(levels.most.down, 4, "64 texels halve to 4")
    XCTAssertEqual(levels.halvings((u: 1, v: 1)).across, 0)
    XCTAssertEqual(levels.halvings((u: 1, v: 8)).down, 2, "8 texels a pixel down: a quarter the rows")
    XCTAssertEqual(levels.halvings((u: 1, v: 8)).across, 0, "the other axis keeps its texels")
    XCTAssertEqual(levels.halvings((u: 3, v: 2)).across, 1)
    XCTAssertEqual(levels.halvings((u: .infinity, v: 1)).across, 6, "edge-on: as far as it goes")

    let squashed = try XCTUnwrap(levels.texture(.init(across: 3, down: 0), renderer: renderer))
    XCTAssertEqual([squashed.width, squashed.height], [32, 64])
    let tiny = try XCTUnwrap(levels.texture(.init(across: 5, down: 4), renderer: renderer))
    XCTAssertEqual([tiny.width, tiny.height], [8, 4])
    XCTAssertTrue(levels.texture(.init(across: 3, down: 0), renderer: renderer) === squashed, "made once")
  }
}
