import SnowmanController

extension UIMap {
  /// The transport's part of the map's state: playing or not, where (seconds, to the millisecond), how long, how
  /// fast, which way, and how it loops.
  public struct TransportState: Encodable, Equatable, Sendable {
    public let playback: String
    public let elapsed: Double
    public let duration: Double
    public let speed: Double
    public let direction: String
    public let loop: String

    init(_ state: AppState) {
      let playback = state.playback
      self.playback = playback.state.rawValue
      elapsed = (playback.elapsedSeconds * 1000).rounded() / 1000
      duration = (playback.totalSeconds * 1000).rounded() / 1000
      speed = playback.speed
      direction = playback.direction.rawValue
      loop = playback.loop.rawValue
    }

    /// The timeline's label in the map: the time it shows, as the window writes it.
    static func timelineLabel(_ state: AppState) -> String {
      var readout = TimeReadout()
      readout.write(state.shownTimeline, tick: state.playback.tick, total: state.playback.totalTicks)
      return readout.text
    }

    /// Whether `id` is the timeline, which the map labels with its time.
    static func isTimeline(_ id: ControlID) -> Bool { id == .feature(.transport(.timeline)) }
  }
}
