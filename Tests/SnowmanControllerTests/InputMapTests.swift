import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController

/// The key map, table-driven: each row a state, a key and what it means there.
final class InputMapTests: XCTestCase {

  func state(_ tab: Tab = .animation, _ change: (inout AppState) -> Void = { _ in }) -> AppState {
    var s = AppState(tab: tab, presets: BuiltInPresets.all, selectedIndex: 1, draft: nil)
    change(&s)
    return s
  }

  func command(_ key: Key, _ modifiers: KeyModifiers = [], _ s: AppState) -> KeyCommand? {
    InputMap.command(for: key, modifiers, state: s)
  }

  func test_screenKeys() {
    let animation = state()
    let settings = state(.settings)
    let rows: [(String, Key, KeyModifiers, AppState, KeyCommand?)] = [
      ("Space plays", .space, [], animation, .actions([.transport(.playPauseKeyPressed)])),
      ("Ctrl+Q quits", .character("q"), .ctrl, animation, .quit),
      ("1 shows Animation", .character("1"), [], settings, .actions([.tabSelected(.animation)])),
      ("2 shows Settings", .character("2"), [], animation, .actions([.tabSelected(.settings)])),
      ("9 is no tab", .character("9"), [], animation, nil),
      ("Ctrl+Tab", .tab, .ctrl, animation, .actions([.nextTabPressed])),
      ("Tab", .tab, [], animation, .actions([.focus(.focusMoved(1))])),
      ("Shift+Tab", .tab, .shift, animation, .actions([.focus(.focusMoved(-1))])),
      ("Esc with nothing open", .escape, [], animation, .actions([.focus(.escapePressed)])),
      ("↑ on the wheel", .up, [], animation, .actions([.library(.pickerKeyPressed(rows: -1))])),
      ("↑ on Settings", .up, [], settings, nil),
      ("←", .left, [], settings, .actions([.transport(.stepKeyPressed(frames: -1))])),
      ("Shift+→", .right, .shift, animation, .actions([.transport(.stepKeyPressed(frames: 10))])),
      ("Home", .home, [], animation, .actions([.transport(.homeKeyPressed)])),
      ("End", .end, [], animation, .actions([.transport(.endKeyPressed)])),
      ("[", .character("["), [], animation, .actions([.transport(.slowerKeyPressed)])),
      ("]", .character("]"), [], animation, .actions([.transport(.fasterKeyPressed)])),
      ("R", .character("r"), [], animation, .actions([.transport(.reverseKeyPressed)])),
      ("L", .character("l"), [], animation, .actions([.transport(.loopButtonPressed)])),
      ("Ctrl+R reverts", .character("r"), .ctrl, animation, .actions([.draft(.revertPressed)])),
      ("Ctrl+Z", .character("z"), .ctrl, animation, .actions([.draft(.undoPressed)])),
      ("Ctrl+Shift+Z", .character("z"), [.ctrl, .shift], animation, .actions([.draft(.redoPressed)])),
      ("Ctrl+Y", .character("y"), .ctrl, animation, .actions([.draft(.redoPressed)])),
      ("Ctrl+C", .character("c"), .ctrl, settings, .actions([.curves(.copyCurvePressed(.css))])),
      ("Ctrl+Shift+C", .character("c"), [.ctrl, .shift], animation, .actions([.draft(.animationCopyPressed(.css))])),
      ("Ctrl+V", .character("v"), .ctrl, settings, .actions([.curves(.pasteKeyPressed)])),
      ("Ctrl+E", .character("e"), .ctrl, animation, .actions([.export(.exportSheetOpened)])),
      ("Ctrl+T", .character("t"), .ctrl, animation, .actions([.themeKeyPressed])),
      ("Ctrl+O", .character("o"), .ctrl, animation, .actions([.artwork(.chooseArtworkPressed)])),
      ("Ctrl+S", .character("s"), .ctrl, animation, .actions([.draft(.saveTapped)])),
      ("Delete", .delete, [], animation, .actions([.library(.deleteKeyPressed)])),
      ("Delete on Settings", .delete, [], settings, .actions([.tracks(.deletePressed)])),
      ("Ctrl+K on Settings", .character("k"), .ctrl, settings, .actions([.tracks(.addKeyframesPressed)])),
      ("Menu", .menu, [], animation, .actions([.library(.presetMenuKeyPressed)])),
      ("Shift+F10", .f10, .shift, animation, .actions([.library(.presetMenuKeyPressed)])),
      ("F10 alone", .f10, [], animation, nil),
      ("Enter on nothing", .enter, [], animation, nil),
    ]
    for (name, key, modifiers, s, expected) in rows {
      XCTAssertEqual(command(key, modifiers, s), expected, name)
    }
  }

