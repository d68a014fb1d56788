import SnowmanModel
import XCTest

/// A replicated layer's start times, held to what `gsap.utils.distribute` gives for a row of the same count (worked
/// out by hand from its rules: distances from the origin a unit apart, "center" from the middle, "end" from half a
/// unit past the last, shares of the largest distance, the spread reversed and the curve mirrored from the edges), to
/// half a tick: every start is on the ticks' grid, where a Lottie player can start a copy.
final class StaggerTests: XCTestCase {
  /// Half a tick, and a little for the arithmetic.
  static let halfTick = 0.5 / Double(Timeline.ticksPerSecond) + 1e-12

  func assertDelays(_ stagger: Stagger, _ count: Int, _ expected: [Double], line: UInt = #line) {
    let got = stagger.delays(count: count)
    XCTAssertEqual(got.count, expected.count, line: line)
    for (a, b) in zip(got, expected) {
      XCTAssertEqual(a, b, accuracy: Self.halfTick, "\(got)", line: line)
      XCTAssertEqual(a * 120, (a * 120).rounded(), accuracy: 1e-9, "\(a) s is on the ticks' grid", line: line)
    }
  }

  func test_eachFromTheStartEndAndCentre_asGSAPSpreadsThem() {
    assertDelays(Stagger(.each(0.1)), 5, [0, 0.1, 0.2, 0.3, 0.4])
    assertDelays(Stagger(.each(0.1), from: .end), 5, [0.4, 0.3, 0.2, 0.1, 0])
    assertDelays(Stagger(.each(0.1), from: .center), 5, [0.4, 0.2, 0, 0.2, 0.4])
    // An even count: the two middle copies start together, the outer two last.
    assertDelays(Stagger(.each(1), from: .center), 4, [3, 0, 0, 3])
    assertDelays(Stagger(.each(1), from: .index(1)), 4, [1.5, 0, 1.5, 3])
  }

  func test_fromTheEdges_theOutermostStartFirst_andTheCurveIsMirrored() {
    assertDelays(Stagger(.each(0.1), from: .edges), 5, [0, 0.2, 0.4, 0.2, 0])
    let eased = Stagger(.amount(1), from: .edges, ease: .easeIn).delays(count: 5)
    let centre = Stagger(.amount(1), from: .center, ease: .easeIn).delays(count: 5)
    // GSAP inverts the curve for a reversed spread: p ↦ 1 − ease(1 − p), over the centre's shares.
    for (k, share) in [1.0, 0.5, 0, 0.5, 1].enumerated() {
      XCTAssertEqual(eased[k], Easing.easeIn.apply(1 - share), accuracy: Self.halfTick)
      XCTAssertEqual(centre[k], Easing.easeIn.apply(share), accuracy: Self.halfTick)
    }
  }

  func test_amount_isTheWholeSpread_andACurveBendsIt() {
    assertDelays(Stagger(.amount(1)), 3, [0, 0.5, 1])
    let eased = Stagger(.amount(2), ease: .easeInOut).delays(count: 6)
    for (k, delay) in eased.enumerated() {
      XCTAssertEqual(delay, 2 * Easing.easeInOut.apply(Double(k) / 5), accuracy: Self.halfTick)
    }
  }

  func test_aSeededRandomOrder_isAShuffleOfTheStarts_theSameForTheSameSeed() {
    let starts = Stagger(.each(0.25)).delays(count: 24)
    let one = Stagger(.each(0.25), from: .random(seed: 7)).delays(count: 24)
    XCTAssertEqual(one.sorted(), starts, "every start once")
    XCTAssertNotEqual(one, starts, "shuffled")
    XCTAssertEqual(Stagger(.each(0.25), from: .random(seed: 7)).delays(count: 24), one)
    XCTAssertNotEqual(Stagger(.each(0.25), from: .random(seed: 8)).delays(count: 24), one)
  }

  /// One copy is at distance 0 of a range of 0: it starts at once, but from the edges, where GSAP runs the spread
  /// backwards from its end, an `amount` holds it back the whole amount (as `gsap.utils.distribute` does).
  func test_oneCopyStartsAtOnce_butFromTheEdgesAfterTheAmount_andNoneHaveNoDelays() {
    assertDelays(Stagger(.each(0.5), from: .center), 1, [0])
    assertDelays(Stagger(.amount(3), from: .center), 1, [0])
    assertDelays(Stagger(.amount(3), from: .edges), 1, [3])
    XCTAssertEqual(Stagger(.each(0.5)).delays(count: 0), [])
  }
}
