import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController
@testable import SnowmanView

/// Each layout lists its controls once, with their labels, states and Tab positions; the Tab order and the list
/// agree: everything Tab visits is laid out, and everything that acts on a click or a key is in the Tab order.
final class ControlListTests: XCTestCase {
  /// Controls the pointer uses that the keyboard reaches another way (the stage is Space; a row is the wheel's ↑ ↓;
  /// a stepper's halves are its row's arrows; a keyframe is its lane's ← →).
  static let pointerOnly: @Sendable (ControlID) -> Bool = { id in
    switch id {
    case .feature(.transport(.stage)), .feature(.library(.row)), .feature(.draft(.increment)),
      .feature(.draft(.decrement)), .feature(.tracks(.key)):
      return true
    // A radio group is one Tab stop (its chosen point); the arrows reach the others (RadioGroupKeysTests).
    case .feature(.anchor): return true
    default: return false
    }
  }

  static func states() -> [(String, AppState)] {
    var all: [(String, AppState)] = []
    for tab in Tab.allCases { all.append(("\(tab)", ViewTestSupport.state(tab: tab))) }
    var edited = ViewTestSupport.state(tab: .settings)
    var chain = StepChain(values: [.widthMultiplier: 2])
    chain.steps[0].easing = .custom(CubicBezier(0.2, 0.1, 0.3, 1))
    edited.draft.setting = AnimationSetting(chain: chain)
    all.append(("edited, a Bézier", edited))
    all.append(("the prompt", ViewTestSupport.state(tab: .settings, prompt: true)))
    var menu = ViewTestSupport.state(tab: .settings)
    menu.menu = .easing
    all.append(("the Easing menu", menu))
    var sheet = ViewTestSupport.state()
    sheet.exportSheet = ExportSheet()
    all.append(("the sheet", sheet))
    var running = sheet
    running.exportSheet?.phase = .running(progress: 0.5, file: "a.gif")
    all.append(("an export running", running))
    var notice = ViewTestSupport.state()
    notice.notice = .offering("Saved a.gif", .showFolder("/p"))
    all.append(("a notice", notice))
    return all
  }

  func test_theTabOrderAndTheControlListAgree() {
    for (name, state) in Self.states() {
      // Tall enough that no row of the table is scrolled out of view.
      let layout = Layout(width: 480, height: 3000, state: state)
      let order = state.focusOrder
      for (index, id) in order.enumerated() {
        let control = layout.controls.first { $0.id == id }
        XCTAssertNotNil(control, "\(name): Tab visits \(id.key), which is not laid out")
        XCTAssertEqual(control?.focusIndex, index, "\(name): \(id.key)'s place in the Tab order")
      }
      // Something open (the prompt, a menu, the sheet) keeps Tab inside itself; on a screen Tab reaches it all.
      guard case .screen = state.focusScope else { continue }
      for control in layout.controls where control.id.activates && !Self.pointerOnly(control.id) {
        XCTAssertNotNil(control.focusIndex, "\(name): \(control.id.key) acts on a click but Tab never reaches it")
      }
    }
  }
}
