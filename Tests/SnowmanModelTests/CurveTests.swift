import Foundation
import SnowmanFuzzing
import XCTest

@testable import SnowmanModel

/// Curves: evaluated as Core Animation and browsers do, written and read as CSS writes them.
final class CurveTests: XCTestCase {
  /// y at x for the Bézier, found independently of the solver: the parametric curve sampled densely, then
  /// linear interpolation between the two samples around x.
  func denseReference(_ b: CubicBezier, at x: Double, samples: Int = 200_000) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0
    var hi = samples
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if coordinate(Double(mid) / Double(samples), b.x1, b.x2) < x { lo = mid } else { hi = mid }
    }
    let s0 = Double(lo) / Double(samples), s1 = Double(hi) / Double(samples)
    let x0 = coordinate(s0, b.x1, b.x2), x1 = coordinate(s1, b.x1, b.x2)
    let f = x1 > x0 ? (x - x0) / (x1 - x0) : 0
    return coordinate(s0, b.y1, b.y2) + f * (coordinate(s1, b.y1, b.y2) - coordinate(s0, b.y1, b.y2))
  }

  func test_cssNamedCurves_matchAnIndependentSolve_at0_1to0_9() {
    let named: [(String, CubicBezier)] = [
      ("ease", CubicBezier(0.25, 0.1, 0.25, 1)), ("ease-in", .easeIn), ("ease-out", .easeOut),
      ("ease-in-out", .easeInOut),
    ]
    for (name, curve) in named {
      for i in 1...9 {
        let x = Double(i) / 10
        XCTAssertEqual(curve.value(at: x), denseReference(curve, at: x), accuracy: 1e-6, "\(name) at \(x)")
      }
    }
    // Published values of Core Animation's ease-in-out (WebKit's UnitBezier gives the same).
    XCTAssertEqual(CubicBezier.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-7)
    XCTAssertEqual(CubicBezier.easeInOut.value(at: 0.25), 0.1291, accuracy: 1e-4)
  }

  func test_randomCurves_overshootingOnesIncluded_matchTheIndependentSolve() {
    var rng = SplitMix(seed: 7)
    for _ in 0..<40 {
      let b = CubicBezier(
        Double.random(in: 0...1, using: &rng), Double.random(in: -1...2, using: &rng),
        Double.random(in: 0...1, using: &rng), Double.random(in: -1...2, using: &rng))
      for i in 1...19 {
        let x = Double(i) / 20
        XCTAssertEqual(b.value(at: x), denseReference(b, at: x), accuracy: 1e-5, "\(b) at \(x)")
      }
    }
  }

  func test_everyCurve_isExactlyZeroAndOneAtItsEnds() {
    let every =
      EasingKind.allCases.map { Easing(kind: $0) }
      + [.custom(CubicBezier(0.34, 1.56, 0.64, 1)), .custom(CubicBezier(1, -1, 0, 2))]
      + stride(from: 0.0, through: 0.9, by: 0.05).map { Easing.spring(bounce: $0) }
    for e in every {
      XCTAssertEqual(e.apply(0), 0, "\(e)")
      XCTAssertEqual(e.apply(1), 1, "\(e)")
    }
  }

  func test_springOvershoot_growsWithBounce_andNoBounceDoesNotOvershoot() {
    func peak(_ bounce: Double) -> Double {
      (0...2000).map { Easing.spring(bounce: bounce).apply(Double($0) / 2000) }.max() ?? 0
    }
    XCTAssertLessThanOrEqual(peak(0), 1 + 1e-9, "no bounce, no overshoot")
    var last = peak(0)
    for bounce in stride(from: 0.1, through: 0.9, by: 0.1) {
      let p = peak(bounce)
      XCTAssertGreaterThan(p, last, "more bounce overshoots more (\(bounce))")
      last = p
    }
    XCTAssertGreaterThan(peak(0.9), 1.5)
    // Settled at the end: the last tenth of the pass stays within 1 % of the target.
    for i in 1800...2000 { XCTAssertEqual(Easing.spring(bounce: 0.3).apply(Double(i) / 2000), 1, accuracy: 0.01) }
  }

  func test_backAndElastic_areEasingsNetsOutCurves() {
    for x in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let c1 = 1.70158
      XCTAssertEqual(Easing.back.apply(x), 1 + (c1 + 1) * pow(x - 1, 3) + c1 * pow(x - 1, 2), accuracy: 1e-12)
      XCTAssertEqual(
        Easing.elastic.apply(x), pow(2, -10 * x) * sin((x * 10 - 0.75) * (2 * Double.pi / 3)) + 1, accuracy: 1e-12)
    }
    XCTAssertGreaterThan((1...99).map { Easing.back.apply(Double($0) / 100) }.max() ?? 0, 1.09, "back overshoots")
  }

  func test_parsing_acceptsSpacesOrNone_andWritesItBackAsCSSDoes() throws {
    XCTAssertEqual(try Easing(parsing: "cubic-bezier(0.1, 0.7, 0.2, 1)"), .custom(CubicBezier(0.1, 0.7, 0.2, 1)))
    XCTAssertEqual(try Easing(parsing: "cubic-bezier(0.1,0.7,0.2,1)"), .custom(CubicBezier(0.1, 0.7, 0.2, 1)))
    XCTAssertEqual(try Easing(parsing: "  Cubic-Bezier( .1 , .7,.2 , 1 ) "), .custom(CubicBezier(0.1, 0.7, 0.2, 1)))
    XCTAssertEqual(try Easing(parsing: "spring(bounce: 0.5)"), .spring(bounce: 0.5))
    XCTAssertEqual(try Easing(parsing: "spring(bounce:0.5)"), .spring(bounce: 0.5))
    XCTAssertEqual(try Easing(parsing: "ease-in-out"), .easeInOut)
    XCTAssertEqual(try Easing(parsing: "easeOut"), .easeOut)
    XCTAssertEqual(try Easing(parsing: "elastic"), .elastic)
    XCTAssertEqual(Easing.custom(CubicBezier(0.34, 1.56, 0.64, 1)).css, "cubic-bezier(0.34, 1.56, 0.64, 1)")
    XCTAssertEqual(Easing.easeInOut.css, "cubic-bezier(0.42, 0, 0.58, 1)")
    XCTAssertEqual(Easing.linear.css, "cubic-bezier(0, 0, 1, 1)")
    XCTAssertEqual(Easing.spring(bounce: 0.3).css, "spring(bounce: 0.3)")
    XCTAssertEqual(Easing.bounce.css, "bounce")
    XCTAssertEqual(
      Easing.easeInOut.coreAnimation, "CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)")
    XCTAssertEqual(Easing.easeInOut.swiftUI(duration: 2), ".timingCurve(0.42, 0, 0.58, 1, duration: 2)")
    XCTAssertEqual(Easing.spring(bounce: 0.3).swiftUI(duration: 1.5), ".spring(duration: 1.5, bounce: 0.3)")
    XCTAssertNil(Easing.elastic.coreAnimation)
  }

  func test_parsing_refusesOutOfRangeAndGarbage_inOneSentenceNamingTheText() {
    func error(_ text: String) -> String? {
      do {
        _ = try Easing(parsing: text)
        return nil
      } catch { return "\(error)" }
    }
    XCTAssertEqual(
      error("cubic-bezier(1.2, 0, 0.5, 1)"),
      "“cubic-bezier(1.2, 0, 0.5, 1)” is not a curve Snowman draws: x1 is 1.2, which must be between 0 and 1")
    XCTAssertEqual(
      error("cubic-bezier(0.2, 3, 0.5, 1)"),
      "“cubic-bezier(0.2, 3, 0.5, 1)” is not a curve Snowman draws: y1 is 3, which must be between -1 and 2")
    XCTAssertEqual(
      error("cubic-bezier(0.2, 0.5, 1)"),
      "“cubic-bezier(0.2, 0.5, 1)” is not a curve: cubic-bezier takes four numbers, not 3")
    XCTAssertEqual(error("cubic-bezier(a, b, c, d)"), "“cubic-bezier(a, b, c, d)” is not a curve: “a” is not a number")
    XCTAssertEqual(
      error("spring(bounce: 1.5)"),
      "“spring(bounce: 1.5)” is not a curve Snowman draws: bounce 1.5 must be between 0 and 0.9")
    XCTAssertEqual(error("spring(0.5)"), "“spring(0.5)” is not a curve: write a spring as spring(bounce: 0.3)")
    XCTAssertTrue(error("hello world")?.hasPrefix("“hello world” is not a curve: use a name") ?? false)
    XCTAssertNotNil(error("custom"), "custom is not a curve by itself")
    XCTAssertNotNil(error("cubic-bezier(nan, 0, 1, 1)"))
  }

  func test_fileRoundTrip_ofEveryCurveKind_andVersionOneStillReads() throws {
    let curves: [Easing] =
      EasingKind.allCases.map { Easing(kind: $0) } + [
        .custom(CubicBezier(0.34, 1.56, 0.64, 1)), .custom(CubicBezier(0.1, -0.25, 0.9, 1.75)), .spring(bounce: 0.65),
        .steps(count: 7, jump: .start), .steps(count: 3, jump: .both), .steps(count: 2, jump: .none),
        .stops([CurveStop(x: 0, y: 0), CurveStop(x: 0.4, y: 0.5), CurveStop(x: 0.4, y: 0.8), CurveStop(x: 1, y: 1)]),
      ]
    for curve in curves {
      var setting = AnimationSetting(values: [.zTurns: 1])
      setting.setStepCurve(curve, step: 0)
      let preset = Preset(name: "Curve", setting: setting)
      let data = try FilePresetStore.encode(preset)
      let text = String(decoding: data, as: UTF8.self)
      XCTAssertTrue(text.contains("\"version\" : 5"), text)
      let back = try FilePresetStore.decode(data, path: "x").get()
      XCTAssertEqual(back.setting.steps[0].easing, curve)
    }
    let v1 = """
      {"version":1,"id":"6f1c2a8e-0000-4000-8000-000000000abc","name":"Old","createdAt":"2026-11-22T09:00:00.000Z",
      "setting":{"widthMultiplier":2,"heightMultiplier":1,"horizontalOffset":0,"verticalOffset":0,"xFlips":0,
      "ySpins":0,"zTurns":0,"opacity":1,"duration":2,"repeatCount":1,"autoreverse":true,"easing":"spring"}}
      """
    let old = try FilePresetStore.decode(Data(v1.utf8), path: "old.json").get()
    XCTAssertEqual(old.setting.steps[0].easing, .spring(bounce: Easing.defaultBounce))
    XCTAssertEqual(old.version, 1)
  }

  func test_steppingTheCurve_turnsANamedBezierIntoCustomFromItsPoints() {
    var s = StepChain()
    XCTAssertEqual(s.steps[0].easing, .easeInOut)
    s[.curveY1, step: 0] = 0.5
    XCTAssertEqual(s.steps[0].easing, .custom(CubicBezier(0.42, 0.5, 0.58, 1)))
    s[.curveX2, step: 0] = 7
    XCTAssertEqual(s.steps[0].easing.bezier?.x2, 1, "clamped to the x range")
    s[.easing, step: 0] = Double(EasingKind.allCases.firstIndex(of: .spring) ?? 0)
    XCTAssertEqual(s.steps[0].easing, .spring(bounce: 0.3))
    s[.springBounce, step: 0] = 0.55
    XCTAssertEqual(s.steps[0].easing, .spring(bounce: 0.55))
    s[.easing, step: 0] = Double(EasingKind.allCases.firstIndex(of: .custom) ?? 0)
    XCTAssertEqual(s.steps[0].easing, .custom(Easing.defaultCustom), "a spring has no points to keep")
    XCTAssertEqual(PropertyTable.spec(.curveY1).range, -1...2)
    XCTAssertEqual(PropertyTable.spec(.springBounce).step, 0.05)
  }
}
