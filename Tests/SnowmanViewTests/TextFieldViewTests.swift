import CSDL2
import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

/// The text field as drawn, offscreen: the selection behind the selected characters, an input method's
/// composition underlined at the caret, the caret where the field value says, hidden when the window has no focus.
final class TextFieldViewTests: XCTestCase {
  func prompt(_ edits: [TextEdit]) -> AppState {
    var state = ViewTestSupport.state(tab: .settings, prompt: true)
    var prompt = SavePrompt(text: "Tall one")
    for edit in edits { prompt.edit(edit) }
    state.savePrompt = prompt
    return state
  }

  func isBackground(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    let c = Theme.light.background
    return abs(Int(p.r) - Int(c.r)) <= 3 && abs(Int(p.g) - Int(c.g)) <= 3 && abs(Int(p.b) - Int(c.b)) <= 3
  }

  func test_selection_composition_andCaret_areDrawnWhereTheValueSays() throws {
    // "Tall" selected: the band spans it, and not "one".
    let selected = prompt([.moved(.home, selecting: false), .moved(.wordRight, selecting: true)])
    let (s, layout, scene) = try ViewTestSupport.frame(selected, height: 1200)
    let box = try XCTUnwrap(layout.settings.promptField)
    let field = try XCTUnwrap(selected.savePrompt?.field)
    let text = scene.fieldText(field, in: box)
    let start = box.x + FieldText.inset - text.scroll
    let bandY = Int(box.midY - 10)
    for x in stride(from: start + text.offsets[0] + 1, to: start + text.offsets[4] - 1, by: 1) {
      XCTAssertFalse(isBackground(s.pixel(x: Int(x), y: bandY)), "the band behind “Tall” at x \(x)")
    }
    for x in stride(from: start + text.offsets[5] + 1, to: start + text.offsets[8] - 1, by: 1) {
      XCTAssertTrue(isBackground(s.pixel(x: Int(x), y: bandY)), "no band behind “one” at x \(x)")
    }

    // Composing "ka" after "Tall": underlined under the composition only.
    let composing = prompt([
      .moved(.home, selecting: false), .moved(.wordRight, selecting: false), .preeditChanged("ka"),
    ])
    let (c, _, _) = try ViewTestSupport.frame(composing, height: 1200)
    let composed = scene.fieldText(try XCTUnwrap(composing.savePrompt?.field), in: box)
    XCTAssertEqual(composed.shown, "Tallka one")
    let cstart = box.x + FieldText.inset - composed.scroll
    let underline = Int(box.midY + 10)
    let under = (Int(cstart + composed.offsets[4]) + 1)..<(Int(cstart + composed.offsets[6]) - 1)
    XCTAssertTrue(under.allSatisfy { !isBackground(c.pixel(x: $0, y: underline)) }, "the composition is underlined")
    XCTAssertTrue(
      (Int(cstart + composed.offsets[7]) + 1..<Int(cstart + composed.offsets[10]) - 1).allSatisfy {
        isBackground(c.pixel(x: $0, y: underline))
      }, "the text after it is not")

    // The caret shows at its place with the focus, and not without.
    let caretX = Int(cstart + composed.offsets[composed.caretIndex]) + 1
    XCTAssertLessThan(Int(c.pixel(x: caretX, y: Int(box.midY) - 8).r), 120, "the accent caret after the composition")
    let (hidden, _, _) = try ViewTestSupport.frame(composing, height: 1200, caretShown: false)
    XCTAssertTrue(isBackground(hidden.pixel(x: caretX, y: Int(box.midY) - 8)), "no caret without the focus")
  }
}
