import Foundation
import XCTest

/// Native Wayland with no GPU: under a headless sway, at scale 1 and 2, the window opens as a Wayland
/// (xdg-shell) window, the compositor shows the app's own pixels one to one (at scale 2: drawn at twice the
/// points, not upscaled), and a click through a virtual pointer (wayvnc) reaches it.
final class WaylandScenarioTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  /// `png`'s pixels in `rect` (x, y, w, h in pixels) as grey levels, by ImageMagick.
  func grey(_ png: URL, _ rect: (Int, Int, Int, Int)) throws -> [UInt8] {
    let convert = try XCTUnwrap(Harness.which("convert"), "make test installs imagemagick")
    let raw = folderFile("crop-\(UUID().uuidString).gray")
    let r = try Harness.run(
      convert,
      [
        png.path, "-crop", "\(rect.2)x\(rect.3)+\(rect.0)+\(rect.1)", "+repage", "-colorspace", "gray", "-depth", "8",
        "gray:\(raw.path)",
      ])
    XCTAssertEqual(r.status, 0, r.stderr)
    return [UInt8](try Data(contentsOf: raw))
  }

  func folderFile(_ name: String) -> URL { data.appendingPathComponent(name) }

  func test_nativeWaylandWithoutAGPU_opensAtScale1And2_drawsAtTheOutputsScale_andTakesClicks() throws {
    let grim = try XCTUnwrap(Harness.which("grim"), "make test installs grim")
    let wayvnc = try XCTUnwrap(Harness.which("wayvnc"), "make test installs wayvnc")
    let noGPU = RendererChoiceProbe.noRenderNode
    for scale in [1, 2] {
      let sway = try HeadlessSway(scale: scale, width: 700, height: 900)
      // One frame as the app itself drew it, at the output's scale.
      let shot = folderFile("shot-\(scale).png")
      let run = try Harness.run(
        Harness.binary.path,
        [
          "play", "--data-dir", data.path, "--size", "480x800", "--frames", "6", "--screenshot", shot.path, "--verbose",
        ],
        environment: sway.environment, timeout: 60)
      XCTAssertEqual(run.status, 0, "scale \(scale): \(run.stderr)")
      if noGPU {
        XCTAssertTrue(
          run.stderr.contains("snowman: drawing with OpenGL (opengl"), "says how it draws when asked: \(run.stderr)")
      }
      let size = try Harness.run(try XCTUnwrap(Harness.which("identify")), ["-format", "%wx%h", shot.path]).stdout
      XCTAssertEqual(size, "\(480 * scale)x\(800 * scale)", "scale \(scale): drawn at the output's scale")

      // The window, live.
      let map = folderFile("map-\(scale).json")
      let app = Process()
      app.executableURL = Harness.binary
      app.arguments = ["play", "--data-dir", data.path, "--size", "480x800", "--ui-map", map.path]
      app.environment = Harness.childEnvironment(sway.environment)
      app.standardError = FileHandle.nullDevice
      try app.run()
      defer {
        app.terminate()
        app.waitUntilExit()
      }
      XCTAssertTrue(Harness.waitFor(20) { (try? Data(contentsOf: map)) != nil }, "scale \(scale): the window opened")
      var window: (x: Double, y: Double, w: Double, h: Double, shell: String)?
      XCTAssertTrue(
        Harness.waitFor(10) {
          window = try? sway.window(appID: "snowman"); return window != nil
        })
      let w = try XCTUnwrap(window)
      XCTAssertEqual(w.shell, "xdg_shell", "a native Wayland window, not Xwayland")
      XCTAssertEqual([w.w, w.h], [480, 800])

      // What the compositor shows is what the app drew, pixel for pixel: not a 1× buffer scaled up.
      let screen = folderFile("screen-\(scale).png")
      let region = (Int(w.x) * scale, Int(w.y) * scale, 480 * scale, 140 * scale)
      let drawn = try grey(shot, (0, 0, 480 * scale, 140 * scale))
      var shown: [UInt8] = []
      var meanDifference = Double.infinity
      // Grabbed until the compositor shows the window's first frame.
      _ = Harness.waitFor(15) {
        guard (try? Harness.run(grim, ["-o", "HEADLESS-1", screen.path], environment: sway.environment).status) == 0,
          let grabbed = try? self.grey(screen, region), grabbed.count == drawn.count
        else { return false }
        shown = grabbed
        meanDifference = zip(shown, drawn).reduce(0.0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(shown.count)
        return meanDifference < 2
      }
      XCTAssertLessThan(meanDifference, 2, "scale \(scale): the screen shows the app's pixels")
      if scale == 2 {
        // Text drawn at two pixels a point has edges inside 2×2 blocks; an upscaled 1× buffer has none.
        var detailed = 0
        let width = 480 * scale
        for y in stride(from: 0, to: 140 * scale - 1, by: 2) {
          for x in stride(from: 0, to: width - 1, by: 2) {
            let block = [
              shown[y * width + x], shown[y * width + x + 1], shown[(y + 1) * width + x],
              shown[(y + 1) * width + x + 1],
            ]
            if (block.max() ?? 0) - (block.min() ?? 0) > 8 { detailed += 1 }
          }
        }
        XCTAssertGreaterThan(detailed, 150, "the title is drawn at the output's scale, not upscaled")
      }

      // A click through a virtual pointer: the Settings tab.
      let port = UInt16(5990 + scale)
      let vnc = Process()
      vnc.executableURL = URL(fileURLWithPath: wayvnc)
      vnc.arguments = ["127.0.0.1", String(port)]
      vnc.environment = Harness.childEnvironment(sway.environment)
      vnc.standardOutput = FileHandle.nullDevice
      vnc.standardError = FileHandle.nullDevice
      try vnc.run()
      defer {
        vnc.terminate()
        vnc.waitUntilExit()
      }
      var pointer: VNCPointer?
      XCTAssertTrue(
        Harness.waitFor(10) {
          pointer = try? VNCPointer(port: port); return pointer != nil
        }, "wayvnc")
      let state = { () -> [String: Any] in
        guard let d = try? Data(contentsOf: map), let m = try? JSONSerialization.jsonObject(with: d) as? [String: Any]
        else { return [:] }
        return m
      }
      let tab = try XCTUnwrap(
        (state()["controls"] as? [[String: Any]])?.first { $0["id"] as? String == "tab.settings" }, "tab.settings")
      let cx = (w.x + (tab["x"] as? Double ?? 0) + (tab["w"] as? Double ?? 0) / 2) * Double(scale)
      let cy = (w.y + (tab["y"] as? Double ?? 0) + (tab["h"] as? Double ?? 0) / 2) * Double(scale)
      try XCTUnwrap(pointer).click(x: Int(cx), y: Int(cy))
      XCTAssertTrue(
        Harness.waitFor(10) { (state()["state"] as? [String: Any])?["tab"] as? String == "settings" },
        "scale \(scale): the click reached the Settings tab")
    }
  }
}

/// Whether this machine has no GPU render node, as the app decides its renderer.
enum RendererChoiceProbe {
  static var noRenderNode: Bool {
    let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    return !nodes.contains { $0.hasPrefix("renderD") }
  }
}
