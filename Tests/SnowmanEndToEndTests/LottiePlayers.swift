import Foundation
import XCTest

/// The Lottie players the exports are held to, and how a flat file is judged against the stage's drawings.
extension BuiltInMotionExportTests {
  /// A Lottie player the tests draw with: rlottie through scripts/lottie-frame.c (built), or ThorVG from PyPI.
  enum Player {
    case rlottie(URL), thorvg
    var name: String {
      switch self {
      case .rlottie: return "rlottie"
      case .thorvg: return "ThorVG"
      }
    }

    /// Draws `frames` of `json` to `prefix`-FRAME.png.
    func draw(_ json: URL, _ prefix: URL, _ frames: [Int]) throws -> Harness.Result {
      let repository = CodeExportLottieTests.repository
      switch self {
      case .rlottie(let tool): return try Harness.run(tool.path, [json.path, prefix.path] + frames.map(String.init))
      case .thorvg:
        return try Harness.run(
          "/usr/bin/python3",
          [repository.appendingPathComponent("scripts/thorvg-frame.py").path, json.path, prefix.path]
            + frames.map(String.init),
          environment: ["PYTHONPATH": repository.appendingPathComponent(".build/python").path])
      }
    }
  }

  /// `json` drawn by `player` at the picks (frames at `fps` a second, so tick 4 × pick at 30) against the stage's transparent
  /// drawings: the worst mean over the sky and the worst silhouette IoU, strict and within a pixel (a drawing fainter
  /// than 3 %, or an edge-on one under 4 px thick, has none), and each time past 3 levels or under 0.97 within a
  /// pixel. Within a pixel, because the flat
  /// file's bar lets a piece's corner stray 2 px from the stage: a strict IoU would hold its edges to less.
  static func play(
    _ json: URL, _ player: Player, _ picks: [Int], fps: Int = BuiltInMotionExportTests.fps, against stages: [ImageFile],
    in folder: URL
  ) throws
    -> (mean: Double, iou: Double, strict: Double, problems: [String])
  {
    let prefix = folder.appendingPathComponent("flat-\(player.name)")
    let ticks = picks.map { $0 * 120 / fps }
    let r = try player.draw(json, prefix, ticks)
    guard r.status == 0 else { throw Failure("\(json.path): \(player.name) failed: \(r.stderr)") }
    let drawn = try ImageFile.frames(in: folder, prefix: prefix.lastPathComponent + "-")
    var problems: [String] = []
    if drawn.count != picks.count { problems.append("\(player.name) drew \(drawn.count) frames") }
    var (worstMean, worstIoU, worstStrict) = (0.0, 1.0, 1.0)
    for (k, pick) in picks.enumerated() where k < drawn.count && k < stages.count {
      let mean = meanOverSky(drawn[k], (0, 0), stages[k])
      let peak = stride(from: 3, to: stages[k].bytes.count, by: 4).reduce(0) { max($0, Int(stages[k].bytes[$1])) }
      let overlap = CodeExportFidelityTests.silhouetteOverlap(drawn[k], (0, 0), stages[k])
      // An edge-on picture thinner on average than twice the file's 2 px bar has no overlap to speak of at that
      // bar: its colours are held.
      let shapeless = peak < 8 || thickness(stages[k], peak: peak) < 4
      let (iou, strict) = shapeless ? (1, 1) : (overlap.withinAPixel, overlap.strict)
      (worstMean, worstIoU, worstStrict) = (max(worstMean, mean), min(worstIoU, iou), min(worstStrict, strict))
      if mean > 3 || iou < 0.97 {
        problems.append(String(format: "flat %@ frame %d: mean %.2f levels, IoU %.3f", player.name, pick, mean, iou))
      }
    }
    return (worstMean, worstIoU, worstStrict, problems)
  }

  /// How thick a drawing's silhouette (alpha at least half its peak) is on average across its longer side, in
  /// pixels.
  static func thickness(_ image: ImageFile, peak: Int) -> Double {
    var (count, minX, minY, maxX, maxY) = (0, Int.max, Int.max, -1, -1)
    for y in 0..<image.height {
      for x in 0..<image.width where 2 * Int(image.pixel(x, y).a) >= peak {
        count += 1
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    guard count > 0 else { return 0 }
    return Double(count) / Double(max(maxX - minX + 1, maxY - minY + 1))
  }

}
