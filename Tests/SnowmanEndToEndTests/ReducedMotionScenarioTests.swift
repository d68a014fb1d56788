import Foundation
import XCTest

/// The desktop's wish for less motion reaches the window: GNOME's `enable-animations`, set with gsettings in a
/// settings file of the test's own (GLib's keyfile backend), is read when there is no portal to ask.
final class ReducedMotionScenarioTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws {
    data = try Harness.tempFolder()
  }

  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func test_gnomesAnimationsOff_reducesTheAppsMotion_andOnKeepsIt_readWithTheScheme() throws {
    let gsettings = try XCTUnwrap(Harness.which("gsettings"), "GLib's gsettings ships with libglib2.0-bin")
    let x = try XvfbServer()
    // One read of GNOME's settings gives both: the scheme is set beside the animations.
    for (animations, scheme, motion, theme) in [
      ("false", "prefer-dark", "reduced", "dark"), ("true", "default", "full", "light"),
    ] {
      let config = data.appendingPathComponent("config-\(animations)")
      let desktop = ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config.path]
      for (key, value) in [("enable-animations", animations), ("color-scheme", scheme)] {
        let set = try Harness.run(
          gsettings, ["set", "org.gnome.desktop.interface", key, value], environment: Harness.childEnvironment(desktop))
        XCTAssertEqual(set.status, 0, set.stderr)
      }
      let folder = data.appendingPathComponent("data-\(animations)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let app = try AppUnderTest(
        x: x, dataDir: folder, arguments: ["--size", "480x800", "--intro", "always"], environment: desktop)
      app.waitFor("motion \(motion)") { app.state["motion"] as? String == motion }
      XCTAssertEqual(app.state["theme"] as? String, theme)
      XCTAssertEqual(app.state["intro"] as? Int, 1, "the intro is up")
      app.close()
    }
  }
}