  func test_whatIsOpenTakesTheKeysFirst() {
    let prompt = state(.settings) { $0.savePrompt = SavePrompt(text: "Preset 1") }
    let path = state(.settings) { $0.pathField = PathField(text: "~/Pic") }
    let sheet = state { $0.exportSheet = ExportSheet() }
    var rename = state()
    rename.library.rename = RenameField(index: 1, text: "Show")
    let menu = state { $0.menu = .preset(1) }
    let rows: [(String, Key, KeyModifiers, AppState, KeyCommand?)] = [
      ("prompt: Esc", .escape, [], prompt, .actions([.draft(.promptCancelled)])),
      ("prompt: Enter", .enter, [], prompt, .actions([.draft(.promptConfirmed)])),
      ("prompt: Backspace", .backspace, [], prompt, .actions([.textField(.deleted(.left))])),
      ("prompt: a letter is text", .character("a"), [], prompt, .actions([])),
      ("prompt: ← moves the caret", .left, [], prompt, .actions([.textField(.moved(.left, selecting: false))])),
      ("prompt: Ctrl+Z is not undo", .character("z"), .ctrl, prompt, .actions([])),
      ("prompt: Tab", .tab, [], prompt, .actions([.focus(.focusMoved(1))])),
      ("path: Enter opens", .enter, [], path, .actions([.artwork(.pathConfirmed)])),
      ("path: Tab completes", .tab, [], path, .actions([.artwork(.pathCompletionAsked)])),
      ("path: Esc", .escape, [], path, .actions([.artwork(.pathCancelled)])),
      ("path: Space is text", .space, [], path, .actions([])),
      ("path: Ctrl+Q still quits", .character("q"), .ctrl, path, .quit),
      ("sheet: Esc", .escape, [], sheet, .actions([.export(.exportCancelPressed)])),
      ("sheet: Shift+Tab", .tab, .shift, sheet, .actions([.focus(.focusMoved(-1))])),
      ("sheet: Space plays nothing", .space, [], sheet, .actions([])),
      ("rename: Enter", .enter, [], rename, .actions([.library(.renameConfirmed)])),
      ("rename: Esc", .escape, [], rename, .actions([.library(.renameCancelled)])),
      ("menu: ↓", .down, [], menu, .actions([.focus(.menuHighlightMoved(1))])),
      ("menu: Esc", .escape, [], menu, .actions([.menuDismissed])),
      ("menu: Enter with nothing highlighted", .enter, [], menu, .actions([])),
      ("menu: Space plays nothing", .space, [], menu, .actions([])),
    ]
    for (name, key, modifiers, s, expected) in rows {
      XCTAssertEqual(command(key, modifiers, s), expected, name)
    }
  }

