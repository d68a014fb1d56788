import Foundation
import SnowmanModel

/// Everything a user can do, named after what they did, and what the world answered: the app's own actions, and
/// each feature's nested under its name (`FeatureAction`).
public enum AppAction: Equatable, Sendable {
  /// A tab of the tab bar was clicked, or its number key pressed.
  case tabSelected(Tab)
  /// Ctrl+Tab: the next tab, wrapping.
  case nextTabPressed
  /// The settings table was scrolled by `points` (+ down), by the wheel or a drag.
  case settingsScrolled(points: Double)
  /// The window took this size, in points (at start, and on every resize).
  case windowResized(width: Double, height: Double)
  /// The picture the stage shows at rest was read: its aspect, width over height (the snowman's when it could not
  /// be).
  case stagePictureMeasured(aspect: Double)
  /// A menu was asked for: it opens, or closes when it is the one open.
  case menuToggled(Menu)
  /// A menu was asked for: it opens over whatever menu was open.
  case menuOpened(Menu)
  /// A click outside an open menu, or Esc: the menu closes.
  case menuDismissed
  /// The left button went down on this control (nil: on none), or a screen reader pressed it, before the press
  /// lands: what is open and not pressed on may close, then the focus moves to it.
  case pressedOn(ControlID?)
  /// The left mouse button came up anywhere, or a key's edit was done: a held stepper's burst or a handle's drag
  /// ends, and whatever it changed is one undo step.
  case pointerReleased
  /// Something was done to the text field that holds the keyboard (the Save prompt, a row's name, the path).
  case textField(TextEdit)
  /// The window was minimised or hidden (`false`), or shown again (`true`).
  case windowShown(Bool)
  /// The desktop's colour scheme was read, or changed (the settings portal's signal).
  case desktopColorSchemeChanged(ColorScheme)
  /// The desktop's wish for less motion was read, or changed.
  case desktopMotionChanged(reduced: Bool)
  /// `--theme` was given: this run draws in it, whatever the preference says.
  case themeChosenAtStart(ThemeChoice)
  /// Ctrl+T: the theme preference steps System → Light → Dark (and is kept).
  case themeKeyPressed
  /// One fixed step of real time, 1/120 s: the picker's momentum moves on (at any playback speed), and a
  /// passing notice counts down.
  case ticked
  /// One fixed step of playback time: 1/120 s of the animation (real time scaled by the speed).
  case playbackTicked
  /// A feature moved the playhead to `seconds` into the draft's pass (the dope sheet's): playback pauses there.
  case playheadMoved(seconds: Double)
  /// A feature's action, of those the app's feature list holds (`FeatureAction`).
  case feature(FeatureAction)

  /// Whether this action edits the draft, and if so whether it belongs to a press or drag that may repeat it
  /// (one undo step for the whole gesture): nil for actions that do not edit. Each feature answers for its own
  /// actions; no case is left to a default, so a new action must say whether it is undoable.
  /// Whether this is the clock's step (real or playback time): the most frequent action, which edits nothing.
  var isClockStep: Bool {
    switch self {
    case .ticked, .playbackTicked: return true
    default: return false
    }
  }

  var editGesture: Bool? {
    switch self {
    case .feature(let action): return action.editGesture
    case .tabSelected, .nextTabPressed, .settingsScrolled, .windowResized, .stagePictureMeasured, .menuToggled,
      .menuOpened, .menuDismissed, .pressedOn, .pointerReleased, .textField, .windowShown, .desktopColorSchemeChanged,
      .desktopMotionChanged,
      .themeChosenAtStart, .themeKeyPressed, .ticked, .playbackTicked, .playheadMoved:
      return nil
    }
  }
}

/// The app-drawn menus; one is open at a time.
public enum Menu: Equatable, Sendable {
  /// The Easing row's menu of curve kinds.
  case easing
  /// A picker row's menu: Rename…, Duplicate, Export…, Delete (built-ins: Duplicate, Export…).
  case preset(Int)
  /// The curve view's Copy menu: CSS, Core Animation, SwiftUI.
  case copyCurve
}
