import Foundation
import XCTest

@testable import SnowmanModel

final class FilePresetStoreTests: XCTestCase {
  var folder: TempFolder!
  var store: FilePresetStore!

  override func setUpWithError() throws {
    folder = try TempFolder()
    store = FilePresetStore(directory: folder.url.appendingPathComponent("presets"))
  }

  override func tearDown() { folder.remove() }

  func preset(_ name: String, width: Double = 1) -> Preset {
    Preset(name: name, setting: AnimationSetting(values: [.widthMultiplier: width]))
  }

  func test_save_createsFolderAndRoundTrips() throws {
    let p = preset("Tall", width: 1.5)
    try store.save(p)
    XCTAssertTrue(FileManager.default.fileExists(atPath: store.fileURL(for: p.id).path))
    XCTAssertEqual(store.loadAll(), PresetLoadResult(presets: [p], problems: []))
  }

  func test_missingFolder_isEmptyNotAnError() {
    XCTAssertEqual(store.loadAll(), PresetLoadResult(presets: [], problems: []))
  }

  func test_fileIsNamedByIdNeverByName() throws {
    for name in ["a/b", "../../escape", "new\nline", String(repeating: "é", count: 500)] {
      let p = preset(name)
      try store.save(p)
      XCTAssertEqual(store.fileURL(for: p.id).lastPathComponent, p.id.uuidString.lowercased() + ".json")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
    XCTAssertEqual(names.count, 4)
    XCTAssertTrue(names.allSatisfy { $0.hasSuffix(".json") && UUID(uuidString: String($0.dropLast(5))) != nil })
    XCTAssertEqual(
      Set(store.loadAll().presets.map(\.name)),
      ["a/b", "../../escape", "new\nline", String(repeating: "é", count: 500)])
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("escape").path))
  }

  func test_crashBetweenTempWriteAndRename_leavesOldFileIntact() throws {
    let p = preset("Keep", width: 1.2)
    try store.save(p)
    let before = try Data(contentsOf: store.fileURL(for: p.id))
    struct Crash: Error {}
    var changed = p
    changed.setting.setValue(.widthMultiplier, 2.5, step: 0)
    XCTAssertThrowsError(
      try AtomicFile.write(FilePresetStore.encode(changed), to: store.fileURL(for: p.id)) {
        throw Crash()
      })
    XCTAssertEqual(try Data(contentsOf: store.fileURL(for: p.id)), before)
    // A temp file left by a real crash is never read as a preset.
    try Data("{".utf8).write(
      to: store.directory.appendingPathComponent(".tmp-123-\(p.id.uuidString.lowercased()).json"))
    XCTAssertEqual(store.loadAll(), PresetLoadResult(presets: [p], problems: []))
  }

  func test_corruptFile_isSkippedReportedAndLeftByteForByte() throws {
    try store.save(preset("Good"))
    let bad = store.directory.appendingPathComponent("\(UUID().uuidString.lowercased()).json")
    let bytes = Data("{\"version\": 1, \"name\": \"half".utf8)
    try bytes.write(to: bad)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: bad.path)
    let result = store.loadAll()
    XCTAssertEqual(result.presets.map(\.name), ["Good"])
    XCTAssertEqual(result.problems, [PresetFileProblem(path: bad.path, reason: "is not valid JSON")])
    // Saving others does not touch it.
    try store.save(preset("Other"))
    XCTAssertEqual(try Data(contentsOf: bad), bytes)
    let mode = try FileManager.default.attributesOfItem(atPath: bad.path)[.posixPermissions] as? Int
    XCTAssertEqual(mode, 0o640)
  }

  func test_fifoAndFolder_doNotBlockAndAreReported() throws {
    try store.save(preset("Good"))
    let fifo = store.directory.appendingPathComponent("fifo.json")
    XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
    try FileManager.default.createDirectory(
      at: store.directory.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
    let result = store.loadAll()
    XCTAssertEqual(result.presets.map(\.name), ["Good"])
    XCTAssertEqual(Set(result.problems.map(\.reason)), ["is not a regular file", "is a folder, not a file"])
  }

  func test_twoStoresOnOneFolder_savingInTurn_loseNothing() throws {
    let other = FilePresetStore(directory: store.directory)
    var saved: [Preset] = []
    for i in 0..<20 {
      let p = preset("P\(i)")
      try (i.isMultiple(of: 2) ? store : other).save(p)
      saved.append(p)
    }
    XCTAssertEqual(Set(store.loadAll().presets), Set(saved))
    XCTAssertEqual(Set(other.loadAll().presets), Set(saved))
  }

  func test_rename_keepsUnknownFieldsAndId() throws {
    let p = preset("Old")
    try store.save(p)
    let url = store.fileURL(for: p.id)
    var object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    object["comment"] = "kept"
    try JSONSerialization.data(withJSONObject: object).write(to: url)
    try store.rename(id: p.id, to: "New")
    let renamed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    XCTAssertEqual(renamed["comment"] as? String, "kept")
    XCTAssertEqual(store.loadAll().presets.map(\.name), ["New"])
    XCTAssertEqual(store.loadAll().presets.first?.id, p.id)
  }

  func test_delete_removesOnlyThatFile_andUnknownIdIsNotFound() throws {
    let a = preset("A")
    let b = preset("B")
    try store.save(a)
    try store.save(b)
    try store.delete(id: a.id)
    XCTAssertEqual(store.loadAll().presets, [b])
    XCTAssertThrowsError(try store.delete(id: a.id)) { error in
      XCTAssertEqual(error as? PresetStoreError, .notFound(a.id.uuidString.lowercased()))
    }
  }

  func test_folderIsAFile_saveFailsClearly() throws {
    try Data().write(to: store.directory)
    XCTAssertThrowsError(try store.save(preset("X"))) { error in
      XCTAssertEqual("\(error)", "could not write \(store.directory.path): it is a file, not a folder")
    }
  }
}

