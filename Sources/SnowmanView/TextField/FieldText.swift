import SnowmanController

/// Where a text field's characters sit when drawn, from the field's value and a way to measure text: the
/// drawing and the pointer both read it, so a click lands between the characters it is drawn between.
public struct FieldText: Equatable, Sendable {
  /// Space between the field's edge and its text, in points.
  public static let inset = 12.0
  public static let size = Theme.Size.body

  /// What is drawn: the text with the input method's composition at the caret.
  public let shown: String
  /// The x of each position 0…`shown.count`, from the text's start, in points.
  public let offsets: [Double]
  /// How far the text is moved left so the caret stays inside the field.
  public let scroll: Double
  /// Where the caret is drawn, in `shown`'s positions (after any composition).
  public let caretIndex: Int
  /// The composition's range in `shown`.
  public let preedit: Range<Int>

  /// The text of `field` laid out in `width` points (the field's inner width), `measure` giving a string's width.
  public init(_ field: TextField, width: Double, measure: (String) -> Double) {
    var characters = Array(field.text)
    let at = field.caret
    characters.insert(contentsOf: Array(field.preedit), at: at)
    shown = String(characters)
    preedit = at..<(at + field.preedit.count)
    caretIndex = at + field.preedit.count
    var offsets = [0.0]
    offsets.reserveCapacity(characters.count + 1)
    for i in characters.indices { offsets.append(measure(String(characters[...i]))) }
    self.offsets = offsets
    let total = offsets[offsets.count - 1]
    // Stateless: the caret's distance past the field's right edge, never past the text's end.
    scroll = total <= width ? 0 : min(max(0, offsets[caretIndex] - width + 2), total - width + 2)
  }

  /// Where the text's first character is drawn in a field at `rect`, the scroll taken off.
  public func start(in rect: Rect) -> Double { rect.x + FieldText.inset - scroll }

  /// The position in the field's own text (not counting a composition) nearest to `x`, measured from the text's
  /// inner start (the field's x plus `inset`).
  public func index(atX x: Double) -> Int {
    let target = x + scroll
    var best = 0
    for (i, offset) in offsets.enumerated() where abs(offset - target) < abs(offsets[best] - target) { best = i }
    // Inside a composition the caret cannot go: it is not text yet.
    if preedit.contains(best) || best == preedit.upperBound { return preedit.lowerBound }
    return best > preedit.upperBound ? best - preedit.count : best
  }
}
