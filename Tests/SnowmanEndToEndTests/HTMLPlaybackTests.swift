import Foundation
import Synchronization
import XCTest

/// The HTML export as Chromium plays it, every frame at 60 fps (not only the few times the fidelity test samples):
/// the picture's silhouette against the stage's, and the ground shadow's shape in the rows below the picture, where
/// nothing else is drawn.
final class HTMLPlaybackTests: XCTestCase {
  static let width = 448, height = 336, fps = 60
  /// Tiles a Chromium shot holds.
  static let columns = 8, rows = 6
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func test_showcase_everyFrame() throws { try playEveryFrame("Showcase") }

  /// The spring that once showed its picture cut off by a straight edge at 0.9 s.
  func test_wideSpring_everyFrame() throws {
    try playEveryFrame(
      "Wide spring",
      create: ["easing=spring(bounce: 0.5)", "horizontalOffset=200", "widthMultiplier=2", "duration=1.5"])
  }

  private func playEveryFrame(_ preset: String, create: [String]? = nil) throws {
    if let create {
      let r = try Harness.run(Harness.binary.path, ["presets", "create", "--data-dir", data.path, preset] + create)
      XCTAssertEqual(r.status, 0, r.stderr)
    }
    // The two backgrounds render and play side by side: each Chromium run is mostly waiting on one core.
    let backgrounds = ["sky", "transparent"]
    let made = Mutex(
      [Result<(frames: [ImageFile], shots: [ImageFile]), any Error>?](
        repeating: nil, count: backgrounds.count))
    let folder: URL = data
    DispatchQueue.concurrentPerform(iterations: backgrounds.count) { i in
      let render = Result { try Self.render(preset, background: backgrounds[i], in: folder) }
      made.withLock { $0[i] = render }
    }
    let renders = try made.withLock { $0 }.map { try XCTUnwrap($0).get() }
    let sky = renders[0], bare = renders[1]
    XCTAssertEqual(sky.frames.count, bare.frames.count)
    var worst = (mean: 0.0, iou: 1.0, shadow: 1.0)
    for k in sky.frames.indices {
      let perShot = Self.columns * Self.rows
      let tile = (x: (k % perShot % Self.columns) * Self.width, y: (k % perShot / Self.columns) * Self.height)
      let time = String(format: "%.3f s", Double(k) / Double(Self.fps))
      let overlap = CodeExportFidelityTests.silhouetteOverlap(bare.shots[k / perShot], tile, bare.frames[k])
      let mean = CodeExportFidelityTests.meanDifference(sky.shots[k / perShot], tile, sky.frames[k])
      let shadow = Self.shadowOverlap(sky.shots[k / perShot], tile, sky.frames[k], picture: bare.frames[k])
      worst = (max(worst.mean, mean), min(worst.iou, overlap.withinAPixel), min(worst.shadow, shadow))
      XCTAssertGreaterThanOrEqual(overlap.withinAPixel, 0.97, "\(preset) at \(time): the picture's silhouette")
      XCTAssertLessThanOrEqual(mean, 3, "\(preset) at \(time): mean difference")
      XCTAssertGreaterThanOrEqual(shadow, 0.97, "\(preset) at \(time): the shadow's shape")
    }
    print(
      "html playback \(preset), \(sky.frames.count) frames at \(Self.fps) fps: worst mean \(worst.mean) levels, "
        + "worst IoU \(worst.iou), worst shadow IoU \(worst.shadow)")
  }

  /// `preset`'s frames on `background` as `render` draws them, and its page played by Chromium at each frame's time.
  private static func render(_ preset: String, background: String, in data: URL) throws -> (
    frames: [ImageFile], shots: [ImageFile]
  ) {
    let page = data.appendingPathComponent("\(background).html")
    let folder = data.appendingPathComponent(background, isDirectory: true)
    for out in [page.path, folder.path + "/"] {
      let r = try Harness.run(
        "/usr/bin/env",
        [
          "-u", "DISPLAY", Harness.binary.path, "render", "--data-dir", data.path, "--preset", preset, "--out", out,
          "--size", "\(Self.width)x\(Self.height)", "--fps", "\(Self.fps)", "--background", background,
        ])
      XCTAssertEqual(r.status, 0, r.stderr)
    }
    let frames = try ImageFile.frames(in: folder)
    let grid = ChromiumGrid(width: Self.width, height: Self.height, columns: Self.columns, folder: data)
    let perShot = Self.columns * Self.rows
    let shots = try stride(from: 0, to: frames.count, by: perShot).map { start in
      try grid.shot(
        page, times: (start..<min(start + perShot, frames.count)).map { Double($0) * 1000 / Double(Self.fps) },
        transparent: background == "transparent")
    }
    return (frames, shots)
  }

  /// The shadow's shape in the rows below the lowest of the picture's (where only the sky and the shadow are
  /// drawn) as the page and the stage draw it: a pixel is the shadow's when it is darker than its row's sky by at
  /// least half the darkest shadow pixel there. Their overlap within a pixel (an ellipse against the rectangle
  /// around it is 0.79); 1 when neither draws a shadow there.
  static func shadowOverlap(_ shot: ImageFile, _ tile: (x: Int, y: Int), _ stage: ImageFile, picture: ImageFile)
    -> Double
  {
    var lowest = -1
    for y in 0..<picture.height where (0..<picture.width).contains(where: { picture.pixel($0, y).a > 0 }) {
      lowest = y
    }
    let top = min(lowest + 2, stage.height), w = stage.width, h = stage.height - top
    func mask(_ image: ImageFile, _ ox: Int, _ oy: Int) -> [Bool] {
      func sum(_ x: Int, _ y: Int) -> Int {
        let p = image.pixel(ox + x, oy + y)
        return Int(p.r) + Int(p.g) + Int(p.b)
      }
      var darkness = [Int](repeating: 0, count: w * h)
      for y in 0..<h {
        // The sky of the row: the brighter of its two ends (the shadow stays off at least one).
        let sky = max(sum(0, top + y), sum(w - 1, top + y))
        for x in 0..<w { darkness[y * w + x] = sky - sum(x, top + y) }
      }
      let peak = darkness.max() ?? 0
      return darkness.map { peak >= 6 && 2 * $0 >= peak }
    }
    guard h > 0 else { return 1 }
    return CodeExportFidelityTests.overlap(mask(shot, tile.x, tile.y), mask(stage, 0, 0), width: w, height: h)
      .withinAPixel
  }
}
