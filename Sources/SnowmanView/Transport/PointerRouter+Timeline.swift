import SnowmanController

extension PointerRouter {
  /// Whether `id` is the timeline: a press on it seeks there and holds the playhead until the release.
  static func isTimeline(_ id: ControlID?) -> Bool { id == .feature(.transport(.timeline)) }

  /// The press seeks to `fraction` of the timeline (0 the start, 1 the end).
  static func timelinePressed(at fraction: Double) -> AppAction { .transport(.timelinePressed(fraction: fraction)) }

  /// The held playhead follows the pointer.
  static func timelineDragged(to fraction: Double) -> AppAction { .transport(.timelineDragged(fraction: fraction)) }

  /// The release lets playback go on from there.
  static let timelineReleased = AppAction.transport(.timelineReleased)
}
