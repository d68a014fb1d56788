import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController

/// A picker row's menu: Rename…, Duplicate, Delete with Undo; the keyboard's highlight.
final class PresetMenuTests: XCTestCase {
  var store: MemoryStore!
  var tall: Preset!

  func make() -> AppController {
    store = MemoryStore()
    var setting = AnimationSetting()
    setting[.heightMultiplier] = 1.5
    tall = Preset(name: "Tall", setting: setting)
    store.presets[tall.id] = tall
    let wide = Preset(name: "Wide", createdAt: tall.createdAt.addingTimeInterval(1), setting: AnimationSetting())
    store.presets[wide.id] = wide
    return AppController(store: store, loaded: store.loadAll())
  }

  var tallRow: Int { BuiltInPresets.all.count }

  func test_rightClick_selectsTheRow_andOpensItsMenu_builtInsOnlyDuplicate() {
    let c = make()
    c.handle(.pickerRowRightClicked(tallRow))
    XCTAssertEqual(c.state.selectedPreset.name, "Tall")
    XCTAssertEqual(c.state.menu, .preset(tallRow))
    XCTAssertEqual(PresetMenuItem.items(builtIn: false), [.rename, .duplicate, .export, .delete])
    XCTAssertEqual(PresetMenuItem.items(builtIn: true), [.duplicate, .export])
    c.handle(.menuDismissed)
    c.handle(.pickerRowRightClicked(0))
    c.handle(.presetMenuChosen(.delete))  // not offered for a built-in: nothing happens
    XCTAssertEqual(c.state.presets.count, BuiltInPresets.all.count + 2)
    XCTAssertNil(c.state.menu)
  }

  func test_menuKey_opensTheSelectedRowsMenu_andTheHighlightWraps() {
    let c = make()
    c.handle(.pickerRowTapped(tallRow))
    c.handle(.presetMenuKeyPressed)
    XCTAssertEqual(c.state.menu, .preset(tallRow))
    c.handle(.menuHighlightMoved(1))
    XCTAssertEqual(c.state.menuHighlight, 0)
    c.handle(.menuHighlightMoved(-1))
    XCTAssertEqual(c.state.menuHighlight, 3, "up from the first wraps to the last")
    c.handle(.menuHighlightMoved(1))
    XCTAssertEqual(c.state.menuHighlight, 0)
    c.handle(.presetMenuKeyPressed)
    XCTAssertNil(c.state.menu, "the key closes it again")
    c.handle(.tabSelected(.settings))
    c.handle(.presetMenuKeyPressed)
    XCTAssertNil(c.state.menu, "only on the Animation screen")
  }

  func test_rename_inline_withTheSaveRules() {
    let c = make()
    c.handle(.pickerRowRightClicked(tallRow))
    c.handle(.presetMenuChosen(.rename))
    XCTAssertEqual(c.state.rename?.text, "Tall")
    for _ in 0..<4 { c.handle(.renameBackspacePressed) }
    c.handle(.renameConfirmed)
    XCTAssertNotNil(c.state.rename?.error, "an empty name is refused")
    c.handle(.renameTextTyped("Showcase"))
    c.handle(.renameConfirmed)
    XCTAssertEqual(c.state.rename?.error, "“Showcase” is built in; choose another name.", "the Save prompt's rule")
    for _ in 0..<8 { c.handle(.renameBackspacePressed) }
    c.handle(.renameTextTyped("Wide"))
    c.handle(.renameConfirmed)
    XCTAssertEqual(c.state.rename?.error, "“Wide” is taken.")
    for _ in 0..<4 { c.handle(.renameBackspacePressed) }
    c.handle(.renameTextTyped("Showcase 2"))
    c.handle(.renameConfirmed)
    XCTAssertNil(c.state.rename)
    XCTAssertEqual(store.presets[tall.id]?.name, "Showcase 2")
    XCTAssertEqual(c.state.selectedPreset.name, "Showcase 2")
    XCTAssertEqual(c.state.selectedPreset.id, tall.id)
    c.handle(.pickerRowRightClicked(tallRow))
    c.handle(.presetMenuChosen(.rename))
    c.handle(.renameTextTyped("x"))
    c.handle(.renameCancelled)
    XCTAssertEqual(store.presets[tall.id]?.name, "Showcase 2", "Esc renames nothing")
  }

  func test_export_opensTheSheetForTheRow() {
    let c = make()
    c.handle(.pickerRowRightClicked(0))
    c.handle(.presetMenuChosen(.export))
    XCTAssertEqual(c.state.selectedPreset.name, "Rest")
    XCTAssertEqual(c.state.exportSheet, ExportSheet())
    XCTAssertNil(c.state.menu)
  }

