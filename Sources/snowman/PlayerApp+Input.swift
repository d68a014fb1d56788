import CSDL2
import Foundation
import SnowmanController
import SnowmanModel
import SnowmanView

extension PlayerApp {
  /// One SDL event: the desktop's scheme changing (an event of our own), or whatever `EventDecoder` makes of it.
  func handle(_ event: SDL_Event) {
    if event.type == accessibility.eventType {
      loop.invalidate()
      return
    }
    if event.type == appearance.eventType {
      if let reduced = appearance.motionChange() { apply([.desktopMotionChanged(reduced: reduced)]) }
      if let scheme = appearance.change() { apply([.desktopColorSchemeChanged(scheme)]) }
      return
    }
    if EventDecoder.losesShownPixels(event) { scene.showWholeNextFrame() }
    if let input = EventDecoder.decode(event) { handle(input) }
  }

  /// One input event: keys and text through `InputMap`, the pointer through `PointerRouter` over the layout.
  func handle(_ input: InputEvent) {
    switch input {
    case .quitRequested:
      // SDL sends this after the close button (asked about below) and for SIGINT / SIGTERM, which must quit.
      if closeButtonAsked {
        closeButtonAsked = false
      } else {
        effects.exports.cancel()
        running = false
      }
    case .closeRequested:
      quit()
      closeButtonAsked = running
      loop.invalidate()
    case .pointerLeft:
      pointer.left()
      loop.invalidate()
    case .windowChanged:
      windowSizeChanged()
      loop.invalidate()
    case .windowShown(let shown):
      apply([.windowShown(shown)])
      loop.invalidate()
    case .windowFocused(let focused):
      windowFocused = focused
      fieldInputAt = now
      loop.invalidate()
    case .pointerMoved(let x, let y, let time):
      let before = pointer.interaction
      apply(
        pointer.moved(
          x: x, y: y, time: time, layout: currentLayout(), state: controller.state, fields: scene.fieldText))
      if pointer.interaction != before { loop.invalidate() }
    case .pointerPressed(.left, let x, let y, let time):
      let clicked = currentLayout().control(at: x, y)?.id
      apply([.pressedOn(clicked)])
      apply(
        pointer.pressed(
          x: x, y: y, time: time, layout: currentLayout(), state: controller.state, fields: scene.fieldText))
      fieldInputAt = now
      loop.invalidate()
    case .pointerPressed(.right, _, _, _):
      break
    case .pointerReleased(.left, let x, let y, let time):
      apply(
        pointer.released(
          x: x, y: y, time: time, layout: currentLayout(), state: controller.state, covers: scene.covers,
          aspect: scene.aspect(of:))
          + [.pointerReleased])
      loop.invalidate()
    case .pointerReleased(.right, let x, let y, _):
      apply(pointer.rightClicked(x: x, y: y, layout: currentLayout(), state: controller.state))
    case .wheel(let dy, let x, let y):
      apply(pointer.wheel(dy: dy, x: x, y: y, layout: currentLayout(), state: controller.state))
    case .key(let key, let modifiers):
      fieldInputAt = now
      switch InputMap.command(for: key, modifiers, state: controller.state) {
      case .quit?: quit()
      case .actions(let actions)?: apply(actions)
      case nil: break
      }
      revealFocus()
    case .text(let text):
      if let action = InputMap.text(text, state: controller.state) { apply([action]) }
      fieldInputAt = now
    case .textComposing(let text):
      if let action = InputMap.composing(text, state: controller.state) { apply([action]) }
      fieldInputAt = now
    case .fileDropped(let path):
      apply([ScreenFeatures.dropAction(controller.state.tab, path: path)])
    }
  }

  /// Quits, but during an export asks first: the second ask stops the export (nothing is left) and quits.
  func quit() {
    if let question = effects.exports.quitAsked(at: Double(sdl.SDL_GetTicks64()) / 1000) {
      apply(question)
      return
    }
    running = false
  }

  /// Scrolls the settings table so the focused control is inside it (Tab never goes off-screen).
  func revealFocus() {
    if let reveal = currentLayout().revealingFocus(in: controller.state) { apply([reveal]) }
  }

  /// SDL's text input is on while a name or path is being typed, so typed characters arrive as text; an input
  /// method opens its candidate window at the caret.
  func syncTextInput(_ layout: Layout) {
    let state = controller.state
    let wanted = state.isTyping
    if wanted, let field = state.openField,
      let box = layout.controls.first(where: { PointerRouter.isField($0.id) })?.rect
    {
      let text = scene.fieldText(field, in: box)
      let x = text.start(in: box) + text.offsets[text.caretIndex]
      let at = CaretBox(x: Int32(x.rounded()), y: Int32(box.y.rounded()), h: Int32(box.h.rounded()))
      if at != caretRect {
        caretRect = at
        var rect = SDL_Rect(x: at.x, y: at.y, w: 2, h: at.h)
        sdl.SDL_SetTextInputRect(&rect)
      }
    }
    guard wanted != textInputOn else { return }
    textInputOn = wanted
    fieldInputAt = now
    if wanted { sdl.SDL_StartTextInput() } else { sdl.SDL_StopTextInput() }
  }
}
