import SnowmanModel

/// What moves on its own in the features, listed once: a passing notice counting down, the preset wheel's
/// momentum, the intro's zoom, the screen shown (the Wardrobe's costumes, until the last move is drawn at rest).
/// The tick moves each that needs it, and the loop draws frames while any does (`AppState.isAnimating`).
enum Mover: CaseIterable {
  case notice, picker, intro, screen

  /// The movers, kept once: `allCases` makes a new array at each call.
  static let all = allCases

  /// Whether a tick moves it now. Inlined, and the state passed in place (`inout`, though it only reads): asked
  /// of each on every tick, and passed by value the whole state was copied for each (ticks 20 % slower).
  @inline(__always) func needsTick(_ state: inout AppState) -> Bool {
    switch self {
    case .notice: return state.notice?.ticksLeft != nil
    case .picker: return state.library.picker.isMoving
    case .intro: return state.intro.isMoving
    case .screen:
      switch state.tab {
      case .animation, .settings: return false
      case .wardrobe: return WardrobeFeature.needsTick(state.wardrobe)
      }
    }
  }

  /// What a tick is to it, when it needs one (of the screens, only the Wardrobe's moves on its own).
  var tick: FeatureAction {
    switch self {
    case .notice: return .notice(.ticked)
    case .picker: return .library(.ticked)
    case .intro: return .intro(.ticked)
    case .screen: return .wardrobe(.ticked)
    }
  }
}
