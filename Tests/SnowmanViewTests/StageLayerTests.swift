import CSDL2
import Foundation
import SnowmanFuzzing
import SnowmanModel
import XCTest

@testable import SnowmanView

/// A picture drawn twice running unchanged is laid over from its kept pixels (`StageLayer`) rather than sampled
/// again; what lands on the target must be the bytes sampling gives, on whatever was there.
final class StageLayerTests: XCTestCase {
  let (width, height) = (320, 240)

  /// A target filled with seeded noise (some of it transparent), so every blend rounding shows.
  func noisyTarget(_ rng: inout SplitMix, xrgb: Bool) throws -> Surface {
    let surface = try Surface(width: width, height: height, xrgb: xrgb)
    _ = surface.withPixels { base, pitch in
      for y in 0..<height {
        for x in 0..<width {
          let p = base + y * pitch + x * 4
          for c in 0..<4 { p[c] = UInt8.random(in: 0...255, using: &rng) }
          if x % 7 == 0 { p[3] = 0 }
        }
      }
    }
    return surface
  }

  func bytes(_ surface: Surface) -> [UInt8] {
    surface.withPixels { base, pitch in
      (0..<height).flatMap { Array(UnsafeBufferPointer(start: base + $0 * pitch, count: width * 4)) }
    } ?? []
  }

  func randomPose(_ rng: inout SplitMix) -> Pose {
    Pose(
      scaleX: .random(in: 0.2...1.8, using: &rng), scaleY: .random(in: 0.2...1.8, using: &rng),
      offsetX: .random(in: -80...80, using: &rng), offsetY: .random(in: -60...60, using: &rng),
      rotationX: .random(in: -1.5...1.5, using: &rng), rotationY: .random(in: -1.5...1.5, using: &rng),
      rotationZ: .random(in: -3...3, using: &rng), opacity: .random(in: 0.1...1, using: &rng))
  }

  func test_aPictureDrawnAgainUnchanged_landsAsTheSamplerDrawsIt_onAnyBackground() throws {
    var rng = SplitMix(seed: 20_261_127)
    let picture = try BuiltInArtwork.snowman()
    let stage = Rect(0, 0, Double(width), Double(height))
    for round in 0..<12 {
      let xrgb = round % 2 == 0
      // One renderer draws a pose five times running, each onto fresh noise (the first two sample, the rest are
      // laid over from the kept layer), then a moved pose (sampled again, not laid over from the last one's layer).
      let kept = try noisyTarget(&rng, xrgb: xrgb)
      let renderer = try Renderer(surface: kept)
      let sprite = try SpriteRenderer(renderer: renderer, surface: picture)
      let pose = randomPose(&rng)
      for (time, shown) in (Array(repeating: pose, count: 5) + [randomPose(&rng)]).enumerated() {
        let background = try noisyTarget(&rng, xrgb: xrgb)
        _ = background.withPixels { source, pitch in
          kept.withPixels { target, _ in target.update(from: source, count: pitch * height) }
        }
        sprite.draw(pose: shown, stage: stage, density: 1, renderer: renderer)
        renderer.flush()
        // A renderer of its own samples the same pose once onto the same background.
        let fresh = try Renderer(surface: background)
        try SpriteRenderer(renderer: fresh, surface: picture).draw(
          pose: shown, stage: stage, density: 1, renderer: fresh)
        fresh.flush()
        XCTAssertTrue(bytes(kept) == bytes(background), "round \(round), drawing \(time + 1), pose \(shown)")
      }
    }
  }

  /// Two pictures on one stage (a costume over the snowman) each keep their own layer.
  func test_twoPicturesDrawnInTurn_eachKeepTheirOwnLayer() throws {
    var rng = SplitMix(seed: 7)
    let pose = randomPose(&rng)
    let stage = Rect(0, 0, Double(width), Double(height))
    let target = try noisyTarget(&rng, xrgb: true)
    let renderer = try Renderer(surface: target)
    let snowman = try SpriteRenderer(renderer: renderer, surface: try BuiltInArtwork.snowman())
    let other = try SpriteRenderer(renderer: renderer, surface: try BuiltInArtwork.icon())
    var frames: [[UInt8]] = []
    let background = bytes(target)
    for _ in 0..<4 {
      _ = target.withPixels { base, _ in base.update(from: background, count: background.count) }
      snowman.draw(pose: pose, stage: stage, density: 1, renderer: renderer)
      other.draw(pose: pose, stage: stage, density: 1, renderer: renderer)
      renderer.flush()
      frames.append(bytes(target))
    }
    XCTAssertEqual(Set(frames).count, 1, "every frame the same bytes, sampled or laid over")
  }
}
