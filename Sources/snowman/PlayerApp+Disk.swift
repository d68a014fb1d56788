import CSDL2
import Foundation
import SnowmanController
import SnowmanModel
import SnowmanView

extension PlayerApp {
  /// Blocks until an event comes, without spinning; wakes once a second to notice presets changed by another
  /// instance or the shell.
  func waitForEvent() {
    var event = SDL_Event()
    var timeout = PlayerLoop.storePollInterval
    // A blinking caret wakes the window only when it is to change; steady or hidden, it costs nothing.
    if textInputOn, let next = CaretBlink.nextChange(since: now - fieldInputAt, focused: windowFocused) {
      timeout = min(timeout, next + 0.002)
    }
    if sdl.SDL_WaitEventTimeout(&event, Int32((timeout * 1000).rounded(.up))) != 0 { handle(event) }
    checkStoreIfDue()
    if textInputOn, caretShownNow != scene.caretShown { loop.invalidate() }
  }

  /// Once a second: the preset folder read again when it changed (and the test hook's drop, if one waits).
  func checkStoreIfDue() {
    guard loop.storeCheckDue() else { return }
    if let hook = dropHook, let path = try? String(contentsOfFile: hook, encoding: .utf8) {
      try? FileManager.default.removeItem(atPath: hook)
      var event = SDL_Event()
      event.type = SDL_DROPFILE.rawValue
      event.drop.file = sdl.SDL_strdup(path.trimmingCharacters(in: .newlines))
      event.drop.windowID = window.id
      sdl.SDL_PushEvent(&event)
    }
    let token = store.changeToken()
    guard token != storeToken else { return }
    storeToken = token
    apply(effects.presets.folderChanged())
  }

  /// Writes the preferences when what they would say changed.
  func savePreferencesIfChanged() {
    let size = window.size
    guard
      let changed = loop.preferencesToSave(controller.preferences(windowWidth: size.width, windowHeight: size.height))
    else { return }
    do { try preferencesStore.save(changed) } catch {
      FileHandle.standardError.write(Data("snowman: \(error)\n".utf8))
    }
  }
}
