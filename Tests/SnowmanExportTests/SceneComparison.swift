import Foundation
import SnowmanExport
import SnowmanModel
import SnowmanView

/// How a scene's drawing by another player is held to the stage's, both `width`×`height` RGBA rows.
enum SceneComparison {
  static let width = SceneHTMLFidelityTests.width, height = SceneHTMLFidelityTests.height

  /// The `width`×`height` pixels of `surface` from (`left`, `top`), RGBA rows.
  static func rows(_ surface: Surface, left: Int = 0, top: Int = 0) -> [UInt8] {
    var out = [UInt8]()
    _ = surface.withPixels { base, pitch in
      for y in 0..<height {
        out.append(contentsOf: UnsafeBufferPointer(start: base + (top + y) * pitch + left * 4, count: width * 4))
      }
    }
    return out
  }

  /// The stage's drawing of `timeline`'s scene at `tick` on `background`, RGBA rows.
  static func stage(_ frames: StageFrames, _ timeline: Timeline, tick: Double, background: StageBackground) throws
    -> [UInt8]
  {
    var out = [UInt8]()
    try frames.draw(
      timeline.pose(atExactTick: tick), layers: timeline.layerDraws(atExactTick: tick),
      density: RenderRequest.density(width: width, height: height), background: background
    ) { base, pitch in
      for y in 0..<height { out.append(contentsOf: UnsafeBufferPointer(start: base + y * pitch, count: width * 4)) }
    }
    return out
  }

  /// The mean absolute difference of the colour channels, in levels of 255.
  static func meanDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
    var sum = 0
    for i in stride(from: 0, to: a.count, by: 4) {
      sum += abs(Int(a[i]) - Int(b[i])) + abs(Int(a[i + 1]) - Int(b[i + 1])) + abs(Int(a[i + 2]) - Int(b[i + 2]))
    }
    return Double(sum) / Double(a.count / 4 * 3)
  }

  /// The largest mean difference of a 16×16 block's colours, each block's means compared (so an edge a pixel apart
  /// costs little, a copy in the wrong place or turned the wrong way a lot).
  static func worstBlock(_ a: [UInt8], _ b: [UInt8], channels: [Int] = [0, 1, 2]) -> Double {
    var worst = 0.0
    for by in stride(from: 0, to: height, by: 16) {
      for bx in stride(from: 0, to: width, by: 16) {
        var sums = [Int](repeating: 0, count: 8)
        for y in by..<min(by + 16, height) {
          for x in bx..<min(bx + 16, width) {
            let i = (y * width + x) * 4
            for c in channels {
              sums[c] += Int(a[i + c])
              sums[4 + c] += Int(b[i + c])
            }
          }
        }
        let n = Double(min(16, height - by) * min(16, width - bx))
        let d = channels.map { abs(Double(sums[$0] - sums[4 + $0])) / n }.reduce(0, +) / Double(channels.count)
        worst = max(worst, d)
      }
    }
    return worst
  }

  /// The silhouette's alpha: a quarter, below the half a faded copy's opacity often sits at (its alpha a level
  /// either side of 128 in the page and the stage would move a whole copy in or out).
  static let opaque: UInt8 = 64

  /// Alpha under which a pixel holds nothing of a picture. A picture seen almost edge-on is a sliver under a pixel
  /// thick: the stage covers each pixel it crosses by its share (a faint line), Chromium samples the picture at points
  /// (a dotted line of the same total alpha, 21,028 against the stage's 19,936 on a ring of such slivers), so one's
  /// silhouette pixel can stand beside the other's faint one rather than its silhouette.
  static let faint: UInt8 = 16

  /// The pixels both silhouettes (alpha ≥ `opaque`) hold, and those of one where the other holds nothing (alpha under
  /// `faint`) within a pixel: a copy out of place or out of time leaves nothing of it where it should be.
  static func overlap(_ a: [UInt8], _ b: [UInt8]) -> (both: Int, missed: Int) {
    func alphas(_ p: [UInt8]) -> [UInt8] { stride(from: 3, to: p.count, by: 4).map { p[$0] } }
    let (aa, ab) = (alphas(a), alphas(b))
    func near(_ m: [UInt8], _ x: Int, _ y: Int) -> Bool {
      for dy in -1...1 {
        for dx in -1...1 where (0..<width).contains(x + dx) && (0..<height).contains(y + dy) {
          if m[(y + dy) * width + x + dx] >= Self.faint { return true }
        }
      }
      return false
    }
    var both = 0, missed = 0
    for y in 0..<height {
      for x in 0..<width {
        let i = y * width + x
        let (ina, inb) = (aa[i] >= Self.opaque, ab[i] >= Self.opaque)
        if ina && inb { both += 1 }
        if ina != inb && !near(ina ? ab : aa, x, y) { missed += 1 }
      }
    }
    return (both, missed)
  }
}
