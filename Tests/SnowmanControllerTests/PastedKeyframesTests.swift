import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// Ctrl+V of CSS `@keyframes`: each rule read (by the app) comes in as a saved preset, listed with the user's own.
final class PastedKeyframesTests: XCTestCase {
  var store: MemoryStore!

  func make() -> AppStore {
    store = MemoryStore()
    let tall = Preset(name: "Tall", setting: AnimationSetting(values: [.heightMultiplier: 1.5]))
    store.presets[tall.id] = tall
    return AppStore(store: store, loaded: store.loadAll())
  }

  func test_rules_areSaved_amongTheUsersPresets_theLastSelected_theRefusalsSaid() {
    let c = make()
    let wobble = Preset(name: "wobble", setting: AnimationSetting(values: [.zTurns: 0.1]))
    let effects = LibraryFeature.pasted(
      [Preset(name: "Tall", setting: AnimationSetting()), wobble], refused: ["“x” was not imported: it has no name."],
      c.state.library)
    XCTAssertEqual(effects.count, 2)
    guard case .savePreset(let first, .pasted(let none)) = effects[0] else { return XCTFail("\(effects)") }
    XCTAssertEqual(first.name, "Tall 2", "a taken name is numbered")
    XCTAssertEqual(none, [])

    c.handle(
      .library(
        .keyframesPasted(
          [Preset(name: "Tall", setting: AnimationSetting()), wobble],
          refused: ["“x” was not imported: it has no name."])))
    let names = c.state.library.presets.map(\.name)
    XCTAssertEqual(Array(names.prefix(6)), ["Rest", "Showcase", "Crossfade", "Tall", "Tall 2", "wobble"])
    XCTAssertEqual(names.count, BuiltInPresets.all.count + 3)
    XCTAssertEqual(c.state.library.selectedPreset.name, "wobble")
    XCTAssertEqual(c.state.library.selectedPreset.setting, wobble.setting)
    XCTAssertEqual(store.presets.count, 3)
    XCTAssertEqual(c.state.notice?.text, "Imported “wobble”. “x” was not imported: it has no name.")
  }

  func test_nothingComesIn_theNoticeSaysWhy_andNothingIsSaved() {
    let c = make()
    c.handle(.library(.keyframesPasted([], refused: ["“x” was not imported: it has no keyframes."])))
    XCTAssertEqual(store.presets.count, 1)
    XCTAssertEqual(c.state.notice?.text, "“x” was not imported: it has no keyframes.")
  }
}
