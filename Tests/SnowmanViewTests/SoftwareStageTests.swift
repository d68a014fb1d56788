import CSDL2
import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanView

/// The software stage (every export; windows without a GPU) maps each pixel through the pose's homography. These
/// are the defects users met before it did: a mosaic at quarter turns, seams between grid cells, dark streaks near
/// edge-on and stair-stepped edges. Each drew wrong with SDL's triangles, whose software path copies axis-aligned
/// cells as rectangles and samples the nearest texel.
final class SoftwareStageTests: XCTestCase {
  let size = 300

  /// A `side`×`side` picture made by `color(x, y)`, as a sprite with its own levels (the path pictures take).
  func sprite(_ renderer: Renderer, side: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws
    -> SpriteRenderer
  {
    let surface = try Surface(width: side, height: side)
    _ = surface.withPixels { base, pitch in
      for y in 0..<side {
        for x in 0..<side {
          let p = base + y * pitch + x * 4
          (p[0], p[1], p[2], p[3]) = color(x, y)
        }
      }
    }
    return try SpriteRenderer(renderer: renderer, surface: surface)
  }

  func render(_ pose: Pose, side: Int = 64, _ color: @escaping (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws
    -> Surface
  {
    let target = try Surface(width: size, height: size)
    let renderer = try Renderer(surface: target)
    renderer.clear(Color(0, 0, 0))
    let s = try sprite(renderer, side: side, color)
    s.draw(pose: pose, stage: Rect(0, 0, Double(size), Double(size)), density: 1, renderer: renderer)
    renderer.flush()
    return target
  }

  /// The stage's homography against CSS's own arithmetic, written apart: 4×4 matrices multiplied as
  /// `transform-origin` and the transform list say, at seeded poses with every property (anchors, skews, depth
  /// and eyes included), for the picture and for the grid's projection.
  func test_homography_isCSSsTransform_atSeededPoses() {
    var seed: UInt64 = 7
    func next() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    typealias M = [[Double]]
    func times(_ a: M, _ b: M) -> M {
      (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }
    func identity() -> M { (0..<4).map { i in (0..<4).map { i == $0 ? 1 : 0 } } }
    func translate(_ x: Double, _ y: Double, _ z: Double) -> M {
      var m = identity()
      (m[0][3], m[1][3], m[2][3]) = (x, y, z)
      return m
    }
    for _ in 0..<500 {
      var pose = Pose.rest
      (pose.scaleX, pose.scaleY) = (-2 + 5 * next(), 0.1 + 2.9 * next())
      (pose.offsetX, pose.offsetY) = (300 * (next() - 0.5), 300 * (next() - 0.5))
      (pose.rotationX, pose.rotationY, pose.rotationZ) = (4 * .pi * next(), 4 * .pi * next(), 4 * .pi * (next() - 0.5))
      (pose.anchorX, pose.anchorY) = (-0.5 + 2 * next(), -0.5 + 2 * next())
      (pose.skewX, pose.skewY) = (1.2 * (next() - 0.5), 1.2 * (next() - 0.5))
      pose.depth = 300 * (next() - 0.5)
      pose.perspective = next() < 0.2 ? 0 : 1 / (200 + 1500 * next())
      let box = (w: 80 + 200 * next(), h: 80 + 200 * next())
      let density = next() < 0.5 ? 1.0 : 2.0
      // CSS: about the origin o, translate(offset) perspective(eye) translateZ(depth) rotateZ rotateY rotateX
      // skewX skewY scale, applied right to left, to the picture's points from the box's top-left corner.
      let o = (pose.anchorX * box.w, pose.anchorY * box.h)
      var perspective = identity()
      perspective[3][2] = -pose.perspective
      let (cx, sx, cy, sy, cz, sz) = (
        cos(pose.rotationX), sin(pose.rotationX), cos(pose.rotationY), sin(pose.rotationY), cos(pose.rotationZ),
        sin(pose.rotationZ)
      )
      let rz: M = [[cz, -sz, 0, 0], [sz, cz, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
      let ry: M = [[cy, 0, sy, 0], [0, 1, 0, 0], [-sy, 0, cy, 0], [0, 0, 0, 1]]
      let rx: M = [[1, 0, 0, 0], [0, cx, -sx, 0], [0, sx, cx, 0], [0, 0, 0, 1]]
      let skewX: M = [[1, tan(pose.skewX), 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
      let skewY: M = [[1, 0, 0, 0], [tan(pose.skewY), 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
      let scale: M = [[pose.scaleX, 0, 0, 0], [0, pose.scaleY, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
      var css = translate(o.0, o.1, 0)
      for m in [
        translate(pose.offsetX, pose.offsetY, 0), perspective, translate(0, 0, pose.depth), rz, ry, rx, skewX, skewY,
        scale, translate(-o.0, -o.1, 0),
      ] {
        css = times(css, m)
      }
      let plane = PlaneHomography(pose: pose, centerX: 200, centerY: 150, density: density, box: box)
      let projection = SpriteProjection(pose: pose, centerX: 200, centerY: 150, density: density, box: box)
      for _ in 0..<8 {
        let x = box.w * (next() - 0.5), y = box.h * (next() - 0.5)
        guard plane.depth(x, y) > 0.06 else { continue }
        let v = (0..<4).map { css[$0][0] * (x + box.w / 2) + css[$0][1] * (y + box.h / 2) + css[$0][3] }
        // The element sits with its box centred on the stage's centre.
        let expected = (
          (200 - box.w / 2 + v[0] / v[3]) * density, (150 - box.h / 2 + v[1] / v[3]) * density
        )
        let a = plane.project(x, y), b = projection.project(x, y)
        XCTAssertEqual(a.x, expected.0, accuracy: 1e-6)
        XCTAssertEqual(a.y, expected.1, accuracy: 1e-6)
        XCTAssertEqual(b.x, expected.0, accuracy: 1e-6)
        XCTAssertEqual(b.y, expected.1, accuracy: 1e-6)
        // A picture scaled to almost nothing covers no area: nothing to trace back.
        guard abs(pose.scaleX) > 0.05, let inverse = plane.inverted() else { continue }
        let p = inverse.project(a.x, a.y)
        XCTAssertEqual(p.x, x, accuracy: 1e-6)
        XCTAssertEqual(p.y, y, accuracy: 1e-6)
      }
    }
  }

  /// A quarter turn in the screen plane, held: red grows along the picture's x, green along its y, so after the turn
  /// red must grow down the screen and green leftwards, everywhere, not cell by cell.
  func test_quarterTurn_turnsEveryTexel_notCellByCell() throws {
    var pose = Pose.rest
    pose.rotationZ = .pi / 2
    let s = try render(pose) { x, y in (UInt8(x * 4), UInt8(y * 4), 0, 255) }
    let mid = size / 2
    var lastRed = -1, lastGreen = -1
    for d in stride(from: -60, through: 60, by: 3) {
      let down = s.pixel(x: mid, y: mid + d), left = s.pixel(x: mid - d, y: mid)
      XCTAssertGreaterThanOrEqual(Int(down.r), lastRed, "red must grow down the screen at \(d)")
      XCTAssertGreaterThanOrEqual(Int(left.g), lastGreen, "green must grow leftwards at \(-d)")
      (lastRed, lastGreen) = (Int(down.r), Int(left.g))
    }
    XCTAssertGreaterThan(lastRed, 180)
    XCTAssertGreaterThan(lastGreen, 180)
  }

  /// Half a turn about Y then half about Z (the chain users met seams in): an opaque grey picture must be grey
  /// everywhere inside, with no line of the backdrop showing between cells.
  func test_halfTurns_showNoSeams() throws {
    var pose = Pose.rest
    (pose.rotationY, pose.rotationZ, pose.scaleX, pose.scaleY) = (.pi, .pi, 1.7, 1.3)
    let s = try render(pose) { _, _ in (200, 200, 200, 255) }
    var dark = 0
    for y in 60..<240 {
      for x in 80..<220 where s.pixel(x: x, y: y).r < 195 { dark += 1 }
    }
    XCTAssertEqual(dark, 0, "\(dark) pixels of the backdrop show through the picture")
  }

  /// Nearly edge-on (a Y turn of 108°), stripes two texels wide on a large picture: each column must show the
  /// average of the stripes its pixels cover (worked out here by 64 × 4 points a pixel, each traced back to its
  /// stripe: a pixel spans up to a dozen texels across), not the nearest stripe (dark streaks down the body) nor a
  /// blur wider than the pixel.
  func test_nearlyEdgeOn_stripesAverage_noStreaks() throws {
    var pose = Pose.rest
    pose.rotationY = 0.6 * .pi
    let side = 512
    let stripe: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8) = { x, _ in
      x / 2 % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255)
    }
    let s = try render(pose, side: side, stripe)
    let stage = Rect(0, 0, Double(size), Double(size))
    let picture = StageFit.pictureSize(stageWidth: stage.w, stageHeight: stage.h, aspect: 1)
    let toPicture = try XCTUnwrap(
      PlaneHomography(pose: pose, centerX: stage.midX, centerY: stage.midY, density: 1, box: picture).inverted())
    let rows = 120..<180
    var checked = 0
    for x in 0..<size {
      var sum = 0.0, inside = 0
      for y in rows {
        for j in 0..<4 {
          for i in 0..<64 {
            let p = toPicture.project(Double(x) + (Double(i) + 0.5) / 64, Double(y) + (Double(j) + 0.5) / 4)
            let u = (p.x / picture.w + 0.5) * Double(side)
            guard u >= 0, u < Double(side) else { continue }
            sum += Double(stripe(Int(u), 0).0)
            inside += 1
          }
        }
      }
      // Columns the picture wholly covers, a pixel clear of its edges.
      guard inside == rows.count * 256, x > 0, x + 1 < size else { continue }
      let shown = Double(rows.reduce(0) { $0 + Int(s.pixel(x: x, y: $1).r) }) / Double(rows.count)
      XCTAssertEqual(shown, sum / Double(inside), accuracy: 8, "column \(x)")
      checked += 1
    }
    XCTAssertGreaterThan(checked, 20)
  }

  /// Squashed to a fifth across and stretched down, horizontal stripes must stay as sharp down the screen as the
  /// same picture unsquashed: the narrow axis is averaged over more taps, not drawn from a coarser level, which blurred
  /// the long axis (a picture 0.46 wide and 3 tall drew 3.1 levels from Chromium, the stripes' edges smeared).
  func test_squashedAcross_staysSharpDown() throws {
    let stripes: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8) = { _, y in
      y / 8 % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255)
    }
    var narrow = Pose.rest
    (narrow.scaleX, narrow.scaleY) = (0.2, 1.3)
    var wide = narrow
    wide.scaleX = 1
    let a = try render(narrow, side: 512, stripes), b = try render(wide, side: 512, stripes)
    let mid = size / 2
    var worst = 0
    for y in (mid - 120)...(mid + 120) {
      worst = max(worst, abs(Int(a.pixel(x: mid, y: y).r) - Int(b.pixel(x: mid, y: y).r)))
    }
    XCTAssertLessThanOrEqual(worst, 8, "down the middle the squashed picture is \(worst) levels off the unsquashed one")
  }

  /// A picture turned 30° has smooth edges: pixels along its outline take the share of it they cover.
  func test_turnedEdges_areSmoothed() throws {
    var pose = Pose.rest
    pose.rotationZ = .pi / 6
    let s = try render(pose) { _, _ in (255, 255, 255, 255) }
    var partial = 0
    for y in 0..<size {
      for x in 0..<size {
        let r = s.pixel(x: x, y: y).r
        if r > 20 && r < 235 { partial += 1 }
      }
    }
    // The outline is about 4 × 190 pixels long: most of its pixels are partly covered.
    XCTAssertGreaterThan(partial, 400, "only \(partial) pixels along the edges are blended")
  }
}
