import SnowmanModel

/// What a key press or typed text means in the state it meets: the innermost open thing (a feature's layer, a path
/// field, a row's name field, a menu, the Save prompt) takes the keys first, then the focused control, then the screen.
public enum InputMap {
  /// The command for `key` with `modifiers` held.
  public static func command(for key: Key, _ modifiers: KeyModifiers, state: AppState) -> KeyCommand? {
    let ctrl = modifiers.contains(.ctrl), shift = modifiers.contains(.shift)
    if key == .character("q") && ctrl { return .quit }
    if key == .character("s") && ctrl, state.featureLayer == nil, state.pathField == nil, state.library.rename == nil {
      return .actions([.tabSelected(.settings), .draft(.saveTapped)])
    }
    let activate = key == .space || key == .enter
    // Space and Enter click the control the ring is on (in a menu, the highlighted item: below).
    if activate, state.menu == nil, state.focus.visible, let ringed = state.focus.id, ringed.activates {
      return .actions([.focus(.focusRingShown)] + ringed.activationActions)
    }
    if let command = openThing(key, ctrl: ctrl, shift: shift, state: state) { return command }
    if let change = stepperChange(key, focus: state.focus.id) ?? handleNudge(key, focus: state.focus.id, fine: !shift) {
      return .actions([.focus(.focusRingShown), change, .draft(.pointerReleased)])
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
      // A layer keeps every key: what it does not use does nothing.
      return .actions(ScreenFeatures.keyAction(on: layer, key).map { [$0] } ?? [])
    case .pathField:
      switch key {
      case .escape: return .actions([.artwork(.pathCancelled)])
      case .enter: return .actions([.artwork(.pathConfirmed)])
      case .tab where !ctrl: return .actions([.artwork(.pathCompletionAsked)])
      default: return .actions(fieldKey(key, ctrl: ctrl, shift: shift).map { [.textField($0)] } ?? [])
      }
    case .rename:
      switch key {
      case .escape: return .actions([.library(.renameCancelled)])
      case .enter: return .actions([.library(.renameConfirmed)])
      default: return .actions(fieldKey(key, ctrl: ctrl, shift: shift).map { [.textField($0)] } ?? [])
      }
    case .menu:
      return menuKey(key, ctrl: ctrl, shift: shift, state: state)
    case .prompt:
      switch key {
      case .tab where !ctrl: return .actions([tab])
      case .escape: return .actions([.draft(.promptCancelled)])
      case .enter: return .actions([.draft(.promptConfirmed)])
      case .tab where ctrl: return .actions([.nextTabPressed])
      default: return .actions(fieldKey(key, ctrl: ctrl, shift: shift).map { [.textField($0)] } ?? [])
      }
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
    let frames = shift ? 10 : 1
    if case .character(let c) = key, !ctrl, c.isLetter, state.tab == .animation,
      state.focus.id == .feature(.library(.picker))
    {
      return .library(.nameTyped(String(c)))
    }
    if let action = ScreenFeatures.keyAction(state.tab, key, ctrl: ctrl, shift: shift)
      ?? ScreenFeatures.keyAnywhere(key, ctrl: ctrl)
    {
      return action
    }
    switch key {
    case .tab where ctrl: return .nextTabPressed
    case .tab: return .focus(.focusMoved(shift ? -1 : 1))
    case .escape: return state.menu != nil ? .menuDismissed : .focus(.escapePressed)
    case .space: return .transport(.playPauseKeyPressed)
    case .left: return .transport(.stepKeyPressed(frames: -frames))
    case .right: return .transport(.stepKeyPressed(frames: frames))
    case .home: return .transport(.homeKeyPressed)
    case .end: return .transport(.endKeyPressed)
    case .character(let c) where ctrl && ctrlKey(c, shift: shift) != nil: return ctrlKey(c, shift: shift)
    case .character("["): return .transport(.slowerKeyPressed)
    case .character("]"): return .transport(.fasterKeyPressed)
    case .character("r") where !ctrl: return .transport(.reverseKeyPressed)
    case .character("l") where !ctrl: return .transport(.loopButtonPressed)
    case .character(let c):
      // 1, 2, … show the tabs in their order.
      guard let n = c.wholeNumberValue, let tab = Tab.numbered(n) else { return nil }
      return .tabSelected(tab)
    default: return nil
    }
  }

  /// Ctrl with a letter.
  static func ctrlKey(_ c: Character, shift: Bool) -> AppAction? {
    switch c {
    case "o": return .artwork(.chooseArtworkPressed)
    case "t": return .themeKeyPressed
    case "z": return shift ? .draft(.redoPressed) : .draft(.undoPressed)
    case "y": return .draft(.redoPressed)
    case "r": return .draft(.revertPressed)
    case "c": return shift ? .animationCopyPressed(.css) : .curves(.copyCurvePressed(.css))
    case "v": return .curves(.pasteKeyPressed)
    default: return nil
    }
  }

  /// ← ↓ − or → ↑ + with a row of the table focused (a spin button, as GTK's, is one Tab stop): its stepper goes
  /// down or up.
  static func stepperChange(_ key: Key, focus: ControlID?) -> AppAction? {
    let property: PropertyKey
    switch focus {
    case .feature(.draft(.row(let k)))?, .feature(.draft(.increment(let k)))?, .feature(.draft(.decrement(let k)))?:
      property = k
    default: return nil
    }
    switch key {
    case .right, .up, .plus: return .draft(.stepperIncremented(property))
    case .left, .down, .minus: return .draft(.stepperDecremented(property))
    default: return nil
    }
  }

  /// An arrow with a curve handle focused: the handle moves by 0.01 in curve space (Shift: 0.1); ↑ is up.
  static func handleNudge(_ key: Key, focus: ControlID?, fine: Bool) -> AppAction? {
    guard case .feature(.curves(.bezierHandle(let handle)))? = focus else { return nil }
    let step = fine ? 0.01 : 0.1
    switch key {
    case .left: return .curves(.curveHandleNudged(handle: handle, dx: -step, dy: 0))
    case .right: return .curves(.curveHandleNudged(handle: handle, dx: step, dy: 0))
    case .up: return .curves(.curveHandleNudged(handle: handle, dx: 0, dy: step))
    case .down: return .curves(.curveHandleNudged(handle: handle, dx: 0, dy: -step))
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
