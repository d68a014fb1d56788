import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The first-run intro: pages, Next and "Let's go", Esc, F1, and what it holds while it is up.
final class IntroTests: XCTestCase {
  func make() -> AppStore {
    let store = MemoryStore()
    return AppStore(store: store, loaded: store.loadAll())
  }

  func test_nextGoesThroughThePages_letsGoCloses_andItIsRemembered() {
    let c = make()
    XCTAssertNil(c.state.intro.page)
    c.handle(.intro(.introAsked))
    XCTAssertEqual(c.state.intro.page, 0)
    XCTAssertEqual(c.state.focusScope, .layer(.intro))
    XCTAssertEqual(c.state.focusOrder, [.feature(.intro(.skip)), .feature(.intro(.next))])
    XCTAssertTrue(c.state.isAnimating, "the mascot zooms in")
    for _ in 0..<IntroFeature.zoomTicks { c.handle(.ticked) }
    XCTAssertEqual(c.state.intro.zoom, 1)
    XCTAssertFalse(c.state.isAnimating)
    XCTAssertEqual(ControlID.feature(.intro(.next)).label(in: c.state), "Next")
    // A page a screen: Next to the last one.
    for _ in 1..<Tab.allCases.count { c.handle(.intro(.nextPressed)) }
    XCTAssertEqual(c.state.intro.page, Tab.allCases.count - 1)
    XCTAssertEqual(ControlID.feature(.intro(.next)).label(in: c.state), "Let's go")
    XCTAssertNil(c.preferences(windowWidth: 480, windowHeight: 800).introSeen)
    c.handle(.intro(.nextPressed))
    XCTAssertNil(c.state.intro.page)
    XCTAssertEqual(c.preferences(windowWidth: 480, windowHeight: 800).introSeen, true)
    let next = AppStore(
      store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []),
      preferences: c.preferences(windowWidth: 480, windowHeight: 800))
    XCTAssertTrue(next.state.intro.seen, "the next run knows")
  }

  func test_itCoversWhatIsOpen_aMenuAndARowsNameField_close() {
    let store = MemoryStore()
    let tall = Preset(name: "Tall", setting: AnimationSetting())
    store.presets[tall.id] = tall
    let c = AppStore(store: store, loaded: store.loadAll())
    let tallRow = BuiltInPresets.core.count
    c.handle(.library(.pickerRowRightClicked(tallRow)))
    XCTAssertEqual(c.state.menu, .preset(tallRow))
    c.handle(.intro(.introAsked))
    XCTAssertNil(c.state.menu)
    c.handle(.intro(.skipPressed))
    c.handle(.library(.pickerRowRightClicked(tallRow)))
    c.handle(.library(.presetMenuChosen(.rename)))
    XCTAssertNotNil(c.state.library.rename)
    c.handle(.intro(.introAsked))
    XCTAssertNil(c.state.library.rename)
    XCTAssertEqual(c.state.focusScope, .layer(.intro))
  }

  func test_escSkips_f1ShowsItAgain_andItKeepsTheKeysWhileUp() {
    let c = make()
    c.handle(.intro(.introAsked))
    XCTAssertEqual(
      InputMap.command(for: .character("3"), [], state: c.state), .actions([]),
      "the screens under it hear nothing")
    XCTAssertEqual(InputMap.command(for: .enter, [], state: c.state), .actions([.intro(.nextPressed)]))
    XCTAssertEqual(InputMap.command(for: .escape, [], state: c.state), .actions([.intro(.skipPressed)]))
    c.handle(.intro(.skipPressed))
    XCTAssertNil(c.state.intro.page)
    XCTAssertTrue(c.state.intro.seen)
    XCTAssertEqual(InputMap.command(for: .f1, [], state: c.state), .actions([.intro(.introAsked)]))
  }
}
