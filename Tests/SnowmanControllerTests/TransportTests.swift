import Foundation
import SnowmanFuzzing
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// Seek, step, speed, direction and loop modes: the timeline in the user's hand.
final class TransportTests: XCTestCase {
  func playing(_ total: Int, _ loop: LoopMode, _ direction: PlaybackDirection = .forward) -> Playback {
    var p = Playback(totalTicks: total, transport: TransportPreferences(direction: direction, loop: loop))
    p.handle(.play)
    return p
  }

  func test_once_stopsAtEitherEnd_andPlayAfterABackwardRunStartsFromTheEnd() {
    var p = playing(4, .once)
    for _ in 0..<4 { p.handle(.tick) }
    XCTAssertEqual(p.state, .finished)
    XCTAssertEqual(p.tick, 4)
    p.handle(.reverse)
    p.handle(.play)
    XCTAssertEqual(p.tick, 4, "backward starts from the end")
    for _ in 0..<3 { p.handle(.tick) }
    XCTAssertEqual(p.tick, 1)
    p.handle(.tick)
    XCTAssertEqual(p.state, .finished)
    XCTAssertEqual(p.tick, 0)
    p.handle(.toggle)
    XCTAssertEqual(p.state, .playing)
    XCTAssertEqual(p.tick, 4, "Play at the end of a backward run starts from the end again")
  }

  func test_loop_wrapsToTheOtherEnd_bothWays_withoutDrawingAcross() {
    var p = playing(4, .loop)
    var seen: [Int] = []
    for _ in 0..<9 {
      p.handle(.tick)
      seen.append(p.tick)
    }
    XCTAssertEqual(seen, [1, 2, 3, 0, 1, 2, 3, 0, 1])
    XCTAssertEqual(p.state, .playing)
    p.handle(.tick)
    p.handle(.tick)
    XCTAssertEqual(p.tick, 3)
    p.handle(.tick)
    XCTAssertEqual(p.previousTick, 0, "a wrap is a jump: nothing is drawn between 3 and 0")
    var back = playing(4, .loop, .backward)
    seen = []
    for _ in 0..<6 {
      back.handle(.tick)
      seen.append(back.tick)
    }
    XCTAssertEqual(seen, [3, 2, 1, 4, 3, 2])
  }

  func test_pingPong_turnsRoundAtEachEnd() {
    var p = playing(3, .pingPong)
    var seen: [Int] = []
    for _ in 0..<10 {
      p.handle(.tick)
      seen.append(p.tick)
    }
    XCTAssertEqual(seen, [1, 2, 3, 2, 1, 0, 1, 2, 3, 2])
    XCTAssertEqual(p.state, .playing)
    XCTAssertEqual(p.direction, .backward)
  }

  func test_seek_setsPreviousAndCurrent_andClamps() {
    var p = playing(100, .once)
    for _ in 0..<10 { p.handle(.tick) }
    p.handle(.seek(70))
    XCTAssertEqual(p.previousTick, 70)
    XCTAssertEqual(p.tick, 70)
    p.handle(.seek(-5))
    XCTAssertEqual(p.tick, 0)
    p.handle(.seek(500))
    XCTAssertEqual(p.tick, 100)
    p.handle(.step(-300))
    XCTAssertEqual(p.tick, 0)
    XCTAssertEqual(p.state, .paused, "stepping while playing pauses")
  }

  func test_scrub_holdsWhileDragging_thenAPlayingRunGoesOnAndAnythingElseStaysPaused() {
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.library(.pickerRowTapped(1)))  // Showcase, 480 ticks
    c.handle(.transport(.playButtonPressed))
    for _ in 0..<30 { c.playbackTick() }
    c.handle(.transport(.timelinePressed(fraction: 0.25)))
    XCTAssertEqual(c.state.playback.tick, 120)
    XCTAssertEqual(c.state.playback.state, .paused, "the run holds while the pointer is down")
    for _ in 0..<30 { c.playbackTick() }
    c.handle(.transport(.timelineDragged(fraction: 0.5)))
    XCTAssertEqual(c.state.playback.tick, 240, "the stage follows the pointer")
    c.handle(.transport(.timelineReleased))
    XCTAssertEqual(c.state.playback.state, .playing, "it was playing: it goes on from the release point")
    c.playbackTick()
    XCTAssertEqual(c.state.playback.tick, 241)

