import SnowmanModel

/// The window's size in points, as the app last reported it, and the chrome every screen shares: what the
/// Controller needs of the window to compute the settings table's scroll range and a screen's stage. The View
/// lays out everything else around these.
public struct WindowMetrics: Equatable, Sendable {
  /// The tab bar along the bottom.
  public static let tabBarHeight = 68.0
  /// The space between the window's edge and its cards, and between cards.
  public static let margin = 16.0
  /// The header above a screen's stage ("Now showing", a screen's title).
  public static let headerHeight = 84.0

  public var width: Double, height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The window a first run opens, until the app reports the real one.
  public static let standard = WindowMetrics(
    width: Double(Preferences().windowWidth), height: Double(Preferences().windowHeight))

  /// From this width (points) the Settings screen shows the stage beside its table, playing the draft.
  public static let settingsStageWidth = 900.0

  /// Whether the Settings screen has room for the stage beside its table.
  public var settingsShowsStage: Bool { width >= Self.settingsStageWidth }

  /// Where the tab bar begins: the bottom of every screen's content.
  public var contentBottom: Double { height - Self.tabBarHeight }
}
