import Foundation
import XCTest

/// The code exports from the command line: what they refuse, and that `presets show --as` prints what the window
/// copies.
final class CodeExportCommandTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func render(_ arguments: [String]) throws -> Harness.Result {
    try Harness.run(
      "/usr/bin/env", ["-u", "DISPLAY", Harness.binary.path, "render", "--data-dir", data.path] + arguments)
  }

  func test_unknownExtension_listsTheOnesThatWork_andWritesNothing() throws {
    let out = data.appendingPathComponent("motion.svg")
    let r = try render(["--preset", "Showcase", "--out", out.path])
    XCTAssertNotEqual(r.status, 0)
    XCTAssertTrue(r.stderr.contains(".html, .css or .json (Lottie)"), r.stderr)
    XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
  }

  func test_lottieForms_badValuesSayWhichInOneSentence_andWriteNothing() throws {
    let out = data.appendingPathComponent("motion.json")
    for (arguments, message) in [
      (["--lottie", "sideways"], "--lottie sideways is not 3d or flat"),
      (["--lottie-tolerance", "1"], "--lottie-tolerance 1.0 is for --lottie flat, not the 3-D file"),
      (["--lottie", "flat", "--lottie-tolerance", "12"], "--lottie-tolerance 12.0 is outside 0.5 to 8.0 pixels"),
    ] {
      let r = try render(["--preset", "Showcase", "--out", out.path] + arguments)
      XCTAssertNotEqual(r.status, 0)
      XCTAssertTrue(r.stderr.contains(message), r.stderr)
      XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }
    let gif = data.appendingPathComponent("motion.gif")
    let r = try render(["--preset", "Showcase", "--out", gif.path, "--lottie", "flat"])
    XCTAssertTrue(r.stderr.contains("--lottie flat is for Lottie files (FILE.json), not motion.gif"), r.stderr)
    // A looser bar is a smaller file.
    let loose = data.appendingPathComponent("loose.json")
    XCTAssertEqual(try render(["--preset", "Showcase", "--out", out.path, "--lottie", "flat"]).status, 0)
    XCTAssertEqual(
      try render(["--preset", "Showcase", "--out", loose.path, "--lottie", "flat", "--lottie-tolerance", "6"]).status, 0
    )
    let sizes = try [out, loose].map { try Data(contentsOf: $0).count }
    XCTAssertLessThan(sizes[1], sizes[0] / 2, "\(sizes)")
  }

  func test_aPresetWhosePictureIsMissing_refusesHTMLAndLottie_inOneSentence() throws {
    let picture = data.appendingPathComponent("dot.png")
    let make = try Harness.run(
      "/usr/bin/env", ["convert", "-size", "40x60", "xc:#3366CC", "-depth", "8", "PNG32:\(picture.path)"])
    XCTAssertEqual(make.status, 0, make.stderr)
    let created = try Harness.run(
      Harness.binary.path, ["presets", "create", "--data-dir", data.path, "Dot", "--image", picture.path, "zTurns=1"])
    XCTAssertEqual(created.status, 0, created.stderr)
    let images = data.appendingPathComponent("images")
    for name in try FileManager.default.contentsOfDirectory(atPath: images.path) {
      try FileManager.default.removeItem(at: images.appendingPathComponent(name))
    }
    for ext in ["html", "json", "css"] {
      let out = data.appendingPathComponent("dot.\(ext)")
      let r = try render(["--preset", "Dot", "--out", out.path])
      XCTAssertNotEqual(r.status, 0, ext)
      XCTAssertTrue(r.stderr.contains("the picture dot.png of this preset"), r.stderr)
      XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), ext)
    }
  }

  func test_fromAndTo_areRefusedForCode() throws {
    let r = try render(["--preset", "Showcase", "--out", data.appendingPathComponent("s.html").path, "--from", "1"])
    XCTAssertNotEqual(r.status, 0)
    XCTAssertTrue(r.stderr.contains("s.html holds the whole animation"), r.stderr)
  }

  func test_presetsShowAs_printsEachFlavour_andCSSIsTheSheetForTheWindowsStage() throws {
    func show(_ flavour: String) throws -> String {
      let r = try Harness.run(
        Harness.binary.path, ["presets", "show", "--data-dir", data.path, "Crossfade", "--as", flavour])
      XCTAssertEqual(r.status, 0, r.stderr)
      return r.stdout
    }
    XCTAssertTrue(try show("css").contains("@keyframes snowman-crossfade-motion"))
    XCTAssertTrue(try show("swiftui").contains(".keyframeAnimator(initialValue: CrossfadePose(), repeating: true)"))
    let ca = try show("coreanimation")
    XCTAssertTrue(ca.contains("perspective.m34 = -1.0 / 500"), ca)
    XCTAssertTrue(ca.contains("CAAnimationGroup()"), ca)
    let bad = try Harness.run(
      Harness.binary.path, ["presets", "show", "--data-dir", data.path, "Crossfade", "--as", "qml"])
    XCTAssertNotEqual(bad.status, 0)
    XCTAssertTrue(bad.stderr.contains("qml"), bad.stderr)
  }
}
