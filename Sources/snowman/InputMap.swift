import CSDL2
import SnowmanController
import SnowmanModel
import SnowmanView

/// What a key press means: an app action, quitting, or nothing.
enum KeyCommand: Equatable {
  case action(AppAction)
  case actions([AppAction])
  case quit
  /// Enter or Space in an open menu: the App does what a click on the highlighted item does.
  case activateMenuItem
  /// Space or Enter on the ringed control: the App does what a click on it does.
  case activateFocus
}

/// Maps SDL key codes to what the user meant; SDL types stop here.
enum InputMap {
  static func command(for key: SDL_Keycode, modifiers: UInt16, state: AppState) -> KeyCommand? {
    let ctrl = modifiers & UInt16(KMOD_CTRL.rawValue) != 0
    let shift = modifiers & UInt16(KMOD_SHIFT.rawValue) != 0
    let frames = shift ? 10 : 1
    let promptOpen = state.draft.prompt != nil
    let tab = shift ? -1 : 1
    let activate = [Int(SDLK_SPACE.rawValue), Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue)].contains(Int(key))
    // Space and Enter click the control the ring is on, when a click on it does something (in a menu, the
    // highlighted item: below).
    if activate, state.menu == nil, let ringed = state.focus.visible ? state.focus.id : nil,
      PointerRouter.activates(ringed)
    {
      return .activateFocus
    }
    if state.pathField != nil {
      switch Int(key) {
      case Int(SDLK_ESCAPE.rawValue): return .action(.artwork(.pathCancelled))
      case Int(SDLK_BACKSPACE.rawValue): return .action(.artwork(.pathBackspacePressed))
      case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .action(.artwork(.pathConfirmed))
      case Int(SDLK_TAB.rawValue) where !ctrl: return .action(.artwork(.pathCompletionAsked))
      case Int(SDLK_q.rawValue) where ctrl: return .quit
      default: return nil  // typed characters arrive as text input
      }
    }
    if state.exportSheet != nil {
      switch Int(key) {
      case Int(SDLK_TAB.rawValue) where !ctrl: return .action(.focus(.focusMoved(tab)))
      case Int(SDLK_ESCAPE.rawValue): return .action(.export(.exportCancelPressed))
      case Int(SDLK_q.rawValue) where ctrl: return .quit
      default: return nil
      }
    }
    if state.library.rename != nil {
      switch Int(key) {
      case Int(SDLK_ESCAPE.rawValue): return .action(.library(.renameCancelled))
      case Int(SDLK_BACKSPACE.rawValue): return .action(.library(.renameBackspacePressed))
      case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .action(.library(.renameConfirmed))
      case Int(SDLK_q.rawValue) where ctrl: return .quit
      default: return nil  // typed characters arrive as text input
      }
    }
    if state.menu != nil && !promptOpen {
      switch Int(key) {
      case Int(SDLK_UP.rawValue): return .action(.focus(.menuHighlightMoved(-1)))
      case Int(SDLK_DOWN.rawValue): return .action(.focus(.menuHighlightMoved(1)))
      case Int(SDLK_TAB.rawValue) where !ctrl: return .action(.focus(.menuHighlightMoved(tab)))
      case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue), Int(SDLK_SPACE.rawValue): return .activateMenuItem
      default: break
      }
    }
    if let change = stepperChange(key, focus: state.focus.id) ?? handleNudge(key, focus: state.focus.id, fine: !shift),
      !promptOpen
    {
      return .actions([.focus(.focusRingShown), change, .draft(.pointerReleased)])
    }
    switch Int(key) {
    case Int(SDLK_TAB.rawValue) where !ctrl: return .action(.focus(.focusMoved(tab)))
    case Int(SDLK_APPLICATION.rawValue) where state.tab == .animation && !promptOpen:
      return .action(.library(.presetMenuKeyPressed))
    case Int(SDLK_F10.rawValue) where shift && state.tab == .animation && !promptOpen:
      return .action(.library(.presetMenuKeyPressed))
    case Int(SDLK_DELETE.rawValue) where state.tab == .animation && !promptOpen:
      return .action(.library(.deleteKeyPressed))
    case Int(SDLK_o.rawValue) where ctrl && !promptOpen: return .action(.artwork(.chooseArtworkPressed))
    case Int(SDLK_q.rawValue) where ctrl: return .quit
    case Int(SDLK_s.rawValue) where ctrl:
      return .actions([.tabSelected(.settings), .draft(.saveTapped)])
    case Int(SDLK_TAB.rawValue) where ctrl: return .action(.nextTabPressed)
    case Int(SDLK_e.rawValue) where ctrl && !promptOpen: return .action(.export(.exportSheetOpened))
    case Int(SDLK_t.rawValue) where ctrl && !promptOpen: return .action(.themeKeyPressed)
    case Int(SDLK_z.rawValue) where ctrl && !promptOpen:
      return .action(shift ? .draft(.redoPressed) : .draft(.undoPressed))
    case Int(SDLK_y.rawValue) where ctrl && !promptOpen: return .action(.draft(.redoPressed))
    case Int(SDLK_r.rawValue) where ctrl && !promptOpen: return .action(.draft(.revertPressed))
    case Int(SDLK_c.rawValue) where ctrl && !promptOpen: return .action(.curves(.copyCurvePressed(.css)))
    case Int(SDLK_v.rawValue) where ctrl && !promptOpen: return .action(.curves(.pasteKeyPressed))
    case Int(SDLK_ESCAPE.rawValue):
      if promptOpen { return .action(.draft(.promptCancelled)) }
      return .action(state.menu != nil ? .menuDismissed : .focus(.escapePressed))
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
      return promptOpen ? .action(.draft(.promptConfirmed)) : nil
    case Int(SDLK_BACKSPACE.rawValue): return promptOpen ? .action(.draft(.promptBackspacePressed)) : nil
    case _ where promptOpen:
      // Typed characters arrive as text input; no other key acts while naming a preset.
      return nil
    case Int(SDLK_SPACE.rawValue): return .action(.transport(.playPauseKeyPressed))
    case Int(SDLK_1.rawValue), Int(SDLK_KP_1.rawValue): return .action(.tabSelected(.animation))
    case Int(SDLK_2.rawValue), Int(SDLK_KP_2.rawValue): return .action(.tabSelected(.settings))
    case Int(SDLK_UP.rawValue) where state.tab == .animation: return .action(.library(.pickerKeyPressed(rows: -1)))
    case Int(SDLK_DOWN.rawValue) where state.tab == .animation: return .action(.library(.pickerKeyPressed(rows: 1)))
    case Int(SDLK_LEFT.rawValue): return .action(.transport(.stepKeyPressed(frames: -frames)))
    case Int(SDLK_RIGHT.rawValue): return .action(.transport(.stepKeyPressed(frames: frames)))
    case Int(SDLK_HOME.rawValue): return .action(.transport(.homeKeyPressed))
    case Int(SDLK_END.rawValue): return .action(.transport(.endKeyPressed))
    case Int(SDLK_LEFTBRACKET.rawValue): return .action(.transport(.slowerKeyPressed))
    case Int(SDLK_RIGHTBRACKET.rawValue): return .action(.transport(.fasterKeyPressed))
    case Int(SDLK_r.rawValue) where !ctrl: return .action(.transport(.reverseKeyPressed))
    case Int(SDLK_l.rawValue) where !ctrl: return .action(.transport(.loopButtonPressed))
    default: return nil
    }
  }

  /// ← / − or → / + with a stepper half focused: that stepper goes down or up.
  static func stepperChange(_ key: SDL_Keycode, focus: ControlID?) -> AppAction? {
    let property: PropertyKey
    switch focus {
    case .stepperIncrement(let k)?, .stepperDecrement(let k)?: property = k
    default: return nil
    }
    switch Int(key) {
    case Int(SDLK_RIGHT.rawValue), Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue):
      return .draft(.stepperIncremented(property))
    case Int(SDLK_LEFT.rawValue), Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue):
      return .draft(.stepperDecremented(property))
    default: return nil
    }
  }

  /// An arrow with a curve handle focused: the handle moves by 0.01 in curve space (Shift: 0.1); ↑ is up.
  static func handleNudge(_ key: SDL_Keycode, focus: ControlID?, fine: Bool) -> AppAction? {
    guard case .curveHandle(let handle)? = focus else { return nil }
    let step = fine ? 0.01 : 0.1
    switch Int(key) {
    case Int(SDLK_LEFT.rawValue): return .curves(.curveHandleNudged(handle: handle, dx: -step, dy: 0))
    case Int(SDLK_RIGHT.rawValue): return .curves(.curveHandleNudged(handle: handle, dx: step, dy: 0))
    case Int(SDLK_UP.rawValue): return .curves(.curveHandleNudged(handle: handle, dx: 0, dy: step))
    case Int(SDLK_DOWN.rawValue): return .curves(.curveHandleNudged(handle: handle, dx: 0, dy: -step))
    default: return nil
    }
  }
}
