import Foundation
import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

/// The timeline and the transport row: where they go, that their text fits, and that the playhead is drawn where
/// the playback is.
final class TransportViewTests: XCTestCase {
  static let sizes: [(Double, Double)] = [(360, 640), (480, 800), (1280, 720)]

  func scene(width: Double, height: Double, density: Double, state: AppState) throws -> (Surface, Layout, SceneRenderer)
  {
    try ViewTestSupport.frame(state, width: width, height: height, density: density)
  }

  func test_rowAndTimeline_fitAndLineUp_atEverySize_andDensity() throws {
    for (w, h) in Self.sizes {
      for density in [1.0, 2.0] {
        let state = ViewTestSupport.state()
        let (_, layout, scene) = try scene(width: w, height: h, density: density, state: state)
        let context = "\(Int(w))x\(Int(h)) at \(density)x"
        let row = [
          layout.loopButton, layout.stepBackwardButton, layout.playButton, layout.stepForwardButton,
          layout.speedButton,
        ]
        for (a, b) in zip(row, row.dropFirst()) {
          XCTAssertLessThanOrEqual(a.maxX, b.x, "left to right without overlap, \(context)")
          XCTAssertEqual(a.midY, b.midY, accuracy: 0.01, "on one line, \(context)")
        }
        XCTAssertGreaterThanOrEqual(row[0].x, 0, context)
        XCTAssertLessThanOrEqual(row[4].maxX, w, context)
        XCTAssertEqual(layout.timeline.x, layout.stage.x + Layout.timelineInset, context)
        XCTAssertEqual(layout.timeline.maxX, layout.stage.maxX - Layout.timelineInset, accuracy: 1e-9, context)
        XCTAssertGreaterThan(layout.timeline.y, layout.stage.maxY, "under the stage, \(context)")
        XCTAssertFalse(layout.timeline.intersects(layout.picker), context)
        // Text that must not be clipped: the Play button's longest label beside its icon, the slowest speed, the
        // longest readout (10 s × 2 passes × 20 repeats).
        let canvas = scene.canvas
        for label in ["Resume", "Pause", "Play"] {
          let content =
            Layout.playIconSize + Layout.playIconGap(buttonWidth: layout.playButton.w)
            + canvas.width(label, size: Theme.Size.button, bold: true)
          XCTAssertLessThan(content, layout.playButton.w - 8, "\(label), \(context)")
        }
        XCTAssertLessThan(
          canvas.width("0.25×", size: Theme.Size.caption, bold: true), layout.speedButton.w - 6, context)
        XCTAssertLessThan(canvas.width("400.00 / 400.00 s", size: Theme.Size.caption), layout.timeline.w / 2, context)
      }
    }
  }

  func test_playheadIsDrawnWherePlaybackIs() throws {
    var state = ViewTestSupport.state()
    state.playback.handle(.seek(state.playback.totalTicks / 2))
    for density in [1.0, 2.0] {
      let (pixels, layout, _) = try scene(width: 480, height: 800, density: density, state: state)
      let track = layout.timelineTrack
      let at = { (x: Double, y: Double) in pixels.pixel(x: Int(x * density), y: Int(y * density)) }
      let centre = at(track.midX, track.midY)
      XCTAssertTrue(
        abs(Int(centre.r) - Int(Theme.light.accent.r)) < 12 && abs(Int(centre.b) - Int(Theme.light.accent.b)) < 12,
        "the playhead's accent dot in the middle at \(density)x: \(centre)")
      let played = at(track.x + track.w * 0.25, track.midY)
      XCTAssertTrue(abs(Int(played.b) - Int(Theme.light.accent.b)) < 20 && played.r < 120, "played part: \(played)")
      let ahead = at(track.x + track.w * 0.8, track.midY)
      XCTAssertTrue(
        abs(Int(ahead.r) - Int(Theme.light.separator.r)) < 8 && abs(Int(ahead.b) - Int(Theme.light.separator.b)) < 8,
        "the track ahead is empty: \(ahead)")
    }
  }

  func test_readoutText_isElapsedOverTotal_toHundredths() {
    var r = TimeReadout()
    r.write(elapsedTicks: 102, totalTicks: 480)
    XCTAssertEqual(r.text, "0.85 / 4.00 s")
    r.write(elapsedTicks: 0, totalTicks: 48_000)
    XCTAssertEqual(r.text, "0.00 / 400.00 s")
    r.write(elapsedTicks: 1, totalTicks: 13)
    XCTAssertEqual(r.text, "0.01 / 0.11 s", "rounded to the nearest hundredth")
  }
}
