import SnowmanModel

extension TransportFeature {
  /// The transport's controls under the stage: the timeline and the buttons that play, step, pace and loop it.
  public enum Control: Int, DescribedControl, CaseIterable {
    case play
    case timeline
    case stepBackward
    case stepForward
    case speed
    case loop
    /// The stage: a click plays or pauses what it shows.
    case stage

    public var key: String {
      switch self {
      case .play: return "button.play"
      case .timeline: return "timeline"
      case .stepBackward: return "button.stepBackward"
      case .stepForward: return "button.stepForward"
      case .speed: return "button.speed"
      case .loop: return "button.loop"
      case .stage: return "stage"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .play: return state.playback.buttonLabel
      case .timeline: return "Timeline"
      case .stepBackward: return "Step back"
      case .stepForward: return "Step forward"
      case .speed: return PlaybackSpeed.label(state.playback.speed)
      case .loop: return state.playback.loop.label
      case .stage: return "Stage"
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .play: return [.transport(.playButtonPressed)]
      case .speed: return [.transport(.speedButtonPressed)]
      case .loop: return [.transport(.loopButtonPressed)]
      case .stage: return [.transport(.stageClicked)]
      case .timeline, .stepBackward, .stepForward: return []
      }
    }

    /// The step buttons step again while held.
    var repeatActions: [AppAction] {
      switch self {
      case .stepBackward: return [.transport(.stepBackwardPressed)]
      case .stepForward: return [.transport(.stepForwardPressed)]
      case .play, .timeline, .speed, .loop, .stage: return []
      }
    }

    /// The timeline's number is the time shown.
    func accessibleValue(in state: AppState) -> AccessibleValue? {
      guard self == .timeline else { return nil }
      let seconds = state.playback.elapsedSeconds
      return AccessibleValue(
        minimum: 0, maximum: state.playback.totalSeconds, current: seconds,
        increment: 1 / Double(Timeline.ticksPerSecond), text: String(format: "%.2f s", seconds))
    }

    /// Setting the timeline's time seeks as a click at that time would.
    func valueActions(_ value: Double, in state: AppState) -> [AppAction] {
      guard self == .timeline else { return [] }
      let total = state.playback.totalSeconds
      let fraction = total > 0 ? min(max(value / total, 0), 1) : 0
      return [.transport(.timelinePressed(fraction: fraction)), .transport(.timelineReleased)]
    }

    static var every: [Control] { allCases }

    /// The order Tab visits them in, after the presets.
    static let focusOrder: [Control] = [.loop, .stepBackward, .play, .stepForward, .speed, .timeline]
  }
}

extension TransportFeature.Control: AccessibleControl {
  var role: AccessibleRole {
    switch self {
    case .timeline: return .slider
    case .stage: return .image
    case .play, .stepBackward, .stepForward, .speed, .loop: return .pushButton
    }
  }
  func group(in state: AppState) -> AccessibleGroup? { nil }
  func isChosen(in state: AppState) -> Bool { false }

  /// Its buttons and the timeline's track are round; the stage is the stage.
  var shape: ControlShape { self == .stage ? .rounded : .circular }

  /// The stage says what it plays and whether it is playing.
  func description(in state: AppState) -> String {
    self == .stage ? "\(state.library.selectedPreset.name), \(state.playback.state.rawValue)" : ""
  }
}