  func test_duplicate_savesACopy_andSelectsIt() {
    let c = make()
    c.handle(.pickerRowRightClicked(tallRow))
    c.handle(.presetMenuChosen(.duplicate))
    XCTAssertEqual(c.state.selectedPreset.name, "Tall copy")
    XCTAssertEqual(c.state.selectedPreset.setting, tall.setting)
    XCTAssertNotEqual(c.state.selectedPreset.id, tall.id)
    XCTAssertEqual(c.state.picker.selectedIndex, c.state.selectedIndex)
    XCTAssertEqual(store.presets.count, 3)
    c.handle(.pickerRowRightClicked(1))
    c.handle(.presetMenuChosen(.duplicate))
    XCTAssertEqual(c.state.selectedPreset.name, "Showcase copy", "built-ins can be duplicated")
  }

  func test_delete_goesToTheTrash_andUndoPutsItBackSelected() {
    let c = make()
    c.handle(.pickerRowTapped(tallRow))
    c.handle(.deleteKeyPressed)
    XCTAssertNil(store.presets[tall.id])
    XCTAssertEqual(store.trashed.count, 1)
    XCTAssertFalse(c.state.presets.contains { $0.id == tall.id })
    XCTAssertEqual(c.state.notice?.text, "Deleted “Tall”")
    let trashedFile = TrashedFile(
      originalURL: URL(fileURLWithPath: "/presets/\(tall.id.uuidString.lowercased()).json"),
      trashedURL: URL(fileURLWithPath: "/Trash/files/\(tall.id.uuidString.lowercased()).json"),
      infoURL: URL(fileURLWithPath: "/Trash/info/\(tall.id.uuidString.lowercased()).json.trashinfo"))
    XCTAssertEqual(c.state.notice?.button, .undoDelete(tall, trashedFile))
    XCTAssertEqual(c.state.notice?.ticksLeft, 8 * Timeline.ticksPerSecond)
    c.handle(.noticeUndoPressed)
    XCTAssertEqual(store.presets[tall.id], tall, "the same file, the same id")
    XCTAssertEqual(c.state.selectedPreset.id, tall.id)
    XCTAssertNil(c.state.notice?.button)
  }

  func test_theUndoNotice_goesAfter8Seconds_andThenUndoDoesNothing() {
    let c = make()
    c.handle(.pickerRowTapped(tallRow))
    c.handle(.deleteKeyPressed)
    for _ in 0..<(8 * Timeline.ticksPerSecond) { c.tick() }
    XCTAssertNil(c.state.notice)
    XCTAssertNil(c.state.notice?.button)
    c.handle(.noticeUndoPressed)
    XCTAssertNil(store.presets[tall.id], "it stays in the trash, where a file manager can restore it")
  }

  func test_aTrashThatRefuses_keepsThePreset_andSaysSo() {
    let c = make()
    store.failure = .io(path: "/presets/x.json", message: "read-only file system")
    c.handle(.pickerRowTapped(tallRow))
    c.handle(.deleteKeyPressed)
    XCTAssertNotNil(store.presets[tall.id])
    XCTAssertTrue(c.state.presets.contains { $0.id == tall.id })
    XCTAssertTrue(c.state.notice?.text.hasPrefix("Could not delete “Tall”") ?? false, c.state.notice?.text ?? "")
    XCTAssertNil(c.state.notice?.button)
  }

  func test_deleteOnABuiltIn_explains() {
    let c = make()
    c.handle(.deleteKeyPressed)
    XCTAssertEqual(c.state.presets.count, BuiltInPresets.all.count + 2)
    XCTAssertTrue(c.state.notice?.text.contains("built in") ?? false)
  }

  /// A notice is one value: the next one replaces the Undo and the countdown with it.
  func test_aNoticeAfterTheDelete_dropsItsUndo_andItsCountdown() {
    let c = make()
    c.handle(.pickerRowTapped(tallRow))
    c.handle(.deleteKeyPressed)
    for _ in 0..<100 { c.tick() }
    c.handle(.tabSelected(.settings))
    c.handle(.addStepClicked)
    for _ in 0..<(AnimationSetting.maxSteps) { c.handle(.addStepClicked) }
    XCTAssertEqual(c.state.notice, Notice("A preset holds at most 8 steps."), "no button, no countdown")
    c.handle(.noticeUndoPressed)
    XCTAssertNil(store.presets[tall.id], "the old Undo is gone: Tall stays in the trash")
    XCTAssertEqual(store.trashed.count, 1)
  }

  func test_aPassingNoticeAfterTheDelete_hasItsOwnThreeSeconds() {
    let c = make()
    c.handle(.pickerRowTapped(tallRow))
    c.handle(.deleteKeyPressed)
    c.handle(.tabSelected(.settings))
    c.handle(.copyCurvePressed(.css))
    XCTAssertEqual(c.state.notice?.ticksLeft, Notice.passingTicks)
    XCTAssertNil(c.state.notice?.button)
  }
}
