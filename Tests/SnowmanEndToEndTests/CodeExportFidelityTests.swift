import Foundation
import XCTest

/// `render --out FILE.html` played by headless Chromium, paused through the Web Animations API at sampled times,
/// against `render`'s frames at the same times: the page must show what the stage shows.
final class CodeExportFidelityTests: XCTestCase {
  static let width = 240, height = 400
  /// The frame rate the reference frames are rendered at: a sampled time is a whole frame of it.
  static let fps = 30
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func test_showcase() throws { try measure(preset: "Showcase") }
  func test_crossfade_swapsPictures() throws { try measure(preset: "Crossfade") }
  func test_spring() throws {
    try measure(
      preset: "Spring",
      create: [
        "widthMultiplier=1.4", "horizontalOffset=90", "verticalOffset=-60",
        "easing=spring", "springBounce=0.6", "duration=1.5",
      ])
  }
  func test_bounce() throws {
    try measure(
      preset: "Bouncy", create: ["verticalOffset=120", "heightMultiplier=0.8", "easing=bounce", "duration=1.5"])
  }
  func test_backWithZTurns() throws {
    try measure(
      preset: "Back",
      create: [
        "zTurns=1.25", "widthMultiplier=1.6", "horizontalOffset=-70", "easing=back",
        "duration=1.6", "autoreverse=0", "repeatCount=2",
      ])
  }
  func test_threeStepChain_customBeziers() throws {
    try measure(
      preset: "Chain",
      create: [
        "widthMultiplier=1.3", "easing=cubic-bezier(0.2, 0.8, 0.3, 1)", "duration=0.8",
        "--add-step", "horizontalOffset=100", "ySpins=1", "easing=cubic-bezier(0.6, -0.3, 0.4, 1.3)", "duration=1.2",
        "--add-step", "verticalOffset=-90", "opacity=0.5", "easing=cubic-bezier(0.1, 0.6, 0.9, 0.2)", "duration=1",
      ])
  }

  /// The motion vocabulary: a swing from the top edge, a lean both ways about a corner, a move in depth seen from
  /// near, a turn in Y with no eye (flat), and a chain that starts from a cut.
  func test_anchorSkewDepthAndEye() throws {
    try measure([
      (
        "Swinging",
        ["anchorY=0", "zTurns=-0.25", "easing=ease-in-out", "duration=1", "--add-step", "zTurns=0.2"]
      ),
      (
        "Leaning",
        ["anchorX=0", "anchorY=1", "skewX=-25", "skewY=15", "widthMultiplier=1.3", "easing=back", "duration=1.2"]
      ),
      ("Near", ["depth=150", "ySpins=0.3", "eye=300", "horizontalOffset=-60", "duration=1.5"]),
      ("Flat", ["ySpins=0.4", "eye=0", "anchorX=0", "xFlips=-0.2", "duration=1"]),
      (
        "Entrance",
        [
          "duration=0", "opacity=0", "verticalOffset=-120", "heightMultiplier=2", "--add-step", "opacity=1",
          "verticalOffset=0", "heightMultiplier=1", "duration=1", "easing=cubic-bezier(0.215, 0.61, 0.355, 1)",
        ]
      ),
    ])
  }

  /// Tracks on their own clocks (a steady turn across a bob's keyframes) play as registered custom properties,
  /// each on its own keyframes.
  func test_tracksOnTheirOwnClocks() throws {
    try measure([
      ("Spin and bob", CodeExportLottieTests.spinAndBob),
      (
        "Fade apart",
        [
          "duration=1.5", "opacity@0.3=0.2", "opacity@0.3.easing=steps(3, jump-end)", "opacity@1.2=1",
          "horizontalOffset@1.5=80", "horizontalOffset@1.5.easing=back", "widthMultiplier@0.4=1.4",
          "widthMultiplier@0.4.easing=ease-in", "widthMultiplier@1.5=0.8", "xFlips@1=0.15",
          "xFlips@1.easing=cubic-bezier(0.3, 1.4, 0.5, 1)",
        ]
      ),
    ])
  }

  func test_aCostume_isWornInThePage_asOnTheStage() throws {
    try measure(preset: "Dressed", create: ["--from", "Showcase", "costume=wizard"])
  }

  func measure(preset: String, create: [String]? = nil) throws { try measure([(preset, create)]) }

