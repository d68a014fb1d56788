import Foundation

/// Keyframes copied from the dope sheet, as text on the clipboard: a first line that says what it is, then a
/// keyframe a line in the command line's words (`zTurns@2=1 easing=linear`, ` hold` for a jump), times as they
/// were in the pass. Pasted, the earliest lands at the playhead and the rest keep their distance from it.
public struct KeyframeClip: Equatable, Sendable {
  /// One copied keyframe.
  public struct Item: Equatable, Sendable {
    public var key: PropertyKey
    public var time: Double
    public var value: Double
    public var curve: Easing
    public var hold: Bool
  }

  /// The keyframes, earliest first.
  public var items: [Item]

  /// The first line of the text form.
  public static let header = "# Snowman keyframes"

  /// The property keyframes `refs` name in `setting` (a picture's swaps are not copied), earliest first.
  public init(_ refs: [KeyframeRef], of setting: AnimationSetting) {
    var items: [Item] = []
    for ref in refs {
      guard case .property(let key) = ref.track, let k = setting.tracks[key][ref.id] else { continue }
      items.append(Item(key: key, time: k.time, value: k.value, curve: k.curve, hold: k.hold))
    }
    self.items = items.sorted { ($0.time, $0.key.ordinal) < ($1.time, $1.key.ordinal) }
  }

  /// The clip's text form.
  public var text: String {
    ([Self.header]
      + items.map { i in
        "\(i.key.rawValue)@\(Easing.number(i.time, places: 6))=\(Easing.number(i.value, places: 6)) "
          + "easing=\(i.curve.fileValue)" + (i.hold ? " hold" : "")
      }).joined(separator: "\n") + "\n"
  }

  /// The clip `text` holds, or nil when it is not one (its first line says so) or a line of it does not read.
  public init?(text: String) {
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    guard lines.first == Self.header else { return nil }
    var items: [Item] = []
    for line in lines.dropFirst() where !line.isEmpty {
      var words = line.split(separator: " ").map(String.init)
      let hold = words.last == "hold"
      if hold { words.removeLast() }
      var curve = Easing.easeInOut
      if let i = words.firstIndex(where: { $0.hasPrefix("easing=") }) {
        let curveText = words[i...].joined(separator: " ").dropFirst("easing=".count)
        guard let parsed = try? Easing(parsing: String(curveText)) else { return nil }
        curve = parsed
        words.removeSubrange(i...)
      }
      guard words.count == 1, let at = words[0].firstIndex(of: "@"), let eq = words[0].firstIndex(of: "="),
        at < eq, let key = PropertyKey(rawValue: String(words[0][..<at])), key.isAnimated,
        let time = Double(words[0][words[0].index(after: at)..<eq]), time.isFinite, time >= 0,
        let value = Double(words[0][words[0].index(after: eq)...]), value.isFinite
      else { return nil }
      items.append(Item(key: key, time: time, value: value, curve: curve, hold: hold))
    }
    guard !items.isEmpty else { return nil }
    self.items = items.sorted { ($0.time, $0.key.ordinal) < ($1.time, $1.key.ordinal) }
  }

  /// Keys `setting` with the clip, its earliest keyframe at `seconds` (a pass too short grows to hold the rest).
  /// - Returns: the keyframes made or changed.
  public func paste(into setting: inout AnimationSetting, at seconds: Double) -> [KeyframeRef] {
    guard let first = items.first?.time else { return [] }
    var refs: [KeyframeRef] = []
    for item in items {
      let at = seconds + item.time - first
      if at > setting.durationSeconds { setting.durationSeconds = min(at, AnimationSetting.maxDuration) }
      let id = setting.setKey(item.key, item.value, at: at, curve: item.curve)
      setting.tracks.update(KeyframeRef(.property(item.key), id), hold: item.hold)
      refs.append(KeyframeRef(.property(item.key), id))
    }
    return refs
  }
}
