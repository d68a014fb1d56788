import Foundation
import SnowmanView

/// Two drawings of one stage (RGBA, straight alpha, on nothing) compared as the stage-fidelity bounds define it.
struct StageComparison {
  /// Mean absolute difference of the colour channels over the sprite's box, both drawings laid over one grey.
  let meanDifference: Double
  /// Intersection over union of the silhouettes, strictly: no pixel of slack in space. A silhouette is the pixels at
  /// least half as opaque as its drawing's most opaque one, so a fade changes no shape; a pixel both drawings cover to
  /// within `tie` of that peak and two levels of alpha (what 8-bit rounding leaves of a faded picture) is shared even
  /// where the two fall either side of the half: an edge along a row of pixels, half covered, lies in or out of the
  /// silhouette whole by one level of alpha.
  let silhouetteIoU: Double
  /// Both references take 4 × 4 samples a pixel (Chromium at four times the density, the OpenGL stage's layer), so
  /// they know a straight edge's coverage to a quarter of a pixel: an edge 39 % across a row of pixels is 50 % to
  /// them, exactly the silhouette's threshold, where the software stage's exact 39 % falls outside it. At a tie of
  /// 5 % such a row failed 13 of 10,000 poses (a photo squashed to a 20-px strip loses IoU 0.955 by one row), so a
  /// pixel within 1/8 of the peak of the other, half of the references' step, is shared. The rounding adds to it: a
  /// photo at 8 % opacity (peak 20) has that row at 8 against Chromium's 10 of 19.
  static let tie = 0.125
  /// The box: every pixel either drawing touches (alpha above 0); nil when neither draws anything.
  let box: (x: Int, y: Int, w: Int, h: Int)?
  /// Each drawing's coverage: the sum of its alphas, in whole pixels.
  let coverage: (Double, Double)
  /// Each drawing's most opaque pixel's alpha.
  let peaks: (Int, Int)

  /// The bounds every pose is held to, from the issue: the mean difference over the box and the strict IoU.
  static let maxMean = 1.5, minIoU = 0.98
  /// A box narrower than this on either side, a drawing covering fewer pixels than `sliverArea` were it opaque, or one
  /// thinner on average than `sliverThickness` (that area over the box's diagonal: a needle lying across the stage)
  /// is a sliver (a picture seen nearly edge-on, squashed to a few pixels, or all but off the stage): there two
  /// rasterisers' silhouettes and box means measure only how each antialiases a line, so a sliver is held to its
  /// coverage.
  static let sliverSide = 20, sliverArea = 600.0, sliverThickness = 8.0
  /// A drawing whose most opaque pixel is under this alpha (3 % opacity), and not a sliver, is faint: its silhouette
  /// is whatever rounds to a level or two, so it is held to its colours alone. A faint sliver is held to its coverage:
  /// over a box of a pixel or two the mean is one pixel's rounding (one renderer's alpha 7 where the other drew
  /// nothing is 3 levels).
  static let faintPeak = 8

  /// What a pose is held to.
  enum Kind: String { case nothing, faint, sliver, shape }

  var kind: Kind {
    guard let box else { return .nothing }
    let area = max(coverage.0 * 255 / Double(max(1, peaks.0)), coverage.1 * 255 / Double(max(1, peaks.1)))
    let thin = area / Double(box.w * box.w + box.h * box.h).squareRoot() < Self.sliverThickness
    if min(box.w, box.h) < Self.sliverSide || area < Self.sliverArea || thin { return .sliver }
    return max(peaks.0, peaks.1) < Self.faintPeak ? .faint : .shape
  }

  /// How far a sliver's two coverages differ, as a share of what they may: 15 % of the larger, and 16 pixels and
  /// 0.15 of a pixel along each pixel of the box's long side (a browser antialiases a plane seen exactly edge-on, which
  /// covers nothing, into a faint line: 30 px along 292). Above 1 fails.
  var coverageError: Double {
    let allowed = 0.15 * max(coverage.0, coverage.1) + 16 + 0.15 * Double(box.map { max($0.w, $0.h) } ?? 0)
    return abs(coverage.0 - coverage.1) / allowed
  }

