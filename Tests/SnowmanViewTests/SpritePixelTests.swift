import CSDL2
import SnowmanModel
import XCTest

@testable import SnowmanView

/// The sprite drawn offscreen on SDL's software renderer and read back pixel by pixel.
final class SpritePixelTests: XCTestCase {
  let size = 400

  /// A 64×64 texture: top half red, bottom half blue, so flips are visible.
  func quadrantSprite(_ renderer: Renderer) throws -> SpriteRenderer {
    let surface = try Surface(width: 64, height: 64)
    _ = surface.withPixels { base, pitch in
      for y in 0..<64 {
        for x in 0..<64 {
          let p = base + y * pitch + x * 4
          p[0] = y < 32 ? 255 : 0; p[1] = 0; p[2] = y < 32 ? 0 : 255; p[3] = 255
          if x < 32 && y < 32 { p[1] = 255 }  // top-left yellow, to tell mirrors apart
        }
      }
    }
    return SpriteRenderer(texture: try Texture(renderer: renderer, surface: surface, smooth: false))
  }

  func render(_ pose: Pose, density: Double = 1) throws -> Surface {
    let pixels = Int(Double(size) * density)
    let target = try Surface(width: pixels, height: pixels)
    let renderer = try Renderer(surface: target)
    renderer.clear(Color(0, 0, 0))
    let sprite = try quadrantSprite(renderer)
    sprite.draw(pose: pose, stage: Rect(0, 0, Double(size), Double(size)), density: density, renderer: renderer)
    return try renderer.readPixels()
  }

  func coloured(_ s: Surface) -> Int {
    var n = 0
    for y in 0..<s.height {
      for x in 0..<s.width where s.pixel(x: x, y: y).r > 20 || s.pixel(x: x, y: y).b > 20 { n += 1 }
    }
    return n
  }

  /// The sprite at scale 1 is square here (64×64 art): 0.68 × 400 = 272 points high and wide, centred on 200.
  func test_rest_showsTopRedBottomBlue() throws {
    let s = try render(.rest)
    XCTAssertEqual(s.pixel(x: 230, y: 120).r, 255)
    XCTAssertEqual(s.pixel(x: 230, y: 120).b, 0)
    XCTAssertEqual(s.pixel(x: 230, y: 280).b, 255)
    XCTAssertEqual(s.pixel(x: 150, y: 120).g, 255, "top-left quadrant is yellow")
    XCTAssertEqual(s.pixel(x: 10, y: 10).r, 0, "outside the sprite stays background")
  }

  func test_halfXFlip_showsTheImageUpsideDown() throws {
    var pose = Pose.rest
    pose.rotationX = .pi
    let s = try render(pose)
    XCTAssertEqual(s.pixel(x: 230, y: 120).b, 255, "blue is on top")
    XCTAssertEqual(s.pixel(x: 230, y: 280).r, 255, "red is below")
    XCTAssertEqual(s.pixel(x: 150, y: 280).g, 255, "upside down, not mirrored: yellow stays on the left")
  }

  func test_quarterXFlip_isEdgeOn() throws {
    var pose = Pose.rest
    pose.rotationX = .pi / 2
    let full = coloured(try render(.rest))
    let edge = coloured(try render(pose))
    XCTAssertGreaterThan(full, 50_000)
    XCTAssertLessThan(edge, full / 50, "almost nothing drawn edge-on")
  }

  func test_quarterYSpin_isEdgeOn() throws {
    var pose = Pose.rest
    pose.rotationY = .pi / 2
    XCTAssertLessThan(coloured(try render(pose)), coloured(try render(.rest)) / 50)
  }

  func test_eighthXFlip_showsPerspective_nearEdgeWider() throws {
    var pose = Pose.rest
    pose.rotationX = .pi / 4  // the top tips away from the eye, the bottom comes nearer
    let s = try render(pose)
    func width(row: Int) -> Int {
      (0..<s.width).filter { s.pixel(x: $0, y: row).r > 20 || s.pixel(x: $0, y: row).b > 20 }.count
    }
    let rows = (0..<s.height).filter { width(row: $0) > 0 }
    let top = try XCTUnwrap(rows.first), bottom = try XCTUnwrap(rows.last)
    XCTAssertGreaterThan(width(row: bottom - 2), width(row: top + 2) + 10)
  }

  func test_opacityHalf_blendsHalf() throws {
    var pose = Pose.rest
    pose.opacity = 0.5
    let s = try render(pose)
    XCTAssertEqual(Double(s.pixel(x: 230, y: 120).r), 127.5, accuracy: 3)
    XCTAssertEqual(Double(s.pixel(x: 230, y: 280).b), 127.5, accuracy: 3)
  }

  func centre(_ s: Surface) -> (Double, Double) {
    var sx = 0.0, sy = 0.0, n = 0.0
    for y in 0..<s.height {
      for x in 0..<s.width where s.pixel(x: x, y: y).r > 128 || s.pixel(x: x, y: y).b > 128 {
        sx += Double(x); sy += Double(y); n += 1
      }
    }
    return (sx / n, sy / n)
  }

  func test_offsets_moveTheCentreByPoints_at1xAnd2x() throws {
    var pose = Pose.rest
    pose.offsetX = 40
    pose.offsetY = -30
    for density in [1.0, 2.0] {
      let (x0, y0) = centre(try render(.rest, density: density))
      let (x1, y1) = centre(try render(pose, density: density))
      XCTAssertEqual(x1 - x0, 40 * density, accuracy: 1, "density \(density)")
      XCTAssertEqual(y1 - y0, -30 * density, accuracy: 1, "density \(density)")
    }
  }

  func test_zQuarterTurn_isClockwise() throws {
    var pose = Pose.rest
    pose.rotationZ = .pi / 2
    let s = try render(pose)
    // Clockwise: the red top swings to the right side.
    XCTAssertEqual(s.pixel(x: 280, y: 230).r, 255)
    XCTAssertEqual(s.pixel(x: 120, y: 230).b, 255)
  }
}
