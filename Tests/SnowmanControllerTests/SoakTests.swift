import Foundation
import SnowmanFuzzing
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

#if canImport(Glibc)
  import Glibc
#endif

/// One simulated hour of a user poking at the app every few seconds.
final class SoakTests: XCTestCase {
  /// Resident memory in bytes, from /proc/self/statm; a file that cannot be read fails the test, never reads as 0.
  func heapInUse() throws -> Int {
    let text = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
    let field = try XCTUnwrap(text.split(separator: " ").dropFirst().first, "no resident size in \(text)")
    let pages = try XCTUnwrap(Int(field), "resident size \(field) is not a number")
    XCTAssertGreaterThan(pages, 0, "a running process has resident pages")
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  func test_anHourOfRandomActions_keepsElapsedExactAndMemoryFlat() throws {
    let store = MemoryStore()
    let c = AppStore(store: store, loaded: store.loadAll())
    var rng = SplitMix(seed: 2026)
    // The reference: an independent count of what playback must show.
    var expectedTick = 0
    var playing = false
    var finished = false
    // The Animation screen's playback, put aside while Settings plays the draft.
    var parked: (tick: Int, playing: Bool, finished: Bool)?
    /// Where Settings opens the draft: stopped where its pass ends, so Play starts over.
    func cueDraft() {
      expectedTick = Timeline(c.state.draft.setting).passTicks
      playing = false
      finished = true
    }
    let hour = 3600 * Timeline.ticksPerSecond
    var heapAtTenMinutes = 0
    var actions = 0
    var next = 0
    for tick in 0..<hour {
      if tick == next {
        actions += 1
        next = tick + Int.random(in: 120...600, using: &rng)  // every 1 to 5 seconds
        switch Int.random(in: 0..<6, using: &rng) {
        case 0, 1:
          c.handle(.transport(.playButtonPressed))
          if playing {
            playing = false  // paused, the tick held
          } else {
            // Play again after the end, or paused at the end, starts over.
            if finished || expectedTick >= c.state.playback.totalTicks { expectedTick = 0 }
            playing = true
            finished = false
          }
        case 2:
          let row = Int.random(in: 0..<c.state.library.presets.count, using: &rng)
          let same = row == c.state.library.selectedIndex && c.state.playback.state == .stopped
          let another = c.state.draft.setting != c.state.library.presets[row].setting
          c.handle(.library(.pickerRowTapped(row)))
          // Picking, even the row already selected, stops and rewinds (the stopped one's again changes nothing);
          // on Settings, to where the draft's pass ends, unless the draft it starts over from is the one shown.
          parked = nil
          if !same {
            if c.state.tab != .settings {
              (expectedTick, playing, finished) = (0, false, false)
            } else if another {
              cueDraft()
            }
          }
        case 3:
          let key = PropertyKey.allCases[Int.random(in: 0..<12, using: &rng)]
          c.handle(Bool.random(using: &rng) ? .draft(.stepperIncremented(key)) : .draft(.stepperDecremented(key)))
        case 4:
          // Save under one of three names, replacing when taken, so the store stays small.
          let fromAnimation = c.state.tab == .animation
          c.handle(.draft(.saveTapped))
          if fromAnimation { cueDraft() }
          for _ in 0..<20 { c.handle(.textField(.deleted(.left))) }
          c.handle(.textField(.typed("Soak \(Int.random(in: 0..<3, using: &rng))")))
          c.handle(.draft(.promptConfirmed))
          if c.state.savePrompt != nil { c.handle(.draft(.promptConfirmed)) }
          // Save shows Settings (opening it cues the draft); the saved preset is the draft, its playhead kept.
          parked = nil
        default:
          let tab: Tab = Bool.random(using: &rng) ? .animation : .settings
          let before = c.state.tab
          c.handle(.tabSelected(tab))
          // The Settings screen plays the draft, opened paused where its pass ends; the Animation screen the preset,
          // from rest.
          if tab != before {
            if tab == .settings {
              parked = (expectedTick, playing, finished)
              cueDraft()
            } else if let p = parked {
              (expectedTick, playing, finished) = p
            } else {
              (expectedTick, playing, finished) = (0, false, false)
            }
            if tab == .animation { parked = nil }
          }
        }
      }
      c.tick()
      c.playbackTick()
      if playing {
        expectedTick += 1
        if expectedTick >= c.state.playback.totalTicks {
          expectedTick = c.state.playback.totalTicks
          playing = false
          finished = true
        }
      }
      XCTAssertEqual(c.state.playback.tick, expectedTick, "tick \(tick)")
      if c.state.playback.tick != expectedTick { return }
      if tick == 600 * Timeline.ticksPerSecond { heapAtTenMinutes = try heapInUse() }
    }
    XCTAssertGreaterThan(actions, 1000)
    XCTAssertLessThanOrEqual(store.presets.count, 3)
    let growth = try heapInUse() - heapAtTenMinutes
    // Under a sanitizer, freed memory is held in quarantine: the figure means nothing there.
    if ProcessInfo.processInfo.environment["SNOWMAN_SANITIZER"] == nil {
      XCTAssertLessThan(growth, 1024 * 1024, "resident memory grew by \(growth) bytes over fifty simulated minutes")
    }
  }
}