  /// Why the pose fails its bounds, in words; nil when it meets them.
  var failure: String? {
    let figures = String(
      format: "mean difference %.2f levels, silhouette IoU %.4f, coverage %.1f against %.1f px", meanDifference,
      silhouetteIoU, coverage.0, coverage.1)
    switch kind {
    case .nothing: return nil
    case .faint: return meanDifference > Self.maxMean ? "faint: \(figures)" : nil
    case .sliver:
      return coverageError > 1 ? "sliver, coverage off by \(coverageError) of what it may be: \(figures)" : nil
    case .shape: return meanDifference > Self.maxMean || silhouetteIoU < Self.minIoU ? figures : nil
    }
  }

  /// The grey both are laid over: mid-tone, so neither a light nor a dark part of a picture can hide.
  static let backdrop = 128

  init(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) {
    var x0 = width, y0 = height, x1 = -1, y1 = -1
    var peakA = 0, peakB = 0, sumA = 0, sumB = 0
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
    peaks = (peakA, peakB)
    guard x1 >= 0 else {
      (meanDifference, silhouetteIoU, box) = (0, 1, nil)
      return
    }
    let (fullA, fullB) = (Double(max(1, peakA)), Double(max(1, peakB)))
    let tie = Self.tie + 2 / min(fullA, fullB)
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
        let inA = 2 * alphaA >= peakA, inB = 2 * alphaB >= peakB
        let tied = abs(Double(alphaA) / fullA - Double(alphaB) / fullB) <= tie
        if (inA && inB) || (inA != inB && tied) { both += 1 }
        if inA || inB { either += 1 }
      }
    }
    let w = x1 - x0 + 1, h = y1 - y0 + 1
    meanDifference = Double(sum) / Double(w * h * 3)
    silhouetteIoU = either == 0 ? 1 : Double(both) / Double(either)
    box = (x0, y0, w, h)
  }
}

/// The figures of a run of comparisons, for the line a fidelity test prints.
struct FidelitySummary {
  private(set) var means: [Double] = []
  private(set) var worstMean = (value: 0.0, pose: -1), worstIoU = (value: 1.0, pose: -1)
  private(set) var worstCoverage = (value: 0.0, pose: -1)
  private(set) var counts: [StageComparison.Kind: Int] = [:]
  private(set) var failures = 0

  mutating func add(_ result: StageComparison, pose: Int) {
    let kind = result.kind
    counts[kind, default: 0] += 1
    if result.failure != nil { failures += 1 }
    switch kind {
    case .nothing: break
    case .faint: worstMean = Self.larger(worstMean, (result.meanDifference, pose))
    case .sliver: worstCoverage = Self.larger(worstCoverage, (result.coverageError, pose))
    case .shape:
      means.append(result.meanDifference)
      worstMean = Self.larger(worstMean, (result.meanDifference, pose))
      if result.silhouetteIoU < worstIoU.value { worstIoU = (result.silhouetteIoU, pose) }
    }
  }

  private static func larger(_ a: (value: Double, pose: Int), _ b: (value: Double, pose: Int)) -> (
    value: Double, pose: Int
  ) {
    b.value > a.value ? b : a
  }

  /// One line: how many poses of each kind, the shapes' mean difference (median, 95th percentile, worst), the worst
  /// IoU and the worst sliver's coverage error, and how many poses failed.
  func line(_ label: String) -> String {
    let sorted = means.sorted()
    func at(_ q: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] }
    return String(
      format: "%@: %d poses (%d shapes, %d slivers, %d faint, %d empty), %d outside the bounds; mean difference "
        + "median %.3f, 95th percentile %.3f, worst %.3f levels (pose %d); worst silhouette IoU %.4f (pose %d); "
        + "worst sliver coverage error %.2f of its allowance (pose %d)", label, counts.values.reduce(0, +),
      counts[.shape] ?? 0, counts[.sliver] ?? 0, counts[.faint] ?? 0, counts[.nothing] ?? 0, failures, at(0.5),
      at(0.95), worstMean.value, worstMean.pose, worstIoU.value, worstIoU.pose, worstCoverage.value,
      worstCoverage.pose)
  }
}
