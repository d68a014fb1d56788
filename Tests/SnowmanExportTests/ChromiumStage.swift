import Foundation
import SnowmanExport
import SnowmanFuzzing
import SnowmanModel
import SnowmanView
import XCTest

/// The two pictures the stage-fidelity poses draw: the built-in snowman (transparent margins, dark outlines) and an
/// opaque photo-like gradient (its edge is the picture's edge), as files for Chromium and as surfaces for the stage.
struct TestPictures {
  let snowmanFile: URL, photoFile: URL
  private let snowman: Surface, photo: Surface

  init(folder: URL) throws {
    snowman = try BuiltInArtwork.snowman()
    snowmanFile = folder.appendingPathComponent("snowman.png")
    try snowman.savePNG(to: snowmanFile.path)
    let w = 400, h = 300
    var pixels = [UInt8](repeating: 255, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let i = (y * w + x) * 4
        pixels[i] = UInt8(40 + 180 * x / w)
        pixels[i + 1] = UInt8(200 - 150 * y / h)
        pixels[i + 2] = UInt8(128 + Int(90 * sin(Double(x + y) / 45)))
      }
    }
    let photoFile = folder.appendingPathComponent("photo.png")
    try pixels.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      try Surface.savePNG(rgba: base, width: w, height: h, stride: w * 4, to: photoFile.path)
    }
    self.photoFile = photoFile
    photo = try Surface(contentsOf: photoFile.path)
  }

  func surface(_ picture: PoseCase.Picture) -> Surface { picture == .snowman ? snowman : photo }
  func file(_ picture: PoseCase.Picture) -> URL { picture == .snowman ? snowmanFile : photoFile }
}

/// Headless Chromium drawing poses as a browser does: each a cell the stage's size holding the picture at the
/// stage's rest size, transformed by the CSS 3-D transform written from the pose about its anchor
/// (`transform-origin`), in the stage's order, right to left: scale, skewY, skewX, rotateX, rotateY, rotateZ,
/// translateZ, perspective, then the offset.
enum ChromiumStage {
  static let columns = 10

  /// One screenshot of `cases` in a grid of `columns`, on nothing.
  static func screenshot(
    _ cases: [PoseCase], width: Int, height: Int, pictures: TestPictures, folder: URL, supersampling: Int = 1
  ) throws -> Grid {
    let density = RenderRequest.density(width: width, height: height)
    var cells = ""
    for (k, c) in cases.enumerated() {
      let surface = pictures.surface(c.picture)
      let aspect = Double(surface.width) / Double(surface.height)
      let stageW = Double(width) / density, stageH = Double(height) / density
      var h = stageH * 0.68, w = h * aspect
      if w > stageW * 0.7 { (w, h) = (stageW * 0.7, stageW * 0.7 / aspect) }
      let p = c.pose
      // The pose's scale is the box's size, so Blink rasterises the picture at the size it is drawn (through its
      // mipmapped image filter): held in the transform, a picture squashed twenty times is rasterised for its long
      // side and the compositor's bilinear sampling, which has no mipmaps, aliases the short one even at 4 × 4.
      // Blink snaps an image's painted box to whole pixels: the box is whole, and the rest of its size is in the
      // transform's scale, so the browser is held to the transform alone.
      // A scale an overshooting easing took past zero mirrors the picture: its sign stays in the transform.
      let rest = (w: w, h: h)
      (w, h) = (w * density * abs(p.scaleX), h * density * abs(p.scaleY))
      let (boxW, boxH) = (max(1, w.rounded(.up)), max(1, h.rounded(.up)))
      // The picture's box at the cell's corner and all its placement in the transform: a browser snaps a box's
      // position to whole pixels, not a transform's translation. The anchor is the origin, a share of the box: it
      // lands where the stage puts the anchor of the picture at rest, moved by the offset.
      let left = Double(width) / 2 + (p.anchorX - 0.5) * rest.w * density + p.offsetX * density - p.anchorX * boxW
      let top = Double(height) / 2 + (p.anchorY - 0.5) * rest.h * density + p.offsetY * density - p.anchorY * boxH
      // The eye as the matrix perspective() makes (m34 = −1/d): a curve that overshoots past "none" carries the
      // stage's perspective below zero, an eye behind the viewer, which perspective() cannot say (a negative length
      // is invalid CSS) but the matrix can, as the stage draws it.
      let eye =
        p.perspective != 0 ? "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, \(-p.perspective / density), 0, 0, 0, 1) " : ""
      let transform =
        "translate(\(left)px, \(top)px) \(eye)translateZ(\(p.depth * density)px) "
        + "rotateZ(\(p.rotationZ)rad) rotateY(\(p.rotationY)rad) rotateX(\(p.rotationX)rad) "
        + "skewX(\(p.skewX)rad) skewY(\(p.skewY)rad) "
        + "scale(\(w / boxW * (p.scaleX < 0 ? -1 : 1)), \(h / boxH * (p.scaleY < 0 ? -1 : 1)))"
      cells +=
        "<div style=\"position:absolute;overflow:hidden;left:\((k % columns) * width)px;"
        + "top:\((k / columns) * height)px;width:\(width)px;height:\(height)px\">"
        + "<img src=\"\(pictures.file(c.picture).lastPathComponent)\" style=\"position:absolute;"
        + "left:0;top:0;width:\(Int(boxW))px;height:\(Int(boxH))px;"
        + "transform-origin:\(p.anchorX * 100)% \(p.anchorY * 100)%;"
        + "transform:\(transform);opacity:\(min(max(p.opacity, 0), 1))\"></div>"
    }
    let page = folder.appendingPathComponent("poses.html")
    try "<!DOCTYPE html><html><body style=\"margin:0;background:transparent\">\(cells)</body></html>".write(
      to: page, atomically: true, encoding: .utf8)
    let rows = (cases.count + columns - 1) / columns
    let png = try shoot(
      page, width: columns * width, height: rows * height + 200, scale: Double(supersampling), folder: folder)
    let grid = Grid(surface: try Surface(contentsOf: png.path), supersampling: supersampling)
    XCTAssertGreaterThanOrEqual(
      grid.surface.height, rows * height * supersampling, "the screenshot cuts the last row of poses")
    return grid
  }

