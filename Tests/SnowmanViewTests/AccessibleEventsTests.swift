import SnowmanFuzzing
import SnowmanModel
import XCTest

@testable import SnowmanController
@testable import SnowmanView

/// The events a listener hears when the tree changes (`AccessibleTree.events(since:)`), held to fixed cases and to
/// a plainer statement of the same rules on 2,000 seeded pairs of generated trees.
final class AccessibleEventsTests: XCTestCase {
  typealias Node = AccessibleTree.Node

  static func node(
    _ path: String, parent: Int?, role: AccessibleRole = .pushButton, name: String = "",
    states: AccessibleTree.States = [.enabled],
    value: AccessibleValue? = nil, field: TextField? = nil
  ) -> Node {
    Node(
      path: path, parent: parent, role: role, name: name, description: "", control: nil, rect: Rect(0, 0, 10, 10),
      states: states, value: value, field: field)
  }

  static let root = node("root", parent: nil, role: .application, name: "Snowman")
  static let frame = node("frame", parent: 0, role: .frame, name: "Snowman")

  func test_sameTree_saysNothing() {
    let tree = AccessibleTree(nodes: [Self.root, Self.frame, Self.node("play", parent: 1, name: "Play")])
    XCTAssertEqual(tree.events(since: tree), [])
  }

  func test_renamedButton_andFocusMoved_inTheOrderAListenerHears() {
    let old = AccessibleTree(nodes: [
      Self.root, Self.frame, Self.node("play", parent: 1, name: "Play", states: [.enabled, .focused]),
      Self.node("save", parent: 1, name: "Save"),
    ])
    let new = AccessibleTree(nodes: [
      Self.root, Self.frame, Self.node("play", parent: 1, name: "Pause"),
      Self.node("save", parent: 1, name: "Save", states: [.enabled, .focused]),
    ])
    XCTAssertEqual(
      new.events(since: old),
      [
        AccessibleEvent("play", .propertyChange, "accessible-name", 0, 0, .text("Pause")),
        AccessibleEvent("play", .stateChanged, "focused", 0), AccessibleEvent("save", .stateChanged, "focused", 1),
        AccessibleEvent("save", .focus),
      ])
    XCTAssertEqual(AccessibleEvent.Member.focus.interface, "org.a11y.atspi.Event.Focus")
    XCTAssertEqual(AccessibleEvent.Member.stateChanged.interface, "org.a11y.atspi.Event.Object")
  }

  func test_childrenThatCameAndWent_areNamedByTheirPlaceAmongTheirSiblings() {
    let old = AccessibleTree(nodes: [
      Self.root, Self.frame, Self.node("a", parent: 1), Self.node("b", parent: 1), Self.node("c", parent: 1),
    ])
    let new = AccessibleTree(nodes: [
      Self.root, Self.frame, Self.node("a", parent: 1), Self.node("c", parent: 1), Self.node("d", parent: 1),
    ])
    XCTAssertEqual(
      new.events(since: old),
      [
        AccessibleEvent("frame", .childrenChanged, "remove", 1, 0, .object(path: "b")),
        AccessibleEvent("frame", .childrenChanged, "add", 2, 0, .object(path: "d")),
      ])
  }

  func test_aNoticeThatComes_isAnnounced_andATypedCharacter_isAnInsertAndACaretMove() {
    let field = TextField("Snowma", rule: .presetName)
    var typed = field
    typed.apply(.typed("n"))
    let old = AccessibleTree(nodes: [Self.root, Self.frame, Self.node("name", parent: 1, role: .text, field: field)])
    let new = AccessibleTree(nodes: [
      Self.root, Self.frame, Self.node("name", parent: 1, role: .text, field: typed),
      Self.node("notice", parent: 1, role: .label, name: "Saved Snowman", states: [.enabled, .announces]),
    ])
    XCTAssertEqual(typed.text, "Snowman")
    XCTAssertEqual(
      new.events(since: old),
      [
        AccessibleEvent("frame", .childrenChanged, "add", 1, 0, .object(path: "notice")),
        AccessibleEvent("name", .textChanged, "insert", 6, 1, .text("n")),
        AccessibleEvent("name", .textCaretMoved, "", 7),
        AccessibleEvent("notice", .announcement, "", 0, 0, .text("Saved Snowman")),
      ])
  }

