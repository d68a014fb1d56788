import SnowmanController
import SnowmanModel

/// The window as a screen reader sees it: the application, its frame, then every control of the layout with its
/// role, name and states, inside the containers that group them (the tabs, the picker, a menu, a dialog). Built
/// from the same control list the renderer, the Tab order and the ui-map read, so the three cannot drift.
public struct AccessibleTree: Equatable, Sendable {
  /// What a screen reader is told an object is doing.
  public struct States: OptionSet, Equatable, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    public static let enabled = States(rawValue: 1 << 0)
    public static let focusable = States(rawValue: 1 << 1)
    public static let focused = States(rawValue: 1 << 2)
    /// The chosen one of its kind: a tab, a row, a radio button.
    public static let chosen = States(rawValue: 1 << 3)
    public static let editable = States(rawValue: 1 << 4)
    public static let modal = States(rawValue: 1 << 5)
    /// The window has the desktop's focus (said of the frame).
    public static let active = States(rawValue: 1 << 6)
    /// A screen reader announces its name when it appears or changes.
    public static let announces = States(rawValue: 1 << 7)
    /// Scrolled out of view: in the tree, neither showing nor visible.
    public static let outOfView = States(rawValue: 1 << 8)
  }

  public struct Node: Equatable, Sendable {
    /// The last part of its object path: unique in the tree and the same for the same control over time.
    public let path: String
    /// Its parent's index in `nodes` (nil for the application).
    public internal(set) var parent: Int?
    public let role: AccessibleRole
    public let name: String
    public let description: String
    /// The control it stands for; nil for the application and the containers.
    public let control: ControlID?
    /// Where it is, in window coordinates.
    public let rect: Rect
    public let states: States
    /// A spin button's or the timeline's number.
    public var value: AccessibleValue? = nil
    /// A field's text, caret and selection.
    public var field: TextField? = nil
  }

  /// Parents before their children, each container before the first of its children, children in the order
  /// they are on screen (`inScreenOrder`).
  public let nodes: [Node]

  /// A tree of these nodes as they are (parents before their children).
  init(nodes: [Node]) { self.nodes = nodes }

  /// The tree of `layout` in `state`; `windowFocused` says whether the frame is the desktop's active window.
  public init(layout: Layout, state: AppState, windowFocused: Bool = true) {
    var nodes = [
      Node(
        path: "root", parent: nil, role: .application, name: "Snowman", description: "", control: nil,
        rect: Rect(0, 0, layout.width, layout.height), states: []),
      Node(
        path: "frame", parent: 0, role: .frame, name: state.windowTitle, description: "", control: nil,
        rect: Rect(0, 0, layout.width, layout.height), states: windowFocused ? [.enabled, .active] : [.enabled]),
    ]
    // The Animation screen's title over the stage, which names the preset shown.
    if state.tab == .animation && state.featureLayer == nil {
      nodes.append(
        Node(
          path: "title", parent: 1, role: .label, name: AnimationHeader(state).spoken,
          description: "", control: nil, rect: layout.header, states: [.enabled]))
    }
    var containers: [String: Int] = [:]
    var placed: [ControlID: Int] = [:]
    let focused = state.focus.id
    let panels = AccessibleTree.panels(layout: layout, state: state, nodes: &nodes)
    let shown = layout.controls.map { ($0, true) } + layout.outOfView(state: state).map { ($0, false) }
    for (control, inView) in shown {
      let parent =
        AccessibleTree.container(
          for: control.id, in: state, layout: layout, nodes: &nodes, containers: &containers, placed: placed)
        ?? panels.first {
          layout.settings.isInTable(control.id) && $0.rect.contains(control.rect.midX, control.rect.midY)
        }?
        .index
      var states: States = control.enabled ? [.enabled] : []
      if !inView { states.insert(.outOfView) }
      // A radio button takes the focus though only its group's chosen one is a Tab stop (the arrows reach the
      // rest), as in GTK.
      let reachable = control.focusIndex != nil || control.id.role == .text
      if reachable || (control.id.role == .radioButton && control.enabled) { states.insert(.focusable) }
      if control.id == focused { states.insert(.focused) }
      if control.id.isChosen(in: state) { states.insert(.chosen) }
      if control.id.role == .text { states.insert(.editable) }
      if control.id.announcesChanges { states.insert(.announces) }
      nodes.append(
        Node(
          path: AccessibleTree.path(control.id), parent: parent ?? 1, role: control.id.role,
          name: control.id.accessibleName(in: state),
          description: control.id.accessibleDescription(in: state), control: control.id,
          rect: control.rect, states: states, value: control.id.accessibleValue(in: state),
          field: control.id.role == .text ? state.openField : nil))
      placed[control.id] = nodes.count - 1
    }
    self.nodes = AccessibleTree.inScreenOrder(AccessibleTree.boundingContainers(nodes))
  }

  /// Each container made here (a tab list, a menu, a dialog) spans its children, as a toolkit's box would.
  private static func boundingContainers(_ nodes: [Node]) -> [Node] {
    nodes.enumerated().map { index, node in
      guard index > 1, node.control == nil, node.role != .label, node.role != .panel else { return node }
      let boxes = nodes.filter { $0.parent == index }.map(\.rect)
      guard let first = boxes.first else { return node }
      let box = boxes.dropFirst().reduce(first) { $0.union($1) }
      return Node(
        path: node.path, parent: node.parent, role: node.role, name: node.name, description: node.description,
        control: nil, rect: box, states: node.states)
    }
  }

  /// A control's path: its ui-map id in the letters an object path allows.
  static func path(_ id: ControlID) -> String {
    // Byte by byte: Character's letter test reads Unicode's tables, half the tree's cost a frame.
    var bytes: [UInt8] = Array("c_".utf8)
    for scalar in id.key.unicodeScalars {
      let v = scalar.value
      let kept = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)
      bytes.append(kept ? UInt8(v) : UInt8(ascii: "_"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The container `id` goes in, added (spanning the window) the first time one is needed.
  private static func container(
    for id: ControlID, in state: AppState, layout: Layout, nodes: inout [Node], containers: inout [String: Int],
    placed: [ControlID: Int]
  ) -> Int? {
    let made: (path: String, role: AccessibleRole, name: String, says: String, states: States)
    switch id.group(in: state) {
    case nil: return nil
    case .inside(let list)?: return placed[list]
    case .tabs?: made = ("tabs", .pageTabList, "Screens", "", [.enabled])
    case .menu?: made = ("menu", .menu, "Menu", "", [.enabled])
    case .dialog(let name, let says)?:
      made = ("dialog_" + name.filter(\.isLetter), .dialog, name, says, [.enabled, .modal])
    }
    if let existing = containers[made.path] { return existing }
    nodes.append(
      Node(
        path: made.path, parent: 1, role: made.role, name: made.name, description: made.says, control: nil,
        rect: Rect(0, 0, layout.width, layout.height), states: made.states))
    containers[made.path] = nodes.count - 1
    return nodes.count - 1
  }
}
