import Foundation
import XCTest

/// A user's picture under Xvfb and on the command line: dropped, saved, restarted, rendered, and refused.
final class ArtworkScenarioTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws { work = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: work) }

  /// A picture made by ImageMagick.
  func picture(_ name: String, _ args: [String]) throws -> URL {
    let convert = try XCTUnwrap(Harness.which("convert"), "ImageMagick (make test installs it)")
    let url = work.appendingPathComponent(name)
    // A trailing "PNG32:" is a format prefix for the output path.
    let output =
      args.last?.hasSuffix(":") == true ? args.dropLast() + [(args.last ?? "") + url.path] : args + [url.path]
    let r = try Harness.run(convert, Array(output))
    XCTAssertEqual(r.status, 0, r.stderr)
    return url
  }

  /// Every file under `folder` with its bytes, to show nothing was written.
  func snapshot(_ folder: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = e?.nextObject() as? URL {
      out[url.path] = (try? Data(contentsOf: url)) ?? Data()
    }
    return out
  }

  /// The bad pictures of the issue, each with the words its sentence must hold.
  func badPictures() throws -> [(URL, String)] {
    let png = try picture("whole.png", ["-size", "64x64", "xc:#ff0000", "PNG32:"])
    let jpeg = try picture("whole.jpg", ["-size", "64x64", "plasma:", "-quality", "90"])
    let text = work.appendingPathComponent("text.png")
    try Data("I am a text file, not a picture".utf8).write(to: text)
    let truncatedPNG = work.appendingPathComponent("truncated.png")
    try Data(contentsOf: png).prefix(100).write(to: truncatedPNG)
    let truncatedJPEG = work.appendingPathComponent("truncated.jpg")
    let jpegBytes = try Data(contentsOf: jpeg)
    try jpegBytes.prefix(jpegBytes.count / 2).write(to: truncatedJPEG)
    let bomb = work.appendingPathComponent("bomb.png")
    var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
    header += Data([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0])
    header += Data([0, 0, 0, 0]) + Data("IEND".utf8) + Data([0xAE, 0x42, 0x60, 0x82])
    try header.write(to: bomb)
    let huge = work.appendingPathComponent("huge.png")
    XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 65_000_000)
    try handle.close()
    let empty = work.appendingPathComponent("empty.png")
    XCTAssertTrue(FileManager.default.createFile(atPath: empty.path, contents: Data()))
    func svg(_ name: String, _ attributes: String, _ body: String = "") throws -> URL {
      let url = work.appendingPathComponent(name)
      try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\(body)</svg>".utf8).write(to: url)
      return url
    }
    let folder = work.appendingPathComponent("a folder.png")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fifo = work.appendingPathComponent("fifo.png")
    XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
    let dangling = work.appendingPathComponent("dangling.png")
    try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "/nonexistent/x.png")
    return [
      (text, "is not a picture"), (truncatedPNG, "is a truncated PNG"), (truncatedJPEG, "is a truncated JPEG"),
      (bomb, "is 100000×100000 pixels, larger than 8192×8192"), (huge, "is larger than 64 MB"),
      (empty, "is empty (0 bytes)"), (try svg("nosize.svg", ""), "is an SVG with no size"),
      (try svg("vast.svg", "viewBox=\"0 0 1000000000 1000000000\""), "larger than 8192×8192"),
      (try svg("outside.svg", "width=\"9\" height=\"9\"", "<image href=\"http://x/y.png\"/>"), "outside itself"),
      (folder, "is a folder, not a file"), (fifo, "is not a regular file"),
      (dangling, "is a link to a file that does not exist"),
    ]
  }

  func test_dropSaveRestartRender_andEveryBadPictureRefused() throws {
    let x = try XvfbServer()
    let data = work.appendingPathComponent("data")
    let hook = work.appendingPathComponent("drop-hook")
    // A path with spaces and letters outside ASCII must work.
    let logo = try picture(
      "mon logo é.png",
      ["-size", "128x128", "xc:none", "-fill", "#20c040", "-draw", "rectangle 16,16 111,111", "-depth", "8", "PNG32:"])
    let window = try AppUnderTest(
      x: x, dataDir: data, mapFolder: work, arguments: ["--size", "480x800"],
      environment: ["SNOWMAN_TEST_DROP_FILE": hook.path])
    try Data(logo.path.utf8).write(to: hook)
    window.waitFor("the dropped picture") { window.state["image"] as? String == "mon logo é.png" }

    // Every bad picture: a notice naming the file and the reason; the draft keeps the logo; nothing written.
    let before = snapshot(data)
    for (bad, words) in try badPictures() {
      try Data(bad.path.utf8).write(to: hook)
      window.waitFor("the notice for \(bad.lastPathComponent)") {
        (window.state["notice"] as? String).map { $0.contains(bad.path) && $0.contains(words) } ?? false
      }
      XCTAssertEqual(window.state["image"] as? String, "mon logo é.png", "\(bad.lastPathComponent): draft unchanged")
      try window.click("notice", optional: true)
    }
    XCTAssertEqual(snapshot(data), before, "the bad pictures wrote nothing into the data folder")

    // An animated GIF: its first frame, and the notice says so.
    let gif = try picture("anim.gif", ["-size", "32x32", "xc:red", "xc:blue", "-loop", "0"])
    try Data(gif.path.utf8).write(to: hook)
    window.waitFor("the GIF") { window.state["image"] as? String == "anim.gif" }
    XCTAssertEqual(window.state["notice"] as? String, "anim.gif moves: only its first frame is shown.")
    try Data(logo.path.utf8).write(to: hook)
    window.waitFor("the logo again") { window.state["image"] as? String == "mon logo é.png" }

    // Save: the preset file refers to the picture, and images/ holds it once.
    try window.click("tab.settings")
    try window.click("settings.save")
    window.waitFor("the name prompt") { window.control("prompt.field") != nil }
    try window.key("Return")
    window.waitFor("saved") { (window.state["saved"] as? [String])?.count == 1 }
    let presetFiles = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("presets").path)
    let json = try String(
      contentsOf: data.appendingPathComponent("presets/\(try XCTUnwrap(presetFiles.first))"), encoding: .utf8)
    let images = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("images").path)
    XCTAssertEqual(
      Set(images.map { URL(fileURLWithPath: $0).pathExtension }), ["gif", "png"],
      "the logo and the GIF, each once, though the logo was dropped twice: \(images)")
    XCTAssertEqual(images.count, 2)
    let logoFile = try XCTUnwrap(images.first { $0.hasSuffix(".png") })
    XCTAssertTrue(json.contains(String(logoFile.dropLast(4))), "the preset names the picture by its hash: \(json)")
    XCTAssertTrue(json.contains("\"name\" : \"mon logo é.png\""), json)

    // Restart: the saved preset shows the logo.
    window.close()
    let again = try AppUnderTest(x: x, dataDir: data, mapFolder: work, arguments: ["--size", "480x800"])
    XCTAssertEqual(again.state["image"] as? String, "mon logo é.png")

    // Render that preset: the picture's green in the middle of the first frame.
    let saved = try XCTUnwrap((again.state["saved"] as? [String])?.last)
    let frames = work.appendingPathComponent("frames/")
    let r = try Harness.run(
      Harness.binary.path,
      [
        "render", "--preset", saved, "--out", frames.path + "/", "--fps", "2", "--size", "96x96", "--data-dir",
        data.path,
      ])
    XCTAssertEqual(r.status, 0, r.stderr)
    let first = try ImageFile.rgba(frames.appendingPathComponent("frame-0000.png"))
    let middle = first.pixel(48, 48)
    XCTAssertTrue(middle.g > 150 && middle.r < 80 && middle.b < 100, "the logo's green: \(middle)")
  }

  func test_everyCommand_refusesEveryBadPicture_inOneSentence_andWritesNothing() throws {
    let data = work.appendingPathComponent("data")
    XCTAssertEqual(
      try Harness.run(Harness.binary.path, ["presets", "create", "Base", "--data-dir", data.path]).status, 0)
    let before = snapshot(data)
    for (bad, words) in try badPictures() {
      let out = work.appendingPathComponent("out.gif")
      for args in [
        ["render", "--preset", "Showcase", "--image", bad.path, "--out", out.path, "--size", "32x32", "--fps", "2"],
        ["presets", "create", "Bad", "--image", bad.path],
        ["play", "--image", bad.path, "--frames", "1"],
      ] {
        let r = try Harness.run(
          Harness.binary.path, args + ["--data-dir", data.path], environment: ["SDL_VIDEODRIVER": "offscreen"])
        XCTAssertEqual(r.status, 1, "\(args[0]) \(bad.lastPathComponent)")
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "one sentence: \(r.stderr)")
        XCTAssertTrue(r.stderr.hasPrefix("snowman: \(bad.path) "), r.stderr)
        XCTAssertTrue(r.stderr.contains(words), "\(bad.lastPathComponent): \(r.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
      }
    }
    XCTAssertEqual(snapshot(data), before, "nothing written")
  }

  func test_aMissingPicture_drawsTheSnowmanWithANotice_andTheFileStaysAsItWas() throws {
    let x = try XvfbServer()
    let data = work.appendingPathComponent("data")
    let logo = try picture("logo.png", ["-size", "40x40", "xc:#2040ff", "PNG32:"])
    let created = try Harness.run(
      Harness.binary.path, ["presets", "create", "Logo", "--image", logo.path, "--data-dir", data.path])
    XCTAssertEqual(created.status, 0, created.stderr)
    let images = data.appendingPathComponent("images")
    for name in try FileManager.default.contentsOfDirectory(atPath: images.path) {
      try FileManager.default.removeItem(at: images.appendingPathComponent(name))
    }
    let before = snapshot(data.appendingPathComponent("presets"))
    let app = try AppUnderTest(x: x, dataDir: data, mapFolder: work, arguments: ["--preset", "Logo"])
    app.waitFor("the notice") { (app.state["notice"] as? String)?.contains("logo.png") == true }
    XCTAssertTrue((app.state["notice"] as? String)?.contains("is missing; the snowman shows instead") == true)
    XCTAssertEqual(app.state["image"] as? String, "logo.png", "the reference is kept")
    XCTAssertEqual(snapshot(data.appendingPathComponent("presets")), before, "the preset file is not changed")
    let r = try Harness.run(
      Harness.binary.path,
      ["render", "--preset", "Logo", "--out", work.appendingPathComponent("x.gif").path, "--data-dir", data.path])
    XCTAssertEqual(r.status, 1)
    XCTAssertTrue(r.stderr.contains("the picture logo.png of this preset"), r.stderr)
  }
}