    c.handle(.transport(.playButtonPressed))  // pause
    c.handle(.transport(.timelinePressed(fraction: 1)))
    c.handle(.transport(.timelineReleased))
    XCTAssertEqual(c.state.playback.state, .paused)
    XCTAssertEqual(c.state.playback.tick, 480)
    c.handle(.transport(.timelineDragged(fraction: 0.1)))
    XCTAssertEqual(c.state.playback.tick, 480, "a move with no press on the timeline seeks nothing")
  }

  func test_keysAndButtons_stepWholeFrames_homeAndEnd() {
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.library(.pickerRowTapped(1)))
    for _ in 0..<30 { c.handle(.transport(.stepKeyPressed(frames: 1))) }
    XCTAssertEqual(c.state.playback.elapsedSeconds, 0.5, "30 frames of 1/60 s")
    c.handle(.transport(.stepKeyPressed(frames: -10)))
    XCTAssertEqual(c.state.playback.tick, 40)
    c.handle(.transport(.stepBackwardPressed))
    c.handle(.transport(.stepForwardPressed))
    c.handle(.transport(.stepForwardPressed))
    XCTAssertEqual(c.state.playback.tick, 42)
    c.handle(.transport(.endKeyPressed))
    XCTAssertEqual(c.state.playback.tick, 480)
    c.handle(.transport(.homeKeyPressed))
    XCTAssertEqual(c.state.playback.tick, 0)
    XCTAssertEqual(c.state.playback.state, .paused)
  }

  func test_speedDirectionAndLoop_areKeptInThePreferences_andSurviveAPick() {
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.transport(.slowerKeyPressed))
    c.handle(.transport(.reverseKeyPressed))
    c.handle(.transport(.loopButtonPressed))
    c.handle(.transport(.loopButtonPressed))
    c.handle(.library(.pickerRowTapped(1)))
    let prefs = c.preferences(windowWidth: 480, windowHeight: 800)
    XCTAssertEqual(prefs.transport, TransportPreferences(speed: 0.5, direction: .backward, loop: .pingPong))
    let again = AppStore(
      store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []), preferences: prefs)
    XCTAssertEqual(again.state.playback.transport, prefs.transport)
    for _ in 0..<10 { again.handle(.transport(.speedButtonPressed)) }
    XCTAssertEqual(again.state.playback.speed, 0.5, "ten presses go round the five speeds twice")
    again.handle(.transport(.speedButtonPressed))
    again.handle(.transport(.speedButtonPressed))
    again.handle(.transport(.speedButtonPressed))
    XCTAssertEqual(again.state.playback.speed, 4)
    again.handle(.transport(.speedButtonPressed))
    XCTAssertEqual(again.state.playback.speed, 0.25, "4× wraps to 0.25×")
    again.handle(.transport(.fasterKeyPressed))
    XCTAssertEqual(again.state.playback.speed, 0.5)
    for _ in 0..<9 { again.handle(.transport(.fasterKeyPressed)) }
    XCTAssertEqual(again.state.playback.speed, 4, "] stops at 4×")
  }

  func test_speeds_nearestOfferedSpeed() {
    XCTAssertEqual(PlaybackSpeed.all[PlaybackSpeed.index(nearest: 3)], 4)
    XCTAssertEqual(PlaybackSpeed.all[PlaybackSpeed.index(nearest: 0.3)], 0.25)
    XCTAssertEqual(PlaybackSpeed.all[PlaybackSpeed.index(nearest: .nan)], 1)
    XCTAssertEqual(PlaybackSpeed.all[PlaybackSpeed.index(nearest: -2)], 1)
    XCTAssertEqual(PlaybackSpeed.label(0.25), "0.25×")
    XCTAssertEqual(PlaybackSpeed.label(1), "1×")
  }
}

/// The loop's two clocks: playback time is real time scaled by the speed; the UI keeps real time.
final class TransportClockTests: XCTestCase {
  /// Runs `seconds` of wall time in frames of `frame` seconds at `speed`; returns (real steps, playback steps).
  func run(seconds: Double, frame: Double, speed: Double) -> (Int, Int) {
    let time = ManualTimeSource()
    var loop = PlayerLoop(time: time, refreshRate: 60, runsFixedFrames: false, savedPreferences: Preferences())
    var real = 0, played = 0
    var elapsed = 0.0
    while elapsed + frame <= seconds + 1e-9 {
      time.advance(by: frame)
      elapsed += frame
      let f = loop.beginFrame(playing: true, speed: speed)
      real += f.steps
      played += f.playbackSteps
    }
    return (real, played)
  }

