import Foundation
import XCTest

/// Players that sample an image without mipmaps (rlottie, ThorVG, Chromium's compositor) draw the embedded picture
/// as smoothly as the stage when it is embedded at the largest size the motion shows it: the colours over the 16×16
/// blocks holding the picture, each at its best shift within what the form lets an edge move (a pixel for the page
/// and plain Lottie, the flat form's 2), within 3 levels of the stage's at 8 moments of each motion.
///
/// The bouncing flip's flat form read 3.4 levels in rlottie and 3.9 in ThorVG until its pieces were keyed at the same
/// frames (their seams stepped apart between keys), no piece rested square (ThorVG drew those half a pixel off their
/// turned neighbours), and each piece drew a halved copy of the picture where the flip squashes it (`FlatLevels`).
/// Its page read 4.1 levels in Chromium until its box stood on whole pixels.
final class EmbeddedPictureTests: XCTestCase {
  typealias Motion = BuiltInMotionExportTests
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  /// Showcase (turns in depth: its flat Lottie), a bounce (flat: its plain Lottie), a chain that spins, a bouncing
  /// flip: the four the aliasing was measured on.
  static let motions: [(name: String, create: [String]?)] = [
    ("Showcase", nil),
    ("Bouncy", ["verticalOffset=120", "heightMultiplier=0.8", "easing=bounce", "duration=1.5"]),
    (
      "Chain",
      [
        "widthMultiplier=1.3", "easing=cubic-bezier(0.2, 0.8, 0.3, 1)", "duration=0.8", "--add-step",
        "horizontalOffset=100", "ySpins=1", "easing=cubic-bezier(0.6, -0.3, 0.4, 1.3)", "duration=1.2", "--add-step",
        "verticalOffset=-90", "opacity=0.5", "duration=1",
      ]
    ),
    (
      "Bouncing flip", ["xFlips=1", "verticalOffset=100", "widthMultiplier=0.7", "easing=bounce", "duration=1.5"]
    ),
  ]

  func test_embeddedPictures_drawAsSmoothlyAsTheStage_inChromiumRlottieAndThorVG() throws {
    for motion in Self.motions {
      guard let create = motion.create else { continue }
      let r = try Harness.run(
        Harness.binary.path, ["presets", "create", "--data-dir", data.path, motion.name] + create)
      XCTAssertEqual(r.status, 0, r.stderr)
    }
    let tool = data.appendingPathComponent("lottie-frame")
    let source = CodeExportLottieTests.repository.appendingPathComponent("scripts/lottie-frame.c").path
    let cc = try Harness.run(
      "/bin/sh", ["-c", "gcc -O2 -o '\(tool.path)' '\(source)' $(pkg-config --cflags --libs rlottie sdl2 SDL2_image)"])
    XCTAssertEqual(cc.status, 0, cc.stderr)
    let exported = try Self.motions.map { try Motion.export($0.name, data: data) }
    let columns = 8
    let shot = try ChromiumGrid(width: Motion.width, height: Motion.height, columns: columns, folder: data).shot(
      exported.flatMap { e in e.picks.map { (e.page, Double($0) * 1000 / Double(Motion.fps)) } }, transparent: true)
    var problems: [String] = []
    for (n, e) in exported.enumerated() {
      let stages = try e.frames()
      XCTAssertEqual(stages.count, e.picks.count)
      var worst: [String: Double] = [:]
      func judge(_ form: String, _ k: Int, _ difference: Double) {
        worst[form] = max(worst[form] ?? 0, difference)
        if difference > 3 {
          problems.append(String(format: "%@ %@ frame %d: %.2f levels", e.name, form, e.picks[k], difference))
        }
      }
      for k in stages.indices {
        let tile = (x: ((8 * n + k) % columns) * Motion.width, y: ((8 * n + k) / columns) * Motion.height)
        judge("html", k, Self.blockDifference(shot, tile, stages[k], allowance: 1))
      }
      // A motion that turns in depth is drawn from its flat form, which players without a camera draw.
      let (json, form, allowance) = e.flat.map { ($0, "flat", 2) } ?? (e.json, "lottie", 1)
      for player in [Motion.Player.rlottie(tool), .thorvg] {
        let prefix = e.folder.appendingPathComponent("sharp-\(player.name)")
        let r = try player.draw(json, prefix, e.picks.map { $0 * 120 / Motion.fps })
        XCTAssertEqual(r.status, 0, "\(e.name): \(player.name): \(r.stderr)")
        let drawn = try ImageFile.frames(in: e.folder, prefix: prefix.lastPathComponent + "-")
        XCTAssertEqual(drawn.count, stages.count, "\(e.name): \(player.name) drew \(drawn.count) frames")
        for k in stages.indices where k < drawn.count {
          judge("\(form) \(player.name)", k, Self.blockDifference(drawn[k], (0, 0), stages[k], allowance: allowance))
        }
      }
      let figures = worst.keys.sorted().map { String(format: "%@ %.2f", $0, worst[$0] ?? 0) }
      print("embedded picture \(e.name): worst block difference " + figures.joined(separator: ", ") + " levels")
    }
    XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
  }

  /// The mean over the 16×16 blocks holding any of the picture (in either drawing) of each block's colour difference
  /// laid over the sky, in levels, at the shift of `drawn` within `allowance` pixels that makes it least.
  static func blockDifference(_ drawn: ImageFile, _ tile: (x: Int, y: Int), _ stage: ImageFile, allowance: Int)
    -> Double
  {
    let (w, h) = (stage.width, stage.height)
    func laid(_ image: ImageFile, _ origin: (x: Int, y: Int)) -> (colours: [Double], alpha: [UInt8]) {
      var colours = [Double](repeating: 0, count: w * h * 3), alpha = [UInt8](repeating: 0, count: w * h)
      for y in 0..<h {
        for x in 0..<w {
          let p = image.pixel(origin.x + x, origin.y + y)
          let c = Motion.over(p)
          (colours[3 * (y * w + x)], colours[3 * (y * w + x) + 1], colours[3 * (y * w + x) + 2]) = c
          alpha[y * w + x] = p.a
        }
      }
      return (colours, alpha)
    }
    let a = laid(stage, (0, 0)), b = laid(drawn, tile)
    var total = 0.0, blocks = 0
    for top in stride(from: 0, to: h, by: 16) {
      for left in stride(from: 0, to: w, by: 16) {
        let ys = top..<min(h, top + 16), xs = left..<min(w, left + 16)
        guard ys.contains(where: { y in xs.contains { a.alpha[y * w + $0] > 0 || b.alpha[y * w + $0] > 0 } }) else {
          continue
        }
        var best = Double.infinity
        for dy in -allowance...allowance {
          for dx in -allowance...allowance {
            var sum = 0.0, count = 0
            for y in ys where (0..<h).contains(y + dy) {
              for x in xs where (0..<w).contains(x + dx) {
                let i = 3 * (y * w + x), j = 3 * ((y + dy) * w + x + dx)
                sum +=
                  abs(a.colours[i] - b.colours[j]) + abs(a.colours[i + 1] - b.colours[j + 1])
                  + abs(a.colours[i + 2] - b.colours[j + 2])
                count += 3
              }
            }
            if count > 0 { best = min(best, sum / Double(count)) }
          }
        }
        total += best
        blocks += 1
      }
    }
    return blocks == 0 ? 0 : total / Double(blocks)
  }
}
