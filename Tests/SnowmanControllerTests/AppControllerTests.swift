import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// A store in memory that can be told to fail.
final class MemoryStore: PresetStore {
  var presets: [UUID: Preset] = [:]
  var failure: PresetStoreError?
  var token = 0

  func loadAll() -> PresetLoadResult {
    PresetLoadResult(presets: presets.values.sorted { $0.createdAt < $1.createdAt }, problems: [])
  }
  func save(_ preset: Preset) throws {
    if let failure { throw failure }
    presets[preset.id] = preset
    token += 1
  }
  func rename(id: UUID, to newName: String) throws { presets[id]?.name = newName }
  func delete(id: UUID) throws { presets[id] = nil }
  /// What the trash holds, by the file name it would have.
  var trashed: [String: Preset] = [:]
  func moveToTrash(id: UUID) throws -> TrashedFile {
    if let failure { throw failure }
    guard let p = presets.removeValue(forKey: id) else { throw PresetStoreError.notFound(id.uuidString) }
    let name = id.uuidString.lowercased() + ".json"
    trashed[name] = p
    token += 1
    return TrashedFile(
      originalURL: URL(fileURLWithPath: "/presets/" + name), trashedURL: URL(fileURLWithPath: "/Trash/files/" + name),
      infoURL: URL(fileURLWithPath: "/Trash/info/" + name + ".trashinfo"))
  }
  func restore(_ file: TrashedFile) throws {
    guard let p = trashed.removeValue(forKey: file.trashedURL.lastPathComponent) else {
      throw TrashError("cannot put back \(file.originalURL.path)")
    }
    presets[p.id] = p
    token += 1
  }
  func changeToken() -> String { "\(token)" }
}

final class AppControllerTests: XCTestCase {
  func make(_ store: MemoryStore = MemoryStore(), preferences: Preferences = Preferences()) -> AppStore {
    AppStore(store: store, loaded: store.loadAll(), preferences: preferences)
  }

  func test_startsOnRestWithBuiltInsFirst() {
    let c = make()
    XCTAssertEqual(c.state.library.presets.map(\.name), BuiltInPresets.all.map(\.name))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Rest")
    XCTAssertEqual(c.state.tab, .animation)
    XCTAssertEqual(c.state.playback.state, .stopped)
  }

  func test_steppingTheDraft_thenSaving_addsAndSelectsThePreset() {
    let store = MemoryStore()
    let c = make(store)
    c.handle(.tabSelected(.settings))
    for _ in 0..<5 { c.handle(.draft(.stepperIncremented(.widthMultiplier))) }
    XCTAssertEqual(c.state.draft.setting.formatted(.widthMultiplier, at: 2), "×1.5", "keyed where the pass ends")
    c.handle(.draft(.saveTapped))
    XCTAssertEqual(c.state.savePrompt?.text, "Preset 1")
    for _ in 0..<8 { c.handle(.textField(.deleted(.left))) }
    c.handle(.textField(.typed("Tall")))
    c.handle(.draft(.promptConfirmed))
    XCTAssertNil(c.state.savePrompt)
    XCTAssertEqual(c.state.library.presets.prefix(4).map(\.name), ["Rest", "Showcase", "Crossfade", "Tall"])
    XCTAssertEqual(c.state.library.selectedPreset.name, "Tall")
    XCTAssertEqual(c.state.library.picker.selectedIndex, 3)
    XCTAssertEqual(store.presets.values.first?.setting.steps[0].widthMultiplier, 1.5)
  }

  func test_takenName_asksBeforeReplacing_andKeepsTheId() {
    let store = MemoryStore()
    let c = make(store)
    c.handle(.draft(.saveTapped))
    c.handle(.textField(.moved(.end, selecting: false)))
    c.handle(.textField(.deleted(.left)))
    c.handle(.draft(.promptConfirmed))  // "Preset " → trimmed "Preset"
    let first = c.state.library.selectedPreset
    c.handle(.draft(.stepperIncremented(.opacity)))
    c.handle(.draft(.stepperDecremented(.opacity)))
    c.handle(.draft(.stepperDecremented(.opacity)))
    c.handle(.draft(.saveTapped))
    for _ in 0..<8 { c.handle(.textField(.deleted(.left))) }
    c.handle(.textField(.typed("Preset")))
    c.handle(.draft(.promptConfirmed))
    XCTAssertEqual(c.state.savePrompt?.confirmLabel, "Replace")
    XCTAssertEqual(store.presets.count, 1)
    c.handle(.draft(.promptConfirmed))
    XCTAssertNil(c.state.savePrompt)
    XCTAssertEqual(store.presets.count, 1)
    XCTAssertEqual(store.presets[first.id]?.setting.steps[0].opacity, 0.8)  // + at the limit does nothing
    XCTAssertEqual(c.state.library.presets.count, BuiltInPresets.all.count + 1)
  }

