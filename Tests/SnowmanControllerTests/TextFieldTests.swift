import Foundation
import SnowmanFuzzing
import SnowmanModel
import XCTest

@testable import SnowmanController

/// The text field's value, table-driven against what GTK's entry does, then held to a second implementation
/// over seeded random edits.
final class TextFieldTests: XCTestCase {
  /// AT-SPI counts a text's offsets in code points, the field in characters (grapheme clusters).
  func test_characterOffsets_inCodePoints() {
    let field = TextField("Cafe\u{301} 👍🏽!", rule: .presetName)
    XCTAssertEqual(field.text.count, 7)
    XCTAssertEqual((0...7).map(field.codePoints(before:)), [0, 1, 2, 3, 5, 6, 8, 9])
    XCTAssertEqual(field.codePoints(before: 99), 9, "past the end: the whole text")
  }

  /// The field as text with `|` for the caret, or `[` `]` around the selection and then `<` or `>` for the end the
  /// caret is at.
  func shown(_ f: TextField) -> String {
    var chars = Array(f.text).map(String.init)
    if f.selection.isEmpty {
      chars.insert("|", at: f.caret)
    } else {
      chars.insert("]", at: f.selection.upperBound)
      chars.insert("[", at: f.selection.lowerBound)
      let caretMark = f.caret == f.selection.lowerBound ? "<" : ">"
      chars.append(caretMark)
    }
    return chars.joined()
  }

  func test_editsAsGTKsEntry() {
    let rows: [(String, TextField, [TextEdit], String)] = [
      (
        "a proposal is selected: typing replaces it", TextField("Preset 1", rule: .presetName, selected: true),
        [.typed("Dressed")], "Dressed|"
      ),
      (
        "← collapses a selection to its start", TextField("Preset 1", rule: .presetName, selected: true),
        [.moved(.left, selecting: false)], "|Preset 1"
      ),
      (
        "→ collapses it to its end", TextField("Preset 1", rule: .presetName, selected: true),
        [.moved(.right, selecting: false)], "Preset 1|"
      ),
      (
        "Home, then typing inserts", TextField("set", rule: .presetName),
        [.moved(.home, selecting: false), .typed("Pre")],
        "Pre|set"
      ),
      ("Shift+← selects back", TextField("abc", rule: .presetName), [.moved(.left, selecting: true)], "ab[c]<"),
      (
        "Shift+Home selects to the start", TextField("abc", rule: .presetName), [.moved(.home, selecting: true)],
        "[abc]<"
      ),
      (
        "Shift+End from the middle", TextField("abcd", rule: .presetName),
        [.moved(.left, selecting: false), .moved(.left, selecting: false), .moved(.end, selecting: true)], "ab[cd]>"
      ),
      ("Ctrl+A then Backspace empties", TextField("abc", rule: .presetName), [.allSelected, .deleted(.left)], "|"),
      (
        "Backspace at the start does nothing", TextField("abc", rule: .presetName),
        [.moved(.home, selecting: false), .deleted(.left)], "|abc"
      ),
      (
        "Delete takes the next character", TextField("abc", rule: .presetName),
        [.moved(.home, selecting: false), .deleted(.right)], "|bc"
      ),
      ("Delete at the end does nothing", TextField("abc", rule: .presetName), [.deleted(.right)], "abc|"),
      (
        "Ctrl+Backspace takes the word before", TextField("my tall one", rule: .presetName), [.deleted(.wordLeft)],
        "my tall |"
      ),
      (
        "Ctrl+Backspace after spaces takes them and the word", TextField("my tall  ", rule: .presetName),
        [.deleted(.wordLeft)], "my |"
      ),
      (
        "Ctrl+Delete takes the next word", TextField("my tall one", rule: .presetName),
        [.moved(.home, selecting: false), .moved(.wordRight, selecting: false), .deleted(.wordRight)], "my| one"
      ),
      (
        "Ctrl+← by words", TextField("~/Pictures/cat.png", rule: .path),
        [.moved(.wordLeft, selecting: false), .moved(.wordLeft, selecting: false)], "~/Pictures/|cat.png"
      ),
      (
        "Ctrl+Shift+← selects a word", TextField("a big cat", rule: .presetName), [.moved(.wordLeft, selecting: true)],
        "a big [cat]<"
      ),
      (
        "a click places the caret", TextField("abcdef", rule: .presetName), [.clicked(at: 2, extending: false)],
        "ab|cdef"
      ),
      (
        "a click past the end goes to the end", TextField("ab", rule: .presetName), [.clicked(at: 9, extending: false)],
        "ab|"
      ),
      (
        "a drag selects from the press", TextField("abcdef", rule: .presetName),
        [.clicked(at: 1, extending: false), .dragged(to: 4)], "a[bcd]ef>"
      ),
      (
        "a drag backwards", TextField("abcdef", rule: .presetName),
        [.clicked(at: 4, extending: false), .dragged(to: 1)], "a[bcd]ef<"
      ),
      (
        "a double-click selects the word", TextField("my tall one", rule: .presetName), [.wordSelected(at: 5)],
        "my [tall] one>"
      ),
      (
        "a double-click on a space selects the spaces", TextField("a  b", rule: .presetName), [.wordSelected(at: 1)],
        "a[  ]b>"
      ),
      (
        "typing over a selection in the middle", TextField("abcdef", rule: .presetName),
        [.clicked(at: 1, extending: false), .dragged(to: 3), .typed("X")], "aX|def"
      ),
      (
        "a name drops control characters and line breaks", TextField("", rule: .presetName), [.typed("a\u{7}b\nc")],
        "abc|"
      ),
      ("a path keeps tabs out too but not spaces", TextField("", rule: .path), [.typed("/a b\n")], "/a b|"),
      (
        "a composition is not text, and typing ends it", TextField("ab", rule: .presetName),
        [.preeditChanged("ka"), .typed("か")], "abか|"
      ),
      ("é is one character", TextField("cafe\u{301}", rule: .presetName), [.deleted(.left)], "caf|"),
    ]
    for (name, start, edits, expected) in rows {
      var field = start
      for edit in edits { field.apply(edit) }
      XCTAssertEqual(shown(field), expected, name)
    }
  }

