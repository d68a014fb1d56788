import Foundation
import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanExport
@testable import SnowmanView

final class ExportTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func quick(_ change: (inout AnimationSetting) -> Void = { _ in }) -> AnimationSetting {
    var s = BuiltInPresets.showcase.setting
    s.setMotionValue(.duration, 0.5)
    change(&s)
    return s
  }

  /// The rest pose drawn the way the exporter draws, as RGBA.
  func restFrame(width: Int, height: Int, background: StageBackground = .sky) throws -> [UInt8] {
    let request = try RenderRequest(
      setting: AnimationSetting(), width: width, height: height, fps: 10,
      background: background, output: folder.appendingPathComponent("x.gif").path)
    let stage = try StageFrames(width: width, height: height)
    var out: [UInt8] = []
    try stage.draw(.rest, density: request.density, background: background) { rgba, stride in
      for y in 0..<height { out += Array(UnsafeBufferPointer(start: rgba + y * stride, count: width * 4)) }
    }
    return out
  }

  /// `pose` drawn the way the exporter draws, as RGBA.
  func frame(_ pose: Pose, width: Int, height: Int, background: StageBackground) throws -> [UInt8] {
    let stage = try StageFrames(width: width, height: height)
    var out: [UInt8] = []
    try stage.draw(pose, density: 1, background: background) { rgba, stride in
      for y in 0..<height { out += Array(UnsafeBufferPointer(start: rgba + y * stride, count: width * 4)) }
    }
    return out
  }

  /// Straight alpha, as PNG, APNG, WebP and GIF store it: a translucent frame composited over black and over white
  /// is what the same frame drawn on black and on white shows (the shadow, drawn only on a colour, aside).
  func test_transparentFrames_holdStraightAlpha_thatCompositesLikeAColourBackground() throws {
    var pose = Pose.rest
    (pose.scaleX, pose.scaleY, pose.offsetX, pose.offsetY) = (0.7, 0.6, 40, -90)
    (pose.rotationX, pose.rotationY, pose.rotationZ, pose.opacity) = (0.6, 0.4, 0.3, 0.6)
    let (w, h) = (200, 240)
    let clear = try frame(pose, width: w, height: h, background: .transparent)
    let black = try frame(pose, width: w, height: h, background: .solid(Color(0, 0, 0)))
    let white = try frame(pose, width: w, height: h, background: .solid(Color(255, 255, 255)))
    var compared = 0
    var worst = 0
    for p in stride(from: 0, to: clear.count, by: 4) where clear[p + 3] > 0 {
      let a: Int = Int(clear[p + 3])
      for c in 0..<3 {
        let straight: Int = Int(clear[p + c])
        let overBlack: Int = (straight * a + 127) / 255
        let overWhite: Int = overBlack + (255 * (255 - a) + 127) / 255
        let drawnBlack: Int = Int(black[p + c])
        let drawnWhite: Int = Int(white[p + c])
        worst = max(worst, abs(overBlack - drawnBlack), abs(overWhite - drawnWhite))
      }
      compared += 1
    }
    XCTAssertGreaterThan(compared, 2000, "the sprite covers part of the frame")
    XCTAssertLessThanOrEqual(worst, 2, "levels a channel, over black and over white")
  }

  func test_schedule_countsEveryPassAndRepeat_andDelaysAddUp() {
    let s = FrameSchedule(timeline: Timeline(BuiltInPresets.showcase.setting), fps: 30)
    XCTAssertEqual(s.frameCount, 120)
    XCTAssertEqual((0..<120).map { s.delay(frame: $0, unitsPerSecond: 100) }.reduce(0, +), 400)
    XCTAssertEqual((0..<120).map { s.delay(frame: $0, unitsPerSecond: 1000) }.reduce(0, +), 4000)
    var three = BuiltInPresets.showcase.setting
    three.repeatCount = 3
    three.autoreverse = false
    XCTAssertEqual(FrameSchedule(timeline: Timeline(three), fps: 25).frameCount, 2 * 25 * 3)
    XCTAssertEqual(s.pose(frame: 0), .rest)
    // 24 fps is 5 ticks a frame; 25 fps falls between ticks and is interpolated.
    let between = FrameSchedule(timeline: Timeline(BuiltInPresets.showcase.setting), fps: 25).pose(frame: 1)
    let t = Timeline(BuiltInPresets.showcase.setting)
    XCTAssertEqual(between.offsetX, t.pose(atTick: 4).interpolated(to: t.pose(atTick: 5), 0.8).offsetX, accuracy: 1e-9)
  }

  func test_gif_decodesToEveryFrameWithItsDelay_loopsForever_andStartsAndEndsAtRest() throws {
    let out = folder.appendingPathComponent("a.gif")
    let request = try RenderRequest(
      setting: quick(), width: 96, height: 96, fps: 20, background: .sky, output: out.path)
    XCTAssertEqual(try Exporter.render(request), 20)
    let gif = try XCTUnwrap(DecodedAnimation.gif(out))
    XCTAssertEqual(gif.frames.count, 20)  // 0.5 s × 20 fps × 2 passes × 1 repeat
    XCTAssertEqual(gif.delaysMS, Array(repeating: 50, count: 20))
    XCTAssertEqual(gif.loopCount, 0)
    let rest = try restFrame(width: 96, height: 96)
    XCTAssertLessThan(meanDifference(gif.frames[0], rest), 3, "first frame is the rest pose")
    XCTAssertLessThan(meanDifference(gif.frames[19], rest), 6, "last frame is back at rest")
    XCTAssertGreaterThan(meanDifference(gif.frames[10], rest), 10, "the middle frame is not")
  }

  func test_webp_decodesToEveryFrameWithItsDelay_andLoopsForever() throws {
    let out = folder.appendingPathComponent("a.webp")
    let request = try RenderRequest(
      setting: quick(), width: 96, height: 96, fps: 24, background: .sky, output: out.path)
    try Exporter.render(request)
    let webp = try XCTUnwrap(DecodedAnimation.webp(out))
    XCTAssertEqual(webp.frames.count, 24)
    XCTAssertEqual(webp.delaysMS.reduce(0, +), 1000)
    XCTAssertTrue(webp.delaysMS.allSatisfy { (41...42).contains($0) }, "\(webp.delaysMS)")
    XCTAssertEqual(webp.loopCount, 0)
    let rest = try restFrame(width: 96, height: 96)
    XCTAssertLessThan(meanDifference(webp.frames[0], rest), 0.5, "lossless: the first frame is the rest pose")
    XCTAssertLessThan(meanDifference(webp.frames[23], rest), 6)
  }

  func test_sameInput_givesTheSameBytes() throws {
    for name in ["a.gif", "a.webp"] {
      let one = folder.appendingPathComponent("1-" + name), two = folder.appendingPathComponent("2-" + name)
      for url in [one, two] {
        try Exporter.render(
          try RenderRequest(
            setting: quick(), width: 80, height: 64, fps: 12, background: .sky,
            output: url.path))
      }
      XCTAssertEqual(try Data(contentsOf: one), try Data(contentsOf: two), name)
    }
  }

  func test_pngFolder_holds8BitRGBAFrames() throws {
    let out = folder.appendingPathComponent("frames/")
    try Exporter.render(
      try RenderRequest(
        setting: quick(), width: 40, height: 30, fps: 4, background: .transparent,
        output: out.path + "/"))
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    XCTAssertEqual(names, ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png"])
    let png = try Surface(contentsOf: out.appendingPathComponent("frame-0000.png").path)
    XCTAssertEqual(png.width, 40)
    XCTAssertEqual(png.pixel(x: 0, y: 0).a, 0, "transparent background")
    XCTAssertEqual(png.pixel(x: 20, y: 22).a, 255, "the snowman is opaque")
    let header = try Data(contentsOf: out.appendingPathComponent("frame-0000.png"))
    XCTAssertEqual(header[24], 8, "bit depth")
    XCTAssertEqual(header[25], 6, "colour type RGBA")
  }

  func test_headlessFrame_equalsTheWindowsStage() throws {
    var state = AppState(tab: .animation, presets: BuiltInPresets.all, selectedIndex: 1, draft: nil)
    state.playback.handle(.play)
    for _ in 0..<150 { state.playback.handle(.tick) }
    let layout = Layout(width: 480, height: 800, state: state)
    let context = try SDLContext(video: false)
    let window = try Surface(width: 480, height: 800)
    let renderer = try Renderer(surface: window)
    let scene = try SceneRenderer(context: context, renderer: renderer)
    scene.draw(state: state, layout: layout, interaction: Interaction(), alpha: 1, density: 1)
    let shot = try renderer.readPixels()

    let stage = layout.stage
    XCTAssertEqual(stage, Layout.defaultStage)
    let headless = try StageFrames(width: Int(stage.w), height: Int(stage.h))
    var worst = 0
    var compared = 0
    try headless.draw(state.library.timeline.pose(atTick: 150), density: 1, background: .sky) { rgba, stride in
      // Inside the rounded corners and above the progress line.
      for y in 20..<Int(stage.h) - 24 {
        for x in 20..<Int(stage.w) - 20 {
          let w = shot.pixel(x: Int(stage.x) + x, y: Int(stage.y) + y)
          let h = rgba + y * stride + x * 4
          worst = max(worst, abs(Int(w.r) - Int(h[0])), abs(Int(w.g) - Int(h[1])), abs(Int(w.b) - Int(h[2])))
          compared += 1
        }
      }
    }
    XCTAssertGreaterThan(compared, 100_000)
    XCTAssertLessThanOrEqual(worst, 4, "the same pixels within rounding")
  }

  func test_badRequests_areOneSentenceEach() {
    func error(_ w: Int, _ h: Int, _ fps: Int, _ out: String) -> String? {
      do {
        _ = try RenderRequest(setting: AnimationSetting(), width: w, height: h, fps: fps, background: .sky, output: out)
        return nil
      } catch { return "\(error)" }
    }
    let gif = folder.appendingPathComponent("x.gif").path
    XCTAssertEqual(error(15, 100, 30, gif), "--size 15x100 is outside 16x16 to 3840x2160")
    XCTAssertEqual(error(3841, 100, 30, gif), "--size 3841x100 is outside 16x16 to 3840x2160")
    XCTAssertEqual(error(100, 100, 0, gif), "--fps 0 is outside 1 to 120")
    XCTAssertEqual(error(100, 100, 121, folder.appendingPathComponent("x.webp").path), "--fps 121 is outside 1 to 120")
    XCTAssertEqual(
      error(100, 100, 60, gif),
      "--fps 60 is too fast for GIF, which shows at most 50 frames a second; use WebP or --fps 50")
    XCTAssertEqual(
      error(100, 100, 30, folder.appendingPathComponent("x.bmp").path),
      "--out \(folder.appendingPathComponent("x.bmp").path) must end in .gif, .webp, .mp4, .apng, .html, .css or .json (Lottie), or be a folder ending in /"
    )
    XCTAssertEqual(
      error(100, 100, 30, "/nonexistent/x.gif"),
      "cannot write /nonexistent/x.gif: the folder /nonexistent does not exist")
    XCTAssertNil(error(16, 16, 1, gif))
    XCTAssertNil(error(3840, 2160, 120, folder.appendingPathComponent("x.webp").path))
  }
}