  func test_builtInAndEmptyNames_areRefusedInThePrompt() {
    let c = make()
    c.handle(.draft(.saveTapped))
    for _ in 0..<8 { c.handle(.textField(.deleted(.left))) }
    c.handle(.draft(.promptConfirmed))
    XCTAssertEqual(c.state.savePrompt?.error, "Type a name for the preset.")
    c.handle(.textField(.typed("Rest")))
    c.handle(.draft(.promptConfirmed))
    XCTAssertEqual(c.state.savePrompt?.error, "“Rest” is built in; choose another name.")
    c.handle(.draft(.promptCancelled))
    XCTAssertNil(c.state.savePrompt)
  }

  func test_failedSave_showsOneSentenceAndKeepsTheDraft() {
    let store = MemoryStore()
    store.failure = .io(path: "/ro/x.json", message: "rename failed: Read-only file system")
    let c = make(store)
    c.handle(.draft(.stepperIncremented(.heightMultiplier)))
    let draft = c.state.draft.setting
    c.handle(.draft(.saveTapped))
    c.handle(.draft(.promptConfirmed))
    XCTAssertEqual(
      c.state.notice?.text,
      "Could not save “Preset 1”: could not write /ro/x.json: rename failed: Read-only file system. Your settings are kept."
    )
    XCTAssertEqual(c.state.draft.setting, draft)
    XCTAssertEqual(c.state.library.presets.count, BuiltInPresets.all.count)
  }

