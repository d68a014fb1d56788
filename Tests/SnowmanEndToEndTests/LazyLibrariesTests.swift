import Foundation
import XCTest

/// FFmpeg's libraries load only when a video is written (libnotify when a notification is posted): the binary
/// starts without them, and without FFmpeg MP4 and APNG are one sentence while everything else works.
final class LazyLibrariesTests: XCTestCase {
  func test_theBinaryStartsWithoutFFmpegsLibraries() throws {
    let ldd = try XCTUnwrap(Harness.which("ldd"))
    let r = try Harness.run(ldd, [Harness.binary.path])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertTrue(r.stdout.contains("libSDL2"), "ldd lists what loads at start:\n\(r.stdout)")
    for library in ["libavcodec", "libavformat", "libswscale", "libx264", "libx265", "libdav1d", "libnotify"] {
      XCTAssertFalse(r.stdout.contains(library), "\(library) loads at every start")
    }
  }

  func test_withoutFFmpeg_videoIsOneSentence_andGIFAndTheWindowStillWork() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    // A libavcodec that is not a library stands first on the search path: dlopen refuses it.
    let broken = data.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
    try Data("not a library".utf8).write(to: broken.appendingPathComponent("libavcodec.so.59"))
    let out = data.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let env = ["LD_LIBRARY_PATH": broken.path, "DISPLAY": ""]
    for name in ["a.mp4", "a.apng"] {
      let r = try Harness.run(
        Harness.binary.path,
        ["render", "--preset", "Showcase", "--out", out.appendingPathComponent(name).path, "--size", "64x64"],
        environment: env)
      XCTAssertNotEqual(r.status, 0, name)
      XCTAssertTrue(r.stderr.hasPrefix("snowman: MP4 and APNG need FFmpeg's libraries"), r.stderr)
      XCTAssertTrue(r.stderr.contains("libavcodec"), r.stderr)
      XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "one sentence: \(r.stderr)")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [], "nothing left behind")
    let gif = try Harness.run(
      Harness.binary.path,
      ["render", "--preset", "Showcase", "--out", out.appendingPathComponent("a.gif").path, "--size", "64x64"],
      environment: env)
    XCTAssertEqual(gif.status, 0, gif.stderr)
    let play = try Harness.run(
      Harness.binary.path, ["play", "--data-dir", data.appendingPathComponent("d").path, "--frames", "2"],
      environment: env.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 })
    XCTAssertEqual(play.status, 0, play.stderr)
    XCTAssertEqual(play.stderr, "")
  }
}
