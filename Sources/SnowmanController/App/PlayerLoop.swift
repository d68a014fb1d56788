import Foundation
import SnowmanModel

/// The player window's decisions, frame by frame: whether to draw or sleep, how many fixed steps to run, the
/// interpolation alpha, when to look at the preset folder again, when the preferences need writing, and how long
/// to yield after a frame. Pure: time comes from the injected `TimeSource`, so tests drive it by hand.
public struct PlayerLoop {
  /// How often the preset folder is checked for changes made by another instance or the shell, in seconds.
  public static let storePollInterval = 1.0

  private let time: TimeSource
  /// The display's frame time: the loop never draws faster, vsync or not (Xvfb's is not real).
  public let frameInterval: Double
  /// Whether `--frames` runs a fixed number of frames as fast as they come (no idling, no pacing).
  public let runsFixedFrames: Bool
  private var clock = FixedStepClock()
  /// Playback's own clock: real time scaled by the speed enters it, so the animation's ticks stay whole at
  /// every speed while the picker and held steppers keep real time.
  /// The frame time is clamped once, before scaling, so this clock clamps nothing more.
  private var playbackClock = FixedStepClock(maxFrameTime: .greatestFiniteMagnitude)
  private var last: Double
  private var lastStoreCheck: Double
  private var savedPreferences: Preferences
  /// Whether something changed that the next frame must show.
  public private(set) var needsRedraw = true

  /// A loop reading `time`, at a display refresh of `refreshRate` Hz (clamped to 30…240), that counts
  /// `savedPreferences` as what is on disk.
  public init(time: TimeSource, refreshRate: Int?, runsFixedFrames: Bool, savedPreferences: Preferences) {
    self.time = time
    frameInterval = 1 / Double(max(30, min(240, refreshRate ?? 60)))
    self.runsFixedFrames = runsFixedFrames
    self.savedPreferences = savedPreferences
    last = time.now()
    lastStoreCheck = last
  }

  /// Whether the next frame must be drawn now; otherwise the loop blocks until an event comes.
  /// - Parameter moving: something moves on its own (playback, the picker coasting, a held stepper).
  public func wantsFrame(moving: Bool) -> Bool { runsFixedFrames || needsRedraw || moving }

  /// The loop slept until an event or a time-out: time spent idle is not played.
  public mutating func wokeUp() {
    last = time.now()
    clock.reset()
    playbackClock.reset()
  }

  /// Something the user sees changed (an event, a resize, a tick): the next frame is drawn.
  public mutating func invalidate() { needsRedraw = true }

  /// Starts a frame: the real time since the last one as whole fixed steps, and, while `playing`, that time
  /// scaled by `speed` as whole playback steps (the frame time is clamped before it is scaled).
  /// - Returns: the frame's start time, the real-time steps (the picker, held steppers), the playback steps,
  ///   and the alpha to draw the sprite with between its last two ticks (1 when not playing: a still pose is
  ///   drawn exactly where it is).
  public mutating func beginFrame(playing: Bool, speed: Double = 1) -> Frame {
    let now = time.now()
    let elapsed = min(max(now - last, 0), clock.maxFrameTime)
    last = now
    let steps = clock.advance(by: elapsed).steps
    var playbackSteps = 0
    var alpha = 1.0
    if playing {
      (playbackSteps, alpha) = playbackClock.advance(by: elapsed * speed)
    } else {
      playbackClock.reset()
    }
    if steps > 0 || playbackSteps > 0 { needsRedraw = true }
    return Frame(now: now, steps: steps, playbackSteps: playbackSteps, alpha: alpha)
  }

  /// What one frame has to do.
  public struct Frame: Equatable, Sendable {
    /// When the frame started, in the time source's seconds.
    public let now: Double
    /// Fixed steps of real time.
    public let steps: Int
    /// Fixed steps of playback time.
    public let playbackSteps: Int
    /// Where the sprite is drawn between its last two ticks, 0..<1 (1 when still).
    public let alpha: Double
  }

  /// The frame was presented.
  /// - Returns: seconds to yield before the next frame, so the loop never draws faster than the display.
  public mutating func endFrame(startedAt start: Double) -> Double {
    needsRedraw = false
    guard !runsFixedFrames else { return 0 }
    let spent = time.now() - start
    // Under a millisecond left is not worth a sleep.
    return spent < frameInterval - 0.001 ? frameInterval - spent : 0
  }

  /// Whether it is time to look at the preset folder again; each `true` starts the next interval.
  public mutating func storeCheckDue() -> Bool {
    let now = time.now()
    guard now - lastStoreCheck >= PlayerLoop.storePollInterval else { return false }
    lastStoreCheck = now
    return true
  }

  /// The preferences to write, if `current` differs from what was last written (or counted as written).
  public mutating func preferencesToSave(_ current: Preferences) -> Preferences? {
    guard current != savedPreferences else { return nil }
    savedPreferences = current
    return current
  }
}
