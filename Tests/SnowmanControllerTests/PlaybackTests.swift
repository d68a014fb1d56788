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

  /// Every (state, event) pair, the ignored ones included: the state and tick after, in the order of
  /// `PlaybackEvent.representatives` (play, pause, resume, toggle, tick, finish, reset, seek(5), scrubBegan,
  /// scrubEnded, step(2), step(-2), faster, slower, nextSpeed, reverse, nextLoopMode).
  func test_everyStateEventPair() {
    let expected: [PlaybackState: [(PlaybackState, Int)]] = [
      .stopped: [
        (.playing, 0), (.stopped, 0), (.stopped, 0), (.playing, 0), (.stopped, 0), (.stopped, 0), (.stopped, 0),
        (.paused, 5), (.paused, 0), (.stopped, 0), (.paused, 2), (.paused, 0),
        (.stopped, 0), (.stopped, 0), (.stopped, 0), (.stopped, 0), (.stopped, 0),
      ],
      .playing: [
        (.playing, 3), (.paused, 3), (.playing, 3), (.paused, 3), (.playing, 4), (.finished, 10), (.stopped, 0),
        (.playing, 5), (.paused, 3), (.playing, 3), (.paused, 5), (.paused, 1),
        (.playing, 3), (.playing, 3), (.playing, 3), (.playing, 3), (.playing, 3),
      ],
      .paused: [
        (.paused, 3), (.paused, 3), (.playing, 3), (.playing, 3), (.paused, 3), (.paused, 3), (.stopped, 0),
        (.paused, 5), (.paused, 3), (.paused, 3), (.paused, 5), (.paused, 1),
        (.paused, 3), (.paused, 3), (.paused, 3), (.paused, 3), (.paused, 3),
      ],
      .finished: [
        (.playing, 0), (.finished, 10), (.finished, 10), (.playing, 0), (.finished, 10), (.finished, 10),
        (.stopped, 0), (.paused, 5), (.paused, 10), (.finished, 10), (.paused, 10), (.paused, 8),
        (.finished, 10), (.finished, 10), (.finished, 10), (.finished, 10), (.finished, 10),
      ],
    ]
    for state in PlaybackState.allCases {
      let row = expected[state] ?? []
      XCTAssertEqual(row.count, PlaybackEvent.representatives.count, "a full row for \(state)")
      for (event, (wantState, wantTick)) in zip(PlaybackEvent.representatives, row) {
        var p = playback(in: state)
        let before = p.transport
        p.handle(event)
        XCTAssertEqual(p.state, wantState, "\(state) + \(event)")
        XCTAssertEqual(p.tick, wantTick, "\(state) + \(event)")
        // Speed, direction and loop change only through their own events, in every state.
        var transport = before
        switch event {
        case .faster: transport.speed = 2
        case .slower: transport.speed = 0.5
        case .nextSpeed: transport.speed = 2
        case .reverse: transport.direction = .backward
        case .nextLoopMode: transport.loop = .loop
        default: break
        }
        XCTAssertEqual(p.transport, transport, "\(state) + \(event)")
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
