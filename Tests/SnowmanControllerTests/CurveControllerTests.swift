import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The Easing menu, handle drags, copy and paste: what the user does to a curve.
final class CurveControllerTests: XCTestCase {
  func make() -> AppStore {
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.tabSelected(.settings))
    return c
  }

  func test_easingMenu_opensChoosesAndCloses() {
    let c = make()
    c.handle(.curves(.easingRowClicked))
    XCTAssertEqual(c.state.menu, .easing)
    c.handle(.curves(.easingChosen(.back)))
    XCTAssertNil(c.state.menu)
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .back)
    c.handle(.curves(.easingRowClicked))
    c.handle(.menuDismissed)
    XCTAssertNil(c.state.menu)
    c.handle(.curves(.easingRowClicked))
    c.handle(.curves(.easingRowClicked))
    XCTAssertNil(c.state.menu, "a second click closes it")
  }

  func test_draggingAHandleOfANamedCurve_makesItCustomFromItsPoints_roundedAndClamped() {
    let c = make()
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .easeInOut)
    c.handle(.curves(.curveHandleDragged(handle: 1, x: 0.3012, y: 0.8049)))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .custom(CubicBezier(0.3, 0.8, 0.58, 1)))
    c.handle(.curves(.curveHandleDragged(handle: 2, x: 1.7, y: -4)))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .custom(CubicBezier(0.3, 0.8, 1, -1)))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead).css, "cubic-bezier(0.3, 0.8, 1, -1)")
  }

  func test_copy_requestsTheClipboard_andSaysSoForAWhile() {
    let c = make()
    c.handle(.curves(.copyCurvePressed(.css)))
    XCTAssertEqual(c.effects, [.writeClipboard("cubic-bezier(0.42, 0, 0.58, 1)")])
    XCTAssertEqual(c.state.notice?.text, "Copied cubic-bezier(0.42, 0, 0.58, 1)")
    XCTAssertTrue(c.isAnimating, "the notice counts down")
    for _ in 0..<Notice.passingTicks { c.tick() }
    XCTAssertNil(c.state.notice, "gone after 3 s")
    c.handle(.curves(.copyButtonClicked))
    XCTAssertEqual(c.state.menu, .copyCurve)
    c.handle(.curves(.copyCurvePressed(.coreAnimation)))
    XCTAssertNil(c.state.menu)
    XCTAssertEqual(c.effects, [.writeClipboard("CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)")])
    c.handle(.curves(.copyCurvePressed(.swiftUI)))
    XCTAssertEqual(c.effects, [.writeClipboard(".timingCurve(0.42, 0, 0.58, 1, duration: 2)")])
    c.handle(.curves(.pasteKeyPressed))
    XCTAssertEqual(c.effects, [.readClipboard], "Ctrl+V asks for the clipboard; its text comes back as curvePasted")
  }

  /// SwiftUI's curve names the duration of the move it belongs to: the selected keyframe's, from the keyframe
  /// before it on its track.
  func test_swiftUICurve_ofALaterMove_carriesThatMovesDuration() {
    let c = make()
    c.handle(.tabSelected(.settings))
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.tracks(.addKeyframesPressed))
    XCTAssertEqual(c.state.draft.setting.durationSeconds, 4, "a move after the last, as long as it")
    c.handle(.tracks(.playheadDragged(seconds: 3.5)))
    c.handle(.draft(.stepperIncremented(.zTurns)))
    let z = c.state.draft.setting.tracks[.zTurns].keyframes
    XCTAssertEqual(z.map(\.time), [0, 2, 3.5, 4], "keyed where the playhead is, between the added move's ends")
    c.handle(.tracks(.keyframeClicked(.property(.zTurns), 2, adding: false)))
    c.handle(.curves(.copyCurvePressed(.swiftUI)))
    XCTAssertEqual(c.effects, [.writeClipboard(".timingCurve(0.42, 0, 0.58, 1, duration: 1.5)")])
    c.handle(.tracks(.keyframeClicked(.property(.widthMultiplier), 1, adding: false)))
    c.handle(.curves(.copyCurvePressed(.swiftUI)))
    XCTAssertEqual(c.effects, [.writeClipboard(".timingCurve(0.42, 0, 0.58, 1, duration: 2)")])
  }

  func test_copyOfACurveWithNoSuchForm_copiesNothing_andSaysWhy() {
    let c = make()
    c.handle(.curves(.easingChosen(.bounce)))
    c.handle(.curves(.copyCurvePressed(.css)))
    XCTAssertEqual(c.effects, [])
    XCTAssertEqual(c.state.notice?.text, "Bounce has no CSS cubic-bezier form; nothing copied.")
  }

  func test_paste_setsTheCurve_orSaysWhyNot_andChangesNothing() {
    let c = make()
    c.handle(.curves(.curvePasted("cubic-bezier(0.1, 0.7, 0.2, 1)")))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .custom(CubicBezier(0.1, 0.7, 0.2, 1)))
    XCTAssertEqual(c.state.notice?.text, "Pasted cubic-bezier(0.1, 0.7, 0.2, 1)")
    c.handle(.curves(.curvePasted("spring(bounce: 0.45)")))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .spring(bounce: 0.45))
    c.handle(.curves(.curvePasted("hello")))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .spring(bounce: 0.45), "bad text changes nothing")
    XCTAssertTrue(
      c.state.notice?.text.hasPrefix("Nothing pasted: “hello” is not a curve") ?? false, c.state.notice?.text ?? "")
  }

  func test_curveSteppers_stepTheNumbers() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.curveY1)))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .custom(CubicBezier(0.42, 0.01, 0.58, 1)))
    c.handle(.curves(.easingChosen(.spring)))
    c.handle(.draft(.stepperIncremented(.springBounce)))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .spring(bounce: 0.35))
  }
}
