/// The two screens of the tab bar.
public enum Tab: String, CaseIterable, Codable, Sendable {
  case animation, settings

  /// The tab's title ("Animation").
  public var title: String { self == .animation ? "Animation" : "Settings" }
}
