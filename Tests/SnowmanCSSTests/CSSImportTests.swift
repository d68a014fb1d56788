import Foundation
import SnowmanFuzzing
import SnowmanModel
import XCTest

@testable import SnowmanCSS

/// The import's reading of CSS, without a browser: what comes in, as what, and the sentence for what does not.
final class CSSImportTests: XCTestCase {
  func imported(_ css: String, file: StaticString = #filePath, line: UInt = #line) throws -> ImportedMotion {
    let results = CSSImport.read(css)
    XCTAssertEqual(results.count, 1, file: file, line: line)
    switch results.first {
    case .success(let motion): return motion
    case .failure(let refusal): throw refusal
    case nil: throw CSSProblem(reason: "no rule")
    }
  }

  func refusal(_ css: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    guard case .failure(let refusal) = CSSImport.read(css).first else {
      XCTFail("came in:\n\(css)", file: file, line: line)
      return ""
    }
    return refusal.description
  }

  /// A track's keyframes as (time, value, curve, hold).
  func keys(_ m: ImportedMotion, _ key: PropertyKey) -> [(t: Double, v: Double, curve: Easing, hold: Bool)] {
    m.setting.tracks[key].keyframes.map { ($0.time, $0.value, $0.curve, $0.hold) }
  }

  func test_fromTo_translate_isOneMove_ofTheRuleLength_onItsCurve() throws {
    let m = try imported(
      "@keyframes slide { from { transform: translateX(0) } to { transform: translateX(100px) } }"
        + ".s { animation: slide 2s linear both }")
    XCTAssertEqual(m.name, "slide")
    let k = keys(m, .horizontalOffset)
    XCTAssertEqual(k.map(\.t), [0, 2])
    XCTAssertEqual(k[1].v, 100, accuracy: 1e-9)
    XCTAssertEqual(k[1].curve, .linear)
    XCTAssertTrue(m.setting.tracks[.zTurns].isEmpty, "nothing else is keyed")
    XCTAssertEqual(Timeline(m.setting).totalSeconds, 2, accuracy: 1e-9)
  }

  func test_swing_turnsAboutTheTopEdge_withTheKeyframesCurves() throws {
    let m = try imported(
      """
      @keyframes swing {
        20% { transform: rotate3d(0, 0, 1, 15deg); }
        40% { transform: rotate3d(0, 0, 1, -10deg); }
        60% { transform: rotate3d(0, 0, 1, 5deg); }
        80% { transform: rotate3d(0, 0, 1, -5deg); }
        to { transform: rotate3d(0, 0, 1, 0deg); }
      }
      .swing { transform-origin: top center; animation: swing 1s ease; }
      """)
    let k = keys(m, .zTurns)
    XCTAssertEqual(k.count, 6)
    for (key, (t, degrees)) in zip(k, zip([0, 0.2, 0.4, 0.6, 0.8, 1.0], [0.0, 15, -10, 5, -5, 0])) {
      XCTAssertEqual(key.t, t, accuracy: 1e-9)
      XCTAssertEqual(key.v * 360, degrees, accuracy: 1e-9)
    }
    for key in k.dropFirst() { XCTAssertEqual(key.curve, .custom(CubicBezier(0.25, 0.1, 0.25, 1))) }
    XCTAssertEqual(keys(m, .anchorY).map(\.v), [0], "the anchor is set once, for the whole motion")
    XCTAssertTrue(m.setting.tracks[.anchorX].isEmpty, "centred across, the rest")
  }

  func test_aRuleWrittenTwice_isReadOnce_asTheLast() throws {
    let m = try imported(
      "@keyframes a { to { opacity: 0.5 } } @keyframes a { to { opacity: 0.25 } } .a { animation: a 1s linear }")
    XCTAssertEqual(keys(m, .opacity).last?.v ?? -1, 0.25, accuracy: 1e-9)
  }

