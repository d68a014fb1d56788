import SnowmanController

/// One control as laid out: where it is, what it shows, whether it can be used.
public struct Control: Equatable, Sendable {
  public let id: ControlID
  /// The text shown, or an icon's accessible name.
  public let label: String
  /// Where it is, in window coordinates.
  public let rect: Rect
  /// False for a stepper half at its limit.
  public let enabled: Bool

  public init(_ id: ControlID, _ label: String, _ rect: Rect, enabled: Bool = true) {
    self.id = id; self.label = label; self.rect = rect; self.enabled = enabled
  }
}
