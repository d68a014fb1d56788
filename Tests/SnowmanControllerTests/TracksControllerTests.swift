import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The dope sheet: the table at the playhead, auto-key, "Add keyframes here", selecting, dragging, nudging,
/// deleting, copying and pasting keyframes; the state and the effects each returns.
final class TracksControllerTests: XCTestCase {
  func make() -> AppStore {
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.tabSelected(.settings))
    return c
  }

  func ref(_ c: AppStore, _ key: PropertyKey, _ index: Int) -> KeyframeRef {
    KeyframeRef(.property(key), c.state.draft.setting.tracks[key].keyframes[index].id)
  }

  /// A click on `key`'s keyframe `index`.
  func click(_ c: AppStore, _ key: PropertyKey, _ index: Int, adding: Bool = false) {
    c.handle(.tracks(.keyframeClicked(.property(key), index, adding: adding)))
  }

  /// Settings opens paused where the pass ends: a stepper keys its move there, from rest at 0 s, as a one-step
  /// preset's table always set the move's target.
  func test_settingsOpensAtThePassEnd_andAStepperKeysThere() {
    let c = make()
    XCTAssertEqual(c.state.playhead, 2)
    XCTAssertEqual(c.state.playback.state, .stopped, "Play plays it from the start")
    c.handle(.draft(.stepperIncremented(.zTurns)))
    let z = c.state.draft.setting.tracks[.zTurns].keyframes
    XCTAssertEqual(z.map(\.time), [0, 2])
    XCTAssertEqual(z.map(\.value), [0, 0.25])
    XCTAssertEqual(z[1].curve, .easeInOut, "a first move on the table's default curve")
    XCTAssertEqual(c.state.tableText(.zTurns), "0.25 turn")
    c.handle(.tracks(.playheadDragged(seconds: 1)))
    XCTAssertEqual(c.state.playhead, 1)
    XCTAssertEqual(c.state.tableValue(.zTurns), 0.125, accuracy: 1e-9, "the table reads the track at the playhead")
    c.handle(.draft(.stepperIncremented(.zTurns)))
    XCTAssertEqual(c.state.draft.setting.tracks[.zTurns].keyframes.map(\.time), [0, 1, 2], "auto-key: a new one")
    XCTAssertEqual(c.state.tableValue(.zTurns), 0.25, accuracy: 1e-9, "from between the grid's points, the next")
    XCTAssertEqual(
      c.state.draft.setting.tracks[.zTurns].keyframes[1].curve, .easeInOut, "the curve of the move it splits")
  }

  /// The motion's own values: a longer pass stretches its keyframes; repeats and autoreverse are the motion's.
  func test_durationStretchesTheKeyframes_repeatsAreTheMotions() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    for _ in 0..<10 { c.handle(.draft(.stepperIncremented(.duration))) }
    XCTAssertEqual(c.state.draft.setting.durationSeconds, 3, accuracy: 1e-9)
    XCTAssertEqual(c.state.draft.setting.tracks[.widthMultiplier].keyframes.map(\.time), [0, 3])
    c.handle(.draft(.stepperIncremented(.repeatCount)))
    XCTAssertEqual(c.state.draft.setting.repeatCount, 2)
    for _ in 0..<40 { c.handle(.draft(.stepperDecremented(.duration))) }
    XCTAssertEqual(c.state.draft.setting.durationSeconds, 0.1, accuracy: 1e-9, "a pass keeps one step of time")
  }

  /// "Add keyframes here": every property keyed at the playhead and selected; at the pass's end where keyframes
  /// stand, a move after it first, and the playhead goes to its end.
  func test_addKeyframesHere_keysEveryProperty_andAtTheEndAddsAMove() {
    let c = make()
    c.handle(.tracks(.playheadDragged(seconds: 0.5)))
    c.handle(.tracks(.addKeyframesPressed))
    XCTAssertEqual(c.state.draft.selection.count, PropertyKey.animated.count)
    for key in PropertyKey.animated {
      // The anchor and the eye hold one value until keyed twice: one keyframe for the whole motion.
      XCTAssertEqual(
        c.state.draft.setting.tracks[key].keyframes.map(\.time), key.staysPut ? [0] : [0, 0.5], "\(key)")
    }
    c.handle(.tracks(.playheadDragged(seconds: 2)))
    c.handle(.draft(.stepperIncremented(.opacity)))
    c.handle(.tracks(.addKeyframesPressed))
    XCTAssertEqual(c.state.draft.setting.durationSeconds, 3.5, accuracy: 1e-9, "a move as long as the last")
    XCTAssertEqual(c.state.playhead, 3.5, accuracy: 1e-9, "the playhead goes to the new move's end")
    c.handle(.draft(.stepperDecremented(.opacity)))
    XCTAssertEqual(c.state.draft.setting.tracks[.opacity].keyframes.map(\.value), [1, 1, 1, 0.9])
  }

  /// A click selects a keyframe and brings the playhead to it; Shift adds; a drag moves the selection together,
  /// snapping to another keyframe within reach, else to a frame; Delete deletes.
  func test_selectDragSnapDelete() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.pointerReleased)
    c.handle(.tracks(.playheadDragged(seconds: 1)))
    c.handle(.draft(.stepperIncremented(.zTurns)))
    c.handle(.pointerReleased)
    let z1 = ref(c, .zTurns, 1)
    click(c, .zTurns, 1)
    XCTAssertEqual(c.state.draft.selection, [z1])
    XCTAssertEqual(c.state.playhead, 1, "the playhead goes to the keyframe")
    c.handle(.tracks(.keyframeDragged(toSeconds: 1.93, snap: 0.1)))
    XCTAssertEqual(c.state.draft.setting.tracks.keyframe(z1)?.time, 2, "snapped to the width's keyframe at 2 s")
    c.handle(.tracks(.keyframeDragged(toSeconds: 1.234, snap: 0.01)))
    XCTAssertEqual(c.state.draft.setting.tracks.keyframe(z1)?.time ?? 0, 74.0 / 60, accuracy: 1e-9, "to a frame")
    c.handle(.pointerReleased)
    XCTAssertTrue(c.state.draft.canUndo)
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.setting.tracks.keyframe(z1)?.time, 1, "the whole drag is one undo step")
    let w1 = ref(c, .widthMultiplier, 1)
    click(c, .zTurns, 1)
    click(c, .widthMultiplier, 1, adding: true)
    XCTAssertEqual(c.state.draft.selection, [z1, w1])
    c.handle(.tracks(.nudgePressed(frames: -3)))
    XCTAssertEqual(c.state.draft.setting.tracks.keyframe(z1)?.time ?? 0, 57.0 / 60, accuracy: 1e-9)
    XCTAssertEqual(c.state.draft.setting.tracks.keyframe(w1)?.time ?? 0, 117.0 / 60, accuracy: 1e-9)
    c.handle(.tracks(.deletePressed))
    XCTAssertEqual(c.state.draft.setting.tracks[.zTurns].keyframes.count, 1)
    XCTAssertEqual(c.state.draft.setting.tracks[.widthMultiplier].keyframes.count, 1)
    XCTAssertEqual(c.state.draft.selection, [])
  }

  /// The arrows walk a lane's keyframes; with none selected they start from the playhead.
  func test_laneArrows_walkTheKeyframes() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.opacity)))
    c.handle(.tracks(.playheadDragged(seconds: 1)))
    c.handle(.draft(.stepperDecremented(.opacity)))
    c.handle(.tracks(.laneArrowPressed(.property(.opacity), forward: true)))
    XCTAssertEqual(c.state.draft.selection, [ref(c, .opacity, 2)])
    XCTAssertEqual(c.state.playhead, 2)
    c.handle(.tracks(.laneArrowPressed(.property(.opacity), forward: false)))
    c.handle(.tracks(.laneArrowPressed(.property(.opacity), forward: false)))
    XCTAssertEqual(c.state.draft.selection, [ref(c, .opacity, 0)])
    c.handle(.tracks(.laneArrowPressed(.property(.opacity), forward: false)))
    XCTAssertEqual(c.state.draft.selection, [ref(c, .opacity, 0)], "the first stays")
    XCTAssertEqual(
      ControlID.feature(.tracks(.key(.property(.opacity), 0))).label(in: c.state),
      "Opacity, keyframe 1 of 3, 0.00 s, 1.0, start")
  }

  /// Copied keyframes go to the clipboard as text; pasted, the earliest lands at the playhead; with none selected
  /// Ctrl+C copies the curve.
  func test_copyAndPaste() throws {
    let c = make()
    c.handle(.draft(.stepperIncremented(.zTurns)))
    c.handle(.tracks(.copyPressed))
    XCTAssertEqual(c.effects, [.writeClipboard("cubic-bezier(0.42, 0, 0.58, 1)")], "nothing selected: the curve")
    click(c, .zTurns, 1)
    c.handle(.tracks(.copyPressed))
    guard case .writeClipboard(let text)? = c.effects.first else { return XCTFail("a clip on the clipboard") }
    XCTAssertEqual(text, "# Snowman keyframes\nzTurns@2=0.25 easing=easeInOut\n")
    c.handle(.tracks(.playheadDragged(seconds: 1)))
    c.handle(.tracks(.keyframesPasted(text)))
    XCTAssertEqual(c.state.draft.setting.tracks[.zTurns].keyframes.map(\.time), [0, 1, 2])
    XCTAssertEqual(c.state.draft.setting.tracks[.zTurns].keyframes.map(\.value), [0, 0.25, 0.25])
    XCTAssertEqual(c.state.draft.selection, [ref(c, .zTurns, 1)])
  }
}
