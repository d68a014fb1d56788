import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

final class PointerRouterTests: XCTestCase {
  /// A screen's surface takes the pointer whole, in its own points: a press, a drag, a release and the wheel over
  /// the Wardrobe's stage reach the ring; on a screen without a surface the same place is ordinary.
  func test_aScreensSurface_takesThePointer_inItsOwnPoints() {
    for tab in Tab.allCases {
      let state = ViewTestSupport.state(tab: tab)
      let layout = Layout(width: 480, height: 800, state: state)
      XCTAssertEqual(
        layout.surface(for: tab) != nil, ScreenFeatures.surfaceAction(tab, .wheel(notches: 1)) != nil,
        "\(tab): a surface in the layout exactly where its feature says what the pointer means there")
      guard let s = layout.surface(for: tab) else { continue }
      var r = PointerRouter()
      let (x, y) = (s.x + 100, s.y + 40)
      XCTAssertEqual(
        r.pressed(x: x, y: y, time: 0, layout: layout, state: state),
        [.wardrobe(.pointerPressed(x: 100, y: 40, time: 0))])
      XCTAssertEqual(
        r.moved(x: x + 30, y: y, time: 0.1, layout: layout, state: state),
        [.wardrobe(.pointerMoved(x: 130, y: 40, time: 0.1))])
      XCTAssertEqual(
        r.released(x: x + 30, y: y, time: 0.2, layout: layout, state: state),
        [.wardrobe(.pointerReleased(x: 130, y: 40, time: 0.2))])
      XCTAssertEqual(
        r.wheel(dy: -1, x: x, y: y, layout: layout, state: state), [.wardrobe(.wheelScrolled(notches: -1))])
    }
  }

  func test_click_firesOnReleaseOverThePressedControl() {
    let state = ViewTestSupport.state()
    let layout = Layout(width: 480, height: 800, state: state)
    var r = PointerRouter()
    let b = layout.playButton
    XCTAssertEqual(r.pressed(x: b.midX, y: b.midY, time: 0, layout: layout, state: state), [])
    XCTAssertEqual(r.interaction.pressed, .feature(.transport(.play)))
    XCTAssertEqual(
      r.released(x: b.midX, y: b.midY, time: 0.1, layout: layout, state: state), [.transport(.playButtonPressed)])
    // Released elsewhere: nothing.
    _ = r.pressed(x: b.midX, y: b.midY, time: 0, layout: layout, state: state)
    XCTAssertEqual(r.released(x: 5, y: 5, time: 0.1, layout: layout, state: state), [])
  }

  func test_stepper_firesOnPress_andRepeatsWhileHeld() {
    let state = ViewTestSupport.state(tab: .settings)
    let layout = Layout(width: 480, height: 800, state: state)
    guard let plus = layout.control(.feature(.draft(.increment(.widthMultiplier))))?.rect else {
      return XCTFail("Width + is in view")
    }
    var r = PointerRouter()
    XCTAssertEqual(
      r.pressed(x: plus.midX, y: plus.midY, time: 0, layout: layout, state: state),
      [.draft(.stepperIncremented(.widthMultiplier))])
    var repeats = 0
    for _ in 0..<(PointerRouter.repeatDelayTicks + PointerRouter.repeatIntervalTicks * 3) {
      repeats += r.tick().count
    }
    XCTAssertEqual(repeats, 4)
    XCTAssertEqual(r.released(x: plus.midX, y: plus.midY, time: 1, layout: layout, state: state), [])
    XCTAssertEqual(r.tick(), [])
  }

  func test_disabledStepper_doesNothing() {
    let state = ViewTestSupport.state(tab: .settings)
    let layout = Layout(width: 480, height: 2100, state: state)
    guard let plus = layout.control(.feature(.draft(.increment(.opacity))))?.rect else {
      return XCTFail("Opacity + is in view")
    }
    var r = PointerRouter()
    XCTAssertEqual(r.pressed(x: plus.midX, y: plus.midY, time: 0, layout: layout, state: state), [])
  }

  func test_pickerDrag_becomesDragActionsWithVelocity() {
    let state = ViewTestSupport.state()
    let layout = Layout(width: 480, height: 800, state: state)
    let p = layout.picker
    var r = PointerRouter()
    _ = r.pressed(x: p.midX, y: p.midY, time: 0, layout: layout, state: state)
    var actions: [AppAction] = []
    for i in 1...5 {
      actions += r.moved(x: p.midX, y: p.midY - Double(i) * 10, time: Double(i) * 0.01, layout: layout, state: state)
    }
    XCTAssertEqual(actions.first, .library(.pickerDragBegan))
    XCTAssertTrue(actions.contains(.library(.pickerDragged(rows: 10 / Layout.pickerRowHeight))))
    let end = r.released(x: p.midX, y: p.midY - 50, time: 0.055, layout: layout, state: state)
    guard case .feature(.library(.pickerDragEnded(let v)))? = end.first else { return XCTFail("no drag end: \(end)") }
    XCTAssertEqual(v, 1000 / Layout.pickerRowHeight, accuracy: 5)
  }

  func test_wheel_overPicker_scrollsOneRow() {
    let state = ViewTestSupport.state()
    let layout = Layout(width: 480, height: 800, state: state)
    let r = PointerRouter()
    XCTAssertEqual(
      r.wheel(dy: -1, x: layout.picker.midX, y: layout.picker.midY, layout: layout, state: state),
      [.library(.pickerScrolled(rows: 1))])
    XCTAssertEqual(r.wheel(dy: 1, x: 5, y: 5, layout: layout, state: state), [])
  }
}
