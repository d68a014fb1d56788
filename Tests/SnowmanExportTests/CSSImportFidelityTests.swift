import Foundation
import SnowmanExport
import SnowmanModel
import SnowmanView
import XCTest

@testable import SnowmanCSS

/// CSS `@keyframes` nobody here wrote, brought in and played on the stage, against headless Chromium playing the
/// same CSS on the plain page the import means: the picture at its rest box on the window's stage (a CSS pixel a
/// stage point), paused through the Web Animations API. `SNOWMAN_CSS_BLOCKS` sets how many blocks (300 unless
/// told), `SNOWMAN_CSS_SEED` which.
final class CSSImportFidelityTests: XCTestCase {
  /// Each moment is drawn 160×120 (the stage at 0.357 px a point); Chromium draws it four times denser and each
  /// pixel is the mean of its 4 × 4 block, as in the stage-fidelity test.
  static let width = 160, height = 120, supersampling = 4
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("css-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  /// One look: a block's CSS (with the class that plays it), the preset it came in as, and a moment in seconds.
  struct Look {
    let css: String
    let className: String
    let setting: AnimationSetting
    let seconds: Double
    let label: String
  }

  /// The import measures the picture on the window's stage at its default size: the two must not drift apart.
  func test_theImportsStage_isTheWindowsDefaultStage() {
    XCTAssertEqual(CSSImport.referenceStage.width, Double(Layout.defaultStage.w), accuracy: 1e-9)
    XCTAssertEqual(CSSImport.referenceStage.height, Double(Layout.defaultStage.h), accuracy: 1e-9)
  }

  // Where Chromium computes the picture and how it draws it are two tests, so two workers can run them at once.
  func test_generatedKeyframes_placeThePicture_whereChromiumComputesIt() throws {
    let geometry = try measureGeometry(generatedLooks(reporting: true))
    print(String(format: "css import geometry against Chromium's computed style: worst %.4f pt", geometry))
  }

  func test_generatedKeyframes_drawAsChromiumDrawsThem() throws {
    let looks = try generatedLooks(reporting: false)
    print(try measurePixels(looks).line("css import, stage against Chromium's page, \(looks.count) moments"))
  }

  /// The seeded blocks, each read as it should be (brought in, or refused in a sentence), at eight moments each.
  func generatedLooks(reporting: Bool) throws -> [Look] {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["SNOWMAN_CSS_BLOCKS"].flatMap(Int.init) ?? 300
    let seed = environment["SNOWMAN_CSS_SEED"].flatMap(UInt64.init) ?? 2026_11_26
    var g = SeededGenerator(seed: seed ^ 0x5EED)
    var looks: [Look] = []
    var refused: [String: Int] = [:]
    var keyframes: [Int] = []
    for block in KeyframesGenerator.blocks(count: count, seed: seed) {
      let results = CSSImport.read(block.css)
      guard results.count == 1, let result = results.first else {
        XCTFail("block \(block.index) read as \(results.count) blocks:\n\(block.css)")
        continue
      }
      switch result {
      case .success(let motion):
        XCTAssertTrue(block.expressible, "block \(block.index) (\(block.why)) came in:\n\(block.css)")
        XCTAssertEqual(
          Timeline(motion.setting).totalSeconds, block.seconds, accuracy: 1.0 / 120,
          "block \(block.index) plays for another length:\n\(block.css)")
        keyframes.append(motion.setting.tracks.keyed.reduce(0) { $0 + $1.track.keyframes.count })
        for j in 0..<8 {
          // Eight moments spread over what plays, each off its even place by a little, never on a keyframe's edge.
          let u = (Double(j) + 0.5 + Double.random(in: -0.3...0.3, using: &g)) / 8
          looks.append(
            Look(
              css: block.css, className: block.name, setting: motion.setting, seconds: u * block.seconds,
              label: "block \(block.index) at \(String(format: "%.3f", u * block.seconds)) s"))
        }
      case .failure(let refusal):
        XCTAssertFalse(block.expressible, "block \(block.index) was refused: \(refusal)\n\(block.css)")
        refused["\(block.why) (“\(refusal.reason.prefix(60))…”)", default: 0] += 1
      }
    }
    if reporting {
      print(
        "css import, seed \(seed): \(count) blocks, \(count - refused.values.reduce(0, +)) imported "
          + "(\(keyframes.min() ?? 0) to \(keyframes.max() ?? 0) keyframes), \(refused.values.reduce(0, +)) refused: "
          + refused.map { "\($0.value) for \($0.key)" }.sorted().joined(separator: "; "))
    }
    return looks
  }

  /// The farthest the stage puts the picture's corners from where Chromium's computed transform puts them.
  func measureGeometry(_ looks: [Look]) throws -> Double {
    let box = CSSImport.pictureBox
    // Each page holds only its own elements' rules: every rule on every page made each page's styles cost more.
    let samples = try ChromiumComputed.sample(
      rules: looks.map(\.css),
      elements: looks.indices.map { k in
        "<div id=\"e\(k)\" class=\"\(looks[k].className)\" style=\"position:absolute;left:142.4px;top:53.76px;"
          + "width:\(box.width)px;height:\(box.height)px\"></div>"
      }, times: looks.map { [$0.seconds * 1000] }, folder: folder)
    var worst = 0.0
    for (k, look) in looks.enumerated() {
      guard let s = samples[k].first else { continue }
      let pose = Timeline(look.setting).pose(atExactTick: look.seconds * Double(Timeline.ticksPerSecond))
      var rows = [Double](repeating: 0, count: 16)
      for r in 0..<4 { for c in 0..<4 { rows[4 * r + c] = s.matrix[4 * c + r] } }
      let d = FrameDistance.points(
        matrix: Matrix4(m: rows), origin: Origin(x: s.origin.x / box.width, y: s.origin.y / box.height), pose: pose,
        box: box)
      let fade = abs(min(max(pose.opacity, 0), 1) - s.opacity)
      XCTAssertLessThanOrEqual(d, 1, "\(look.label): the stage puts the picture \(d) pt from the page\n\(look.css)")
      XCTAssertLessThanOrEqual(fade, 0.01, "\(look.label): opacity \(pose.opacity) against \(s.opacity)\n\(look.css)")
      worst = max(worst, d)
    }
    return worst
  }

  /// Every look drawn by the software stage and by Chromium, held to the stage's bounds.
  func measurePixels(_ looks: [Look]) throws -> FidelitySummary {
    let snowman = try BuiltInArtwork.snowman()
    try snowman.savePNG(to: folder.appendingPathComponent("snowman.png").path)
    let frames = try StageFrames(width: Self.width, height: Self.height, artwork: snowman)
    let density = RenderRequest.density(width: Self.width, height: Self.height)
    let box = CSSImport.pictureBox
    var summary = FidelitySummary()
    let batch = 100
    let columns = ChromiumStage.columns
    let (cellW, cellH) = (CSSImport.referenceStage.width, CSSImport.referenceStage.height)
    var pages: [(start: Int, page: URL, rows: Int)] = []
    for start in stride(from: 0, to: looks.count, by: batch) {
      let part = Array(looks[start..<min(looks.count, start + batch)])
      var cells = ""
      var times = ""
      for (k, look) in part.enumerated() {
        cells +=
          "<div style=\"position:absolute;overflow:hidden;left:\(Double(k % columns) * cellW)px;"
          + "top:\(Double(k / columns) * cellH)px;width:\(cellW)px;height:\(cellH)px\">"
          // The rest box is placed by a transformed holder: a browser snaps a box's place to whole pixels, not a
          // transform's.
          + "<div style=\"position:absolute;left:0;top:0;transform:translate(\((cellW - box.width) / 2)px, "
          + "\((cellH - box.height) / 2)px)\"><img id=\"e\(k)\" class=\"\(look.className)\" src=\"snowman.png\" "
          + "style=\"position:absolute;left:0;top:0;width:\(box.width)px;height:\(box.height)px\"></div></div>"
        times += "pause(\(k), \(look.seconds * 1000));"
      }
      let css = Set(part.map(\.css)).joined(separator: "\n")
      // Every element's animations asked for before any is paused: asking computes the page's styles.
      let script =
        "const all = [...document.querySelectorAll('img')].map(e => e.getAnimations());"
        + "function pause(k, t) { all[k].forEach(a => { a.pause(); a.currentTime = t; }); }" + times
      let page = folder.appendingPathComponent("looks-\(start).html")
      try """
      <!DOCTYPE html><html><head><style>\(css)</style></head>
      <body style="margin:0;background:transparent">\(cells)<script>\(script)</script></body></html>
      """.write(to: page, atomically: true, encoding: .utf8)
      pages.append((start, page, (part.count + columns - 1) / columns))
    }
    // Two shots at a time (most of a shot is Chromium encoding one big PNG, on one core), then compared in order.
    // A shot of these pages takes 2–3 s here (a hung one never ends): a loaded CI machine needed more than 8.
    let shots = Shots(count: pages.count)
    let (scale, folder, written) = (Double(Self.supersampling) * density, folder!, pages)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for i in stride(from: worker, to: written.count, by: 2) {
        shots.set(
          i,
          try? ChromiumStage.shoot(
            written[i].page, width: Int(cellW) * columns, height: Int(cellH) * written[i].rows + 200, scale: scale,
            folder: folder, timeout: 15))
      }
    }
    for (i, (start, page, _)) in pages.enumerated() {
      let part = Array(looks[start..<min(looks.count, start + batch)])
      let png = try XCTUnwrap(shots.all[i], "chromium did not draw \(page.lastPathComponent)")
      let grid = ChromiumStage.Grid(surface: try Surface(contentsOf: png.path), supersampling: Self.supersampling)
      for (k, look) in part.enumerated() {
        let pose = Timeline(look.setting).pose(atExactTick: look.seconds * Double(Timeline.ticksPerSecond))
        var ours = [UInt8](repeating: 0, count: Self.width * Self.height * 4)
        try frames.draw(pose, density: density, background: .transparent) { base, pitch in
          for y in 0..<Self.height {
            for x in 0..<Self.width * 4 { ours[y * Self.width * 4 + x] = base[y * pitch + x] }
          }
        }
        let theirs = grid.tile(k, width: Self.width, height: Self.height)
        let result = StageComparison(ours, theirs, width: Self.width, height: Self.height)
        summary.add(result, pose: start + k)
        if let failure = result.failure {
          XCTFail("\(look.label): \(failure)\n\(look.css)")
          try Self.save(look.label, [("stage", ours), ("chromium", theirs)])
        }
      }
    }
    return summary
  }

  /// Keeps a failing moment's two drawings for a person to look at (the temporary folder's
  /// css-import-failures).
  static func save(_ label: String, _ drawings: [(String, [UInt8])]) throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("css-import-failures")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let stem = label.replacingOccurrences(of: " ", with: "-")
    for (name, pixels) in drawings {
      try pixels.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        try Surface.savePNG(
          rgba: base, width: width, height: height, stride: width * 4,
          to: dir.appendingPathComponent("\(stem)-\(name).png").path)
      }
    }
  }
}

/// The shots two workers took, kept under a lock.
private final class Shots: @unchecked Sendable {
  private var items: [URL?]
  private let lock = NSLock()
  init(count: Int) { items = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ url: URL?) { lock.withLock { items[i] = url } }
  var all: [URL?] { lock.withLock { items } }
}
