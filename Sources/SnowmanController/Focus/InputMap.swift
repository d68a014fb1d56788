import SnowmanModel

/// What a key press or typed text means in the state it meets: the innermost open thing (a feature's layer, a path
/// field, a row's name field, a menu, the Save prompt) takes the keys first, then the focused control, then the screen.
public enum InputMap {
  /// The command for `key` with `modifiers` held.
  public static func command(for key: Key, _ modifiers: KeyModifiers, state: AppState) -> KeyCommand? {
    let ctrl = modifiers.contains(.ctrl), shift = modifiers.contains(.shift)
    if key == .character("q") && ctrl { return .quit }
    let activate = key == .space || key == .enter
    // Space and Enter click the control the ring is on (in a menu, the highlighted item: below).
    if activate, state.menu == nil, state.focus.visible, let ringed = state.focus.id, ringed.activates {
      return .actions([.focus(.focusRingShown)] + ringed.activationActions)
    }
    if let command = openThing(key, ctrl: ctrl, shift: shift, state: state) { return command }
    // Alt+↑ and Alt+↓ move a focused layer's row, as GTK's list rows reorder.
    if modifiers.contains(.alt), let move = LayersFeature.altKey(key, focus: state.focus.id) {
      return .actions([.focus(.focusRingShown), move])
    }
    // The focused control's own keys: a row's arrows step its value, a curve handle's nudge it.
    if case .feature(let control)? = state.focus.id,
      let change = control.described.keyActions(key, ctrl: ctrl, shift: shift)
    {
      return .actions([.focus(.focusRingShown)] + change)
    }
    return screenKey(key, ctrl: ctrl, shift: shift, state: state).map { .actions([$0]) }
  }

  /// Keys for the innermost open thing (`AppState.focusScope`, the one order of what is open): it keeps them, but
  /// a menu lets through what it does not use.
  static func openThing(_ key: Key, ctrl: Bool, shift: Bool, state: AppState) -> KeyCommand? {
    let tab: AppAction = .focus(.focusMoved(shift ? -1 : 1))
    switch state.focusScope {
    case .layer(let layer):
      if case .tab = key, !ctrl { return .actions([tab]) }
      // The focused control's own keys first (the sheet's radio groups move with the arrows).
      if case .feature(let control)? = state.focus.id,
        let change = control.described.keyActions(key, ctrl: ctrl, shift: shift)
      {
        return .actions([.focus(.focusRingShown)] + change)
      }
      // A layer keeps every key: what it does not use does nothing.
      return .actions(ScreenFeatures.keyAction(on: layer, key).map { [$0] } ?? [])
    case .field(let field):
      // A field with buttons beside it (the Save prompt) passes Tab on to them; a field alone keeps it (the path
      // completes on it).
      if case .tab = key, field.focusOrder.count > 1 { return .actions([ctrl ? .nextTabPressed : tab]) }
      if let action = field.keyAction(key, ctrl: ctrl) { return .actions([action]) }
      return .actions(fieldKey(key, ctrl: ctrl, shift: shift).map { [.textField($0)] } ?? [])
    case .menu:
      return menuKey(key, ctrl: ctrl, shift: shift, state: state)
    case .screen:
      return nil
    }
  }

  /// Editing keys in a text field, as GTK's entry has them; typed characters arrive as text, not here.
  static func fieldKey(_ key: Key, ctrl: Bool, shift: Bool) -> TextEdit? {
    switch key {
    case .left: return .moved(ctrl ? .wordLeft : .left, selecting: shift)
    case .right: return .moved(ctrl ? .wordRight : .right, selecting: shift)
    case .home: return .moved(.home, selecting: shift)
    case .end: return .moved(.end, selecting: shift)
    case .backspace: return .deleted(ctrl ? .wordLeft : .left)
    case .delete: return .deleted(ctrl ? .wordRight : .right)
    case .character("a") where ctrl: return .allSelected
    case .character("c") where ctrl: return .copied
    case .character("x") where ctrl: return .cut
    case .character("v") where ctrl: return .pasteAsked
    default: return nil
    }
  }

  /// Keys in an open menu: ↑ ↓ Tab highlight, Enter and Space choose, Esc closes; others reach the screen.
  static func menuKey(_ key: Key, ctrl: Bool, shift: Bool, state: AppState) -> KeyCommand? {
    switch key {
    case .up: return .actions([.focus(.menuHighlightMoved(-1))])
    case .down: return .actions([.focus(.menuHighlightMoved(1))])
    case .tab where !ctrl: return .actions([.focus(.menuHighlightMoved(shift ? -1 : 1))])
    case .enter, .space:
      // What a click on the highlighted item does.
      guard let index = state.menuHighlight, state.menuItems.indices.contains(index), state.menuItems[index].enabled
      else { return .actions([]) }
      return .actions(state.menuItems[index].id.clickActions)
    case .escape: return .actions([.menuDismissed])
    default: return nil
    }
  }

  /// Keys on the screen in front, with nothing open but perhaps a menu.
  static func screenKey(_ key: Key, ctrl: Bool, shift: Bool, state: AppState) -> AppAction? {
    if let action = ScreenFeatures.keyAction(state.tab, key, ctrl: ctrl, shift: shift)
      ?? ScreenFeatures.keyAnywhere(key, ctrl: ctrl, shift: shift)
    {
      return action
    }
    switch key {
    case .tab where ctrl: return .nextTabPressed
    case .tab: return .focus(.focusMoved(shift ? -1 : 1))
    case .escape: return state.menu != nil ? .menuDismissed : .focus(.escapePressed)
    case .character("t") where ctrl: return .themeKeyPressed
    case .character(let c):
      // 1, 2, … show the tabs in their order.
      guard let n = c.wholeNumberValue, let tab = Tab.numbered(n) else { return nil }
      return .tabSelected(tab)
    default: return nil
    }
  }

  /// An input method's composition, for the field that is the innermost open thing.
  public static func composing(_ text: String, state: AppState) -> AppAction? {
    state.openField == nil ? nil : .textField(.preeditChanged(text))
  }

  /// Typed text, for the field that is the innermost open thing: the Save prompt, a row's name field or the path
  /// field; anything open over it (a sheet, a menu) takes the text instead, and drops it.
  public static func text(_ text: String, state: AppState) -> AppAction? {
    state.openField == nil ? nil : .textField(.typed(text))
  }
}
