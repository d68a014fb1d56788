import SnowmanModel

/// Where playback is: never started, running, held, or run to the end.
public enum PlaybackState: String, CaseIterable, Codable, Sendable {
  case stopped, playing, paused, finished
}

/// What can happen to playback.
public enum PlaybackEvent: CaseIterable, Sendable {
  /// Start from the beginning (from stopped or finished).
  case play
  /// Hold at the current tick.
  case pause
  /// Continue from the held tick.
  case resume
  /// The Play button, the stage or Space: play, pause or resume, whichever the state calls for.
  case toggle
  /// One fixed step of 1/120 s passed.
  case tick
  /// Jump to the end.
  case finish
  /// Back to the start, stopped (a preset was picked).
  case reset
}

/// The playback state machine: the state and the tick it is at.
public struct Playback: Equatable, Sendable {
  /// The current state.
  public private(set) var state: PlaybackState = .stopped
  /// Ticks played since the start, 0...totalTicks; kept exactly across a pause.
  public private(set) var tick: Int = 0
  /// The tick before the last step, for drawing between the two.
  public private(set) var previousTick: Int = 0
  /// The animation's length in ticks (at least 1).
  public private(set) var totalTicks: Int

  /// A stopped playback of an animation `totalTicks` long.
  public init(totalTicks: Int) { self.totalTicks = max(1, totalTicks) }

  /// Seconds played, tick / 120.
  public var elapsedSeconds: Double { Double(tick) / Double(Timeline.ticksPerSecond) }

  /// Fraction of the whole animation played, 0...1.
  public var fraction: Double { Double(tick) / Double(totalTicks) }

  /// The Play button's label in this state: Play, Pause or Resume.
  public var buttonLabel: String {
    switch state {
    case .stopped, .finished: return "Play"
    case .playing: return "Pause"
    case .paused: return "Resume"
    }
  }

  /// Stops and rewinds for an animation `totalTicks` long.
  public mutating func load(totalTicks: Int) {
    self = Playback(totalTicks: totalTicks)
  }

  /// Applies `event`; events that make no sense in the current state are ignored.
  public mutating func handle(_ event: PlaybackEvent) {
    switch (state, event) {
    case (.stopped, .play), (.stopped, .toggle), (.finished, .play), (.finished, .toggle):
      state = .playing
      tick = 0
      previousTick = 0
    case (.playing, .pause), (.playing, .toggle):
      state = .paused
      previousTick = tick
    case (.paused, .resume), (.paused, .toggle):
      state = .playing
      previousTick = tick
    case (.playing, .tick):
      previousTick = tick
      tick += 1
      if tick >= totalTicks { finishNow() }
    case (.playing, .finish):
      finishNow()
    case (_, .reset):
      state = .stopped
      tick = 0
      previousTick = 0
    case (.stopped, .pause), (.stopped, .resume), (.stopped, .tick), (.stopped, .finish),
      (.playing, .play), (.playing, .resume),
      (.paused, .play), (.paused, .pause), (.paused, .tick), (.paused, .finish),
      (.finished, .pause), (.finished, .resume), (.finished, .tick), (.finished, .finish):
      break
    }
  }

  private mutating func finishNow() {
    state = .finished
    tick = totalTicks
    previousTick = totalTicks
  }
}
