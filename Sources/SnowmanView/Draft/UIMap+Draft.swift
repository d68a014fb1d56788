import SnowmanController
import SnowmanModel

extension UIMap {
  /// The draft's part of the map's state: every value as the table writes it at the playhead, the Save prompt's
  /// text, the picture at the playhead, where the playhead is, the keyframes selected (their control ids), each
  /// track's keyframe times, and whether it differs from its preset.
  public struct DraftState: Encodable, Equatable, Sendable {
    public let draft: [String: String]
    public let prompt: String?
    public let image: String?
    public let playhead: Double
    public let selected: [String]
    public let keyframes: [String: [Double]]
    public let edited: Bool
    /// The layers list, the first picture first: each one's name, copies and whether it is hidden; and the row the
    /// table edits (0 the first picture).
    public let layers: [LayerShown]
    public let layer: Int

    public struct LayerShown: Encodable, Equatable, Sendable {
      public let name: String
      public let copies: Int
      public let hidden: Bool
    }

    init(_ state: AppState) {
      var values: [String: String] = [:]
      for spec in PropertyTable.all { values[spec.key.rawValue] = state.tableText(spec.key) }
      draft = values
      prompt = state.savePrompt?.text
      image = state.playheadPicture?.name
      playhead = (state.playhead * 1000).rounded() / 1000
      let tracks = state.draft.edited.tracks
      selected = state.draft.selection.compactMap { ref in
        tracks.ids(ref.track).firstIndex(of: ref.id).map { ControlID.feature(.tracks(.key(ref.track, $0))).key }
      }
      var times: [String: [Double]] = [:]
      for track in TrackName.all where !tracks.ids(track).isEmpty {
        times[track.key] = tracks.times(track).map { ($0 * 1000).rounded() / 1000 }
      }
      keyframes = times
      edited = state.isEdited
      let setting = state.draft.setting
      layers =
        [LayerShown(name: LayersFeature.name(of: 0, in: setting), copies: 1, hidden: false)]
        + setting.layers.map { LayerShown(name: $0.name, copies: $0.copies.count, hidden: $0.hidden) }
      layer = state.draft.layer
    }
  }
}
