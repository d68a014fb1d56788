import Foundation
import XCTest

/// `snowman render` to every format, checked from outside with FFmpeg's ffprobe, as a user's player would see it.
final class ExportFormatTests: XCTestCase {
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  func render(_ name: String, _ extra: [String] = []) throws -> URL {
    let out = data.appendingPathComponent(name)
    let r = try Harness.run(
      "/usr/bin/env",
      ["-u", "DISPLAY", Harness.binary.path, "render", "--preset", "Showcase", "--out", out.path, "--size", "320x240"]
        + extra)
    XCTAssertEqual(r.status, 0, r.stderr)
    XCTAssertEqual(r.stderr, "", "libx264 and the muxers say nothing on success")
    return out
  }

  /// ffprobe's view of the first video stream and the container, as JSON.
  func probe(_ url: URL, _ entries: String) throws -> [String: Any] {
    let ffprobe = try XCTUnwrap(Harness.which("ffprobe"), "make test installs ffmpeg")
    let r = try Harness.run(
      ffprobe,
      ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", entries, "-of", "json", url.path])
    XCTAssertEqual(r.status, 0, r.stderr)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
  }

  func stream(_ json: [String: Any]) throws -> [String: Any] {
    try XCTUnwrap((json["streams"] as? [[String: Any]])?.first)
  }

  func test_mp4_isH264_yuv420p_faststart_120Frames_4Seconds() throws {
    let out = try render("s.mp4")
    let json = try probe(out, "stream=codec_name,pix_fmt,width,height,nb_read_frames:format=duration")
    let s = try stream(json)
    XCTAssertEqual(s["codec_name"] as? String, "h264")
    XCTAssertEqual(s["pix_fmt"] as? String, "yuv420p")
    XCTAssertEqual(s["width"] as? Int, 320)
    XCTAssertEqual(s["height"] as? Int, 240)
    XCTAssertEqual(s["nb_read_frames"] as? String, "120")
    let duration = try XCTUnwrap(Double((json["format"] as? [String: Any])?["duration"] as? String ?? ""))
    XCTAssertEqual(duration, 4.0, accuracy: 0.05)
    // +faststart: the index (moov) comes before the media (mdat), so a browser can play while downloading.
    let bytes = try Data(contentsOf: out)
    let moov = try XCTUnwrap(bytes.range(of: Data("moov".utf8))),
      mdat = try XCTUnwrap(bytes.range(of: Data("mdat".utf8)))
    XCTAssertLessThan(moov.lowerBound, mdat.lowerBound)
  }

  func test_apng_isRGBA_loopsForever_120Frames_4Seconds() throws {
    let out = try render("s.apng", ["--background", "transparent"])
    let json = try probe(out, "stream=codec_name,pix_fmt,width,height,nb_read_frames:packet=duration_time")
    let s = try stream(json)
    XCTAssertEqual(s["codec_name"] as? String, "apng")
    XCTAssertEqual(s["pix_fmt"] as? String, "rgba")
    XCTAssertEqual([s["width"] as? Int, s["height"] as? Int], [320, 240])
    XCTAssertEqual(s["nb_read_frames"] as? String, "120")
    let packets = try XCTUnwrap(json["packets"] as? [[String: Any]])
    let total = packets.compactMap { Double($0["duration_time"] as? String ?? "") }.reduce(0, +)
    XCTAssertEqual(total, 4.0, accuracy: 0.05)
    // acTL: frame count, then the number of plays, 0 = forever.
    let bytes = [UInt8](try Data(contentsOf: out))
    let acTL = try XCTUnwrap(Data(bytes).range(of: Data("acTL".utf8))).upperBound
    XCTAssertEqual(Array(bytes[acTL..<(acTL + 8)]), [0, 0, 0, 120, 0, 0, 0, 0])
  }

  func test_gif_120Frames_4Seconds() throws {
    let out = try render("s.gif")
    let json = try probe(out, "stream=codec_name,width,height,nb_read_frames:format=duration")
    let s = try stream(json)
    XCTAssertEqual(s["codec_name"] as? String, "gif")
    XCTAssertEqual([s["width"] as? Int, s["height"] as? Int], [320, 240])
    XCTAssertEqual(s["nb_read_frames"] as? String, "120")
    let duration = try XCTUnwrap(Double((json["format"] as? [String: Any])?["duration"] as? String ?? ""))
    XCTAssertEqual(duration, 4.0, accuracy: 0.05)
  }

  func test_aKilledOrInterruptedRender_leavesNothing() throws {
    for (name, signal) in [("k.mp4", SIGKILL), ("i.gif", SIGINT), ("t.apng", SIGTERM)] {
      let out = data.appendingPathComponent(name)
      let p = Process()
      p.executableURL = Harness.binary
      p.arguments = ["render", "--preset", "Showcase", "--out", out.path, "--size", "1280x960", "--fps", "50"]
      p.environment = Harness.childEnvironment(["DISPLAY": ""])
      p.standardError = FileHandle.nullDevice
      try p.run()
      // Stopped mid-render: once the output is open in the folder (an unnamed file until it is finished).
      XCTAssertTrue(
        Harness.waitFor(20) { self.holdsFileIn(p.processIdentifier, self.data) }, "\(name) opened its output")
      XCTAssertTrue(p.isRunning, "\(name) still rendering when stopped")
      kill(p.processIdentifier, signal)
      p.waitUntilExit()
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: data.path), [], name)
    }
  }

  /// Whether process `pid` has a file open inside `folder` (/proc/PID/fd), so its output is under way.
  func holdsFileIn(_ pid: Int32, _ folder: URL) -> Bool {
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
    return fds.contains { fd in
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) ?? ""
      return target.hasPrefix(folder.resolvingSymlinksInPath().path + "/") || target.hasPrefix(folder.path + "/")
    }
  }
}