  /// A replaced run of characters is one delete and one insert, counted in code points (an emoji is two UTF-16
  /// units and one code point; a flag is two code points).
  func test_textEdits_countCodePoints() {
    XCTAssertEqual(
      AccessibleTree.textEvents("f", from: "a🎉b🇫🇷c", to: "a🎉x🇫🇷c"),
      [
        AccessibleEvent("f", .textChanged, "delete", 2, 1, .text("b")),
        AccessibleEvent("f", .textChanged, "insert", 2, 1, .text("x")),
      ])
  }

  /// Seeded pairs of trees, the second made from the first by renaming, re-valuing, editing, choosing, disabling,
  /// removing and adding nodes and moving the focus; the events must be exactly those a plainer reading of the rules
  /// expects, the focus's last, and the text events must turn the old text into the new.
  func test_generatedTrees_getTheEventsTheRulesSay() {
    var random = SplitMix(seed: 20_261_127)
    for pair in 0..<2_000 {
      let old = Self.generatedTree(&random, paths: Array(0..<Int.random(in: 1...24, using: &random)))
      let new = Self.changed(old, &random)
      let events = new.events(since: old)
      XCTAssertEqual(
        events.map(String.init(describing:)).sorted(), Self.expected(old, new).map(String.init(describing:)).sorted(),
        "pair \(pair)")
      if let focus = events.firstIndex(where: { $0.kind == "focused" }) {
        XCTAssertTrue(events[focus...].allSatisfy { $0.kind == "focused" || $0.member == .focus }, "pair \(pair)")
      }
      // Deleting, then inserting, at the offsets the events say makes the new text from the old.
      for (index, node) in new.nodes.enumerated() {
        guard let was = old.nodes.first(where: { $0.path == node.path }),
          var text = was.spokenText.map({ Array($0.unicodeScalars) }),
          let now = node.spokenText
        else { continue }
        for event in events where event.path == node.path && event.member == .textChanged {
          guard case .text(let part) = event.carried else { return XCTFail("pair \(pair): \(event)") }
          if event.kind == "delete" {
            XCTAssertEqual(
              String(String.UnicodeScalarView(text[event.detail1..<(event.detail1 + event.detail2)])), part)
            text.removeSubrange(event.detail1..<(event.detail1 + event.detail2))
          } else {
            text.insert(contentsOf: part.unicodeScalars, at: event.detail1)
          }
        }
        XCTAssertEqual(String(String.UnicodeScalarView(text)), now, "pair \(pair), node \(index)")
      }
    }
  }

  static let words = ["Play", "Pause", "Bounce", "Snowman", "Spin 🎉", "×1.6", "", "Größe"]

  static func generatedTree(_ random: inout SplitMix, paths: [Int]) -> AccessibleTree {
    var nodes = [root, frame]
    for path in paths {
      let role = [AccessibleRole.pushButton, .listItem, .radioButton, .pageTab, .spinButton, .text, .comboBox, .label]
        .randomElement(using: &random)!
      var states: AccessibleTree.States = []
      for state in [AccessibleTree.States.enabled, .chosen, .announces] where Bool.random(using: &random) {
        states.insert(state)
      }
      let word = words.randomElement(using: &random)!
      nodes.append(
        node(
          "n\(path)", parent: Int.random(in: 1..<nodes.count, using: &random), role: role, name: word, states: states,
          value: role == .spinButton || role == .comboBox
            ? AccessibleValue(
              minimum: 0, maximum: 10, current: Double(Int.random(in: 0...3, using: &random)), increment: 1, text: word)
            : nil,
          field: role == .text ? TextField(word + words.randomElement(using: &random)!, rule: .presetName) : nil))
    }
    if nodes.count > 2, Bool.random(using: &random) {
      let i = Int.random(in: 2..<nodes.count, using: &random)
      nodes[i] = with(nodes[i], states: nodes[i].states.union(.focused))
    }
    return AccessibleTree(nodes: nodes)
  }

  static func with(_ n: Node, name: String? = nil, states: AccessibleTree.States? = nil) -> Node {
    node(
      n.path, parent: n.parent, role: n.role, name: name ?? n.name, states: states ?? n.states, value: n.value,
      field: n.field)
  }

