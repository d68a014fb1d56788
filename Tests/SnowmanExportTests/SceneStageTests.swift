import Foundation
import SnowmanExport
import SnowmanModel
import SnowmanView
import XCTest

/// The stage drawing a scene's layers: a layer is drawn as the first picture is, through the same exact sampler,
/// so a layer whose rest box is where the first picture would stand draws the same bytes as that picture, at every
/// generated pose; moved by its box's centre it draws what the picture moved by the same offset draws.
final class SceneStageTests: XCTestCase {
  static let width = 240, height = 400

  func pixels(_ frames: StageFrames, _ pose: Pose, artwork: ImageReference?, layers: [LayerDraw]) throws -> [UInt8] {
    var out = [UInt8]()
    let density = RenderRequest.density(width: Self.width, height: Self.height)
    try frames.draw(pose, artwork: artwork, layers: layers, density: density, background: .transparent) { base, pitch in
      for y in 0..<Self.height {
        out.append(contentsOf: UnsafeBufferPointer(start: base + y * pitch, count: Self.width * 4))
      }
    }
    return out
  }

  /// 300 generated poses of the snowflake: as a layer in the picture's own box over a picture that shows nothing,
  /// and as the picture itself, byte for byte; the same with the layer's box moved and the picture's pose moved.
  func test_aLayer_drawsAsThePictureWouldInItsBox_atGeneratedPoses() throws {
    let frames = try StageFrames(width: Self.width, height: Self.height)
    let density = RenderRequest.density(width: Self.width, height: Self.height)
    let flake = try XCTUnwrap(BuiltInArtwork.surface(for: BuiltInPresets.snowflake))
    let size = StageFit.pictureSize(
      stageWidth: Double(Self.width) / density, stageHeight: Double(Self.height) / density,
      aspect: Double(flake.width) / Double(flake.height))
    var hidden = Pose.rest
    hidden.opacity = 0
    var g = SeededGenerator(seed: 20_261_129)
    var drawnSomething = 0
    for (n, c) in PoseGenerator.cases(count: 300, seed: 20_261_129).enumerated() {
      let shift = (x: Double(Int.random(in: -80...80, using: &g)), y: Double(Int.random(in: -120...120, using: &g)))
      var moved = c.pose
      moved.offsetX += shift.x
      moved.offsetY += shift.y
      let picture = try pixels(frames, moved, artwork: BuiltInPresets.snowflake, layers: [])
      let layer = LayerDraw(
        layer: 0, copy: 0, picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: shift.x, centerY: shift.y, width: size.w, height: size.h), pose: c.pose)
      let asLayer = try pixels(frames, hidden, artwork: nil, layers: [layer])
      if picture != asLayer {
        let differing = zip(picture, asLayer).filter { $0 != $1 }.count
        XCTFail("pose \(n) moved by \(shift): \(differing) bytes differ between the layer and the picture")
      }
      if picture.contains(where: { $0 != 0 }) { drawnSomething += 1 }
    }
    XCTAssertGreaterThan(drawnSomething, 200, "most poses show the snowflake, so the comparison says something")
  }

  /// Copies stack bottom first: a scene's draws at a moment are the copies' pictures drawn one over the other, so
  /// the last copy covers the first where they overlap.
  func test_copies_areDrawnInOrder_theLastOnTop() throws {
    let frames = try StageFrames(width: Self.width, height: Self.height)
    var setting = AnimationSetting()
    setting.layers = [
      SceneLayer(
        name: "Snowman", picture: nil, box: SceneLayer.RestBox(width: 100, height: 140),
        copies: Copies(count: 2, step: Copies.Step(offsetX: 30)))
    ]
    var hidden = Pose.rest
    hidden.opacity = 0
    let draws = Timeline(setting).layerDraws(atExactTick: 0)
    XCTAssertEqual(draws.count, 2)
    let both = try pixels(frames, hidden, artwork: nil, layers: draws)
    let second = try pixels(frames, hidden, artwork: nil, layers: [draws[1]])
    let first = try pixels(frames, hidden, artwork: nil, layers: [draws[0]])
    var onTop = 0, underneath = 0
    for i in stride(from: 0, to: both.count, by: 4) where second[i + 3] == 255 {
      if both[i..<i + 4] == second[i..<i + 4] { onTop += 1 }
      if first[i + 3] == 255 && both[i..<i + 4] == first[i..<i + 4] && first[i..<i + 4] != second[i..<i + 4] {
        underneath += 1
      }
    }
    XCTAssertGreaterThan(onTop, 1000, "the second copy shows whole")
    XCTAssertEqual(underneath, 0, "the first copy never shows through the second")
  }
}

extension SceneStageTests {
  /// A picture far larger than it is drawn still draws: the 2048-px snowflake in boxes 6 to 40 pt wide (3 to 21 px
  /// here) covers more pixels the larger its box. Its texels-to-pixels map once read as edge-on below 11 px (its
  /// determinant measured against its largest entry, an offset), and every small snowflake vanished.
  func test_aSmallSnowflake_drawsAtEverySize() throws {
    let frames = try StageFrames(width: Self.width, height: Self.height)
    var hidden = Pose.rest
    hidden.opacity = 0
    var covered: [Int] = []
    for side in stride(from: 6.0, through: 40, by: 2) {
      let layer = LayerDraw(
        layer: 0, copy: 0, picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(centerX: -55, centerY: 200, width: side, height: side), pose: .rest)
      let drawn = try pixels(frames, hidden, artwork: nil, layers: [layer])
      covered.append(stride(from: 3, to: drawn.count, by: 4).filter { drawn[$0] > 0 }.count)
    }
    XCTAssertTrue(covered.allSatisfy { $0 > 0 }, "every size draws: \(covered)")
    XCTAssertEqual(covered, covered.sorted(), "a larger box covers more: \(covered)")
  }
}
