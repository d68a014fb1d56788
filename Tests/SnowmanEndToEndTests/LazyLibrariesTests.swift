import Foundation
import XCTest

/// SDL's libraries load when a window opens or a picture is drawn, FFmpeg's only when a video is written, giflib and
/// libimagequant when a GIF is, libwebp's muxer when a WebP is (libnotify when a notification is posted): the binary
/// starts without them, and without one of them what needs it is one sentence while everything else works.
final class LazyLibrariesTests: XCTestCase {
  func test_theBinaryStartsWithoutSDLOrTheExportersLibraries() throws {
    let ldd = try XCTUnwrap(Harness.which("ldd"))
    let r = try Harness.run(ldd, [Harness.binary.path])
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertTrue(r.stdout.contains("libglib-2.0"), "ldd lists what loads at start:\n\(r.stdout)")
    for library in [
      "libSDL2", "libpulse", "libX11", "libwayland", "libtiff", "libharfbuzz", "libavcodec", "libavformat",
      "libswscale", "libx264", "libx265", "libdav1d", "libnotify", "libgif", "libimagequant", "libgomp", "libwebpmux",
    ] {
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

  func test_withoutSDL_drawingIsOneSentence_andThePresetsStillList() throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let broken = data.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
    try Data("not a library".utf8).write(to: broken.appendingPathComponent("libSDL2-2.0.so.0"))
    let env = ["LD_LIBRARY_PATH": broken.path, "DISPLAY": "", "SDL_VIDEODRIVER": "dummy"]
    let list = try Harness.run(
      Harness.binary.path, ["presets", "list", "--data-dir", data.appendingPathComponent("d").path], environment: env)
    XCTAssertEqual(list.status, 0, list.stderr)
    XCTAssertTrue(list.stdout.contains("Showcase"), list.stdout)
    let out = data.appendingPathComponent("a.gif")
    for arguments in [
      ["render", "--preset", "Showcase", "--out", out.path, "--size", "64x64"],
      ["play", "--data-dir", data.appendingPathComponent("d").path, "--frames", "2"],
    ] {
      let r = try Harness.run(Harness.binary.path, arguments, environment: env)
      XCTAssertNotEqual(r.status, 0, arguments[0])
      XCTAssertTrue(r.stderr.contains("libSDL2-2.0.so.0"), r.stderr)
      XCTAssertTrue(r.stderr.contains("install libsdl2-2.0-0"), r.stderr)
      XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "one sentence: \(r.stderr)")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing written")
  }

  func test_withoutGiflib_GIFIsOneSentence_andWebPStillWorks() throws {
    try checkMissing(
      "libgif.so.7", refuses: ["a.gif"], sentence: "snowman: GIF needs giflib and libimagequant", works: "a.webp")
  }

  func test_withoutWebPsMuxer_WebPIsOneSentence_andGIFStillWorks() throws {
    try checkMissing(
      "libwebpmux.so.3", refuses: ["a.webp"], sentence: "snowman: WebP needs libwebp and its muxer", works: "a.gif")
  }

  /// A `library` that is not a library stands first on the search path: each of `refuses` is one sentence naming it
  /// and leaves nothing behind; `works` is still written.
  private func checkMissing(
    _ library: String, refuses names: [String], sentence: String, works other: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let data = try Harness.tempFolder()
    defer { try? FileManager.default.removeItem(at: data) }
    let broken = data.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
    try Data("not a library".utf8).write(to: broken.appendingPathComponent(library))
    let out = data.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let env = ["LD_LIBRARY_PATH": broken.path, "DISPLAY": ""]
    func render(_ name: String) throws -> Harness.Result {
      try Harness.run(
        Harness.binary.path,
        ["render", "--preset", "Showcase", "--out", out.appendingPathComponent(name).path, "--size", "64x64"],
        environment: env)
    }
    for name in names {
      let r = try render(name)
      XCTAssertNotEqual(r.status, 0, name, file: file, line: line)
      XCTAssertTrue(r.stderr.hasPrefix(sentence), r.stderr, file: file, line: line)
      XCTAssertTrue(r.stderr.contains(library), r.stderr, file: file, line: line)
      XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "one sentence: \(r.stderr)", file: file, line: line)
    }
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: out.path), [], "nothing left behind", file: file, line: line)
    let works = try render(other)
    XCTAssertEqual(works.status, 0, works.stderr, file: file, line: line)
    XCTAssertGreaterThan(
      try Data(contentsOf: out.appendingPathComponent(other)).count, 0, other, file: file, line: line)
  }
}
