import CSDL2
import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanView

/// A user's picture through the same path the window and exports use: header, decode, trimmed mesh, mip levels.
final class UserArtworkTests: XCTestCase {
  let size = 400

  /// A 256×256 picture: a transparent margin of 64 pixels around four quadrants, yellow / red on top, green / blue
  /// below, written as a PNG by SDL_image, so it goes through the loader like a user's file.
  func quadrantPNG(in folder: URL) throws -> URL {
    let surface = try Surface(width: 256, height: 256)
    _ = surface.withPixels { base, pitch in
      for y in 0..<256 {
        for x in 0..<256 {
          let p = base + y * pitch + x * 4
          let inside = (64..<192).contains(x) && (64..<192).contains(y)
          let top = y < 128, left = x < 128
          let colour: (UInt8, UInt8, UInt8) =
            top ? (left ? (255, 255, 0) : (255, 0, 0)) : (left ? (0, 255, 0) : (0, 0, 255))
          p[0] = colour.0; p[1] = colour.1; p[2] = colour.2
          p[3] = inside ? 255 : 0
        }
      }
    }
    let url = folder.appendingPathComponent("quadrants.png")
    try surface.savePNG(to: url.path)
    return url
  }

  func render(_ artwork: Surface, _ pose: Pose) throws -> Surface {
    let target = try Surface(width: size, height: size)
    let renderer = try Renderer(surface: target)
    renderer.clear(Color(0, 0, 0))
    let sprite = try SpriteRenderer(renderer: renderer, surface: artwork)
    sprite.draw(pose: pose, stage: Rect(0, 0, Double(size), Double(size)), density: 1, renderer: renderer)
    return try renderer.readPixels()
  }

  func test_quadrantPicture_landsWhereExpected_throughFlipsAndOpacity() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-art-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let loaded = try ArtworkLoader.load(path: try quadrantPNG(in: folder).path)
    XCTAssertEqual(loaded.header.type, .png)
    // The 256-px picture is 272 points on a 400-point stage, centred: its coloured middle spans 136 points.
    let rest = try render(loaded.surface, .rest)
    XCTAssertEqual(rest.pixel(x: 170, y: 170).g, 255, "yellow top left")
    XCTAssertEqual(rest.pixel(x: 170, y: 170).r, 255)
    XCTAssertEqual(rest.pixel(x: 230, y: 170).r, 255, "red top right")
    XCTAssertEqual(rest.pixel(x: 230, y: 170).g, 0)
    XCTAssertEqual(rest.pixel(x: 170, y: 230).g, 255, "green bottom left")
    XCTAssertEqual(rest.pixel(x: 230, y: 230).b, 255, "blue bottom right")
    XCTAssertEqual(rest.pixel(x: 90, y: 90).r, 0, "the transparent margin shows the background")

    var flipped = Pose.rest
    flipped.rotationX = .pi
    let upsideDown = try render(loaded.surface, flipped)
    XCTAssertEqual(upsideDown.pixel(x: 170, y: 230).r, 255, "yellow is now below, on the left")
    XCTAssertEqual(upsideDown.pixel(x: 170, y: 230).g, 255)
    XCTAssertEqual(upsideDown.pixel(x: 230, y: 170).b, 255, "blue above, on the right")

    var mirrored = Pose.rest
    mirrored.rotationY = .pi
    XCTAssertEqual(try render(loaded.surface, mirrored).pixel(x: 170, y: 170).r, 255, "red top left when mirrored")
    XCTAssertEqual(try render(loaded.surface, mirrored).pixel(x: 170, y: 170).g, 0)

    var faded = Pose.rest
    faded.opacity = 0.5
    XCTAssertEqual(Double(try render(loaded.surface, faded).pixel(x: 230, y: 170).r), 127.5, accuracy: 3)
  }

  func test_trimming_drawsNoCellWithoutAVisibleTexel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-art-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let surface = try ArtworkLoader.load(path: try quadrantPNG(in: folder).path).surface
    // Texels 64..<192 of 256 are visible: on 16 cells a side cells 4..<12, plus the one-texel margin's neighbours
    // (3 and 12); on 64, cells 16..<48 and 15 and 48.
    for (n, visible) in [(16, 3...12), (64, 15...48)] {
      let cells = SpriteGrid.occupiedCells(surface, n: n)
      for cy in 0..<n {
        for cx in 0..<n {
          XCTAssertEqual(
            cells[cy * n + cx], visible.contains(cx) && visible.contains(cy), "\(n) a side: (\(cx), \(cy))")
        }
      }
      XCTAssertEqual(
        SpriteGrid.coarsened(SpriteGrid.occupiedCells(surface, n: 64), to: 16), SpriteGrid.occupiedCells(surface, n: 16)
      )
    }
    XCTAssertGreaterThan(try SpriteRenderer.levelSurfaces(surface).count, 1, "mip levels are made per picture")
  }

  func test_svg_isRasterisedAtTheLongSide_andDrawn() throws {
    let svg = Data(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#00ff00"/></svg>
      """.utf8)
    let loaded = try ArtworkLoader.decode(svg, name: "wide.svg")
    XCTAssertEqual(loaded.surface.width, ArtworkLoader.svgLongSide)
    XCTAssertEqual(loaded.surface.height, ArtworkLoader.svgLongSide / 2)
    XCTAssertEqual(loaded.surface.pixel(x: 1000, y: 500).g, 255)
    let drawn = try render(loaded.surface, .rest)
    XCTAssertEqual(drawn.pixel(x: 200, y: 200).g, 255, "green in the middle of the stage")
  }

  func test_badBytes_areRefusedInOneSentenceNamingTheFile() {
    XCTAssertThrowsError(try ArtworkLoader.decode(Data("not a picture".utf8), name: "/tmp/a b/é.png")) {
      XCTAssertEqual("\($0)", "/tmp/a b/é.png is not a picture Snowman reads (PNG, JPEG, WebP, GIF or SVG)")
    }
    XCTAssertThrowsError(try ArtworkLoader.load(path: "/nonexistent/x.png")) {
      XCTAssertEqual("\($0)", "/nonexistent/x.png does not exist")
    }
  }
}

/// The built-in snowflake is named by the hash of the bytes compiled in, like a user's picture.
final class BuiltInSnowflakeTests: XCTestCase {
  func test_snowflakeReference_matchesTheCompiledInSVG_andDraws() throws {
    let bytes = BuiltInArtwork.snowflakeSVG
    XCTAssertEqual(ImageHeader.inspect(bytes).map(\.type), .success(.svg))
    let surface = try XCTUnwrap(BuiltInArtwork.surface(for: BuiltInPresets.snowflake))
    XCTAssertEqual(surface.width, ArtworkLoader.svgLongSide)
    XCTAssertEqual(surface.pixel(x: 1024, y: 1024).a, 255, "the white centre")
    XCTAssertEqual(surface.pixel(x: 5, y: 5).a, 0, "transparent around the arms")
  }
}
