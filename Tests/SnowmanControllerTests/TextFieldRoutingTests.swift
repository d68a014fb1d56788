import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The one text field value behind the Save prompt, Rename and the path field: edits reach the innermost open
/// field, the clipboard's part comes back as effects, and the caret blinks as GTK's does.
final class TextFieldRoutingTests: XCTestCase {
  func make() -> AppStore { AppStore(store: MemoryStore(), loaded: MemoryStore().loadAll()) }

  func test_eachFieldOpensAsGTKWould_andTakesTheSameEdits() {
    let c = make()
    c.handle(.draft(.saveTapped))
    XCTAssertEqual(c.state.savePrompt?.field.selectedText, "Preset 1", "the proposal is selected")
    c.handle(.textField(.typed("Dressed")))
    XCTAssertEqual(c.state.savePrompt?.text, "Dressed", "typing replaces it: not \"Preset 1Dressed\"")
    c.handle(.draft(.promptConfirmed))
    XCTAssertEqual(c.state.library.selectedPreset.name, "Dressed")

    c.handle(.tabSelected(.animation))
    c.handle(.library(.pickerRowRightClicked(c.state.library.selectedIndex)))
    c.handle(.library(.presetMenuChosen(.rename)))
    XCTAssertEqual(c.state.library.rename?.field.selectedText, "Dressed")
    c.handle(.textField(.moved(.end, selecting: false)))
    c.handle(.textField(.deleted(.wordLeft)))
    XCTAssertEqual(c.state.library.rename?.text, "")
    c.handle(.library(.renameCancelled))

    c.handle(.artwork(.chooseArtworkPressed))
    c.handle(.textField(.typed("~/Pictures/cat.png")))
    c.handle(.textField(.moved(.wordLeft, selecting: true)))
    XCTAssertEqual(c.state.pathField?.field.selectedText, "png")
  }

  func test_copyCutAndPaste_goThroughTheClipboard() {
    let c = make()
    c.handle(.draft(.saveTapped))
    var state = c.state
    XCTAssertEqual(AppFeature.reduce(&state, .textField(.copied)), [.writeClipboard("Preset 1")])
    XCTAssertEqual(state.savePrompt?.text, "Preset 1", "copy leaves the text")
    XCTAssertEqual(AppFeature.reduce(&state, .textField(.cut)), [.writeClipboard("Preset 1")])
    XCTAssertEqual(state.savePrompt?.text, "", "cut takes it out")
    XCTAssertEqual(AppFeature.reduce(&state, .textField(.copied)), [], "nothing selected, nothing copied")
    XCTAssertEqual(AppFeature.reduce(&state, .textField(.pasteAsked)), [.pasteIntoField])
    XCTAssertEqual(AppFeature.reduce(&state, .textField(.typed("Tall\n"))), [])
    XCTAssertEqual(state.savePrompt?.text, "Tall", "the clipboard's answer is typed, line breaks dropped")
  }

  func test_aScreenReadersCopy_writesThePart_andLeavesTheField() {
    let c = make()
    c.handle(.draft(.saveTapped))
    c.handle(.textField(.moved(.end, selecting: false)))
    var state = c.state
    XCTAssertEqual(AppFeature.reduce(&state, .textField(.partCopied("Pre"))), [.writeClipboard("Pre")])
    XCTAssertEqual(state, c.state, "the text, caret and selection stay")
    var none = make().state
    XCTAssertEqual(AppFeature.reduce(&none, .textField(.partCopied("Pre"))), [], "no field open, nothing copied")
  }

  func test_anEditedName_isAskedAboutAfresh() {
    let c = make()
    c.handle(.draft(.saveTapped))
    c.handle(.textField(.typed("Rest")))
    c.handle(.draft(.promptConfirmed))
    XCTAssertNotNil(c.state.savePrompt?.error, "a built-in's name is refused")
    c.handle(.textField(.moved(.left, selecting: false)))
    XCTAssertNotNil(c.state.savePrompt?.error, "moving the caret changes no name")
    c.handle(.textField(.typed("x")))
    XCTAssertNil(c.state.savePrompt?.error)
  }

  func test_withNoFieldOpen_editsDoNothing() {
    let c = make()
    var state = c.state
    XCTAssertEqual(AppFeature.reduce(&state, .textField(.pasteAsked)), [])
    XCTAssertEqual(state, c.state)
  }

  func test_caretBlink_followsGTK_andSleepsWhenSteadyOrUnfocused() {
    XCTAssertTrue(CaretBlink.isShown(since: 0, focused: true))
    XCTAssertTrue(CaretBlink.isShown(since: 0.79, focused: true))
    XCTAssertFalse(CaretBlink.isShown(since: 0.81, focused: true))
    XCTAssertTrue(CaretBlink.isShown(since: 1.21, focused: true))
    XCTAssertFalse(CaretBlink.isShown(since: 9.5, focused: true))
    XCTAssertTrue(CaretBlink.isShown(since: 10, focused: true), "steady after 10 s without input")
    XCTAssertFalse(CaretBlink.isShown(since: 0, focused: false), "hidden without the focus")
    XCTAssertEqual(CaretBlink.nextChange(since: 0, focused: true) ?? 0, 0.8, accuracy: 1e-9)
    XCTAssertEqual(CaretBlink.nextChange(since: 1.0, focused: true) ?? 0, 0.2, accuracy: 1e-9)
    XCTAssertEqual(CaretBlink.nextChange(since: 9.5, focused: true) ?? 0, 0.1, accuracy: 1e-9, "on for good at 9.6 s")
    XCTAssertNil(CaretBlink.nextChange(since: 9.7, focused: true), "shown from 9.6 s on: it stays")
    XCTAssertNil(CaretBlink.nextChange(since: 10, focused: true), "steady: nothing to wake for")
    XCTAssertNil(CaretBlink.nextChange(since: 1, focused: false), "unfocused: nothing to wake for")
    // Every change the sleep predicts is real, and nothing changes before it.
    var t = 0.0
    while let next = CaretBlink.nextChange(since: t, focused: true) {
      let before = CaretBlink.isShown(since: t, focused: true)
      XCTAssertEqual(CaretBlink.isShown(since: t + next * 0.99, focused: true), before)
      XCTAssertNotEqual(CaretBlink.isShown(since: t + next + 1e-9, focused: true), before, "at \(t + next)")
      t += next + 1e-9
    }
    XCTAssertEqual(t, 9.6, accuracy: 1e-6, "the last change: on at 9.6 s, for good")
  }
}