final class PreferencesStoreTests: XCTestCase {
  func test_roundTrip_andBadFileFallsBackWithWarningAndIsLeftAlone() throws {
    let folder = try TempFolder()
    defer { folder.remove() }
    let store = PreferencesStore(url: folder.file("config/preferences.json"))
    XCTAssertEqual(store.load().0, Preferences())
    XCTAssertNil(store.load().warning)
    var draft = AnimationSetting()
    draft.setValue(.widthMultiplier, 2, step: 0)
    let prefs = Preferences(
      lastTab: .settings, selectedPresetID: UUID(), draft: draft, windowWidth: 700, windowHeight: 900)
    try store.save(prefs)
    XCTAssertEqual(store.load().0, prefs)

    let junk = Data("not json".utf8)
    try junk.write(to: store.url)
    let (loaded, warning) = store.load()
    XCTAssertEqual(loaded, Preferences())
    XCTAssertEqual(warning, "ignored \(store.url.path): it is not valid preferences JSON; using defaults")
    XCTAssertEqual(try Data(contentsOf: store.url), junk)
  }

  func test_locations_followXDGAndOverride() {
    let env = ["HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"]
    let xdg = DataLocations(environment: env)
    XCTAssertEqual(xdg.presetsDirectory.path, "/d/snowman/presets")
    XCTAssertEqual(xdg.preferencesFile.path, "/c/snowman/preferences.json")
    let defaults = DataLocations(environment: ["HOME": "/home/u"])
    XCTAssertEqual(defaults.presetsDirectory.path, "/home/u/.local/share/snowman/presets")
    XCTAssertEqual(defaults.preferencesFile.path, "/home/u/.config/snowman/preferences.json")
    let custom = DataLocations(environment: ["HOME": "/home/u", "SNOWMAN_DATA_DIR": "/x"])
    XCTAssertEqual(custom.presetsDirectory.path, "/x/presets")
    XCTAssertEqual(DataLocations(dataDirectory: "/y", environment: env).preferencesFile.path, "/y/preferences.json")
  }
}
