import SnowmanController

extension UIMap {
  public struct Export: Codable, Equatable, Sendable {
    public let progress: Double
    public let file: String
  }

  /// The Export sheet's part of the map's state: while an export runs, how far (0…1) and into which file; null
  /// otherwise.
  public struct ExportState: Encodable, Equatable, Sendable {
    public let export: Export?

    init(_ state: AppState) { export = ExportState.export(state.exportSheet) }

    static func export(_ sheet: ExportSheet?) -> Export? {
      switch sheet?.phase {
      case .running(let progress, let file)?: return Export(progress: (progress * 100).rounded() / 100, file: file)
      case .cancelling?: return Export(progress: 0, file: "")
      case .choosing?, nil: return nil
      }
    }
  }
}
