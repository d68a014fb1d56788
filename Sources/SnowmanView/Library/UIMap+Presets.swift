import SnowmanController
import SnowmanModel

extension UIMap {
  /// The presets' part of the map's state: the preset shown, every preset's name, and the user's own.
  public struct PresetsState: Encodable, Equatable, Sendable {
    public let selectedPreset: String
    public let presets: [String]
    /// The user's own presets, in picker order (the rows between the core built-ins and the library).
    public let saved: [String]

    init(_ state: AppState) {
      selectedPreset = state.library.selectedPreset.name
      presets = state.library.presets.map(\.name)
      saved = state.library.presets.filter { !BuiltInPresets.contains($0.id) }.map(\.name)
    }
  }
}
