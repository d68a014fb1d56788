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

  func test_fromTo_translate_isOneStep_ofTheRuleLength() throws {
    let m = try imported(
      "@keyframes slide { from { transform: translateX(0) } to { transform: translateX(100px) } }"
        + ".s { animation: slide 2s linear both }")
    XCTAssertEqual(m.name, "slide")
    XCTAssertEqual(m.setting.stepCount, 1)
    XCTAssertEqual(m.setting.steps[0].horizontalOffsetPoints, 100, accuracy: 1e-9)
    XCTAssertEqual(m.setting.steps[0].easing, .linear)
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
    XCTAssertEqual(m.setting.stepCount, 5)
    for s in m.setting.steps {
      XCTAssertEqual(s.anchorX, 0.5, accuracy: 1e-9)
      XCTAssertEqual(s.anchorY, 0, accuracy: 1e-9)
      XCTAssertEqual(s.durationSeconds, 0.2, accuracy: 1e-9)
      XCTAssertEqual(s.easing, .custom(CubicBezier(0.25, 0.1, 0.25, 1)))
    }
    for (s, degrees) in zip(m.setting.steps, [15.0, -10, 5, -5, 0]) {
      XCTAssertEqual(s.zTurns * 360, degrees, accuracy: 1e-9)
    }
  }

  func test_aRuleWrittenTwice_isReadOnce_asTheLast() throws {
    let m = try imported(
      "@keyframes a { to { opacity: 0.5 } } @keyframes a { to { opacity: 0.25 } } .a { animation: a 1s linear }")
    XCTAssertEqual(m.setting.steps.last?.opacity ?? -1, 0.25, accuracy: 1e-9)
  }

  func test_theRuleWithoutAnimation_playsForOneSecond_ease() throws {
    let m = try imported("@-webkit-keyframes pulse { 50% { transform: scale(1.2) } }")
    XCTAssertEqual(Timeline(m.setting).totalSeconds, 1, accuracy: 1e-9)
  }

  func test_infinite_playsOnce_andSaysSo() throws {
    let m = try imported(
      "@keyframes spin { to { transform: rotate(1turn) } } .s { animation: spin 2s infinite linear }")
    XCTAssertEqual(m.setting.repeatCount, 1)
    XCTAssertEqual(m.setting.steps[0].zTurns, 1, accuracy: 1e-9)
    XCTAssertEqual(m.notes.count, 1)
  }

  func test_alternate_evenCount_isThereAndBackInPairs() throws {
    let m = try imported("@keyframes b { to { opacity: 0 } } .b { animation: b 1s linear 4 alternate }")
    XCTAssertEqual(m.setting.repeatCount, 2)
    XCTAssertTrue(m.setting.autoreverse)
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
      ("@keyframes f { to { opacity: 0 } } .f { animation: f 1s 2.5 }", "whole passes"),
      ("@keyframes f { to { opacity: 0 } } .f { animation: f 1s 3 alternate }", "odd count"),
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

  func test_tenThousandKeyframes_areRefused_unread() {
    let css = "@keyframes many {" + (0..<10_000).map { "\(Double($0) / 100)% { opacity: 0.5 }" }.joined() + "}"
    XCTAssertTrue(refusal(css).contains("more than the 16 steps"))
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
    XCTAssertEqual(m.setting.steps.last?.verticalOffsetPoints ?? 0, 40, accuracy: 1e-9)
    XCTAssertEqual(m.setting.steps.last?.widthMultiplier ?? 0, 2, accuracy: 1e-9)
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
