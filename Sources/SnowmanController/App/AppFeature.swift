import Foundation
import SnowmanModel

/// The app as a whole: reduces the app's own actions and hands each feature's to the feature list (each feature
/// reduces its own from the app's state), and keeps the rules that span features: an edit from any feature is one
/// undo step, a layer opening closes what is under it, and after each action the features follow it
/// (`ScreenFeatures.follow`) and, once settled, playback follows the stage.
public enum AppFeature {
  /// Applies `action` to `state` and returns what it asks of the world (and the actions it sends on).
  public static func reduce(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    // Asking a clock step for its gesture copies the whole action out of its enum: 120 times a second, for nothing.
    let gesture = action.isClockStep ? nil : action.editGesture
    let before = gesture == nil ? nil : state.draft.snapshot
    let scope = state.focusScope
    let effects = route(&state, action)
    ScreenFeatures.follow(&state, from: scope)
    if let gesture, let before, state.draft.snapshot.edits(before) {
      state.draft.history.record(before, gesture: gesture)
    }
    return effects
  }

  /// What follows from an action for the next frame, once it and all it sent on are applied (the store calls it
  /// after every action but the clock's ticks, which change neither): the settings table's scroll kept within a
  /// table that shrank (the window grew, the prompt opened, a curve lost its numbers), playback following what the
  /// stage shows, and the pictures shown read if they changed.
  public static func settle(_ state: inout AppState) -> Effect? {
    if state.settingsScroll > 0 { state.scrollSettings(to: state.settingsScroll) }
    ScreenFeatures.settle(&state)
    return askForPictures(&state)
  }

  /// The effect that reads the pictures shown, when they are not the ones last asked for: pictures are read
  /// before a frame draws them, and one that cannot be had is answered, not found mid-frame.
  public static func askForPictures(_ state: inout AppState) -> Effect? {
    let shown = ShownPictures(
      motion: state.draft.setting.pictures,
      costumes: ScreenFeatures.ownPictures(state))
    guard shown != state.picturesAsked else { return nil }
    state.picturesAsked = shown
    return .preparePictures(shown)
  }

  private static func route(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    switch action {
    case .tabSelected(let tab):
      state.tab = tab
    case .nextTabPressed:
      state.tab = state.tab.next
    case .settingsScrolled(let points):
      state.scrollSettings(to: state.settingsScroll + points)
    case .windowResized(let width, let height):
      state.window = WindowMetrics(width: width, height: height)
      return ScreenFeatures.measured(&state)
    case .stagePictureMeasured(let aspect):
      state.stagePictureAspect = aspect
      return ScreenFeatures.measured(&state)
    case .menuToggled(let menu):
      state.menu = state.menu == menu ? nil : menu
    case .menuOpened(let menu):
      state.menu = menu
    case .menuDismissed:
      state.menu = nil
    case .pressedOn(let id):
      return ScreenFeatures.pressed(&state, on: id)
    case .pointerReleased:
      state.draft.history.gestureEnded()
    case .textField(let edit):
      return editField(&state, edit)
    case .windowShown(let shown):
      state.windowShown = shown
    case .desktopColorSchemeChanged(let scheme):
      state.desktopScheme = scheme
    case .desktopMotionChanged(let reduced):
      state.reducesMotion = reduced
    case .themeChosenAtStart(let choice):
      state.themeOverride = choice
    case .themeKeyPressed:
      let choice = (state.themeOverride ?? state.themePreference).next
      state.themeOverride = nil
      state.themePreference = choice
      switch choice {
      case .system: return [.pass("Theme: as the desktop (\(state.desktopScheme.rawValue))")]
      case .light: return [.pass("Theme: light")]
      case .dark: return [.pass("Theme: dark")]
      }
    case .ticked:
      // Most ticks change nothing: no notice counting down, no wheel moving.
      var effects: [Effect] = []
      ScreenFeatures.ticked(&state, &effects)
      return effects
    case .playbackTicked:
      return ScreenFeatures.playbackTicked(&state)
    case .playheadMoved(let seconds):
      return ScreenFeatures.playheadMoved(&state, seconds: seconds)
    case .feature(let action):
      let layerBefore = state.featureLayer
      let effects = FeatureAction.reduce(&state, action)
      // A feature's layer is over everything: a menu or a row's name field under it closes when it opens.
      if layerBefore == nil && state.featureLayer != nil {
        state.menu = nil
        FeatureField.closeUnderLayer(in: &state)
      }
      return effects
    }
    return []
  }
}
