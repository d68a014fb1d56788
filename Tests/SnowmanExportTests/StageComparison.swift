import Foundation

/// Two drawings of one stage (RGBA, straight alpha, on nothing) compared as the stage-fidelity bounds define it.
struct StageComparison {
  /// Mean absolute difference of the colour channels over the sprite's box, both drawings laid over one grey.
  let meanDifference: Double
  /// Intersection over union of the silhouettes, strictly (no pixel of slack).
  let silhouetteIoU: Double
  /// The box: every pixel either drawing touches (alpha above 0); nil when neither draws anything.
  let box: (x: Int, y: Int, w: Int, h: Int)?
  /// Each drawing's coverage: the sum of its alphas, in whole pixels.
  let coverage: (Double, Double)

  /// A box narrower than this on either side, or a drawing covering fewer pixels than `sliverArea`, is a sliver (a
  /// picture seen nearly edge-on, squashed to a few pixels, or all but off the stage): there two rasterisers'
  /// strict silhouettes and box means measure only how each filters a line, so a sliver is held to its coverage.
  static let sliverSide = 20, sliverArea = 600.0

  /// Whether the drawings are a sliver (or nothing).
  var isSliver: Bool {
    box.map { min($0.w, $0.h) < Self.sliverSide } ?? true || max(coverage.0, coverage.1) < Self.sliverArea
  }

  /// How far the two coverages differ, as a fraction of the larger, with 16 pixels of slack: a plane seen exactly
  /// edge-on has no area, and a browser still antialiases it into a faint line.
  var coverageError: Double { abs(coverage.0 - coverage.1) / (max(coverage.0, coverage.1) + 16) }

  /// The grey both are laid over: mid-tone, so neither a light nor a dark part of a picture can hide.
  static let backdrop = 128

  init(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) {
    var x0 = width, y0 = height, x1 = -1, y1 = -1
    var peakA = 1, peakB = 1, sumA = 0, sumB = 0
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        peakA = max(peakA, Int(a[i + 3]))
        peakB = max(peakB, Int(b[i + 3]))
        sumA += Int(a[i + 3])
        sumB += Int(b[i + 3])
        if a[i + 3] > 0 || b[i + 3] > 0 { x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y) }
      }
    }
    coverage = (Double(sumA) / 255, Double(sumB) / 255)
    guard x1 >= 0 else {
      (meanDifference, silhouetteIoU, box) = (0, 1, nil)
      return
    }
    var sum = 0, both = 0, either = 0
    for y in y0...y1 {
      for x in x0...x1 {
        let i = (y * width + x) * 4
        let alphaA = Int(a[i + 3]), alphaB = Int(b[i + 3])
        for c in 0..<3 {
          let ca = (Int(a[i + c]) * alphaA + Self.backdrop * (255 - alphaA) + 127) / 255
          let cb = (Int(b[i + c]) * alphaB + Self.backdrop * (255 - alphaB) + 127) / 255
          sum += abs(ca - cb)
        }
        // A silhouette: at least half as opaque as its drawing's most opaque pixel, so a fade changes no shape.
        let inA = 2 * alphaA >= peakA, inB = 2 * alphaB >= peakB
        if inA && inB { both += 1 }
        if inA || inB { either += 1 }
      }
    }
    let w = x1 - x0 + 1, h = y1 - y0 + 1
    meanDifference = Double(sum) / Double(w * h * 3)
    silhouetteIoU = either == 0 ? 1 : Double(both) / Double(either)
    box = (x0, y0, w, h)
  }
}
