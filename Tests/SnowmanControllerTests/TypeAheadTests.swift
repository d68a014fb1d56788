import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// Typing a name while the picker has the focus finds its row, as GTK's lists do.
final class TypeAheadTests: XCTestCase {
  func make() -> AppStore {
    let store = MemoryStore()
    let mine = Preset(name: "Swoop", setting: AnimationSetting(values: [.zTurns: 0.5]))
    store.presets[mine.id] = mine
    return AppStore(store: store, loaded: store.loadAll())
  }

  func test_lettersWhileThePickerHasTheFocus_findTheRow_theyAddUp_andStartOver() {
    let c = make()
    c.handle(.focus(.focusClicked(.feature(.library(.picker)))))
    var s = c.state
    XCTAssertEqual(
      InputMap.command(for: .character("s"), [], state: s),
      .actions([.focus(.focusRingShown), .library(.nameTyped("s"))]),
      "a letter types when the picker has the focus, which the keyboard shows as it does for any key")
    s.focus.id = .feature(.transport(.play))
    XCTAssertEqual(
      InputMap.command(for: .character("l"), [], state: s), .actions([.transport(.loopButtonPressed)]),
      "elsewhere a letter keeps its meaning")

    c.handle(.library(.nameTyped("s")))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase", "the first row that starts so")
    c.handle(.library(.nameTyped("W")))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Swoop", "letters add up, in any case; the user's first")
    c.handle(.library(.nameTyped("i")))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Swing")
    c.handle(.library(.nameTyped("h")))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Heartbeat", "a letter that matches nothing starts over")
    XCTAssertEqual(c.state.library.picker.selectedIndex, c.state.library.selectedIndex)
    c.handle(.library(.nameTyped("q")))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Heartbeat", "no row starts with q: nothing moves")
    c.handle(.library(.pickerKeyPressed(rows: 1)))
    c.handle(.library(.nameTyped("r")))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Rest", "the wheel moved: typing starts over")
  }
}