  func test_aNameStaysWithinItsLength_wherever_itIsTyped() {
    var field = TextField(String(repeating: "a", count: PresetName.maxLength - 2), rule: .presetName)
    field.apply(.moved(.home, selecting: false))
    field.apply(.typed("xyz"))
    XCTAssertEqual(field.text.count, PresetName.maxLength)
    XCTAssertTrue(field.text.hasPrefix("xya"), field.text)
    XCTAssertEqual(field.caret, 2)
  }

  func test_aComposition_showsAtTheCaret_andIsDroppedWhenItEnds() {
    var field = TextField("ab", rule: .presetName)
    field.apply(.moved(.left, selecting: false))
    field.apply(.preeditChanged("ni"))
    XCTAssertEqual(field.preedit, "ni")
    XCTAssertEqual(field.text, "ab", "composing changes no text")
    field.apply(.preeditChanged(""))
    XCTAssertEqual(field.preedit, "")
    XCTAssertEqual(shown(field), "a|b")
  }

  /// Seeded random edits against a second implementation that keeps the field as three strings (before the
  /// selection, the selection, after it) and edits with String's own indices.
  func test_randomEdits_matchAnIndependentModel() {
    var rng = SplitMix(seed: 30_031)
    let alphabet = Array("ab c-d_é1 /")
    for round in 0..<400 {
      var field = TextField("", rule: .path)
      var model = ReferenceField()
      var log: [TextEdit] = []
      for _ in 0..<Int.random(in: 1...40, using: &rng) {
        let edit: TextEdit
        let length = field.text.count
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1:
          edit = .typed(
            String((0..<Int.random(in: 0...3, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }))
        case 2:
          edit = .moved(
            [.left, .right, .home, .end, .wordLeft, .wordRight].randomElement(using: &rng)!,
            selecting: Bool.random(using: &rng))
        case 3: edit = .deleted([.left, .right, .wordLeft, .wordRight].randomElement(using: &rng)!)
        case 4: edit = .allSelected
        case 5: edit = .clicked(at: Int.random(in: 0...length + 2, using: &rng), extending: Bool.random(using: &rng))
        case 6: edit = .dragged(to: Int.random(in: 0...length + 2, using: &rng))
        case 7: edit = .wordSelected(at: Int.random(in: 0...length, using: &rng))
        default: edit = .moved([.left, .right].randomElement(using: &rng)!, selecting: Bool.random(using: &rng))
        }
        log.append(edit)
        field.apply(edit)
        model.apply(edit)
        XCTAssertEqual(field.text, model.text, "round \(round): \(log)")
        XCTAssertEqual(field.caret, model.caret, "round \(round): \(log)")
        XCTAssertEqual(field.selection, model.selection, "round \(round): \(log)")
        if field.text != model.text || field.caret != model.caret || field.selection != model.selection { return }
      }
    }
  }
}

