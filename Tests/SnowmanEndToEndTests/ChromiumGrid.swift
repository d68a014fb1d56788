import Foundation
import SnowmanFuzzing
import XCTest

/// A page played by headless Chromium and paused through the Web Animations API at chosen times: each time a tile
/// of one screenshot, `columns` a row, one Chromium run.
struct ChromiumGrid {
  let width: Int, height: Int
  let columns: Int
  /// Where the paused copies of the page and the shot are written.
  let folder: URL

  /// The page paused at each of `times` (milliseconds), tile `k` at column `k % columns`, row `k / columns`.
  func shot(_ page: URL, times: [Double], transparent: Bool) throws -> ImageFile {
    try shot(times.map { (page, $0) }, transparent: transparent)
  }

  /// Each of `tiles`' pages paused at its time (milliseconds), tile `k` at column `k % columns`, row `k / columns`.
  func shot(_ tiles: [(page: URL, ms: Double)], transparent: Bool) throws -> ImageFile {
    let chromium = try XCTUnwrap(Harness.which("chromium"), "make test installs chromium")
    let page = tiles[0].page
    var frameTags = ""
    let tag = UUID().uuidString.prefix(8)
    for (k, (page, ms)) in tiles.enumerated() {
      let html = try String(contentsOf: page, encoding: .utf8)
      let pause = "<script>document.getAnimations().forEach(a => { a.pause(); a.currentTime = \(ms); });</script>"
      let paused = folder.appendingPathComponent("paused-\(tag)-\(k).html")
      try html.replacingOccurrences(of: "</body>", with: pause + "</body>").write(
        to: paused, atomically: true, encoding: .utf8)
      frameTags +=
        "<iframe src=\"\(paused.lastPathComponent)\" style=\"position:absolute;border:0;"
        + "left:\((k % columns) * width)px;top:\((k / columns) * height)px;"
        + "width:\(width)px;height:\(height)px\"></iframe>"
    }
    let rows = (tiles.count + columns - 1) / columns
    let grid = folder.appendingPathComponent("grid-\(tag).html")
    try "<!DOCTYPE html><html><body style=\"margin:0;background:transparent\">\(frameTags)</body></html>".write(
      to: grid, atomically: true, encoding: .utf8)
    let png = folder.appendingPathComponent("grid-\(tag).png")
    // A hung browser is the machine's trouble, not the page's: a shot takes 1-3 s, so a hung one is stopped when
    // its processes have nearly rested for 2 s (`StalledProcess`) or at 30 s, and tried again, five times in all (the last
    // waits out the deadline), and the page is judged on the shot either way.
    for attempt in 1...5 {
      try? FileManager.default.removeItem(at: png)
      let (program, arguments) = MachineTurn.ahead(
        chromium,
        [
          "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
          // A profile of its own each run: one left locked by an earlier run cannot hold this one up.
          "--user-data-dir=\(folder.appendingPathComponent("chromium-\(UUID().uuidString)").path)",
          "--window-size=\(columns * width),\(rows * height)", "--screenshot=\(png.path)",
          // Virtual time lets every frame finish loading first. Even then, under load, the shot can hold a tile
          // only partly rastered (1 of 12 loaded runs cut the Chain's sprite off at a raster tile's edge: IoU
          // 0.77, in CI too); drawing every compositor stage before the shot gave 50 of 50 whole.
          "--virtual-time-budget=5000", "--run-all-compositor-stages-before-draw",
        ] + (transparent ? ["--default-background-color=00000000"] : []) + [grid.absoluteString])
      let (started, r) = try MachineTurn.taking("chromium") {
        (Date(), try Harness.run(program, arguments, timeout: 30, quiet: attempt < 5 ? 2 : nil))
      }
      // Chromium exits 0 even when the deadline's SIGTERM stops it: a shot counts only when it finished in time
      // and wrote its file.
      let finished =
        r.status == 0 && Date().timeIntervalSince(started) < 29.5 && FileManager.default.fileExists(atPath: png.path)
      if finished || attempt == 5 {
        XCTAssertTrue(finished, "chromium did not finish the shot of \(page.lastPathComponent): \(r.stderr)")
        break
      }
      print("chromium did not finish the shot of \(page.lastPathComponent) (status \(r.status)); once more")
    }
    return try ImageFile.rgba(png)
  }
}
