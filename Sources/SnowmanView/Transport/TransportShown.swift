import SnowmanController
import SnowmanModel

/// What of the transport its buttons show (Play or Pause, the speed, the loop mode): not the time, which only the
/// timeline's moving part draws. Part of the layout's and the still drawing's keys (`FeaturesShown`).
struct TransportShown: Equatable {
  let playback: PlaybackState
  let transport: TransportPreferences

  init(_ state: AppState) {
    playback = state.playback.state
    transport = state.playback.transport
  }
}
