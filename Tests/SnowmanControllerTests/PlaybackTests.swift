import XCTest

@testable import SnowmanController

final class PlaybackTests: XCTestCase {
  /// Puts a playback of 10 ticks into `state`, with 3 ticks played where it matters.
  func playback(in state: PlaybackState) -> Playback {
    var p = Playback(totalTicks: 10)
    switch state {
    case .stopped: break
    case .playing:
      p.handle(.play)
      for _ in 0..<3 { p.handle(.tick) }
    case .paused:
      p.handle(.play)
      for _ in 0..<3 { p.handle(.tick) }
      p.handle(.pause)
    case .finished:
      p.handle(.play)
      p.handle(.finish)
    }
    XCTAssertEqual(p.state, state)
    return p
  }

  /// Every (state, event) pair: the state after, and the tick after.
  func test_everyStateEventPair() {
    let expected: [PlaybackState: [PlaybackEvent: (PlaybackState, Int)]] = [
      .stopped: [
        .play: (.playing, 0), .pause: (.stopped, 0), .resume: (.stopped, 0), .toggle: (.playing, 0),
        .tick: (.stopped, 0), .finish: (.stopped, 0), .reset: (.stopped, 0),
      ],
      .playing: [
        .play: (.playing, 3), .pause: (.paused, 3), .resume: (.playing, 3), .toggle: (.paused, 3),
        .tick: (.playing, 4), .finish: (.finished, 10), .reset: (.stopped, 0),
      ],
      .paused: [
        .play: (.paused, 3), .pause: (.paused, 3), .resume: (.playing, 3), .toggle: (.playing, 3),
        .tick: (.paused, 3), .finish: (.paused, 3), .reset: (.stopped, 0),
      ],
      .finished: [
        .play: (.playing, 0), .pause: (.finished, 10), .resume: (.finished, 10), .toggle: (.playing, 0),
        .tick: (.finished, 10), .finish: (.finished, 10), .reset: (.stopped, 0),
      ],
    ]
    for state in PlaybackState.allCases {
      for event in PlaybackEvent.allCases {
        var p = playback(in: state)
        p.handle(event)
        guard let (wantState, wantTick) = expected[state]?[event] else {
          XCTFail("no expectation for \(state) + \(event)")
          continue
        }
        XCTAssertEqual(p.state, wantState, "\(state) + \(event)")
        XCTAssertEqual(p.tick, wantTick, "\(state) + \(event)")
      }
    }
  }

  func test_pauseKeepsTheTickExactly_andResumeContinues() {
    var p = Playback(totalTicks: 1000)
    p.handle(.toggle)
    for _ in 0..<337 { p.handle(.tick) }
    p.handle(.toggle)
    for _ in 0..<500 { p.handle(.tick) }
    XCTAssertEqual(p.tick, 337)
    XCTAssertEqual(p.buttonLabel, "Resume")
    p.handle(.toggle)
    p.handle(.tick)
    XCTAssertEqual(p.tick, 338)
    XCTAssertEqual(p.buttonLabel, "Pause")
  }

  func test_runningToTheEnd_finishesAndLabelReadsPlay() {
    var p = Playback(totalTicks: 5)
    XCTAssertEqual(p.buttonLabel, "Play")
    p.handle(.toggle)
    for _ in 0..<5 { p.handle(.tick) }
    XCTAssertEqual(p.state, .finished)
    XCTAssertEqual(p.buttonLabel, "Play")
    XCTAssertEqual(p.fraction, 1)
    p.handle(.toggle)
    XCTAssertEqual(p.state, .playing)
    XCTAssertEqual(p.tick, 0)
  }

  func test_elapsedSeconds_isTicksOver120() {
    var p = Playback(totalTicks: 1000)
    p.handle(.play)
    for _ in 0..<180 { p.handle(.tick) }
    XCTAssertEqual(p.elapsedSeconds, 1.5)
  }
}