  func test_playPauseResume_andPickingStopsPlayback() {
    let c = make()
    c.handle(.library(.pickerRowTapped(1)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase")
    c.handle(.transport(.playButtonPressed))
    for _ in 0..<120 { c.playbackTick() }
    XCTAssertEqual(c.state.playback.state, .playing)
    c.handle(.transport(.stageClicked))
    XCTAssertEqual(c.state.playback.state, .paused)
    for _ in 0..<60 { c.playbackTick() }
    XCTAssertEqual(c.state.playback.elapsedSeconds, 1)
    c.handle(.transport(.playPauseKeyPressed))
    for _ in 0..<360 { c.playbackTick() }
    XCTAssertEqual(c.state.playback.state, .finished)
    XCTAssertEqual(c.state.playback.buttonLabel, "Play")
    c.handle(.transport(.playButtonPressed))
    XCTAssertEqual(c.state.playback.state, .playing)
    c.handle(.library(.pickerKeyPressed(rows: -1)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Rest")
    XCTAssertEqual(c.state.playback.state, .stopped)
    XCTAssertEqual(c.state.pose(alpha: 0.5), .rest)
  }

  func test_pickingAPreset_startsTheDraftFromIt() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.library(.pickerScrolled(rows: 1)))
    XCTAssertEqual(c.state.draft.setting, BuiltInPresets.showcase.setting)
  }

  func test_preferences_restoreTabSelectionAndDraft() {
    let store = MemoryStore()
    let c = make(store)
    c.handle(.library(.pickerRowTapped(1)))
    c.handle(.tabSelected(.settings))
    c.handle(.draft(.stepperIncremented(.repeatCount)))
    let prefs = c.preferences(windowWidth: 500, windowHeight: 900)
    XCTAssertEqual(prefs.lastTab, .settings)
    XCTAssertEqual(prefs.selectedPresetID, BuiltInPresets.showcase.id)
    XCTAssertEqual(prefs.draft?.repeatCount, 2)
    let again = make(store, preferences: prefs)
    XCTAssertEqual(again.state.tab, .settings)
    XCTAssertEqual(again.state.library.selectedPreset.name, "Showcase")
    XCTAssertEqual(again.state.draft.setting.repeatCount, 2)
  }

  func test_changesOnDisk_arePickedUpKeepingTheSelection() {
    let store = MemoryStore()
    let c = make(store)
    c.handle(.library(.pickerRowTapped(1)))
    try? store.save(Preset(name: "From shell", setting: AnimationSetting()))
    c.handle(.library(.presetsChangedOnDisk(store.loadAll())))
    XCTAssertEqual(c.state.library.presets.prefix(4).map(\.name), ["Rest", "Showcase", "Crossfade", "From shell"])
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase")
    XCTAssertEqual(c.state.library.picker.rowCount, BuiltInPresets.all.count + 1)
  }

  func test_tabs_switchByClickAndCtrlTab() {
    let c = make()
    // Ctrl+Tab visits each tab in the bar's order, the last wrapping to the first.
    for next in Tab.allCases.dropFirst() + [.animation] {
      c.handle(.nextTabPressed)
      XCTAssertEqual(c.state.tab, next)
    }
    c.handle(.tabSelected(.settings))
    XCTAssertEqual(c.state.tab, .settings)
  }

  /// The Controller computes the table's range from the window's size (the View measures nothing): the scroll
  /// stays inside it when the window grows, the prompt opens or the curve loses its numbers.
  func test_settingsScroll_isClampedToWhatTheWindowShows() {
    let c = make()
    c.handle(.windowResized(width: 360, height: 640))
    c.handle(.curves(.easingChosen(.bounce)))
    let small = SettingsTable(window: WindowMetrics(width: 360, height: 640), state: c.state).maxScroll
    XCTAssertGreaterThan(small, 100, "a 640-pt window shows part of the table")
    XCTAssertEqual(c.state.settingsMaxScroll, small)
    c.handle(.settingsScrolled(points: 5000))
    XCTAssertEqual(c.state.settingsScroll, small)
    c.handle(.settingsScrolled(points: -9000))
    XCTAssertEqual(c.state.settingsScroll, 0)

    c.handle(.curves(.easingChosen(.custom)))
    let withNumbers = c.state.settingsMaxScroll
    XCTAssertEqual(withNumbers, small + 4 * SettingsTable.rowHeight, "a Bézier's four numbers are rows")
    c.handle(.settingsScrolled(points: 5000))
    c.handle(.curves(.easingChosen(.bounce)))
    XCTAssertEqual(c.state.settingsScroll, small, "re-clamped when the table shrinks")

    c.handle(.draft(.saveTapped))
    XCTAssertEqual(c.state.settingsMaxScroll, small + SettingsTable.promptGap + SettingsTable.promptHeight)
    c.handle(.draft(.promptCancelled))
    c.handle(.windowResized(width: 360, height: 1000))
    XCTAssertEqual(c.state.settingsScroll, small - 360, "re-clamped when the window grows")
    c.handle(.windowResized(width: 360, height: 4000))
    XCTAssertEqual(c.state.settingsScroll, 0)
    XCTAssertEqual(c.state.settingsMaxScroll, 0)
  }

  /// The Wardrobe's stage follows the window and the stage's picture, computed by the Controller.
  func test_windowAndPicture_giveTheWardrobeItsStage() {
    let c = make()
    c.handle(.windowResized(width: 1280, height: 720))
    let window = WindowMetrics(width: 1280, height: 720)
    XCTAssertEqual(
      c.state.wardrobe.physics.geometry, WardrobeGeometry(window: window, pictureAspect: StageFit.snowmanAspect)
    )
    c.handle(.stagePictureMeasured(aspect: 1.5))
    XCTAssertEqual(c.state.wardrobe.physics.geometry, WardrobeGeometry(window: window, pictureAspect: 1.5))
    XCTAssertEqual(c.state.wardrobe.physics.geometry.width, 1280 - 32)
    XCTAssertEqual(c.state.wardrobe.physics.geometry.height, 720 - 68 - 16 - 22 - 8 - 84)
    XCTAssertEqual(c.effects, [], "nothing is asked of the world")
  }

  func test_promptText_dropsControlCharactersAndIsLimited() {
    let c = make()
    c.handle(.draft(.saveTapped))
    c.handle(.textField(.moved(.end, selecting: false)))
    c.handle(.textField(.typed("\u{7}x\ny" + String(repeating: "z", count: 100))))
    XCTAssertEqual(c.state.savePrompt?.text.count, PresetName.maxLength)
    XCTAssertTrue(c.state.savePrompt?.text.hasPrefix("Preset 1xy") ?? false)
  }
}

/// The window opens on its selection, still.
final class PickerAtStartTests: XCTestCase {
  func test_savedSelection_opensWithTheWheelStill() {
    let prefs = Preferences(
      lastTab: .animation, selectedPresetID: BuiltInPresets.showcase.id, draft: nil, windowWidth: 480,
      windowHeight: 800)
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []), preferences: prefs)
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase")
    XCTAssertFalse(c.state.library.picker.isMoving)
    XCTAssertFalse(c.isAnimating)
  }

  func test_presetChosenAtStart_selectsWithTheWheelStill() {
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.library(.presetChosenAtStart(BuiltInPresets.showcase.id)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase")
    XCTAssertEqual(c.state.library.picker.offset, 1)
    XCTAssertFalse(c.state.library.picker.isMoving, "no glide from the first row")
    c.handle(.library(.pickerRowTapped(0)))
    XCTAssertTrue(c.state.library.picker.isMoving, "a click still glides")
  }
}
