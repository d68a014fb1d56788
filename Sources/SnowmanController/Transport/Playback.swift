import SnowmanModel

/// Where playback is: never started, running, held, or run to the end.
public enum PlaybackState: String, CaseIterable, Codable, Sendable {
  case stopped, playing, paused, finished
}

/// What can happen to playback: the user's transport controls and the clock.
public enum PlaybackEvent: Equatable, Sendable {
  /// Start from the start of the current direction (from stopped or finished).
  case play
  /// Hold at the current tick.
  case pause
  /// Continue from the held tick.
  case resume
  /// The Play button, the stage or Space: play, pause or resume, whichever the state calls for.
  case toggle
  /// One fixed step of playback time (1/120 s at 1×) passed.
  case tick
  /// Jump to the end of the current direction and stop there.
  case finish
  /// Back to the start, stopped (a preset was picked). Speed, direction and loop mode stay.
  case reset
  /// Move to this tick (clamped to 0…total): a click on the timeline, Home, End, a drag's new position.
  case seek(Int)
  /// A drag on the timeline started: playback holds while the pointer moves.
  case scrubBegan
  /// The drag ended: a run that was playing when it began goes on from here.
  case scrubEnded
  /// Move by this many ticks (signed) and hold there: the step buttons and the arrow keys.
  case step(Int)
  /// `]`: the next faster speed, up to 4×.
  case faster
  /// `[`: the next slower speed, down to 0.25×.
  case slower
  /// The speed button: the next speed, 4× wrapping to 0.25×.
  case nextSpeed
  /// R: play the other way from where it is.
  case reverse
  /// L or the loop button: Once → Loop → Ping-pong → Once.
  case nextLoopMode

  /// One event of each kind, for tests that go through every (state, event) pair.
  public static let representatives: [PlaybackEvent] = [
    .play, .pause, .resume, .toggle, .tick, .finish, .reset, .seek(5), .scrubBegan, .scrubEnded, .step(2),
    .step(-2), .faster, .slower, .nextSpeed, .reverse, .nextLoopMode,
  ]
}

/// The playback state machine: the state, the tick it is at, and how the player plays (direction, loop mode,
/// speed). Every rule of the transport is here, in one exhaustive switch:
///
/// - `seek` keeps a playing run playing from the new tick; from stopped, paused or finished it holds there.
///   A seek sets the previous tick too, so nothing is drawn between the old and new position.
/// - `step` holds at the new tick from any state (stepping while playing pauses).
/// - `play` (and `toggle` from stopped or finished) starts at the start of the current direction: tick 0
///   forward, the end backward, so Play after a backward run starts from the end.
/// - At the end of a run: Once finishes there, Loop starts again from the other end, Ping-pong turns round.
/// - While scrubbing the run holds (`paused`); `scrubEnded` resumes it only if it was playing before.
/// - Speed, direction and loop mode change in every state and never change the state or the tick.
public struct Playback: Equatable, Sendable {
  /// The current state.
  public private(set) var state: PlaybackState = .stopped
  /// Ticks from the start, 0...totalTicks; kept exactly across a pause.
  public private(set) var tick: Int = 0
  /// The tick before the last step, for drawing between the two.
  public private(set) var previousTick: Int = 0
  /// The animation's length in ticks (at least 1).
  public private(set) var totalTicks: Int
  /// Which way a run goes.
  public private(set) var direction: PlaybackDirection
  /// What happens at the end of a run.
  public private(set) var loop: LoopMode
  /// The index of the speed in `PlaybackSpeed.all`.
  public private(set) var speedIndex: Int
  /// During a timeline drag: whether the run was playing when the drag began.
  public private(set) var scrubResumesPlaying: Bool?

  /// A stopped playback of an animation `totalTicks` long, played as `transport` says.
  public init(totalTicks: Int, transport: TransportPreferences = TransportPreferences()) {
    self.totalTicks = max(1, totalTicks)
    direction = transport.direction
    loop = transport.loop
    speedIndex = PlaybackSpeed.index(nearest: transport.speed)
  }

  /// The playback speed: how many seconds of animation one second of real time plays.
  public var speed: Double { PlaybackSpeed.all[speedIndex] }

  /// Speed, direction and loop mode, as the preferences keep them.
  public var transport: TransportPreferences {
    TransportPreferences(speed: speed, direction: direction, loop: loop)
  }

  /// Seconds from the start, tick / 120.
  public var elapsedSeconds: Double { Double(tick) / Double(Timeline.ticksPerSecond) }

  /// The animation's length in seconds.
  public var totalSeconds: Double { Double(totalTicks) / Double(Timeline.ticksPerSecond) }

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

