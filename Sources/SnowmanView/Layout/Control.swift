import SnowmanController

/// One control as laid out: where it is, what it shows, whether it can be used, and its place in the Tab order.
/// The renderer, the pointer router, the focus ring and the ui-map all read these.
public struct Control: Equatable, Sendable {
  public let id: ControlID
  /// The text shown, or an icon's accessible name (`ControlID.label(in:)`).
  public let label: String
  /// Where it is, in window coordinates.
  public let rect: Rect
  /// False for a stepper half at its limit, or a choice the running export holds (`ControlID.isEnabled(in:)`).
  public let enabled: Bool
  /// Its place in the Tab order, or nil when Tab does not reach it.
  public let focusIndex: Int?

  /// The control `id` at `rect`, as `state` shows it; `order` is the state's Tab order.
  public init(_ id: ControlID, _ rect: Rect, _ state: AppState, order: [ControlID]) {
    self.id = id
    self.rect = rect
    label = id.label(in: state)
    enabled = id.isEnabled(in: state)
    focusIndex = order.firstIndex(of: id)
  }
}
