import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// A picker row's menu: Rename…, Duplicate, Delete with Undo; the keyboard's highlight.
final class PresetMenuTests: XCTestCase {
  var store: MemoryStore!
  var tall: Preset!

  func make() -> AppStore {
    store = MemoryStore()
    let setting = AnimationSetting(values: [.heightMultiplier: 1.5])
    tall = Preset(name: "Tall", setting: setting)
    store.presets[tall.id] = tall
    let wide = Preset(name: "Wide", createdAt: tall.createdAt.addingTimeInterval(1), setting: AnimationSetting())
    store.presets[wide.id] = wide
    return AppStore(store: store, loaded: store.loadAll())
  }

  var tallRow: Int { BuiltInPresets.core.count }

  func test_rightClick_selectsTheRow_andOpensItsMenu_builtInsOnlyDuplicate() {
    let c = make()
    c.handle(.library(.pickerRowRightClicked(tallRow)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Tall")
    XCTAssertEqual(c.state.menu, .preset(tallRow))
    XCTAssertEqual(PresetMenuItem.items(builtIn: false), [.rename, .duplicate, .export, .delete])
    XCTAssertEqual(PresetMenuItem.items(builtIn: true), [.duplicate, .export])
    c.handle(.menuDismissed)
    c.handle(.library(.pickerRowRightClicked(0)))
    c.handle(.library(.presetMenuChosen(.delete)))  // not offered for a built-in: nothing happens
    XCTAssertEqual(c.state.library.presets.count, BuiltInPresets.all.count + 2)
    XCTAssertNil(c.state.menu)
  }

  func test_menuKey_opensTheSelectedRowsMenu_andTheHighlightWraps() {
    let c = make()
    c.handle(.library(.pickerRowTapped(tallRow)))
    c.handle(.library(.presetMenuKeyPressed))
    XCTAssertEqual(c.state.menu, .preset(tallRow))
    c.handle(.focus(.menuHighlightMoved(1)))
    XCTAssertEqual(c.state.menuHighlight, 0)
    c.handle(.focus(.menuHighlightMoved(-1)))
    XCTAssertEqual(c.state.menuHighlight, 3, "up from the first wraps to the last")
    c.handle(.focus(.menuHighlightMoved(1)))
    XCTAssertEqual(c.state.menuHighlight, 0)
    c.handle(.library(.presetMenuKeyPressed))
    XCTAssertNil(c.state.menu, "the key closes it again")
    c.handle(.tabSelected(.settings))
    c.handle(.library(.presetMenuKeyPressed))
    XCTAssertNil(c.state.menu, "only on the Animation screen")
  }

  func test_rename_inline_withTheSaveRules() {
    let c = make()
    c.handle(.library(.pickerRowRightClicked(tallRow)))
    c.handle(.library(.presetMenuChosen(.rename)))
    XCTAssertEqual(c.state.library.rename?.text, "Tall")
    for _ in 0..<4 { c.handle(.textField(.deleted(.left))) }
    c.handle(.library(.renameConfirmed))
    XCTAssertNotNil(c.state.library.rename?.error, "an empty name is refused")
    c.handle(.textField(.typed("Showcase")))
    c.handle(.library(.renameConfirmed))
    XCTAssertEqual(
      c.state.library.rename?.error, "“Showcase” is built in; choose another name.", "the Save prompt's rule")
    for _ in 0..<8 { c.handle(.textField(.deleted(.left))) }
    c.handle(.textField(.typed("Wide")))
    c.handle(.library(.renameConfirmed))
    XCTAssertEqual(c.state.library.rename?.error, "“Wide” is taken.")
    for _ in 0..<4 { c.handle(.textField(.deleted(.left))) }
    c.handle(.textField(.typed("Showcase 2")))
    c.handle(.library(.renameConfirmed))
    XCTAssertNil(c.state.library.rename)
    XCTAssertEqual(store.presets[tall.id]?.name, "Showcase 2")
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase 2")
    XCTAssertEqual(c.state.library.selectedPreset.id, tall.id)
    c.handle(.library(.pickerRowRightClicked(tallRow)))
    c.handle(.library(.presetMenuChosen(.rename)))
    c.handle(.textField(.typed("x")))
    c.handle(.library(.renameCancelled))
    XCTAssertEqual(store.presets[tall.id]?.name, "Showcase 2", "Esc renames nothing")
    c.handle(.library(.pickerRowRightClicked(tallRow)))
    c.handle(.library(.presetMenuChosen(.rename)))
    c.handle(.pressedOn(.feature(.library(.renameField))))
    XCTAssertNotNil(c.state.library.rename, "a press in the field keeps it")
    c.handle(.textField(.typed("x")))
    c.handle(.pressedOn(.feature(.transport(.play))))
    c.handle(.focus(.focusClicked(.feature(.transport(.play)))))
    XCTAssertNil(c.state.library.rename, "a press elsewhere ends Rename…")
    XCTAssertEqual(store.presets[tall.id]?.name, "Showcase 2", "without renaming")
    XCTAssertEqual(
      c.state.focus.id, .feature(.transport(.play)), "the press's control takes the focus the field gave back")
  }

  func test_export_opensTheSheetForTheRow() {
    let c = make()
    c.handle(.library(.pickerRowRightClicked(0)))
    c.handle(.library(.presetMenuChosen(.export)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Rest")
    XCTAssertEqual(c.state.exportSheet, ExportSheet())
    XCTAssertNil(c.state.menu)
  }

  func test_duplicate_savesACopy_andSelectsIt() {
    let c = make()
    c.handle(.library(.pickerRowRightClicked(tallRow)))
    c.handle(.library(.presetMenuChosen(.duplicate)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Tall copy")
    XCTAssertEqual(c.state.library.selectedPreset.setting, tall.setting)
    XCTAssertNotEqual(c.state.library.selectedPreset.id, tall.id)
    XCTAssertEqual(c.state.library.picker.selectedIndex, c.state.library.selectedIndex)
    XCTAssertEqual(store.presets.count, 3)
    c.handle(.library(.pickerRowRightClicked(1)))
    c.handle(.library(.presetMenuChosen(.duplicate)))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase copy", "built-ins can be duplicated")
  }

  func test_delete_goesToTheTrash_andUndoPutsItBackSelected() {
    let c = make()
    c.handle(.library(.pickerRowTapped(tallRow)))
    c.handle(.library(.deleteKeyPressed))
    XCTAssertNil(store.presets[tall.id])
    XCTAssertEqual(store.trashed.count, 1)
    XCTAssertFalse(c.state.library.presets.contains { $0.id == tall.id })
    XCTAssertEqual(c.state.notice?.text, "Deleted “Tall”")
    let trashedFile = TrashedFile(
      originalURL: URL(fileURLWithPath: "/presets/\(tall.id.uuidString.lowercased()).json"),
      trashedURL: URL(fileURLWithPath: "/Trash/files/\(tall.id.uuidString.lowercased()).json"),
      infoURL: URL(fileURLWithPath: "/Trash/info/\(tall.id.uuidString.lowercased()).json.trashinfo"))
    XCTAssertEqual(c.state.notice?.button, .undoDelete(tall, trashedFile))
    XCTAssertEqual(c.state.notice?.ticksLeft, 8 * Timeline.ticksPerSecond)
    c.handle(.notice(.undoPressed))
    XCTAssertEqual(store.presets[tall.id], tall, "the same file, the same id")
    XCTAssertEqual(c.state.library.selectedPreset.id, tall.id)
    XCTAssertNil(c.state.notice?.button)
  }

  func test_theUndoNotice_goesAfter8Seconds_andThenUndoDoesNothing() {
    let c = make()
    c.handle(.library(.pickerRowTapped(tallRow)))
    c.handle(.library(.deleteKeyPressed))
    for _ in 0..<(8 * Timeline.ticksPerSecond) { c.tick() }
    XCTAssertNil(c.state.notice)
    XCTAssertNil(c.state.notice?.button)
    c.handle(.notice(.undoPressed))
    XCTAssertNil(store.presets[tall.id], "it stays in the trash, where a file manager can restore it")
  }

  func test_aTrashThatRefuses_keepsThePreset_andSaysSo() {
    let c = make()
    store.failure = .io(path: "/presets/x.json", message: "read-only file system")
    c.handle(.library(.pickerRowTapped(tallRow)))
    c.handle(.library(.deleteKeyPressed))
    XCTAssertNotNil(store.presets[tall.id])
    XCTAssertTrue(c.state.library.presets.contains { $0.id == tall.id })
    XCTAssertTrue(c.state.notice?.text.hasPrefix("Could not delete “Tall”") ?? false, c.state.notice?.text ?? "")
    XCTAssertNil(c.state.notice?.button)
  }

  func test_deleteOnABuiltIn_explains() {
    let c = make()
    c.handle(.library(.deleteKeyPressed))
    XCTAssertEqual(c.state.library.presets.count, BuiltInPresets.all.count + 2)
    XCTAssertTrue(c.state.notice?.text.contains("built in") ?? false)
  }

  /// A notice is one value: the next one replaces the Undo and the countdown with it.
  func test_aNoticeAfterTheDelete_dropsItsUndo_andItsCountdown() {
    let c = make()
    c.handle(.library(.pickerRowTapped(tallRow)))
    c.handle(.library(.deleteKeyPressed))
    for _ in 0..<100 { c.tick() }
    c.handle(.tabSelected(.settings))
    c.handle(.tracks(.keyframesPasted("not keyframes")))
    XCTAssertEqual(
      c.state.notice, Notice("Nothing pasted: the clipboard holds no keyframes."), "no button, no countdown")
    c.handle(.notice(.undoPressed))
    XCTAssertNil(store.presets[tall.id], "the old Undo is gone: Tall stays in the trash")
    XCTAssertEqual(store.trashed.count, 1)
  }

  func test_aPassingNoticeAfterTheDelete_hasItsOwnThreeSeconds() {
    let c = make()
    c.handle(.library(.pickerRowTapped(tallRow)))
    c.handle(.library(.deleteKeyPressed))
    c.handle(.tabSelected(.settings))
    c.handle(.curves(.copyCurvePressed(.css)))
    XCTAssertEqual(c.state.notice?.ticksLeft, Notice.passingTicks)
    XCTAssertNil(c.state.notice?.button)
  }
}
