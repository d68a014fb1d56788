import SnowmanModel

/// A one-line text field's value, shared by the Save prompt, a row's Rename and the Artwork path: the text, the
/// caret and the selection (in characters), and an input method's pre-edit text. It edits as GTK's entry does.
public struct TextField: Equatable, Sendable {
  /// What a field accepts.
  public enum Rule: Equatable, Sendable {
    /// A preset's name: no control characters, at most `PresetName.maxLength` characters.
    case presetName
    /// A path: anything but line breaks.
    case path
  }

  public private(set) var text: String
  /// Where the caret is: 0 before the first character, `count` after the last.
  public private(set) var caret: Int
  /// The selection's other end; equal to `caret` when nothing is selected.
  public private(set) var anchor: Int
  /// What an input method is composing at the caret, not yet part of the text (shown underlined).
  public private(set) var preedit = ""
  public let rule: Rule

  /// A field holding `text`, all of it selected (a proposal typing replaces) or the caret at its end.
  public init(_ text: String = "", rule: Rule, selected: Bool = false) {
    self.rule = rule
    self.text = text
    caret = text.count
    anchor = selected ? 0 : text.count
  }

  /// The selected characters' range, empty when nothing is selected.
  public var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }
  public var selectedText: String { String(characters[selection]) }
  private var characters: [Character] { Array(text) }

  /// How many Unicode code points the first `index` characters hold: a character offset as AT-SPI counts it
  /// ("é" written as e and a combining accent is one character and two code points).
  public func codePoints(before index: Int) -> Int { text.prefix(index).unicodeScalars.count }

  /// Applies one edit; copying, cutting and pasting are the app's (`AppFeature`): they need the clipboard.
  public mutating func apply(_ edit: TextEdit) {
    switch edit {
    case .typed(let typed):
      let clean = cleaned(typed)
      guard !clean.isEmpty || !selection.isEmpty else { return }
      replaceSelection(with: clean)
    case .moved(let motion, let selecting):
      let target: Int
      if !selecting && !selection.isEmpty && (motion == .left || motion == .right) {
        // An arrow without Shift collapses the selection to the side it points to.
        target = motion == .left ? selection.lowerBound : selection.upperBound
      } else {
        target = position(motion, from: caret)
      }
      caret = target
      if !selecting { anchor = target }
    case .deleted(let motion):
      if selection.isEmpty { anchor = position(motion, from: caret) }
      replaceSelection(with: "")
    case .allSelected:
      anchor = 0
      caret = text.count
    case .clicked(let index, let extending):
      caret = clamp(index)
      if !extending { anchor = caret }
    case .dragged(let index):
      caret = clamp(index)
    case .wordSelected(let index):
      let at = clamp(index)
      anchor = wordStart(at)
      caret = wordEnd(at)
    case .preeditChanged(let composing):
      preedit = composing.filter { !$0.isNewline }
    case .copied, .cut, .pasteAsked, .partCopied:
      break  // the clipboard's: AppFeature.editField
    }
  }

  private mutating func replaceSelection(with insert: String) {
    var chars = characters
    let range = selection
    var room = insert
    if rule == .presetName {
      room = String(insert.prefix(max(0, PresetName.maxLength - (chars.count - range.count))))
    }
    chars.replaceSubrange(range, with: Array(room))
    text = String(chars)
    caret = range.lowerBound + room.count
    anchor = caret
    preedit = ""
  }

  private func cleaned(_ typed: String) -> String {
    switch rule {
    case .presetName: return PresetName.cleaned(typed)
    case .path: return typed.filter { !$0.isNewline }
    }
  }

  private func clamp(_ index: Int) -> Int { min(max(index, 0), text.count) }

  private func position(_ motion: TextMotion, from index: Int) -> Int {
    switch motion {
    case .left: return max(index - 1, 0)
    case .right: return min(index + 1, text.count)
    case .wordLeft: return previousWordStart(index)
    case .wordRight: return nextWordEnd(index)
    case .home: return 0
    case .end: return text.count
    }
  }

  static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

  /// Back over any separators, then over the word before them (GTK's Ctrl+← and Ctrl+Backspace).
  private func previousWordStart(_ index: Int) -> Int {
    let chars = characters
    var i = index
    while i > 0 && !Self.isWord(chars[i - 1]) { i -= 1 }
    while i > 0 && Self.isWord(chars[i - 1]) { i -= 1 }
    return i
  }

  /// On over any separators, then over the next word (Ctrl+→ and Ctrl+Delete).
  private func nextWordEnd(_ index: Int) -> Int {
    let chars = characters
    var i = index
    while i < chars.count && !Self.isWord(chars[i]) { i += 1 }
    while i < chars.count && Self.isWord(chars[i]) { i += 1 }
    return i
  }

  /// The start of the word (or run of separators) at `index`, for a double-click.
  private func wordStart(_ index: Int) -> Int {
    let chars = characters
    guard !chars.isEmpty else { return 0 }
    let kind = Self.isWord(chars[min(index, chars.count - 1)])
    var i = min(index, chars.count - 1)
    while i > 0 && Self.isWord(chars[i - 1]) == kind { i -= 1 }
    return i
  }

  private func wordEnd(_ index: Int) -> Int {
    let chars = characters
    guard !chars.isEmpty else { return 0 }
    var i = min(index, chars.count - 1)
    let kind = Self.isWord(chars[i])
    while i < chars.count && Self.isWord(chars[i]) == kind { i += 1 }
    return i
  }
}

/// Where a caret moves, or how far a deletion reaches.
public enum TextMotion: Equatable, Sendable {
  case left, right, wordLeft, wordRight, home, end
}

/// What the user did to the text field that holds the keyboard, named after the doing.
public enum TextEdit: Equatable, Sendable {
  /// Text typed, or pasted: it replaces the selection.
  case typed(String)
  /// An arrow, Home or End (with Ctrl by word); with Shift the selection grows to the caret.
  case moved(TextMotion, selecting: Bool)
  /// Backspace (`.left`), Delete (`.right`), with Ctrl by word; a selection goes first.
  case deleted(TextMotion)
  /// Ctrl+A.
  case allSelected
  /// A click at character `index`: the caret goes there (with Shift the selection grows to it).
  case clicked(at: Int, extending: Bool)
  /// The pointer dragged, button held, to character `index`: the selection runs from the press to there.
  case dragged(to: Int)
  /// A double-click at character `index`: the word there is selected.
  case wordSelected(at: Int)
  /// An input method's composition changed (empty when it ends or is dropped).
  case preeditChanged(String)
  /// Ctrl+C: the selection goes to the clipboard.
  case copied
  /// Ctrl+X: the selection goes to the clipboard and out of the field.
  case cut
  /// Ctrl+V: the clipboard's text is to be typed.
  case pasteAsked
  /// A screen reader copied this part of the text (EditableText's CopyText): it goes to the clipboard, and the
  /// field's caret and selection stay as they are.
  case partCopied(String)
}
