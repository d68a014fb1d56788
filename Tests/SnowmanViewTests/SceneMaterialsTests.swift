import CSDL2
import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanView

/// The window's scene is made from materials begun on other threads (fonts, the snowman's levels), and its level
/// textures only when something draws them: the pictures must be the ones a scene made in turn draws.
final class SceneMaterialsTests: XCTestCase {
  var context: SDLContext!

  override func setUpWithError() throws { context = try SDLContext(video: false) }

  /// The stage drawn in `pose` by `make`'s scene, 400×300, as RGBA bytes.
  func stage(_ pose: Pose, _ make: (Renderer) throws -> SceneRenderer) throws -> [UInt8] {
    let surface = try Surface(width: 400, height: 300)
    let renderer = try Renderer(surface: surface)
    let scene = try make(renderer)
    scene.drawStage(pose: pose, width: 400, height: 300, density: 1, background: .sky)
    renderer.flush()
    return surface.withPixels { base, pitch in
      (0..<300).flatMap { y in Array(UnsafeBufferPointer(start: base + y * pitch, count: 1600)) }
    } ?? []
  }

  func test_aSceneFromMaterials_drawsTheSnowmanAsOneMadeInTurn() throws {
    var poses = [
      Pose(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0, rotationX: 0, rotationY: 0, rotationZ: 0, opacity: 1)
    ]
    // Turned, squashed and faded, so every level and the perspective's spans are read.
    poses.append(
      Pose(
        scaleX: 0.4, scaleY: 1.3, offsetX: 20, offsetY: -10, rotationX: 0.7, rotationY: -0.5, rotationZ: 0.3,
        opacity: 0.6))
    for pose in poses {
      let inTurn = try stage(pose) { try SceneRenderer(context: context, renderer: $0) }
      let fromMaterials = try stage(pose) {
        try SceneRenderer(context: context, renderer: $0, materials: SceneMaterials(software: true))
      }
      XCTAssertEqual(inTurn.count, 400 * 300 * 4)
      XCTAssertTrue(inTurn == fromMaterials, "the snowman from materials differs at pose \(pose)")
    }
  }

  func test_theSnowmansAspect_isKnownFromItsHeader_asDecoding_findsIt() throws {
    let decoded = try BuiltInArtwork.snowman()
    XCTAssertEqual(BuiltInArtwork.snowmanAspect, Double(decoded.width) / Double(decoded.height), accuracy: 1e-12)
    let renderer = try Renderer(surface: try Surface(width: 64, height: 64))
    let scene = try SceneRenderer(context: context, renderer: renderer, materials: SceneMaterials(software: true))
    XCTAssertEqual(scene.pictureAspect(nil), 480.0 / 672.0, accuracy: 1e-12)
  }

  /// A level's texture, made only when asked for on the software stage, is the level: same size, and its colours
  /// back out of premultiplied alpha within what the rounding loses.
  func test_aLevelsTexture_madeWhenFirstAskedFor_isThatLevel() throws {
    let side = 256
    let surface = try Surface(width: side, height: side)
    _ = surface.withPixels { base, pitch in
      for y in 0..<side {
        for x in 0..<side {
          let p = base + y * pitch + x * 4
          (p[0], p[1], p[2], p[3]) = (UInt8(x), UInt8(y), UInt8((x * 7 + y) & 255), UInt8(max(1, (x + y) / 2)))
        }
      }
    }
    let renderer = try Renderer(surface: try Surface(width: 64, height: 64))
    let sprite = try SpriteRenderer(renderer: renderer, surface: surface)
    XCTAssertEqual(sprite.levelHeights, [256, 128, 64])
    let levels = try SpriteRenderer.levelSurfaces(surface)
    for (index, level) in levels.enumerated() {
      let texture = try XCTUnwrap(sprite.level(index))
      XCTAssertEqual([texture.width, texture.height], [level.width, level.height])
      let exact = try StagePicture(surfaces: levels).surface(level: index)
      for (x, y) in [(0, 0), (level.width - 1, level.height / 3), (level.width / 2, level.height - 1)] {
        let (want, got) = (level.pixel(x: x, y: y), exact.pixel(x: x, y: y))
        XCTAssertEqual(got.a, want.a)
        // Premultiplying by alpha a loses up to 255 / (2a) of a channel.
        let slack = 255 / (2 * Int(want.a)) + 1
        for (w, g) in [(want.r, got.r), (want.g, got.g), (want.b, got.b)] {
          XCTAssertLessThanOrEqual(abs(Int(w) - Int(g)), slack, "level \(index) at (\(x), \(y))")
        }
      }
    }
    // Opaque texels come back exactly.
    let opaque = try Surface(width: 2, height: 2)
    _ = opaque.withPixels { base, pitch in
      for i in 0..<4 { (base + (i / 2) * pitch + (i % 2) * 4).update(from: [200, 17, 99, 255], count: 4) }
    }
    let back = try StagePicture(surfaces: [opaque]).surface(level: 0).pixel(x: 1, y: 1)
    XCTAssertEqual([back.r, back.g, back.b, back.a], [200, 17, 99, 255])
  }

  /// What the window draws if the built-in snowman could not be decoded: nothing, over whatever is there.
  func test_theBlankSprite_leavesTheStageAsItWas() throws {
    let surface = try Surface(width: 64, height: 64)
    _ = surface.withPixels { base, pitch in
      for i in 0..<(64 * pitch) { base[i] = UInt8(truncatingIfNeeded: i &* 37) }
    }
    let before = surface.withPixels { base, pitch in Array(UnsafeBufferPointer(start: base, count: 64 * pitch)) }
    let renderer = try Renderer(surface: surface)
    let blank = SpriteRenderer.blank(renderer: renderer)
    blank.draw(
      pose: Pose(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0, rotationX: 0.3, rotationY: 0, rotationZ: 0, opacity: 1),
      stage: Rect(0, 0, 64, 64), density: 1, renderer: renderer)
    renderer.flush()
    let after = surface.withPixels { base, pitch in Array(UnsafeBufferPointer(start: base, count: 64 * pitch)) }
    XCTAssertEqual(before, after)
    XCTAssertNotNil(blank.thumbnail)
  }
}
