/// What a screen reader is told when the window's tree changes, as AT-SPI2 names it: an event a listener gets on
/// the accessibility bus (`org.a11y.atspi.Event.Object` or `.Focus`, a member, a kind and two numbers, and what it
/// carries). The bus bridge sends the list as it is; which changes make which events is decided here.
public struct AccessibleEvent: Equatable, Sendable {
  public enum Member: String, Sendable {
    case announcement = "Announcement", childrenChanged = "ChildrenChanged", propertyChange = "PropertyChange"
    case textChanged = "TextChanged", textCaretMoved = "TextCaretMoved", stateChanged = "StateChanged"
    case focus = "Focus"

    /// The D-Bus interface the event is sent on.
    public var interface: String {
      self == .focus ? "org.a11y.atspi.Event.Focus" : "org.a11y.atspi.Event.Object"
    }
  }

  /// What the event carries besides its numbers.
  public enum Carried: Equatable, Sendable {
    case nothing
    case text(String)
    case number(Double)
    /// The object at this path (a child that came or went), sent as a reference to it on the bus.
    case object(path: String)
  }

  /// The last part of the object path of the object it is about.
  public let path: String
  public let member: Member
  public let kind: String
  public let detail1: Int, detail2: Int
  public let carried: Carried

  public init(
    _ path: String, _ member: Member, _ kind: String = "", _ detail1: Int = 0, _ detail2: Int = 0,
    _ carried: Carried = .nothing
  ) {
    (self.path, self.member, self.kind, self.detail1, self.detail2, self.carried) =
      (path, member, kind, detail1, detail2, carried)
  }
}

extension AccessibleTree {
  /// The events that tell a listener how `old` became this tree, in the order a listener hears them: for each node
  /// of this tree, its announcement, children that went then came, its name, value, text and caret, and the states
  /// a screen reader speaks; then the focus's move.
  public func events(since old: AccessibleTree) -> [AccessibleEvent] {
    let before = Dictionary(old.nodes.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    let after = Set(nodes.map(\.path))
    let (oldChildren, newChildren) = (Self.children(of: old.nodes), Self.children(of: nodes))
    var events: [AccessibleEvent] = []
    for (index, node) in nodes.enumerated() {
      let was = before[node.path].map { old.nodes[$0] }
      // News is announced when it changes, and a notice (a label) also when it comes.
      let came = was == nil && node.role == .label
      if node.states.contains(.announces), !node.name.isEmpty, came || (was.map { $0.name != node.name } ?? false) {
        events.append(AccessibleEvent(node.path, .announcement, "", 0, 0, .text(node.name)))
      }
      guard let was, let wasIndex = before[node.path] else { continue }
      for (k, child) in oldChildren[wasIndex].enumerated() where !after.contains(old.nodes[child].path) {
        events.append(
          AccessibleEvent(node.path, .childrenChanged, "remove", k, 0, .object(path: old.nodes[child].path)))
      }
      for (k, child) in newChildren[index].enumerated() where before[nodes[child].path] == nil {
        events.append(AccessibleEvent(node.path, .childrenChanged, "add", k, 0, .object(path: nodes[child].path)))
      }
      if was.name != node.name {
        events.append(AccessibleEvent(node.path, .propertyChange, "accessible-name", 0, 0, .text(node.name)))
      }
      if let value = node.value, value.current != (was.value?.current ?? 0) {
        events.append(AccessibleEvent(node.path, .propertyChange, "accessible-value", 0, 0, .number(value.current)))
      }
      if let text = node.spokenText, let wasText = was.spokenText {
        events += Self.textEvents(node.path, from: wasText, to: text)
        if was.caretCodePoints != node.caretCodePoints {
          events.append(AccessibleEvent(node.path, .textCaretMoved, "", node.caretCodePoints))
        }
      }
      for (name, holds) in Self.spokenStates where holds(was) != holds(node) {
        events.append(AccessibleEvent(node.path, .stateChanged, name, holds(node) ? 1 : 0))
      }
    }
    let wasFocused = old.nodes.first { $0.states.contains(.focused) }?.path
    if let focused = nodes.first(where: { $0.states.contains(.focused) })?.path, focused != wasFocused {
      if let wasFocused, after.contains(wasFocused) {
        events.append(AccessibleEvent(wasFocused, .stateChanged, "focused", 0))
      }
      events += [AccessibleEvent(focused, .stateChanged, "focused", 1), AccessibleEvent(focused, .focus)]
    }
    return events
  }

  /// The states a screen reader speaks when they change, by AT-SPI's names: checked (a chosen radio button),
  /// selected (a chosen tab or row), enabled.
  static let spokenStates: [(String, @Sendable (Node) -> Bool)] = [
    ("checked", { $0.states.contains(.chosen) && !$0.selects }),
    ("selected", { $0.states.contains(.chosen) && $0.selects }),
    ("enabled", { $0.states.contains(.enabled) }),
  ]

  /// A field's edit as a screen reader reads it: what went (delete) and what came (insert), found between the
  /// common start and the common end of the old and new text, in Unicode code points as AT-SPI counts characters.
  static func textEvents(_ path: String, from old: String, to new: String) -> [AccessibleEvent] {
    let (a, b) = (Array(old.unicodeScalars), Array(new.unicodeScalars))
    guard a != b else { return [] }
    var start = 0
    while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
    var end = 0
    while end < a.count - start && end < b.count - start && a[a.count - end - 1] == b[b.count - end - 1] { end += 1 }
    func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(scalars)) }
    var events: [AccessibleEvent] = []
    if a.count - start - end > 0 {
      events.append(
        AccessibleEvent(
          path, .textChanged, "delete", start, a.count - start - end, .text(text(a[start..<(a.count - end)]))))
    }
    if b.count - start - end > 0 {
      events.append(
        AccessibleEvent(
          path, .textChanged, "insert", start, b.count - start - end, .text(text(b[start..<(b.count - end)]))))
    }
    return events
  }
}

extension AccessibleTree.Node {
  /// Whether choosing it selects it (a tab, a row) rather than checks it (a radio button).
  public var selects: Bool { role == .pageTab || role == .listItem }

  /// Its Text as a screen reader reads it: a field's, and a combo box's choice as it shows it.
  public var spokenText: String? { field?.text ?? (role == .comboBox ? value?.text : nil) }

  /// A field's caret in code points (0 without a field).
  public var caretCodePoints: Int { field.map { $0.codePoints(before: $0.caret) } ?? 0 }
}