  /// `page` shot by headless Chromium in a window `width`×`height` CSS pixels at device scale `scale`, on nothing,
  /// after every picture has decoded and every raster tile is drawn: the PNG's path.
  static func shoot(
    _ page: URL, width: Int, height: Int, scale: Double, folder: URL, timeout: TimeInterval = 20, attempts: Int = 5
  ) throws -> URL {
    let png = folder.appendingPathComponent(page.deletingPathExtension().lastPathComponent + ".png")
    try? FileManager.default.removeItem(at: png)
    let chromium = try XCTUnwrap(
      ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) },
      "make test installs chromium")
    // A hung browser is the browser's trouble, not the stage's: about one shot in four of a page of 100 paused
    // animations never ends here (nearly asleep, the same page finishing the next time in 2.3 s), so a shot whose browser
    // has nearly rested for 2 s (`StalledProcess`) or still runs at `timeout` is stopped and tried again, up to `attempts`
    // times (the last waits out the timeout), and the poses are judged on the shot either way.
    for attempt in 1...attempts {
      let process = Process()
      let (program, arguments) = MachineTurn.ahead(
        chromium,
        [
          "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
          "--force-device-scale-factor=\(scale)",
          // A profile of its own each run: one left locked by an earlier run cannot hold this one up.
          "--user-data-dir=\(folder.appendingPathComponent("chromium-\(UUID().uuidString)").path)",
          "--default-background-color=00000000",
          // Every picture decoded and every raster tile drawn before the shot: without these a loaded machine's
          // shot can hold a tile only partly rastered (seen in the HTML fidelity test).
          "--virtual-time-budget=5000", "--run-all-compositor-stages-before-draw",
          "--window-size=\(width),\(height)", "--screenshot=\(png.path)", page.absoluteString,
        ])
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try? FileManager.default.removeItem(at: png)
      let inTime = try MachineTurn.taking("chromium") {
        try process.run()
        _ = StalledProcess.wait(
          pid: process.processIdentifier, isRunning: { process.isRunning }, timeout: timeout,
          quiet: attempt < attempts ? 2 : nil)
        // Chromium exits 0 even when this SIGTERM stops it: a shot counts only when it finished in time and wrote
        // its file.
        let inTime = !process.isRunning
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return inTime
      }
      let finished =
        inTime && process.terminationReason == .exit && process.terminationStatus == 0
        && FileManager.default.fileExists(atPath: png.path)
      if finished || attempt == attempts {
        XCTAssertTrue(finished, "chromium failed drawing \(page.path)")
        break
      }
      print("chromium did not finish the shot of \(page.lastPathComponent); once more")
    }
    return png
  }

  /// The screenshot, cut into the poses' cells; drawn `supersampling` times denser, each pixel is the average of its
  /// block (premultiplied, as light adds up), the picture's area seen through each pixel.
  struct Grid {
    let surface: Surface
    var supersampling = 1
    func tile(_ k: Int, width: Int, height: Int) -> [UInt8] {
      var out = [UInt8](repeating: 0, count: width * height * 4)
      let n = supersampling
      let left = (k % ChromiumStage.columns) * width * n, top = (k / ChromiumStage.columns) * height * n
      _ = surface.withPixels { base, pitch in
        for y in 0..<height {
          for x in 0..<width {
            var sums = (0, 0, 0, 0)
            for j in 0..<n {
              let row = base + (top + y * n + j) * pitch + (left + x * n) * 4
              for i in 0..<n {
                let p = row + i * 4, a = Int(p[3])
                sums.0 += Int(p[0]) * a
                sums.1 += Int(p[1]) * a
                sums.2 += Int(p[2]) * a
                sums.3 += a
              }
            }
            let o = (y * width + x) * 4
            if sums.3 > 0 {
              out[o] = UInt8((sums.0 + sums.3 / 2) / sums.3)
              out[o + 1] = UInt8((sums.1 + sums.3 / 2) / sums.3)
              out[o + 2] = UInt8((sums.2 + sums.3 / 2) / sums.3)
            }
            out[o + 3] = UInt8((sums.3 + n * n / 2) / (n * n))
          }
        }
      }
      return out
    }
  }
}
