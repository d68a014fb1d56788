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

    init(_ state: AppState) {
      var values: [String: String] = [:]
      for spec in PropertyTable.all { values[spec.key.rawValue] = state.tableText(spec.key) }
      draft = values
      prompt = state.savePrompt?.text
      image = state.playheadPicture?.name
      playhead = (state.playhead * 1000).rounded() / 1000
      let tracks = state.draft.setting.tracks
      selected = state.draft.selection.compactMap { ref in
        tracks.ids(ref.track).firstIndex(of: ref.id).map { ControlID.feature(.tracks(.key(ref.track, $0))).key }
      }
      var times: [String: [Double]] = [:]
      for track in TrackName.all where !tracks.ids(track).isEmpty {
        times[track.key] = tracks.times(track).map { ($0 * 1000).rounded() / 1000 }
      }
      keyframes = times
      edited = state.isEdited
    }
  }
}