  func test_everySpeed_atFramesOf1_120_1_60_1_30() {
    for speed in PlaybackSpeed.all {
      for frame in [1.0 / 120, 1.0 / 60, 1.0 / 30] {
        let (real, played) = run(seconds: 2, frame: frame, speed: speed)
        XCTAssertEqual(real, 240, "real time is untouched at \(speed)× in frames of \(frame) s")
        XCTAssertEqual(played, Int(240 * speed), "\(speed)× in frames of \(frame) s")
      }
    }
  }

  func test_aFiveSecondFrame_isClampedBeforeItIsScaled() {
    for speed in PlaybackSpeed.all {
      let (real, played) = run(seconds: 5, frame: 5, speed: speed)
      XCTAssertEqual(real, 30, "0.25 s of real time")
      XCTAssertEqual(played, Int(30 * speed), "0.25 s × \(speed)")
    }
  }

  func test_quarterSpeed_playsATwoSecondPassInEightSeconds_visitingEveryTick() {
    let time = ManualTimeSource()
    var loop = PlayerLoop(time: time, refreshRate: 60, runsFixedFrames: false, savedPreferences: Preferences())
    var p = Playback(totalTicks: 240, transport: TransportPreferences(speed: 0.25))
    p.handle(.play)
    var visited: [Int] = []
    var frames = 0
    while p.state == .playing {
      time.advance(by: 1.0 / 60)
      frames += 1
      for _ in 0..<loop.beginFrame(playing: true, speed: p.speed).playbackSteps {
        p.handle(.tick)
        visited.append(p.tick)
      }
    }
    XCTAssertEqual(Double(frames) / 60, 8, accuracy: 1.0 / 60, "8 s of wall time")
    XCTAssertEqual(visited, Array(1...240), "every tick, in order")
  }

  /// An hour at random speeds, directions and loop modes, frame by frame through the loop's clock, against a
  /// position computed independently from the scaled time.
  func test_oneHourAtRandomSpeedsAndDirections_isExactToTheTick() {
    var rng = SplitMix(seed: 42)
    let total = 317
    let time = ManualTimeSource()
    var clock = PlayerLoop(time: time, refreshRate: 60, runsFixedFrames: false, savedPreferences: Preferences())
    var p = Playback(totalTicks: total, transport: TransportPreferences(speed: 4, direction: .backward, loop: .loop))
    p.handle(.play)
    // The reference: whole ticks of scaled time so far, walked along the track with its own end rules.
    var position = total, forward = false, speedIndex = 4, loop = LoopMode.loop
    var scaledTicks = 0.0, walked = 0
    for frame in 1...(3600 * 60) {
      if frame % 600 == 0 {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          p.handle(.nextSpeed)
          speedIndex = (speedIndex + 1) % PlaybackSpeed.all.count
        case 1:
          p.handle(.reverse)
          forward.toggle()
        default:
          // Loop and Ping-pong only: Once would end the hour.
          p.handle(.nextLoopMode)
          if p.loop == .once { p.handle(.nextLoopMode) }
          loop = p.loop == .loop ? .loop : .pingPong
        }
      }
      time.time = Double(frame) / 60
      for _ in 0..<clock.beginFrame(playing: true, speed: p.speed).playbackSteps { p.handle(.tick) }
      scaledTicks += PlaybackSpeed.all[speedIndex] * 2
      let due = Int((scaledTicks + 1e-6).rounded(.down)) - walked
      walked += due
      for _ in 0..<due {
        position += forward ? 1 : -1
        if forward && position >= total {
          if loop == .loop { position = 0 } else { position = total; forward = false }
        } else if !forward && position <= 0 {
          if loop == .loop { position = total } else { position = 0; forward = true }
        }
      }
      if p.tick != position {
        return XCTFail("frame \(frame): playback at \(p.tick), the reference at \(position)")
      }
    }
    XCTAssertEqual(p.state, .playing)
    XCTAssertEqual(p.direction == .forward, forward)
    XCTAssertGreaterThan(walked, 3600 * 120, "an hour of scaled time was played")
  }
}
