import SnowmanController

extension UIMap {
  /// The notice's part of the map's state: its sentence, while one shows.
  public struct NoticeState: Encodable, Equatable, Sendable {
    public let notice: String?

    init(_ state: AppState) { notice = state.notice?.text }
  }
}
