import SnowmanModel

/// The first-run intro (the seed's boarding screen): the mascot zooms onto the stage and says, a page at a time,
/// what the three screens do. Next goes on (the last page's button reads "Let's go"), Esc skips; once seen it
/// stays away until F1 asks for it.
public enum IntroFeature {
  public struct State: Equatable, Sendable {
    /// The page shown (0-based), or nil when the intro is not up.
    public var page: Int?
    /// Whether it has been seen (or skipped): kept in the preferences.
    public var seen = false
    /// Ticks since it came up, for the mascot's zoom.
    public var ticks = 0
    /// Whether the mascot fades in where it stands rather than zooming (the desktop asked for less motion when
    /// the intro came up).
    public var fades = false

    public init() {}

    /// How far the mascot has zoomed in, 0…1 (eased out over half a second).
    public var zoom: Double {
      if fades { return 1 }
      let t = min(1, Double(ticks) / Double(IntroFeature.zoomTicks))
      return 1 - (1 - t) * (1 - t) * (1 - t)
    }

    /// How opaque the mascot is, 0…1: it fades in over a fifth of a second when it does not zoom.
    public var opacity: Double { fades ? min(1, Double(ticks) / Double(IntroFeature.fadeTicks)) : 1 }

    /// Whether it still moves on its own.
    public var isMoving: Bool { page != nil && ticks < (fades ? IntroFeature.fadeTicks : IntroFeature.zoomTicks) }
  }

  /// The mascot's zoom lasts half a second.
  static let zoomTicks = 60
  /// Its fade, with less motion, a fifth of a second.
  static let fadeTicks = 24

  /// What the mascot says: a greeting, then what each tab's screen does, a page each.
  public static let pages = Tab.allCases.enumerated().map { i, tab in
    (i == 0 ? "Hi, I'm the snowman! " : "") + tab.mascotSays
  }

  public enum Action: Equatable, Sendable {
    /// The app opened for the first time, or F1 was pressed.
    case introAsked
    /// Next (or Enter): the next page; on the last, "Let's go" closes it.
    case nextPressed
    /// Skip, or Esc: it closes.
    case skipPressed
    /// One fixed step of time.
    case ticked
  }

  /// The intro's part of the app: its own state (what it covers is the app's to close, `AppFeature`).
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    if action == .introAsked { state.intro.fades = state.reducesMotion }
    return reduce(&state.intro, action)
  }

  /// Its keys while it is up: Esc skips; Enter, Space and → go on.
  static func keyAction(_ key: Key) -> AppAction? {
    switch key {
    case .escape: return .intro(.skipPressed)
    case .enter, .space, .right: return .intro(.nextPressed)
    default: return nil
    }
  }

  /// F1 shows it again, on any screen.
  static func keyAnywhere(_ key: Key) -> AppAction? {
    key == .f1 ? .intro(.introAsked) : nil
  }

  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .introAsked:
      state.page = 0
      state.ticks = 0
    case .nextPressed:
      guard let page = state.page else { return [] }
      if page + 1 < pages.count {
        state.page = page + 1
      } else {
        state.page = nil
        state.seen = true
      }
    case .skipPressed:
      guard state.page != nil else { return [] }
      state.page = nil
      state.seen = true
    case .ticked:
      if state.isMoving { state.ticks += 1 }
    }
    return []
  }

  /// The controls `page` names, which the intro points at and leaves uncovered, over `tab`'s screen: each page is
  /// about a screen, in the tab bar's order; over its own screen a page names the screen's landmarks (the
  /// Animation screen's wheel and Play), anywhere else the screen's tab.
  public static func targets(page: Int, tab: Tab) -> [ControlID] {
    guard Tab.allCases.indices.contains(page) else { return [] }
    let about = Tab.allCases[page]
    return about == tab ? ScreenFeatures.landmarks(tab) ?? [.tab(about)] : [.tab(about)]
  }

  /// The Next button's label on `page`.
  public static func nextLabel(_ page: Int?) -> String { (page ?? 0) + 1 < pages.count ? "Next" : "Let's go" }
}

extension AppAction {
  /// The intro's actions, as the app takes them.
  public static func intro(_ action: IntroFeature.Action) -> AppAction { .feature(.intro(action)) }
}
