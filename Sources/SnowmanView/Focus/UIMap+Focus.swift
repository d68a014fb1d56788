import SnowmanController

extension UIMap {
  /// The focus's part of the map's state: the control the keyboard acts on (Tab moves it), if any.
  public struct FocusState: Encodable, Equatable, Sendable {
    public let focus: String?

    init(_ state: AppState) { focus = state.focus.id?.key }
  }
}
