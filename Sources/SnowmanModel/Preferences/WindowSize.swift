/// The window sizes the app supports, in points: the one source for layout, preferences and `--size`.
public enum WindowSize {
  /// The smallest window: a phone-sized portrait 360 wide, and 600 tall so that a small laptop's landscape window
  /// (900×600) opens as it is.
  public static let minimum = (width: 360, height: 600)
  /// The largest side a window or a remembered size may have.
  public static let maximum = 8192
}