/// The field kept as text and two String.Index positions, moved by String's own index arithmetic.
struct ReferenceField {
  var text = ""
  var caretIndex: String.Index
  var anchorIndex: String.Index

  init() {
    caretIndex = text.startIndex
    anchorIndex = text.startIndex
  }

  var caret: Int { text.distance(from: text.startIndex, to: caretIndex) }
  var selection: Range<Int> {
    let a = text.distance(from: text.startIndex, to: anchorIndex)
    return min(a, caret)..<max(a, caret)
  }

  func at(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: min(max(offset, 0), text.count))
  }

  func isWord(_ i: String.Index) -> Bool {
    let c = text[i]
    return c.isLetter || c.isNumber || c == "_"
  }

  func wordBack(_ from: String.Index) -> String.Index {
    var i = from
    while i > text.startIndex, !isWord(text.index(before: i)) { i = text.index(before: i) }
    while i > text.startIndex, isWord(text.index(before: i)) { i = text.index(before: i) }
    return i
  }

  func wordOn(_ from: String.Index) -> String.Index {
    var i = from
    while i < text.endIndex, !isWord(i) { i = text.index(after: i) }
    while i < text.endIndex, isWord(i) { i = text.index(after: i) }
    return i
  }

  func target(_ motion: TextMotion) -> String.Index {
    switch motion {
    case .left: return caretIndex == text.startIndex ? caretIndex : text.index(before: caretIndex)
    case .right: return caretIndex == text.endIndex ? caretIndex : text.index(after: caretIndex)
    case .home: return text.startIndex
    case .end: return text.endIndex
    case .wordLeft: return wordBack(caretIndex)
    case .wordRight: return wordOn(caretIndex)
    }
  }

  mutating func replace(_ range: Range<String.Index>, with s: String) {
    let start = text.distance(from: text.startIndex, to: range.lowerBound)
    text.replaceSubrange(range, with: s)
    caretIndex = at(start + s.count)
    anchorIndex = caretIndex
  }

  var selected: Range<String.Index> { min(caretIndex, anchorIndex)..<max(caretIndex, anchorIndex) }

  mutating func apply(_ edit: TextEdit) {
    switch edit {
    case .typed(let s):
      let clean = s.filter { !$0.isNewline }
      if clean.isEmpty && selected.isEmpty { return }
      replace(selected, with: clean)
    case .moved(let motion, let selecting):
      var to = target(motion)
      if !selecting && !selected.isEmpty && motion == .left { to = selected.lowerBound }
      if !selecting && !selected.isEmpty && motion == .right { to = selected.upperBound }
      caretIndex = to
      if !selecting { anchorIndex = to }
    case .deleted(let motion):
      if selected.isEmpty { anchorIndex = target(motion) }
      replace(selected, with: "")
    case .allSelected:
      anchorIndex = text.startIndex
      caretIndex = text.endIndex
    case .clicked(let i, let extending):
      caretIndex = at(i)
      if !extending { anchorIndex = caretIndex }
    case .dragged(let i):
      caretIndex = at(i)
    case .wordSelected(let i):
      guard !text.isEmpty else { return }
      var s = at(min(i, text.count - 1))
      let kind = isWord(s)
      var e = s
      while s > text.startIndex, isWord(text.index(before: s)) == kind { s = text.index(before: s) }
      while e < text.endIndex, isWord(e) == kind { e = text.index(after: e) }
      anchorIndex = s
      caretIndex = e
    case .preeditChanged, .copied, .cut, .pasteAsked, .partCopied:
      break
    }
  }
}