  func test_theRuleWithoutAnimation_playsForOneSecond_ease() throws {
    let m = try imported("@-webkit-keyframes pulse { 50% { transform: scale(1.2) } }")
    XCTAssertEqual(Timeline(m.setting).totalSeconds, 1, accuracy: 1e-9)
  }

  func test_infinite_playsOnce_andSaysSo() throws {
    let m = try imported(
      "@keyframes spin { to { transform: rotate(1turn) } } .s { animation: spin 2s infinite linear }")
    XCTAssertEqual(m.setting.repeatCount, 1)
    XCTAssertEqual(keys(m, .zTurns).last?.v ?? 0, 1, accuracy: 1e-9)
    XCTAssertEqual(m.notes.count, 1)
  }

  func test_alternate_evenCount_isThereAndBackInPairs() throws {
    let m = try imported("@keyframes b { to { opacity: 0 } } .b { animation: b 1s linear 4 alternate }")
    XCTAssertEqual(m.setting.repeatCount, 2)
    XCTAssertTrue(m.setting.autoreverse)
  }

  /// What a chain of steps could not say comes in laid out in one pass: an odd count played alternately, part of
  /// an iteration, a wait before repeats.
  func test_oddAlternates_partIterations_andDelayedRepeats_areLaidOut() throws {
    let odd = try imported("@keyframes b { to { opacity: 0 } } .b { animation: b 1s linear 3 alternate }")
    XCTAssertEqual(odd.setting.durationSeconds, 3, accuracy: 1e-9)
    XCTAssertEqual(keys(odd, .opacity).map(\.v), [1, 0, 1, 0])
    let part = try imported("@keyframes b { to { opacity: 0 } } .b { animation: b 1s linear 2.5 }")
    XCTAssertEqual(part.setting.durationSeconds, 2.5, accuracy: 1e-9)
    XCTAssertEqual(part.setting.tracks.endPose(passEnd: part.setting.durationSeconds).opacity, 0.5, accuracy: 1e-9)
    let waits = try imported("@keyframes b { to { opacity: 0 } } .b { animation: b 1s linear 0.5s 2 }")
    XCTAssertEqual(waits.setting.durationSeconds, 2.5, accuracy: 1e-9)
    let wait = keys(waits, .opacity)
    XCTAssertEqual(wait.map(\.t), [0.5, 1.5, 1.5, 2.5], "it waits at rest first, then starts over after the first")
    XCTAssertEqual(wait.map(\.v), [1, 0, 1, 0])
    XCTAssertEqual(wait.map(\.hold), [false, false, true, false])
  }

  /// The stylesheet: a steady spin for 2 s while it bobs four times, one rule, two animations on their own
  /// clocks, named after the rule's class.
  func test_anAnimationList_isOnePreset_aTrackPerProperty_eachOnItsOwnClock() throws {
    let m = try imported(
      """
      @keyframes spin { to { rotate: 1turn; } }
      @keyframes bob { to { translate: 0 -30px; } }
      .snowman { animation: spin 2s linear, bob 0.5s ease-out 4 alternate; }
      """)
    XCTAssertEqual(m.name, "snowman")
    XCTAssertEqual(m.setting.durationSeconds, 2, accuracy: 1e-9)
    XCTAssertEqual(m.setting.repeatCount, 1)
    let spin = keys(m, .zTurns)
    XCTAssertEqual(spin.map(\.t), [0, 2], "the spin is one move, not cut by the bob")
    XCTAssertEqual(spin[1].v, 1, accuracy: 1e-9)
    XCTAssertEqual(spin[1].curve, .linear)
    let bob = keys(m, .verticalOffset)
    XCTAssertEqual(bob.map(\.t), [0, 0.5, 1, 1.5, 2])
    XCTAssertEqual(bob.map(\.v), [0, -30, 0, -30, 0])
    XCTAssertEqual(bob[1].curve, .easeOut)
    XCTAssertEqual(bob[2].curve, .easeIn, "back, the curve reversed: ease-out backwards is ease-in")
    XCTAssertTrue(m.setting.tracks[.horizontalOffset].isEmpty)
  }

