import SnowmanModel

/// The timeline in the user's hand: play, pause, seek, step, speed, direction and loop. Its state is the playback.
public enum TransportFeature {
  /// The playback of the selected preset.
  public typealias State = Playback

  /// What the user did to the transport, or a tick of playback time.
  public enum Action: Equatable, Sendable {
    /// The Play / Pause / Resume button was clicked.
    case playButtonPressed
    /// The stage was clicked: play or pause, as in a video player.
    case stageClicked
    /// Space was pressed.
    case playPauseKeyPressed
    /// The mouse went down on the timeline at `fraction` (0 = start, 1 = end) of its width.
    case timelinePressed(fraction: Double)
    /// The pointer, held down on the timeline, moved to `fraction` of its width.
    case timelineDragged(fraction: Double)
    /// The mouse came up after a press on the timeline.
    case timelineReleased
    /// The step-back button was clicked: one frame back.
    case stepBackwardPressed
    /// The step-forward button was clicked: one frame on.
    case stepForwardPressed
    /// ← or → (with Shift, ten at a time): this many frames (signed).
    case stepKeyPressed(frames: Int)
    /// Home: to the start.
    case homeKeyPressed
    /// End: to the end.
    case endKeyPressed
    /// The speed button was clicked: the next speed, 4× wrapping to 0.25×.
    case speedButtonPressed
    /// `]`: faster.
    case fasterKeyPressed
    /// `[`: slower.
    case slowerKeyPressed
    /// R: the other direction.
    case reverseKeyPressed
    /// The loop button was clicked, or L pressed: the next loop mode.
    case loopButtonPressed
    /// The window was opened with `--at SECONDS`: paused at that moment, to the nearest tick.
    case openedAt(seconds: Double)
    /// The dope sheet moved the playhead to `seconds` into the pass (a keyframe clicked, a lane, the playhead
    /// dragged): paused there, in the first pass.
    case playheadSet(seconds: Double)
    /// One fixed step of playback time: 1/120 s of the animation (real time scaled by the speed).
    case ticked
  }

  /// One frame of stepping: 1/60 s.
  public static let ticksPerFrame = Timeline.ticksPerSecond / 60

  /// Applies `action` to the playback; the transport asks nothing of the world.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .playButtonPressed, .stageClicked, .playPauseKeyPressed: state.handle(.toggle)
    case .timelinePressed(let fraction):
      state.handle(.scrubBegan)
      state.handle(.seek(tick(at: fraction, of: state)))
    case .timelineDragged(let fraction):
      if state.scrubResumesPlaying != nil { state.handle(.seek(tick(at: fraction, of: state))) }
    case .timelineReleased: state.handle(.scrubEnded)
    case .stepBackwardPressed: state.handle(.step(-ticksPerFrame))
    case .stepForwardPressed: state.handle(.step(ticksPerFrame))
    case .stepKeyPressed(let frames): state.handle(.step(frames * ticksPerFrame))
    case .homeKeyPressed: state.handle(.seek(0))
    case .endKeyPressed: state.handle(.seek(state.totalTicks))
    case .speedButtonPressed: state.handle(.nextSpeed)
    case .fasterKeyPressed: state.handle(.faster)
    case .slowerKeyPressed: state.handle(.slower)
    case .reverseKeyPressed: state.handle(.reverse)
    case .loopButtonPressed: state.handle(.nextLoopMode)
    case .openedAt(let seconds): state.handle(.seek(Int((seconds * Double(Timeline.ticksPerSecond)).rounded())))
    case .playheadSet(let seconds):
      if state.state == .playing { state.handle(.pause) }
      state.handle(.seek(min(Int((seconds * Double(Timeline.ticksPerSecond)).rounded()), state.totalTicks)))
    case .ticked: state.handle(.tick)
    }
    return []
  }

  /// The tick at `fraction` (0…1) of the timeline's width, to the nearest tick.
  static func tick(at fraction: Double, of playback: Playback) -> Int {
    let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    return Int((f * Double(playback.totalTicks)).rounded())
  }
}

extension AppAction {
  /// The transport's action, as the app's action.
  public static func transport(_ action: TransportFeature.Action) -> AppAction { .feature(.transport(action)) }
}

extension TransportFeature {
  /// The transport's keys on any screen that leaves them: Space plays and pauses, ← → step a frame (Shift: ten),
  /// Home and End go to the ends, [ ] pace it, R reverses, L loops.
  static func keyAnywhere(_ key: Key, ctrl: Bool, shift: Bool) -> AppAction? {
    let frames = shift ? 10 : 1
    switch key {
    case .space: return .transport(.playPauseKeyPressed)
    case .left: return .transport(.stepKeyPressed(frames: -frames))
    case .right: return .transport(.stepKeyPressed(frames: frames))
    case .home: return .transport(.homeKeyPressed)
    case .end: return .transport(.endKeyPressed)
    case .character("["): return .transport(.slowerKeyPressed)
    case .character("]"): return .transport(.fasterKeyPressed)
    case .character("r") where !ctrl: return .transport(.reverseKeyPressed)
    case .character("l") where !ctrl: return .transport(.loopButtonPressed)
    default: return nil
    }
  }
}

extension TransportFeature {
  /// Keeps playback on what the stage shown plays: the Animation screen's preset starts stopped, at rest; the
  /// Settings screen's draft starts stopped where its first pass ends, so the table shows the values the motion
  /// moves to and a stepper keys its move there (what a one-step preset's table always showed), and Play plays it
  /// from the start; the draft edited while it shows keeps its run, over its new length.
  static func followShown(_ state: inout AppState) {
    let draft = state.stagePlaysDraft
    let total = state.shownTimeline.totalTicks
    if draft != state.playbackPlaysDraft {
      state.playbackPlaysDraft = draft
      let preset = state.shownPresetID
      if draft {
        state.parkedPlayback = ParkedPlayback(preset: preset, playback: state.playback)
        state.playback.load(totalTicks: total)
        state.playback.cue(at: state.shownTimeline.passTicks)
      } else if let parked = state.parkedPlayback, parked.preset == preset, parked.playback.totalTicks == total {
        state.playback = parked.playback
      } else {
        state.playback.load(totalTicks: total)
      }
      if !draft { state.parkedPlayback = nil }
    } else if state.playback.totalTicks != total {
      state.playback.retime(totalTicks: total)
    }
  }
}
