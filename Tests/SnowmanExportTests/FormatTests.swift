import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanExport

/// Every format decoded back with its own library and held against the frames the exporter drew.
final class FormatTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-formats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  /// Showcase shortened to 0.5 s a pass: 12 frames at 12 fps.
  let setting: AnimationSetting = {
    var s = BuiltInPresets.showcase.setting
    s.setMotionValue(.duration, 0.5)
    return s
  }()

  func request(_ name: String, width: Int = 160, height: Int = 120, quality: Int? = nil, threads: Int? = nil)
    throws -> RenderRequest
  {
    try RenderRequest(
      setting: setting, width: width, height: height, fps: 12, background: .sky,
      output: folder.appendingPathComponent(name).path, threads: threads, quality: quality)
  }

  /// The frames the exporter draws for `request`, as packed RGBA.
  func drawnFrames(_ request: RenderRequest) throws -> [[UInt8]] {
    let schedule = FrameSchedule(timeline: Timeline(request.setting), fps: request.fps)
    let stage = try StageFrames(width: request.width, height: request.height)
    return try (0..<schedule.frameCount).map { index in
      var out: [UInt8] = []
      try stage.draw(schedule.pose(frame: index), density: request.density, background: request.background) {
        rgba, stride in
        for y in 0..<request.height {
          out += Array(UnsafeBufferPointer(start: rgba + y * stride, count: request.width * 4))
        }
      }
      return out
    }
  }

  /// The largest mean channel difference of any frame.
  func worstFrame(_ decoded: [[UInt8]], _ drawn: [[UInt8]]) -> Double {
    zip(decoded, drawn).map { meanDifference($0, $1) }.max() ?? .infinity
  }

  func test_everyFormat_decodesBackToTheDrawnFrames_withinItsTolerance() throws {
    let drawn = try drawnFrames(try request("ref.gif"))
    XCTAssertEqual(drawn.count, 12)
    // Tolerances in mean levels (0–255) per channel: what each format's loss allows, tighter than a wrong frame
    // (neighbouring Showcase frames differ by more than 4).
    let cases: [(String, Int?, (URL) -> DecodedAnimation?, Double)] = [
      ("a.gif", nil, DecodedAnimation.gif, 2.5),
      ("a.webp", nil, DecodedAnimation.webp, 0),
      ("lossy.webp", 80, DecodedAnimation.webp, 2.5),
      ("a.apng", nil, DecodedAnimation.video, 0),
      ("a.mp4", nil, DecodedAnimation.video, 3),
    ]
    for (name, quality, decode, tolerance) in cases {
      let r = try request(name, quality: quality)
      XCTAssertEqual(try Exporter.render(r), 12, name)
      let decoded = try XCTUnwrap(decode(r.output), name)
      XCTAssertEqual(decoded.frames.count, 12, name)
      XCTAssertEqual([decoded.width, decoded.height], [160, 120], name)
      XCTAssertLessThanOrEqual(worstFrame(decoded.frames, drawn), tolerance, name)
      // A frame off by one is caught: each decoded frame is nearest its own drawn frame.
      for i in 1..<12 {
        XCTAssertLessThan(
          meanDifference(decoded.frames[i], drawn[i]), meanDifference(decoded.frames[i], drawn[i - 1]),
          "\(name) frame \(i)")
      }
    }
  }

  func test_lossyWebP_isSmallerThanLossless_andKeepsAlpha() throws {
    var results: [Int] = []
    for quality in [nil, 60] as [Int?] {
      let r = try RenderRequest(
        setting: setting, width: 160, height: 120, fps: 12, background: .transparent,
        output: folder.appendingPathComponent("t\(quality ?? 0).webp").path, quality: quality)
      try Exporter.render(r)
      let webp = try XCTUnwrap(DecodedAnimation.webp(r.output))
      XCTAssertEqual(webp.frames[0][3], 0, "the corner stays transparent")
      XCTAssertEqual(webp.frames[0][(88 * 160 + 80) * 4 + 3], 255, "the snowman stays opaque")
      results.append(try Data(contentsOf: r.output).count)
    }
    XCTAssertLessThan(results[1], results[0] / 2)
  }

  func test_gifFrames_holdOnlyWhatChanged() throws {
    let r = try request("a.gif")
    let drawn = try drawnFrames(r)
    try Exporter.render(r)
    let gif = try XCTUnwrap(DecodedAnimation.gif(r.output))
    XCTAssertEqual(gif.rects.count, 12)
    XCTAssertTrue(gif.rects[0] == (0, 0, 160, 120), "the first frame is whole")
    var total = 0
    for i in 1..<12 {
      // A pixel is sent only when it moved away from what was sent for it, some earlier frame's value: the rectangle
      // lies within the pixels that differ from some earlier frame.
      var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
      for y in 0..<120 {
        for x in 0..<160 {
          let o = (y * 160 + x) * 4
          let moved = (0..<i).contains { j in (0..<4).contains { drawn[j][o + $0] != drawn[i][o + $0] } }
          if moved { minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y) }
        }
      }
      let (left, top, w, h) = gif.rects[i]
      if maxX < 0 {
        XCTAssertEqual(w * h, 1, "frame \(i) changes nothing")
        continue
      }
      XCTAssertGreaterThanOrEqual(left, minX, "frame \(i)")
      XCTAssertGreaterThanOrEqual(top, minY, "frame \(i)")
      XCTAssertLessThanOrEqual(left + w - 1, maxX, "frame \(i)")
      XCTAssertLessThanOrEqual(top + h - 1, maxY, "frame \(i)")
      total += w * h
    }
    XCTAssertLessThan(total, 11 * 160 * 120 / 2, "the still sky is not sent again")
  }

  func test_gif_skyTheSnowmanUncovers_comesBackAsItWas() throws {
    // Showcase ends where it starts: pixels drawn as in the first frame show as in the first frame, not a patch's
    // approximation of them (which shows as blotches on the sky).
    let r = try request("a.gif", width: 240, height: 240)
    let drawn = try drawnFrames(r)
    try Exporter.render(r)
    let gif = try XCTUnwrap(DecodedAnimation.gif(r.output))
    for i in [5, 8, 11] {
      var same = 0, shownSame = 0, worst = 0
      for p in 0..<(240 * 240) where (0..<3).allSatisfy({ drawn[i][p * 4 + $0] == drawn[0][p * 4 + $0] }) {
        same += 1
        var off = 0
        for c in 0..<3 {
          let a = Int(gif.frames[i][p * 4 + c]), b = Int(gif.frames[0][p * 4 + c])
          off = max(off, abs(a - b))
        }
        if off == 0 { shownSame += 1 }
        worst = max(worst, off)
      }
      XCTAssertGreaterThan(same, 240 * 240 / 3, "frame \(i) shows much of the first frame's sky")
      // The rest are residues still settling (see FramePatch.settle): within the trigger of the colour last sent for
      // the pixel, which shows through its patch's palette (no dither), so a few levels more. Since the stage keeps a
      // squashed picture's sharper level, one pixel of frame 8 is 7 off (blue 229 for 236); a blotch is tens.
      XCTAssertGreaterThanOrEqual(Double(shownSame), 0.97 * Double(same), "frame \(i)")
      XCTAssertLessThanOrEqual(worst, GIFSettings.standard.trigger + GIFSettings.standard.inner, "frame \(i)")
    }
  }

  func test_gif_sameBytes_runToRun_andForOneThreadOrTwo() throws {
    var files: [Data] = []
    for (name, threads) in [("1.gif", 1), ("2.gif", 2), ("3.gif", 2)] {
      let r = try request(name, width: 200, height: 150, threads: threads)
      try Exporter.render(r)
      files.append(try Data(contentsOf: r.output))
    }
    XCTAssertEqual(files[0], files[1], "one thread against two")
    XCTAssertEqual(files[1], files[2], "run to run")
  }

  /// `--quality` trades a GIF's bytes for fidelity: 100 is the default's very bytes, lower is smaller, the bytes
  /// stay the same for one thread or two, and every level reads back as the frames it was.
  func test_gifQuality_fewerBytesLower_sameBytesOnAnyThreads_readsBack() throws {
    func gif(_ name: String, quality: Int?, threads: Int = 2) throws -> Data {
      let r = try request(name, width: 200, height: 150, quality: quality, threads: threads)
      try Exporter.render(r)
      return try Data(contentsOf: r.output)
    }
    XCTAssertEqual(try gif("default.gif", quality: nil), try gif("100.gif", quality: 100))
    var sizes: [Int] = []
    for quality in [100, 80, 40, 0] { sizes.append(try gif("q\(quality).gif", quality: quality).count) }
    XCTAssertEqual(sizes, sizes.sorted(by: >), "fewer bytes at each lower quality: \(sizes)")
    XCTAssertLessThan(Double(sizes[3]), Double(sizes[0]) * 0.8, "\(sizes)")
    XCTAssertEqual(try gif("a.gif", quality: 60, threads: 1), try gif("b.gif", quality: 60, threads: 2))
    let decoded = try XCTUnwrap(DecodedAnimation.gif(folder.appendingPathComponent("q0.gif")))
    XCTAssertEqual(decoded.frames.count, 12)
  }

  func test_gifQuality_followsTheMeasuredLadder() {
    XCTAssertEqual(GIFSettings.forQuality(nil), .standard)
    for (quality, settings) in GIFSettings.ladder { XCTAssertEqual(GIFSettings.forQuality(quality), settings) }
    let between = GIFSettings.forQuality(70)
    XCTAssertEqual(between.trigger, 18, "half way from 16 to 20")
    XCTAssertEqual(between.tolerance, 70, "half way from 60 to 80")
    XCTAssertEqual(between.patchColors, 32)
    XCTAssertEqual(GIFSettings.forQuality(-5), GIFSettings.forQuality(0))
  }

  func test_videoFormats_sameBytes_runToRun() throws {
    for name in ["a.mp4", "a.apng"] {
      var files: [Data] = []
      for (prefix, threads) in [("1-", 1), ("2-", 2)] {
        let r = try request(prefix + name, threads: threads)
        try Exporter.render(r)
        files.append(try Data(contentsOf: r.output))
      }
      XCTAssertEqual(files[0], files[1], name)
    }
  }

  func test_mp4_padsOddSizesToEven_andMapsQualityToCRF() throws {
    let r = try request("odd.mp4", width: 161, height: 121)
    try Exporter.render(r)
    let video = try XCTUnwrap(DecodedAnimation.video(r.output))
    XCTAssertEqual([video.width, video.height], [162, 122])
    XCTAssertEqual(video.codec, "h264")
    // The added column and row repeat the frame's edge: the sky, not black.
    let edge = (60 * 162 + 161) * 4
    XCTAssertGreaterThan(Int(video.frames[0][edge + 2]), 150, "blue sky at the padded edge")
    XCTAssertEqual(RenderRequest.crf(quality: nil), 23)
    XCTAssertEqual(RenderRequest.crf(quality: 100), 0)
    XCTAssertEqual(RenderRequest.crf(quality: 0), 51)
    let small = try request("q10.mp4", quality: 10), large = try request("q90.mp4", quality: 90)
    try Exporter.render(small)
    try Exporter.render(large)
    XCTAssertLessThan(try Data(contentsOf: small.output).count, try Data(contentsOf: large.output).count)
  }

  func test_formatErrors_areOneSentence() {
    let cases: [(() throws -> RenderRequest, String)] = [
      ({ try self.request("a.mov") }, "must end in .gif, .webp, .mp4, .apng, .html, .css or .json (Lottie)"),
      (
        {
          try FileManager.default.createDirectory(
            at: self.folder.appendingPathComponent("frames"), withIntermediateDirectories: true)
          return try self.request("frames", quality: 50)
        }, "--quality is for GIF, WebP and MP4, not PNG frames"
      ),
      ({ try self.request("a.apng", quality: 50) }, "not APNG"),
      ({ try self.request("a.webp", quality: 101) }, "--quality 101 is outside 0 to 100"),
      ({ try self.request("a.gif", threads: 0) }, "--threads 0 is outside 1 to 64"),
      (
        {
          try RenderRequest(
            setting: self.setting, width: 64, height: 64, fps: 12, background: .transparent,
            output: self.folder.appendingPathComponent("a.mp4").path)
        }, "MP4, which has no alpha"
      ),
    ]
    for (make, expected) in cases {
      XCTAssertThrowsError(try make()) { error in
        XCTAssertTrue("\(error)".contains(expected), "\(error)")
      }
    }
  }

  func test_aFailedRender_leavesNothing() throws {
    // The folder vanishes mid-render: the file was unnamed, so nothing is left anywhere and the error names it.
    let sub = folder.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    for name in ["a.gif", "a.mp4", "a.apng"] {
      let r = try RenderRequest(
        setting: setting, width: 64, height: 64, fps: 12, background: .sky,
        output: sub.appendingPathComponent(name).path)
      XCTAssertThrowsError(
        try Exporter.render(
          r,
          progress: { done, _ in
            if done == 6 { try? FileManager.default.removeItem(at: sub) }
          }), name)
      XCTAssertFalse(FileManager.default.fileExists(atPath: sub.path))
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sub.path), [], name)
    }
  }
}