  /// translate, rotate, scale, then transform, as CSS applies them.
  func test_individualTransforms_composeWithTransform_inCSSsOrder() throws {
    let m = try imported(
      """
      @keyframes k { to { translate: 10px 0; rotate: 90deg; scale: 2; transform: translateX(10px); } }
      .k { animation: k 1s linear; }
      """)
    let end = m.setting.tracks.endPose(passEnd: m.setting.durationSeconds)
    XCTAssertEqual(end.offsetX, 10, accuracy: 1e-9)
    XCTAssertEqual(end.offsetY, 20, accuracy: 1e-9, "the transform's move, turned and scaled by the properties")
    XCTAssertEqual(end.rotationZ, .pi / 2, accuracy: 1e-9)
    XCTAssertEqual(end.scaleX, 2, accuracy: 1e-9)
  }

  func test_keyframesOfDifferentProperties_atDifferentOffsets_keyEachOnItsOwn() throws {
    let m = try imported(
      """
      @keyframes fade-slide {
        0% { opacity: 0; transform: translateY(20px); }
        30% { opacity: 1; }
        100% { transform: translateY(0); }
      }
      .f { animation: fade-slide 1s ease-in-out; }
      """)
    XCTAssertEqual(keys(m, .opacity).map(\.t), [0, 0.3])
    XCTAssertEqual(keys(m, .verticalOffset).map(\.t), [0, 1])
    XCTAssertEqual(keys(m, .verticalOffset)[1].curve, .easeInOut)
  }

  func test_names_followTheSavePromptsRules() {
    XCTAssertEqual(CSSImport.presetName("Showcase"), "Showcase 2")
    XCTAssertEqual(CSSImport.presetName(String(repeating: "x", count: 100)).count, PresetName.maxLength)
  }

  func test_refusals_areOneSentence_namingTheRuleAndWhat() {
    let cases: [(String, String)] = [
      ("@keyframes f { to { filter: blur(2px) } }", "filter is set"),
      ("@keyframes f { to { transform: rotate3d(1, 1, 0, 40deg) } }", "tilted axis"),
      ("@keyframes f { to { transform: translateX(10vw) } }", "window"),
      ("@keyframes f { to { opacity: 0 } } .f { animation: f 1s -0.5s }", "negative delay"),
      ("@keyframes f { to { opacity: 0 } } .f { animation: f 400s 3 alternate }", "1000 s"),
      ("@keyframes f { to { opacity: 0 } } .f { animation: f 0s }", "0 s"),
      ("@keyframes f { to { color: red } }", "color is set"),
      ("@keyframes f { }", "no keyframes"),
      ("@keyframes f { to { opacity: 0 }", "closing brace"),
      ("@keyframes f { 120% { opacity: 0 } }", "120%"),
      ("@keyframes f { to { transform: translateX(var(--nope)) } }", "does not define"),
      ("@keyframes f { to { transform: translateX(calc(1px + 2px)) } }", "calc()"),
      ("@keyframes f { 50% { visibility: hidden } to { visibility: hidden } }", "hides the picture"),
      ("@keyframes f { to { transform: skewX(89.5deg) } }", "skew"),
    ]
    for (css, words) in cases {
      let sentence = refusal(css)
      XCTAssertTrue(sentence.hasPrefix("“f” was not imported: "), sentence)
      XCTAssertTrue(sentence.localizedCaseInsensitiveContains(words), "\(sentence) does not say \(words)")
      XCTAssertTrue(sentence.hasSuffix("."), sentence)
      XCTAssertFalse(sentence.contains("\n"), sentence)
      XCTAssertEqual(sentence.components(separatedBy: ". ").count, 1, sentence)
    }
  }