  /// The tree with some nodes changed, some gone (with what hangs below them) and some new, and the focus moved.
  static func changed(_ tree: AccessibleTree, _ random: inout SplitMix) -> AccessibleTree {
    let fresh = generatedTree(&random, paths: Array(100..<(100 + Int.random(in: 0...24, using: &random))))
    var nodes = tree.nodes.map { n -> Node in
      guard n.parent != nil, n.role != .frame, Int.random(in: 0..<3, using: &random) == 0 else { return n }
      // The same path, drawn again: its name, states, value or text may differ.
      let other = fresh.nodes.count > 2 ? fresh.nodes[Int.random(in: 2..<fresh.nodes.count, using: &random)] : n
      return node(
        n.path, parent: n.parent, role: n.role, name: Bool.random(using: &random) ? other.name : n.name,
        states: other.states.subtracting(.focused), value: n.role == other.role ? other.value : n.value,
        field: n.role == other.role ? other.field : n.field)
    }
    if Bool.random(using: &random) {
      for i in nodes.indices { nodes[i] = with(nodes[i], states: nodes[i].states.subtracting(.focused)) }
      if nodes.count > 2 {
        let i = Int.random(in: 2..<nodes.count, using: &random)
        nodes[i] = with(nodes[i], states: nodes[i].states.union(.focused))
      }
    }
    // Some go, with their descendants, keeping every parent before its children.
    var kept: [Int: Int] = [0: 0, 1: 1]
    var result = Array(nodes[0..<2])
    for i in 2..<nodes.count where kept[nodes[i].parent!] != nil && Int.random(in: 0..<5, using: &random) > 0 {
      var n = nodes[i]
      n.parent = kept[n.parent!]
      kept[i] = result.count
      result.append(n)
    }
    for n in fresh.nodes.dropFirst(2) where Bool.random(using: &random) {
      var n = with(n, states: n.states.subtracting(.focused))
      n.parent = Int.random(in: 1..<result.count, using: &random)
      result.append(n)
    }
    return AccessibleTree(nodes: result)
  }

  /// The rules, read plainly: per node present in both, what changed; per parent, which children came and went.
  static func expected(_ old: AccessibleTree, _ new: AccessibleTree) -> [AccessibleEvent] {
    var events: [AccessibleEvent] = []
    func kids(_ tree: AccessibleTree, _ index: Int) -> [Node] { tree.nodes.filter { $0.parent == index } }
    for (index, node) in new.nodes.enumerated() {
      guard let oldIndex = old.nodes.firstIndex(where: { $0.path == node.path }) else {
        if node.role == .label && node.states.contains(.announces) && !node.name.isEmpty {
          events.append(AccessibleEvent(node.path, .announcement, "", 0, 0, .text(node.name)))
        }
        continue
      }
      let was = old.nodes[oldIndex]
      if was.name != node.name {
        if node.states.contains(.announces) && !node.name.isEmpty {
          events.append(AccessibleEvent(node.path, .announcement, "", 0, 0, .text(node.name)))
        }
        events.append(AccessibleEvent(node.path, .propertyChange, "accessible-name", 0, 0, .text(node.name)))
      }
      for (k, child) in kids(old, oldIndex).enumerated() where !new.nodes.contains(where: { $0.path == child.path }) {
        events.append(AccessibleEvent(node.path, .childrenChanged, "remove", k, 0, .object(path: child.path)))
      }
      for (k, child) in kids(new, index).enumerated() where !old.nodes.contains(where: { $0.path == child.path }) {
        events.append(AccessibleEvent(node.path, .childrenChanged, "add", k, 0, .object(path: child.path)))
      }
      if let value = node.value, value.current != (was.value?.current ?? 0) {
        events.append(AccessibleEvent(node.path, .propertyChange, "accessible-value", 0, 0, .number(value.current)))
      }
      if let text = node.spokenText, let wasText = was.spokenText {
        events += AccessibleTree.textEvents(node.path, from: wasText, to: text)
        if was.caretCodePoints != node.caretCodePoints {
          events.append(AccessibleEvent(node.path, .textCaretMoved, "", node.caretCodePoints))
        }
      }
      let chosen = (was.states.contains(.chosen), node.states.contains(.chosen))
      if chosen.0 != chosen.1 {
        events.append(
          AccessibleEvent(node.path, .stateChanged, node.selects ? "selected" : "checked", chosen.1 ? 1 : 0))
      }
      if was.states.contains(.enabled) != node.states.contains(.enabled) {
        events.append(AccessibleEvent(node.path, .stateChanged, "enabled", node.states.contains(.enabled) ? 1 : 0))
      }
    }
    let before = old.nodes.first { $0.states.contains(.focused) }?.path
    if let after = new.nodes.first(where: { $0.states.contains(.focused) })?.path, after != before {
      if let before, new.nodes.contains(where: { $0.path == before }) {
        events.append(AccessibleEvent(before, .stateChanged, "focused", 0))
      }
      events += [AccessibleEvent(after, .stateChanged, "focused", 1), AccessibleEvent(after, .focus)]
    }
    return events
  }
}
