import Foundation
import XCTest

@testable import SnowmanModel

/// The name rules every entry point shares, and import that never overwrites.
final class PresetNameAndImportTests: XCTestCase {
  var folder: TempFolder!
  var library: PresetLibrary!

  override func setUpWithError() throws {
    folder = try TempFolder()
    library = PresetLibrary(store: FilePresetStore(directory: folder.url.appendingPathComponent("presets")))
  }

  override func tearDown() { folder.remove() }

  func test_validated_trimsAndRefusesEmptyTooLongAndBuiltInNames() throws {
    XCTAssertEqual(try PresetName.validated("  Tall \n"), "Tall")
    XCTAssertEqual(try PresetName.validated("a\u{7}b"), "ab", "control characters are dropped")
    XCTAssertThrowsError(try PresetName.validated(" \t ")) { XCTAssertEqual($0 as? PresetName.Problem, .empty) }
    XCTAssertThrowsError(try PresetName.validated(String(repeating: "x", count: 65))) {
      XCTAssertEqual("\($0)", "A name is at most 64 characters, not 65.")
    }
    XCTAssertThrowsError(try PresetName.validated("Showcase")) {
      XCTAssertEqual("\($0)", "“Showcase” is built in; choose another name.")
    }
    XCTAssertEqual(try PresetName.validated(String(repeating: "x", count: 64)).count, 64)
  }

  func test_unique_numbersTakenNames() {
    let taken: Set<String> = ["Tall", "Tall 2", "Tall 4"]
    XCTAssertEqual(PresetName.unique("Tall", isTaken: taken.contains), "Tall 3")
    XCTAssertEqual(PresetName.unique("Wide", isTaken: taken.contains), "Wide")
    XCTAssertEqual(PresetName.suggested(savedCount: 0, isTaken: { $0 == "Preset 1" }), "Preset 2")
  }

  func test_import_identicalFile_isAlreadyThere_andWritesNothing() throws {
    let outcome = try library.importPreset(BuiltInPresets.showcase)
    XCTAssertEqual(outcome, .alreadyThere(BuiltInPresets.showcase))
    XCTAssertEqual(library.loaded.presets, [])
  }

  func test_import_sameIdDifferentName_isANewPresetWithAFreshId() throws {
    var renamed = BuiltInPresets.showcase
    renamed.name = "Mine"
    guard case .imported(let stored, idWasTaken: true, nameWasTaken: false) = try library.importPreset(renamed) else {
      return XCTFail("imported as a new preset")
    }
    XCTAssertNotEqual(stored.id, BuiltInPresets.showcase.id)
    XCTAssertEqual(stored.name, "Mine")
    XCTAssertEqual(stored.setting, BuiltInPresets.showcase.setting)
    XCTAssertEqual(library.store.loadAll().presets, [stored], "on disk")
  }

  func test_import_neverOverwritesAStoredPreset() throws {
    let mine = Preset(name: "Mine", setting: AnimationSetting(values: [.widthMultiplier: 2]))
    try library.store.save(mine)
    library = PresetLibrary(store: library.store)
    var edited = mine
    edited.setting.setValue(.widthMultiplier, 3, step: 0)
    let outcome = try library.importPreset(edited)
    XCTAssertEqual(outcome.description, "imported Mine 2 — as a new preset: its id and name were taken")
    let onDisk = library.store.loadAll().presets
    XCTAssertEqual(onDisk.count, 2)
    XCTAssertEqual(onDisk.first { $0.id == mine.id }, mine, "the stored preset is as it was")
  }

  func test_import_newIdAndName_keepsBoth() throws {
    let file = Preset(name: "Fresh", setting: AnimationSetting())
    XCTAssertEqual(try library.importPreset(file), .imported(file, idWasTaken: false, nameWasTaken: false))
    XCTAssertEqual(try library.importPreset(file), .alreadyThere(file), "a second import of the same file")
  }

  func test_find_byNameOrId_andAmbiguity() throws {
    let a = Preset(name: "Twin", setting: AnimationSetting())
    let b = Preset(name: "Twin", setting: AnimationSetting())
    let presets = BuiltInPresets.all + [a, b]
    XCTAssertEqual(try PresetLibrary.find("Showcase", in: presets), BuiltInPresets.showcase)
    XCTAssertEqual(try PresetLibrary.find(a.id.uuidString.lowercased(), in: presets), a)
    XCTAssertThrowsError(try PresetLibrary.find("Twin", in: presets)) {
      XCTAssertEqual($0 as? LibraryError, .ambiguous("Twin", [a.id, b.id]))
    }
    XCTAssertThrowsError(try PresetLibrary.find("Nope", in: presets)) {
      XCTAssertEqual($0 as? LibraryError, .notFound("Nope"))
    }
  }
}
