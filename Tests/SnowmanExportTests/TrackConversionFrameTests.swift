import Foundation
import SnowmanExport
import SnowmanFuzzing
import SnowmanModel
import SnowmanView
import XCTest

/// Every built-in and 500 seeded chains of steps, converted to tracks, draw the frames the previous build drew
/// (its poses by its own rules, `StepChainReference`) within 1 level at every pixel, at 24 moments each.
///
/// The exact stage decides some things per span by thresholds (a footprint's level, whether a span's places may be
/// spaced evenly), so a pose that differs in its last bits can draw a high-contrast picture some levels apart: at
/// chain 277's tick 1671, turning the checks 1e-15 rad further moves a pixel 11 levels. The previous build's frame
/// there hung on its own last bits the same way. Such a frame passes only when the two poses agree to a trillionth
/// (the conversion is exact there), and they are counted: a handful in 12,000, or the test fails.
final class TrackConversionFrameTests: XCTestCase {
  static let width = 120, height = 90

  /// The user's picture the generator's chains name (`checks.png`): a checkerboard with a transparent corner.
  static func checks() throws -> Surface {
    let surface = try Surface(width: 48, height: 64)
    _ = surface.withPixels { base, pitch in
      for y in 0..<64 {
        for x in 0..<48 {
          let p = base + y * pitch + x * 4
          let on = (x / 6 + y / 6) % 2 == 0
          (p[0], p[1], p[2], p[3]) = x > 36 && y < 12 ? (0, 0, 0, 0) : (on ? 200 : 30, on ? 40 : 160, 90, 255)
        }
      }
    }
    return surface
  }

  func frame(_ stage: StageFrames, _ pose: Pose, _ picture: ImageReference?) throws -> [UInt8] {
    var out: [UInt8] = []
    try stage.draw(pose, artwork: picture, density: 1, background: .sky) { base, pitch in
      for y in 0..<Self.height { out += UnsafeBufferPointer(start: base + y * pitch, count: Self.width * 4) }
    }
    return out
  }

  /// The largest difference of any channel between two frames.
  static func worst(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var worst = 0
    for i in a.indices { worst = max(worst, abs(Int(a[i]) - Int(b[i]))) }
    return worst
  }

  /// Frames more than 1 level apart whose poses agree in all but their last bits.
  var lastBits: [String] = []

  /// Whether two poses agree to a trillionth of each part.
  static func agree(_ a: Pose, _ b: Pose) -> Bool {
    let x = [
      a.scaleX, a.scaleY, a.offsetX, a.offsetY, a.rotationX, a.rotationY, a.rotationZ, a.opacity, a.anchorX, a.anchorY,
      a.skewX, a.skewY, a.depth, a.perspective * 1000,
    ]
    let y = [
      b.scaleX, b.scaleY, b.offsetX, b.offsetY, b.rotationX, b.rotationY, b.rotationZ, b.opacity, b.anchorX, b.anchorY,
      b.skewX, b.skewY, b.depth, b.perspective * 1000,
    ]
    return zip(x, y).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) }
  }

  /// Frames compared.
  var frames = 0

  func check(_ chain: StepChain, _ name: String, stage: StageFrames) throws {
    let timeline = Timeline(AnimationSetting(chain: chain)), reference = StepChainReference(chain)
    let total = Double(timeline.totalTicks)
    for k in 0..<24 {
      let tick = k % 3 == 1 ? total * Double(k) / 23 : (total * Double(k) / 23).rounded()
      let picture = timeline.artwork(atTick: Int(tick))
      let pose = timeline.pose(atExactTick: tick)
      frames += 1
      let drawn = try frame(stage, pose, picture)
      var best = Int.max
      let theirs = tick == 0 && reference.swapsRightAfterOpeningCuts ? picture : reference.artwork(atTick: Int(tick))
      XCTAssertEqual(picture, theirs, "\(name) at tick \(tick): the picture")
      var agreeing = false
      for candidate in reference.poses(near: tick) where best > 1 {
        best = min(best, Self.worst(drawn, try frame(stage, candidate, theirs)))
        agreeing = agreeing || Self.agree(pose, candidate)
      }
      if best > 1 && agreeing {
        lastBits.append("\(name) at tick \(tick): \(best) levels")
        continue
      }
      XCTAssertLessThanOrEqual(best, 1, "\(name) at tick \(tick): \(best) levels from the previous build's frame")
      if best > 1 { return }
    }
  }

  func test_builtInsAndSeededChains_drawThePreviousBuildsFrames() throws {
    let stage = try StageFrames(width: Self.width, height: Self.height)
    let checks = try Self.checks()
    stage.artworkSource = { $0 == ChainGenerator.pictures[1] ? checks : nil }
    // A scene was never a chain of steps: it has no file of version 3 to hold it against.
    for preset in BuiltInPresets.all where BuiltInScenes.all.allSatisfy({ $0.id != preset.id }) {
      try check(try XCTUnwrap(BuiltInPresets.chains[preset.id]), preset.name, stage: stage)
    }
    var generator = ChainGenerator(seed: 20_261_128)
    for n in 0..<500 { try check(generator.chain(), "chain \(n) of seed 20261128", stage: stage) }
    print("frames apart where the poses agree but in their last bits: \(lastBits.count) of \(frames): \(lastBits)")
    XCTAssertLessThanOrEqual(lastBits.count, 10, "the stage's thresholds, or a conversion off in its last bits")
  }
}
