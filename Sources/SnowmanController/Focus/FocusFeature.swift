import SnowmanModel

/// The keyboard's focus: Tab and Shift+Tab move a ring over the controls Tab reaches, a click moves the focus
/// without a ring, and whatever opens (a sheet, menu, prompt, field) takes the focus and gives it back.
public enum FocusFeature {
  /// Which control the keyboard acts on, and whether its ring shows.
  public struct State: Equatable, Sendable {
    /// The control the keyboard acts on: Tab and Shift+Tab move it, a click puts it on what was clicked.
    public internal(set) var id: ControlID?
    /// Whether the focus ring shows: after the keyboard moved the focus, not after a click (as browsers do).
    public internal(set) var visible = false
    /// Where the focus was in the order when it was last set: when its control goes, the one now there takes it.
    var slot = 0
    /// Whether a key has moved in the open menu yet.
    var menuKeyed = false
    /// The focus before a sheet, menu, prompt or name field took it, given back when that closes.
    var returnTo: ControlID?

    /// No focus.
    public init() {}
  }

  /// What the user did with the keyboard's focus.
  public enum Action: Equatable, Sendable {
    /// ↑ (-1) or ↓ (+1) with a menu open: the highlight moves, wrapping.
    case menuHighlightMoved(Int)
    /// Tab (+1) or Shift+Tab (-1): the focus moves to the next or previous control.
    case focusMoved(Int)
    /// A key acted on the focused control (Space, an arrow on a stepper): its ring shows.
    case focusRingShown
    /// The mouse went down on this control (or on nothing): the focus goes there, without a ring.
    case focusClicked(ControlID?)
    /// Esc with nothing open (no menu, sheet, prompt or field): the focus ring goes; the window stays, as on
    /// GNOME and KDE, where Esc closes the innermost dialog and never the main window.
    case escapePressed
  }

  /// What the focus reads of the screen: the controls Tab visits now, and whether a menu is open.
  public struct Context: Equatable, Sendable {
    /// The controls Tab visits, in order.
    public var order: [ControlID]
    /// Whether a menu is open (its first key lands on its first or last item).
    public var menuOpen: Bool
    /// The control a clicked one sits inside, for a screen reader as for the focus (a picker row's wheel, a
    /// stepper half's row).
    public var container: ControlID? = nil
  }

  /// Applies `action` to the focus.
  public static func reduce(_ state: inout State, _ action: Action, _ context: Context) -> [Effect] {
    switch action {
    case .menuHighlightMoved(let delta):
      if context.menuOpen { move(&state, by: delta, context) }
    case .focusMoved(let delta):
      move(&state, by: delta, context)
    case .focusRingShown:
      state.visible = state.id != nil
    case .focusClicked(let id):
      state.visible = false
      // A part Tab does not stop at focuses what it is inside: a picker row the wheel, a stepper's half its row;
      // what Tab cannot reach focuses nothing.
      let target = id.map { context.order.contains($0) ? $0 : context.container ?? $0 }
      set(&state, target, order: context.order)
    case .escapePressed:
      state.visible = false
      set(&state, nil, order: context.order)
    }
    return []
  }

  /// Focuses `id` when `order` holds it; else nothing.
  static func set(_ state: inout State, _ id: ControlID?, order: [ControlID]) {
    guard let id, let index = order.firstIndex(of: id) else {
      state.id = nil
      return
    }
    state.id = id
    state.slot = index
  }

  /// Tab (+1) or Shift+Tab (-1): the next or previous control, wrapping; the ring shows. From nothing, Tab
  /// starts at the first and Shift+Tab at the last.
  static func move(_ state: inout State, by delta: Int, _ context: Context) {
    let order = context.order
    guard !order.isEmpty else { return }
    let next: Int
    if context.menuOpen, !state.menuKeyed {
      // A menu opens with no highlight: the first key puts it on the first or last item.
      next = delta > 0 ? 0 : order.count - 1
      state.menuKeyed = true
    } else if let focus = state.id, let index = order.firstIndex(of: focus) {
      next = ((index + delta) % order.count + order.count) % order.count
    } else if state.id != nil {
      next = min(state.slot, order.count - 1)
    } else {
      next = delta > 0 ? 0 : order.count - 1
    }
    state.id = order[next]
    state.slot = next
    state.visible = true
  }

  /// Keeps the focus on something Tab can reach after any action: what opens (`now` differs from `before`)
  /// takes it (its first control) and gives it back when it closes; a control that went hands it to the one now
  /// in its place.
  static func settle(_ state: inout State, from before: FocusScope, to now: FocusScope, order: [ControlID]) {
    if now != before {
      state.menuKeyed = false
      switch (before, now) {
      case (.screen, .screen(let tab)):
        // The other screen (1, 2, Ctrl+Tab): a focus there starts on its tab.
        if state.id != nil { set(&state, .tab(tab), order: order) }
      case (.screen, _):
        state.returnTo = state.id
        set(&state, order.first, order: order)
      case (_, .screen):
        set(&state, state.returnTo ?? state.id, order: order)
        state.returnTo = nil
      default:
        set(&state, order.first, order: order)
      }
    }
    guard let focus = state.id else { return }
    if let index = order.firstIndex(of: focus) {
      state.slot = index
    } else {
      state.id = order.isEmpty ? nil : order[min(state.slot, order.count - 1)]
    }
  }
}

extension FocusFeature {
  /// Moves the app's focus over what Tab visits now; a click on a part Tab does not stop at focuses the control
  /// it sits inside.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    var context = Context(order: state.focusOrder, menuOpen: state.menu != nil)
    if case .focusClicked(let id?) = action, case .inside(let container)? = id.group(in: state) {
      context.container = container
    }
    return reduce(&state.focus, action, context)
  }
}

extension AppAction {
  /// The focus's action, as the app's action.
  public static func focus(_ action: FocusFeature.Action) -> AppAction { .feature(.focus(action)) }
}

extension AppAction {
  /// The focus moved to `id` by a key that also chose it (a radio group's arrows): focused, its ring shown.
  static func keyFocused(_ id: ControlID) -> [AppAction] { [.focus(.focusClicked(id)), .focus(.focusRingShown)] }
}