  /// Stops and rewinds for an animation `totalTicks` long; speed, direction and loop mode stay.
  public mutating func load(totalTicks: Int) {
    self = Playback(totalTicks: totalTicks, transport: transport)
  }

  /// Stopped, showing the moment `tick` (clamped): where the Settings screen puts its playhead when it opens. Play
  /// starts from the beginning, as from any stop.
  public mutating func cue(at tick: Int) {
    state = .stopped
    scrubResumesPlaying = nil
    jump(to: tick)
  }

  /// The animation became `totalTicks` long while it plays (the draft shown was edited): the state stays, and the
  /// position is kept within the new length.
  public mutating func retime(totalTicks: Int) {
    self.totalTicks = max(1, totalTicks)
    tick = min(tick, self.totalTicks)
    previousTick = min(previousTick, self.totalTicks)
  }

  /// Applies `event`; events that make no sense in the current state are ignored.
  public mutating func handle(_ event: PlaybackEvent) {
    switch (state, event) {
    // Starting, holding, continuing.
    case (.stopped, .play), (.stopped, .toggle), (.finished, .play), (.finished, .toggle):
      state = .playing
      jump(to: direction == .forward ? 0 : totalTicks)
    case (.playing, .pause), (.playing, .toggle):
      state = .paused
      previousTick = tick
    case (.paused, .resume), (.paused, .toggle):
      state = .playing
      // Paused at the end it is heading for (a keyframe chosen there, the timeline dragged to it), it plays from
      // the other end, as a video player does, rather than finishing at once.
      let atEnd = direction == .forward ? tick >= totalTicks : tick <= 0
      if atEnd { jump(to: direction == .forward ? 0 : totalTicks) }
      previousTick = tick
    case (.playing, .tick):
      advance()
    case (.playing, .finish):
      finishNow()
    case (_, .reset):
      state = .stopped
      scrubResumesPlaying = nil
      jump(to: 0)

    // The timeline.
    case (.playing, .seek(let t)):
      jump(to: t)
    case (.stopped, .seek(let t)), (.paused, .seek(let t)), (.finished, .seek(let t)):
      state = .paused
      jump(to: t)
    case (.playing, .scrubBegan):
      scrubResumesPlaying = true
      state = .paused
      previousTick = tick
    case (.stopped, .scrubBegan), (.paused, .scrubBegan), (.finished, .scrubBegan):
      scrubResumesPlaying = false
      state = .paused
      previousTick = tick
    case (.paused, .scrubEnded):
      if scrubResumesPlaying == true { state = .playing }
      scrubResumesPlaying = nil
    case (.stopped, .step(let n)), (.playing, .step(let n)), (.paused, .step(let n)), (.finished, .step(let n)):
      state = .paused
      scrubResumesPlaying = nil
      jump(to: tick + n)

    // How the player plays: any state, never the position.
    case (_, .faster):
      speedIndex = min(speedIndex + 1, PlaybackSpeed.all.count - 1)
    case (_, .slower):
      speedIndex = max(speedIndex - 1, 0)
    case (_, .nextSpeed):
      speedIndex = (speedIndex + 1) % PlaybackSpeed.all.count
    case (_, .reverse):
      direction = direction.reversed
    case (_, .nextLoopMode):
      loop = loop.next

    case (.stopped, .pause), (.stopped, .resume), (.stopped, .tick), (.stopped, .finish), (.stopped, .scrubEnded),
      (.playing, .play), (.playing, .resume), (.playing, .scrubEnded),
      (.paused, .play), (.paused, .pause), (.paused, .tick), (.paused, .finish),
      (.finished, .pause), (.finished, .resume), (.finished, .tick), (.finished, .finish), (.finished, .scrubEnded):
      break
    }
  }

  /// One tick in the current direction, and what the loop mode does at an end.
  private mutating func advance() {
    previousTick = tick
    tick += direction == .forward ? 1 : -1
    let atEnd = direction == .forward ? tick >= totalTicks : tick <= 0
    guard atEnd else { return }
    switch loop {
    case .once:
      finishNow()
    case .loop:
      // The two ends show the same rest pose; the run goes on from the other one without drawing across.
      jump(to: direction == .forward ? 0 : totalTicks)
    case .pingPong:
      tick = direction == .forward ? totalTicks : 0
      direction = direction.reversed
    }
  }

  /// Moves to `t` (clamped) with nothing drawn between the old and the new position.
  private mutating func jump(to t: Int) {
    tick = min(max(t, 0), totalTicks)
    previousTick = tick
  }

  private mutating func finishNow() {
    state = .finished
    jump(to: direction == .forward ? totalTicks : 0)
  }
}