  /// One order of what is open, for keys, Tab and text alike: the Export sheet opened over the path field holds
  /// them all, and the path field gets them back when the sheet closes.
  func test_theSheetOverThePathField_takesEscTabAndText() {
    var both = state(.settings) { $0.pathField = PathField(text: "~/Pic") }
    both.exportSheet = ExportSheet()
    XCTAssertEqual(both.focusScope, .layer(.export))
    XCTAssertEqual(command(.escape, [], both), .actions([.export(.exportCancelPressed)]))
    XCTAssertEqual(command(.tab, [], both), .actions([.focus(.focusMoved(1))]))
    XCTAssertEqual(command(.backspace, [], both), .actions([]))
    XCTAssertNil(InputMap.text("x", state: both), "typed text does not reach the hidden field")
    both.exportSheet = nil
    XCTAssertEqual(command(.escape, [], both), .actions([.artwork(.pathCancelled)]))
    XCTAssertEqual(InputMap.text("x", state: both), .textField(.typed("x")))
    var promptAndMenu = state(.settings) { $0.savePrompt = SavePrompt(text: "Preset 1") }
    promptAndMenu.menu = .easing
    XCTAssertEqual(command(.escape, [], promptAndMenu), .actions([.menuDismissed]), "the menu over the prompt")
    XCTAssertNil(InputMap.text("x", state: promptAndMenu))
  }

  func test_theFocusedControl_takesSpaceEnterAndArrows() {
    let ringedPlay = state {
      $0.focus.id = .feature(.transport(.play))
      $0.focus.visible = true
    }
    XCTAssertEqual(
      command(.space, [], ringedPlay),
      .actions([.focus(.focusRingShown), .transport(.playButtonPressed), .pointerReleased]))
    var clicked = ringedPlay
    clicked.focus.visible = false
    XCTAssertEqual(command(.space, [], clicked), .actions([.transport(.playPauseKeyPressed)]), "no ring: Space plays")
    let stepper = state(.settings) { $0.focus.id = .feature(.draft(.increment(.opacity))) }
    XCTAssertEqual(
      command(.minus, [], stepper),
      .actions([.focus(.focusRingShown), .draft(.stepperDecremented(.opacity)), .pointerReleased]))
    // A focused row is a spin button: ↑ and → step it up, ↓ and ← down.
    let row = state(.settings) { $0.focus.id = .feature(.draft(.row(.opacity))) }
    for (key, action) in [
      (Key.up, DraftFeature.Action.stepperIncremented(.opacity)), (.down, .stepperDecremented(.opacity)),
    ] {
      XCTAssertEqual(
        command(key, [], row), .actions([.focus(.focusRingShown), .draft(action), .pointerReleased]), "\(key)")
    }
    let handle = state(.settings) { $0.focus.id = .feature(.curves(.bezierHandle(2))) }
    XCTAssertEqual(
      command(.up, .shift, handle),
      .actions([
        .focus(.focusRingShown), .curves(.curveHandleNudged(handle: 2, dx: 0, dy: 0.1)), .pointerReleased,
      ]))
    var menu = state { $0.menu = .preset(1) }
    menu.focus.id = .feature(.library(.menu(.export)))
    menu.focus.menuKeyed = true
    XCTAssertEqual(
      command(.enter, [], menu), .actions([.library(.presetMenuChosen(.export))]), "the highlighted item")
    let export = state {
      $0.exportSheet = ExportSheet()
      $0.focus.id = .feature(.export(.start))
      $0.focus.visible = true
    }
    XCTAssertEqual(
      command(.enter, [], export),
      .actions([
        .focus(.focusRingShown), .export(.exportStartPressed),
        .pointerReleased,
      ]))
  }

  func test_typedText_goesToTheFieldThatIsOpen() {
    XCTAssertNil(InputMap.text("a", state: state()))
    XCTAssertEqual(
      InputMap.text("a", state: state { $0.savePrompt = SavePrompt(text: "") }), .textField(.typed("a")))
    XCTAssertEqual(InputMap.text("b", state: state { $0.pathField = PathField() }), .textField(.typed("b")))
    var rename = state()
    rename.library.rename = RenameField(index: 1, text: "")
    XCTAssertEqual(InputMap.text("c", state: rename), .textField(.typed("c")))
  }
}