  /// No cap on keyframes: a preset holds as many as the CSS has.
  func test_tenThousandKeyframes_comeIn() throws {
    let css = "@keyframes many {" + (0..<10_000).map { "\(Double($0) / 100)% { opacity: \($0 % 2) }" }.joined() + "}"
    let m = try imported(css)
    XCTAssertGreaterThan(keys(m, .opacity).count, 9_000)
  }

  func test_customProperties_andCalc_andMedia_areRead() throws {
    let m = try imported(
      """
      :root { --far: 40px; }
      @media (min-width: 1px) {
        @keyframes far { /* a comment { with a brace */ to { transform: translateY(var(--far)) scale(2) } }
      }
      .far { animation: far 500ms ease-in; }
      """)
    XCTAssertEqual(keys(m, .verticalOffset).last?.v ?? 0, 40, accuracy: 1e-9)
    XCTAssertEqual(keys(m, .widthMultiplier).last?.v ?? 0, 2, accuracy: 1e-9)
    XCTAssertEqual(Timeline(m.setting).totalSeconds, 0.5, accuracy: 1e-9)
  }

  /// Text a user might paste by mistake, or a file cut short: never a crash, each rule a result, each refusal one
  /// sentence. Seeded: good CSS cut short, with pieces cut out, doubled and put in.
  func test_badText_neverCrashes_andEachRefusalIsOneSentence() {
    let good = """
      :root { --x: 3px; }
      @keyframes a { from { transform: translate3d(var(--x), 2px, 3px) rotate(45deg) } 50% { opacity: 0.5;
        animation-timing-function: steps(3, jump-none) } to { transform: matrix(1, 0, 0, 1, 0, 0) scale(2) } }
      @media screen { @-webkit-keyframes b { 0%, 40% { transform: perspective(400px) rotateX(20deg) }
        100% { transform: skew(10deg) translateZ(4px); animation-timing-function: linear(0, 0.3 20%, 1) } } }
      .a { animation: a 1.5s cubic-bezier(0.2, 1.4, 0.6, 1) 2 alternate both; transform-origin: left 20% }
      """
    let pieces = [
      "{", "}", "(", ")", ";", ":", "NaN", "1e400", "-0", "calc(", "var(--y)", "/*", "*/", "'", "\"", "\\", "%",
      "10qu", "!important", "\u{0}", "é", "🦀", "@keyframes", "perspective(0)", "scale(", "infinite", "-1s", "inf",
    ]
    var g = SplitMix(seed: 2026_11_26)
    var rules = 0
    for _ in 0..<2_000 {
      var text = Array(good.unicodeScalars)
      for _ in 0..<Int.random(in: 1...4, using: &g) {
        let at = Int.random(in: 0...text.count, using: &g)
        switch Int.random(in: 0..<4, using: &g) {
        case 0: text = Array(text[..<at])
        case 1: text.insert(contentsOf: pieces.randomElement(using: &g)!.unicodeScalars, at: at)
        case 2: text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...20, using: &g)))
        default: text.insert(contentsOf: text[at..<min(text.count, at + Int.random(in: 1...60, using: &g))], at: at)
        }
      }
      var string = ""
      string.unicodeScalars.append(contentsOf: text)
      for result in CSSImport.read(string) {
        rules += 1
        if case .failure(let refusal) = result {
          XCTAssertFalse(refusal.description.contains("\n"), refusal.description)
          XCTAssertLessThan(refusal.description.count, 600, refusal.description)
        }
      }
    }
    XCTAssertGreaterThan(rules, 2_000, "the corpus should hold rules")
  }

  func test_aTenMegabyteBlock_isReadWithoutTrouble() {
    let junk = String(repeating: "transform: translateX(1px); ", count: 10_000_000 / 28)
    let results = CSSImport.read("@keyframes big { to { \(junk) } }")
    XCTAssertEqual(results.count, 1)
  }
}
