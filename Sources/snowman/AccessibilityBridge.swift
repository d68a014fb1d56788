import CAtspi
import CSDL2
import Foundation
import SnowmanController
import SnowmanModel
import SnowmanView

/// The window's `AccessibleTree` on the desktop's accessibility bus (AT-SPI2), for screen readers and scripts.
/// The C bridge answers every read on its own thread from the tree last published here; the window builds and
/// publishes a tree only after something has asked, and only when it changed, so a desktop without an
/// assistive technology costs one atomic read a frame. A press or a focus asked for on the bus comes back here as
/// the actions a click or a Tab would send.
final class AccessibilityBridge {
  /// The SDL event that wakes the window when the bus has something for it.
  let eventType: UInt32
  private let bridge: OpaquePointer?
  private var published: AccessibleTree?
  private var publishedOrigin = (x: Int32(0), y: Int32(0))

  init() {
    eventType = SDLLibraries.registerEvent()
    bridge = snowman_atspi_start(
      { context in
        var event = SDL_Event()
        event.type = UInt32(UInt(bitPattern: context))
        sdl.SDL_PushEvent(&event)
      }, UnsafeMutableRawPointer(bitPattern: UInt(eventType)))
  }

  /// What was asked of the app on the bus since the last frame, as the actions a click or a focus move sends.
  /// Anything on the session bus can ask: a request for a control the window no longer shows (a menu item that
  /// has just closed) is dropped, and so is a value that is not a number.
  func requests(in state: @autoclosure () -> AppState, layout: @autoclosure () -> Layout) -> [AppAction] {
    guard let bridge, let published else { return [] }
    var actions: [AppAction] = []
    var request = snowman_atspi_request()
    while snowman_atspi_next_request(bridge, &request) != 0 {
      defer { snowman_atspi_request_free(&request) }
      let path = String(cString: request.path)
      // A row scrolled out of view is still there to press or focus, as a GTK list's is; focusing it scrolls it in.
      guard let id = published.nodes.first(where: { $0.path == path })?.control,
        layout().controls.contains(where: { $0.id == id })
          || layout().outOfView(state: state()).contains(where: { $0.id == id })
      else { continue }
      switch UInt32(request.kind) {
      case SNOWMAN_ATSPI_PRESS.rawValue:
        actions += [.pressedOn(id)] + id.activationActions
      case SNOWMAN_ATSPI_SET_VALUE.rawValue:
        if !request.value.isNaN { actions += id.valueActions(request.value, in: state()) }
      case SNOWMAN_ATSPI_SET_TEXT.rawValue: actions += id.textActions(String(cString: request.text))
      case SNOWMAN_ATSPI_COPY_TEXT.rawValue:
        if id.role == .text { actions.append(.textField(.partCopied(String(cString: request.text)))) }
      default: actions += [.focus(.focusClicked(id))]
      }
    }
    return actions
  }

  /// Publishes the tree of `layout` in `state` when something listens and it changed (the window's top-left
  /// corner is at `origin` on the screen).
  func follow(layout: Layout, state: AppState, origin: () -> (x: Int32, y: Int32), windowFocused: Bool) {
    guard let bridge, snowman_atspi_wanted(bridge) != 0 else { return }
    let tree = AccessibleTree(layout: layout, state: state, windowFocused: windowFocused)
    let origin = origin()
    if tree != published || origin != publishedOrigin {
      publish(tree, origin: origin, on: bridge)
      published = tree
      publishedOrigin = origin
    }
  }

  /// A field's offset (in characters) as AT-SPI counts it, in code points.
  private static func codePoints(_ field: TextField?, _ offset: KeyPath<TextField, Int>) -> Int32 {
    field.map { Int32($0.codePoints(before: $0[keyPath: offset])) } ?? 0
  }

  /// Publishes `tree` with the events that tell a listener what changed since the last one (none for the first).
  private func publish(_ tree: AccessibleTree, origin: (x: Int32, y: Int32), on bridge: OpaquePointer) {
    // Every string of the tree in one buffer, NUL-terminated, each node holding its offsets (the C side copies).
    var pool: [CChar] = []
    func add(_ s: String) -> Int {
      defer { pool += s.utf8CString }
      return pool.count
    }
    let strings = tree.nodes.map { node in
      [
        add(node.path), add(AccessibilityBridge.roleName(node.role)), add(node.name), add(node.description),
        add(node.control?.key ?? ""), node.control?.activates == true ? add("click") : -1,
        add(node.value?.text ?? ""), node.spokenText.map(add) ?? -1,
      ]
    }
    let events = published.map { tree.events(since: $0) } ?? []
    let eventStrings = events.map { event in
      [
        add(event.path), add(event.member.interface), add(event.member.rawValue), add(event.kind),
        {
          switch event.carried {
          case .text(let text): return add(text)
          case .object(let path): return add(path)
          case .nothing, .number: return -1
          }
        }(),
      ]
    }
    pool.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      func c(_ offset: Int) -> UnsafePointer<CChar>? { offset < 0 ? nil : base + offset }
      let nodes = zip(tree.nodes, strings).map { node, s in
        snowman_atspi_node(
          path: c(s[0]), parent: Int32(node.parent ?? -1), role: AccessibilityBridge.role(node.role),
          role_name: c(s[1]), name: c(s[2]), description: c(s[3]), id: c(s[4]),
          states: AccessibilityBridge.states(node), x: Int32(node.rect.x.rounded()),
          y: Int32(node.rect.y.rounded()), w: Int32(node.rect.w.rounded()), h: Int32(node.rect.h.rounded()),
          action: c(s[5]), has_value: node.value == nil ? 0 : 1, minimum: node.value?.minimum ?? 0,
          maximum: node.value?.maximum ?? 0, current: node.value?.current ?? 0,
          increment: node.value?.increment ?? 0, value_text: c(s[6]), text: c(s[7]),
          caret: Int32(node.caretCodePoints),
          selection_start: AccessibilityBridge.codePoints(node.field, \.selection.lowerBound),
          selection_end: AccessibilityBridge.codePoints(node.field, \.selection.upperBound),
          announces: node.states.contains(.announces) ? 1 : 0, editable: node.field != nil ? 1 : 0,
          shown: node.states.contains(.outOfView) ? 0 : 1, layer: AccessibilityBridge.layer(node.role))
      }
      let sent = zip(events, eventStrings).map { event, s in
        let (carried, number): (snowman_atspi_carried, Double) =
          switch event.carried {
          case .nothing: (SNOWMAN_ATSPI_CARRIES_NOTHING, 0)
          case .text: (SNOWMAN_ATSPI_CARRIES_TEXT, 0)
          case .number(let n): (SNOWMAN_ATSPI_CARRIES_NUMBER, n)
          case .object: (SNOWMAN_ATSPI_CARRIES_OBJECT, 0)
          }
        return snowman_atspi_event(
          path: c(s[0]), interface: c(s[1]), member: c(s[2]), kind: c(s[3]), detail1: Int32(event.detail1),
          detail2: Int32(event.detail2), carried: Int32(carried.rawValue), text: c(s[4]), number: number)
      }
      nodes.withUnsafeBufferPointer { list in
        sent.withUnsafeBufferPointer {
          snowman_atspi_publish(
            bridge, list.baseAddress, Int32(list.count), origin.x, origin.y, $0.baseAddress, Int32($0.count))
        }
      }
    }
  }
}
