import SnowmanModel

extension AppController {
  /// Keeps the focus on something Tab can reach: a sheet, menu, prompt or name field that opens takes it (its
  /// first control) and gives it back when it closes; a control that went hands it to the one now in its place.
  func settleFocus(after scope: FocusScope) {
    let now = state.focusScope
    if now != scope {
      state.menuKeyed = false
      switch (scope, now) {
      case (.screen, .screen(let tab)):
        // The other screen (1, 2, Ctrl+Tab): a focus there starts on its tab.
        if state.focus != nil { setFocus(.tab(tab)) }
      case (.screen, _):
        state.focusReturn = state.focus
        setFocus(state.focusOrder.first)
      case (_, .screen):
        setFocus(state.focusReturn ?? state.focus)
        state.focusReturn = nil
      default:
        setFocus(state.focusOrder.first)
      }
    }
    guard let focus = state.focus else { return }
    let order = state.focusOrder
    if let index = order.firstIndex(of: focus) {
      state.focusSlot = index
    } else {
      state.focus = order.isEmpty ? nil : order[min(state.focusSlot, order.count - 1)]
    }
  }

  /// Focuses `id` (when Tab can reach it; else nothing).
  func setFocus(_ id: ControlID?) {
    let order = state.focusOrder
    guard let id, let index = order.firstIndex(of: id) else {
      state.focus = nil
      return
    }
    state.focus = id
    state.focusSlot = index
  }

  /// Tab (+1) or Shift+Tab (-1): the next or previous control, wrapping; the ring shows. From nothing, Tab
  /// starts at the first and Shift+Tab at the last.
  func moveFocus(by delta: Int) {
    let order = state.focusOrder
    guard !order.isEmpty else { return }
    let next: Int
    if state.menu != nil, !state.menuKeyed {
      // A menu opens with no highlight: the first key puts it on the first or last item.
      next = delta > 0 ? 0 : order.count - 1
      state.menuKeyed = true
    } else if let focus = state.focus, let index = order.firstIndex(of: focus) {
      next = ((index + delta) % order.count + order.count) % order.count
    } else if state.focus != nil {
      next = min(state.focusSlot, order.count - 1)
    } else {
      next = delta > 0 ? 0 : order.count - 1
    }
    state.focus = order[next]
    state.focusSlot = next
    state.focusVisible = true
  }
}
