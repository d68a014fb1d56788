import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController
@testable import SnowmanExport
@testable import snowman

/// A sink whose last frame is encoded late, as a long file's last frame can be: it holds the encoder's queue until
/// the test lets it go, so the job's finish runs only after the test has cancelled it and started the next export.
private final class LateSink: FrameSink, @unchecked Sendable {
  let frames: Int
  let lastFrameArrived = DispatchSemaphore(value: 0)
  let letGo = DispatchSemaphore(value: 0)
  let aborted = DispatchSemaphore(value: 0)
  init(frames: Int) { self.frames = frames }

  func add(frame index: Int, rgba: UnsafePointer<UInt8>, stride: Int) throws {
    guard index == frames - 1 else { return }
    lastFrameArrived.signal()
    letGo.wait()
  }
  func finish() throws {}
  func abort() { aborted.signal() }
}

final class ExportRunnerTests: XCTestCase {
  private func order(_ name: String) -> ExportOrder {
    ExportOrder(
      presetName: name, setting: AnimationSetting(values: [.duration: 0.2, .autoreverse: 0]), format: .gif,
      longSide: 480, fps: 30)
  }

  /// Steps the runner until it reports an end (finished or failed), at most `turns` turns of the loop.
  private func runToTheEnd(_ runner: ExportRunner, turns: Int = 10_000) -> AppAction? {
    for _ in 0..<turns {
      for action in runner.step(windowFocused: { true }) {
        switch action {
        case .feature(.export(.exportFinished)), .feature(.export(.exportFailed)): return action
        default: continue
        }
      }
      usleep(1000)
    }
    return nil
  }

  func test_aCancelledExportFinishingLate_doesNotEndTheNextOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var late: LateSink?
    let runner = ExportRunner(folder: { folder }) { request, pictures in
      // The first export's encoder is slow on its last frame; the next one is an ordinary GIF.
      guard late == nil else { return try ExportJob(request, artworkSource: pictures, background: true) }
      let frames = FrameSchedule(timeline: Timeline(request.setting), fps: request.fps).frameCount
      let sink = LateSink(frames: frames)
      late = sink
      return try ExportJob(request, artworkSource: pictures, background: true, sink: sink)
    }

    XCTAssertEqual(runner.start(order("First"), dataDirectory: nil), [.export(.exportStarted(file: "First.gif"))])
    let sink = try XCTUnwrap(late)
    // Every frame is drawn and the finish is queued behind the last one, which the encoder is still on.
    var turns = 0
    while sink.lastFrameArrived.wait(timeout: .now()) != .success {
      _ = runner.step(windowFocused: { true })
      turns += 1
      XCTAssertLessThan(turns, 100_000, "the first export never reached its last frame")
    }
    for _ in 0..<3 { _ = runner.step(windowFocused: { true }) }
    XCTAssertEqual(runner.cancelAsked(), [.export(.exportCancelled)])
    XCTAssertEqual(runner.start(order("Second"), dataDirectory: nil), [.export(.exportStarted(file: "Second.gif"))])

    // The cancelled job now finishes: its finish fails ("the export was cancelled") and it removes what it wrote.
    sink.letGo.signal()
    XCTAssertEqual(sink.aborted.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(sink.aborted.wait(timeout: .now() + 10), .success, "the cancel's own clean-up ran after the finish")

    let second = folder.appendingPathComponent("Second.gif")
    guard case .feature(.export(.exportFinished(let path, let frames, let bytes, _)))? = runToTheEnd(runner) else {
      return XCTFail("the second export was not reported finished")
    }
    XCTAssertEqual(path, second.path)
    XCTAssertEqual(frames, 6)
    XCTAssertGreaterThan(bytes, 0)
    XCTAssertTrue(FileManager.default.fileExists(atPath: second.path))
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("First.gif").path))
    XCTAssertFalse(runner.isRunning)
  }

  /// A code file is written on a thread of its own, so the window keeps drawing through a flat Lottie's second: the
  /// start says only that it started; a later turn of the loop says it finished, with the bytes `render` writes. A
  /// code file cancelled after it was written is removed.
  func test_codeIsWrittenOffTheLoop_andACancelledOneIsRemoved() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = ExportRunner(folder: { folder })
    let flat = ExportOrder(
      presetName: "Showcase", setting: BuiltInPresets.showcase.setting, format: .lottieFlat, longSide: 480, fps: 30)
    XCTAssertEqual(runner.start(flat, dataDirectory: nil), [.export(.exportStarted(file: "Showcase.json"))])
    XCTAssertTrue(runner.isRunning)
    guard case .feature(.export(.exportFinished(let path, _, let bytes, _)))? = runToTheEnd(runner) else {
      return XCTFail("the flat Lottie was not reported finished")
    }
    let written = try Data(contentsOf: URL(fileURLWithPath: path))
    XCTAssertEqual(bytes, written.count)
    let expected = try CodeExport.code(
      .lottie, setting: BuiltInPresets.showcase.setting, name: "Showcase", width: 480, height: 360, background: .sky,
      lottie: .flat)
    XCTAssertEqual(written, expected)

    XCTAssertEqual(runner.start(flat, dataDirectory: nil), [.export(.exportStarted(file: "Showcase 2.json"))])
    let second = folder.appendingPathComponent("Showcase 2.json")
    XCTAssertTrue(Harness.waitFor(30) { FileManager.default.fileExists(atPath: second.path) }, "it was written")
    XCTAssertEqual(runner.cancelAsked(), [.export(.exportCancelled)])
    // The file shows a moment before its thread hears of the cancel (which it then removes): wait on that.
    XCTAssertTrue(
      Harness.waitFor(10) { !FileManager.default.fileExists(atPath: second.path) }, "a cancelled export leaves nothing")
    XCTAssertFalse(runner.isRunning)
  }
}
