import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanController

/// The Wardrobe's physics on its fixed step: determinism, energy, rest, and the ring stopping exactly on a slot.
final class WardrobePhysicsTests: XCTestCase {
  let g = WardrobeGeometry.standard

  /// A fling: the ring grabbed at its right edge and thrown downward at `speed` pt/s (clockwise on screen).
  func flung(_ speed: Double, count: Int = 5) -> WardrobePhysics {
    var p = WardrobePhysics(count: count, geometry: g)
    let x = g.center.x + g.radius, y = g.center.y
    p.grab()
    p.drag(from: x, y - speed / 120, to: x, y, seconds: 1.0 / 120)
    p.release(x: x, y: y, vx: 0, vy: speed)
    return p
  }

  func test_flingDirection_isTheDrags_andTheRingSettlesExactlyOnASlotAhead() {
    for speed in [1500.0, -1500, 4000, -9000, 150] {
      var p = flung(speed)
      let released = p.angularVelocity
      XCTAssertEqual(released.sign, speed.sign, "ω follows the fling (\(speed))")
      XCTAssertEqual(abs(released), abs(speed) / g.radius, accuracy: 0.5, "ω = (r × v)/|r|²")
      let start = p.angle
      for _ in 0..<(120 * 8) where !p.isStill { p.step() }
      XCTAssertTrue(p.isStill, "at rest within 8 s (\(speed))")
      let k = (p.angle / p.slotAngle).rounded()
      XCTAssertEqual(p.angle, k * p.slotAngle, "exactly on a slot")
      XCTAssertEqual(p.angularVelocity, 0)
      if abs(speed) > 1000 { XCTAssertEqual((p.angle - start).sign, speed.sign, "it went the fling's way") }
    }
  }

  func test_energyNeverGrows_onceNothingPushes() {
    var p = flung(6000)
    var last = p.energy
    var ticks = 0
    func run(_ n: Int) {
      for _ in 0..<n {
        p.step()
        ticks += 1
        let e = p.energy
        XCTAssertLessThanOrEqual(e, last + 1e-9 * max(1, last), "tick \(ticks): \(last) → \(e)")
        last = e
      }
    }
    run(90)
    // Dressing and undressing are pushes; from each on, nothing pushes again.
    p.dress(2, target: g.anchorPoint(Costume(id: "ghost")))
    last = p.energy
    run(700)
    p.undress()
    last = p.energy
    run(400)
  }

  func test_dressing_theOthersComeToRestOnTheFloor_within5s_andUndressingBringsThemBack() {
    var p = flung(3000)
    for _ in 0..<30 { p.step() }
    p.dress(1, target: g.anchorPoint(Costume(id: "ghost")))
    var seconds = 0.0
    while !p.isStill && seconds < 5 {
      p.step()
      seconds += 1.0 / 120
    }
    XCTAssertTrue(p.isStill, "everything at rest within 5 s: \(p.bodies), ring \(p.ring), zoom \(p.zoom)")
    XCTAssertEqual(p.bodies[1].mode, .worn)
    XCTAssertEqual(p.zoom, 1)
    for (i, b) in p.bodies.enumerated() where i != 1 {
      XCTAssertEqual(b.mode, .resting)
      XCTAssertEqual(b.y, g.floor, "on the floor")
    }
    p.undress()
    for _ in 0..<(120 * 4) where !p.isStill { p.step() }
    XCTAssertTrue(p.isStill)
    XCTAssertTrue(p.bodies.allSatisfy { $0.mode == .ring })
    XCTAssertEqual(p.zoom, 0)
  }

  func test_interruptingAFall_carriesTheVelocityIntoTheRise() {
    var p = WardrobePhysics(count: 5, geometry: g)
    p.dress(0, target: g.anchorPoint(Costume(id: "doctor")))
    for _ in 0..<20 { p.step() }
    let falling = p.bodies[3]
    XCTAssertEqual(falling.mode, .falling)
    XCTAssertGreaterThan(falling.vy, 100, "falling fast")
    p.undress()
    p.step()
    XCTAssertEqual(p.bodies[3].mode, .rising)
    XCTAssertGreaterThan(p.bodies[3].y, falling.y, "still going down for a moment: its velocity carried over")
  }

  func test_sameInputsAtTheSameTicks_giveTheSamePositions() {
    func run() -> [WardrobePhysics] {
      var p = WardrobePhysics(count: 6, geometry: g)
      var states: [WardrobePhysics] = []
      for tick in 0..<900 {
        switch tick {
        case 10: p.grab()
        case 11...14: p.drag(from: 300, 200 + Double(tick) * 9, to: 300, 209 + Double(tick) * 9, seconds: 1.0 / 120)
        case 15: p.release(x: 300, y: 335, vx: -200, vy: 1300)
        case 200: p.dress(4, target: g.anchorPoint(Costume(id: "wizard")))
        case 380: p.undress()
        case 600: p.turn(by: 1)
        default: break
        }
        p.step()
        states.append(p)
      }
      return states
    }
    XCTAssertEqual(run(), run())
  }

  func test_keys_turnOneSlot_andTheFrontFollows() {
    var p = WardrobePhysics(count: 5, geometry: g)
    XCTAssertEqual(p.front, 0)
    p.turn(by: 1)
    for _ in 0..<240 where !p.isStill { p.step() }
    XCTAssertEqual(p.front, 1)
    p.turn(by: -1)
    p.turn(by: -1)
    for _ in 0..<240 where !p.isStill { p.step() }
    XCTAssertEqual(p.front, 4)
    let front = g.slot(4, of: 5, angle: p.angle)
    XCTAssertEqual(front.x, g.center.x, accuracy: 1e-9)
    XCTAssertEqual(front.y, g.center.y + g.radius, accuracy: 1e-9, "the front is the bottom of the ring")
  }
}
