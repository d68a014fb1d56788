import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// Radio groups as GTK has them: one Tab stop a group, at its chosen item; the arrows move the choice and the focus
/// within the group (the Export sheet's rows going round at the ends, the anchor's grid stopping at its edges).
final class RadioGroupKeysTests: XCTestCase {
  /// Presses `key` as the window does: the command the key map gives, applied.
  func press(_ key: Key, _ modifiers: KeyModifiers = [], in c: AppStore) {
    guard case .actions(let actions)? = InputMap.command(for: key, modifiers, state: c.state) else { return }
    for action in actions { c.handle(action) }
  }

  func make() -> AppStore {
    let store = MemoryStore()
    return AppStore(store: store, loaded: store.loadAll())
  }

  func test_theExportSheet_aRowIsOneStop_andTheArrowsMoveItsChoice() throws {
    let c = make()
    c.handle(.export(.exportSheetOpened))
    XCTAssertEqual(
      c.state.focusOrder.map(\.key),
      ["export.format.gif", "export.size.480", "export.fps.30", "export.cancel", "export.start"])
    XCTAssertEqual(c.state.focus.id?.key, "export.format.gif", "what opens takes the focus: its first row")
    press(.right, in: c)
    XCTAssertEqual(c.state.exportSheet?.format, .webp)
    XCTAssertEqual(c.state.focus.id?.key, "export.format.webp", "the focus goes with the choice")
    XCTAssertTrue(c.state.focus.visible)
    press(.left, in: c)
    press(.left, in: c)
    XCTAssertEqual(c.state.exportSheet?.format, ExportSheet.Format.allCases.last, "round from the first to the last")
    press(.tab, in: c)
    XCTAssertEqual(c.state.focus.id?.key, "export.size.480", "Tab leaves the row")
    press(.down, in: c)
    XCTAssertEqual(c.state.exportSheet?.size, 720)
    XCTAssertEqual(c.state.focus.id?.key, "export.size.720")
  }

  func test_theAnchorGrid_isOneStop_andTheArrowsMoveTheAnchor() throws {
    let c = make()
    c.handle(.tabSelected(.settings))
    c.handle(.focus(.focusClicked(.feature(.anchor(.centre)))))
    press(.right, in: c)
    XCTAssertEqual([c.state.tableValue(.anchorX), c.state.tableValue(.anchorY)], [1, 0.5])
    XCTAssertEqual(c.state.focus.id, .feature(.anchor(.right)))
    press(.up, in: c)
    XCTAssertEqual([c.state.tableValue(.anchorX), c.state.tableValue(.anchorY)], [1, 0])
    press(.right, in: c)
    XCTAssertEqual(c.state.focus.id, .feature(.anchor(.topRight)), "the grid's edge holds")
    XCTAssertEqual(
      c.state.focusOrder.filter { if case .feature(.anchor) = $0 { true } else { false } },
      [.feature(.anchor(.topRight))], "the one stop is the chosen point")
    c.handle(.draft(.undoPressed))
    XCTAssertEqual([c.state.tableValue(.anchorX), c.state.tableValue(.anchorY)], [1, 0.5], "a press is one edit")
  }
}