  /// Renders each of `presets` (created from its arguments, or a built-in) as HTML and as frames, on the sky and on
  /// nothing, and compares 8 times spread over each animation, every preset's pages in one Chromium run a background:
  /// mean difference ≤ 3 levels of 255 on the sky, silhouettes overlapping ≥ 0.97 (within a pixel).
  func measure(_ presets: [(name: String, create: [String]?)]) throws {
    for (preset, create) in presets {
      guard let create else { continue }
      let r = try Harness.run(
        Harness.binary.path, ["presets", "create", "--data-dir", data.path, preset] + create)
      XCTAssertEqual(r.status, 0, r.stderr)
    }
    var worst = [String: (mean: Double, overlap: Double, strict: Double)]()
    for background in ["sky", "transparent"] {
      var tiles: [(page: URL, ms: Double)] = []
      var looks: [(preset: String, frame: Int, stage: URL)] = []
      for (preset, _) in presets {
        let page = data.appendingPathComponent("\(preset)-\(background).html")
        let frames = data.appendingPathComponent("\(preset)-\(background)", isDirectory: true)
        for out in [page.path, frames.path + "/"] {
          let r = try Harness.run(
            "/usr/bin/env",
            [
              "-u", "DISPLAY", Harness.binary.path, "render", "--data-dir", data.path, "--preset", preset, "--out",
              out, "--size", "\(Self.width)x\(Self.height)", "--fps", "\(Self.fps)", "--background", background,
            ])
          XCTAssertEqual(r.status, 0, r.stderr)
        }
        let count = try FileManager.default.contentsOfDirectory(atPath: frames.path).count
        XCTAssertGreaterThan(count, 16)
        for pick in (0..<8).map({ (2 * $0 + 1) * count / 16 }) {
          tiles.append((page, Double(pick) * 1000 / Double(Self.fps)))
          looks.append((preset, pick, frames.appendingPathComponent(String(format: "frame-%04d.png", pick))))
        }
      }
      let shot = try ChromiumGrid(width: Self.width, height: Self.height, columns: 8, folder: data).shot(
        tiles, transparent: background == "transparent")
      for (k, look) in looks.enumerated() {
        let stage = try ImageFile.rgba(look.stage)
        let tile = (x: (k % 8) * Self.width, y: (k / 8) * Self.height)
        var figures = worst[look.preset] ?? (0, 1, 1)
        if background == "sky" {
          let mean = Self.meanDifference(shot, tile, stage)
          figures.mean = max(figures.mean, mean)
          XCTAssertLessThanOrEqual(mean, 3, "\(look.preset) at frame \(look.frame): mean difference \(mean) levels")
        } else {
          let overlap = Self.silhouetteOverlap(shot, tile, stage)
          figures.overlap = min(figures.overlap, overlap.withinAPixel)
          figures.strict = min(figures.strict, overlap.strict)
          XCTAssertGreaterThanOrEqual(
            overlap.withinAPixel, 0.97, "\(look.preset) at frame \(look.frame): silhouette IoU \(overlap)")
        }
        worst[look.preset] = figures
      }
    }
    for (preset, _) in presets {
      let figures = worst[preset] ?? (0, 1, 1)
      print(
        String(
          format: "fidelity html %@: worst mean difference %.2f levels, worst silhouette IoU %.4f (strict %.4f)",
          preset, figures.mean, figures.overlap, figures.strict))
    }
  }

  /// The mean absolute difference of the colour channels, in levels of 255.
  static func meanDifference(_ shot: ImageFile, _ tile: (x: Int, y: Int), _ stage: ImageFile) -> Double {
    var sum = 0
    for y in 0..<stage.height {
      for x in 0..<stage.width {
        let a = shot.pixel(tile.x + x, tile.y + y), b = stage.pixel(x, y)
        sum += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
      }
    }
    return Double(sum) / Double(stage.width * stage.height * 3)
  }

  /// A silhouette: the pixels at least half as opaque as the frame's most opaque one, so a fade changes no shape.
  static func silhouette(_ image: ImageFile, _ tile: (x: Int, y: Int), _ width: Int, _ height: Int) -> [Bool] {
    var peak = 1
    for y in 0..<height { for x in 0..<width { peak = max(peak, Int(image.pixel(tile.x + x, tile.y + y).a)) } }
    var mask = [Bool](repeating: false, count: width * height)
    for y in 0..<height {
      for x in 0..<width { mask[y * width + x] = 2 * Int(image.pixel(tile.x + x, tile.y + y).a) >= peak }
    }
    return mask
  }

  /// Intersection over union of the two silhouettes: strictly, and with a pixel on one side counted as shared
  /// when the other silhouette holds one of its 8 neighbours (the page antialiases its edges; the stage samples
  /// the nearest texel and does not, so edge-on turns differ by a pixel along every edge). 1 when both are empty.
  static func silhouetteOverlap(_ shot: ImageFile, _ tile: (x: Int, y: Int), _ stage: ImageFile)
    -> (strict: Double, withinAPixel: Double)
  {
    let w = stage.width, h = stage.height
    return overlap(silhouette(shot, tile, w, h), silhouette(stage, (0, 0), w, h), width: w, height: h)
  }

  /// Intersection over union of two masks `width` wide: strictly, and counting a pixel of one as shared when the
  /// other holds one of its 8 neighbours. 1 when both are empty.
  static func overlap(_ a: [Bool], _ b: [Bool], width w: Int, height h: Int) -> (strict: Double, withinAPixel: Double) {
    func near(_ m: [Bool], _ x: Int, _ y: Int) -> Bool {
      for dy in -1...1 {
        for dx in -1...1 where (0..<w).contains(x + dx) && (0..<h).contains(y + dy) && m[(y + dy) * w + x + dx] {
          return true
        }
      }
      return false
    }
    var both = 0, either = 0, missed = 0
    for y in 0..<h {
      for x in 0..<w {
        let i = y * w + x
        if a[i] && b[i] { both += 1 }
        if a[i] || b[i] { either += 1 }
        if a[i] != b[i] && !near(a[i] ? b : a, x, y) { missed += 1 }
      }
    }
    guard either > 0 else { return (1, 1) }
    return (Double(both) / Double(either), Double(both) / Double(both + missed))
  }

}
