import Foundation
import XCTest

@testable import SnowmanModel

final class PropertyTableTests: XCTestCase {
  /// The table as (section, property, unit, min, max, step, default); choices have empty range cells. The motion
  /// vocabulary widened the first version's ranges (0.1…3, ±300 pt, 0…10 turns, 0.2…10 s) and added skew, depth,
  /// the eye and the anchor.
  static let designRows: [[String]] = [
    ["Size", "Width multiplier", "×", "-10", "10", "0.1", "1.0"],
    ["Size", "Height multiplier", "×", "-10", "10", "0.1", "1.0"],
    ["Skew", "Skew X (the vertical edges lean, + to the left)", "°", "-80", "80", "5", "0"],
    ["Skew", "Skew Y (the horizontal edges lean, + down on the right)", "°", "-80", "80", "5", "0"],
    ["Position", "Horizontal offset", "pt", "-5000", "5000", "10", "0"],
    ["Position", "Vertical offset", "pt", "-5000", "5000", "10", "0"],
    ["Position", "Depth (toward the viewer)", "pt", "-1000", "1000", "10", "0"],
    ["Rotation", "X flips", "turns", "-10", "10", "0.5", "0"],
    ["Rotation", "Y spins", "turns", "-10", "10", "0.5", "0"],
    ["Rotation", "Z turns", "turns", "-10", "10", "0.25", "0"],
    ["Rotation", "Eye distance (0: none, flat)", "pt", "0", "100000", "50", "500"],
    ["Anchor", "Anchor x (0 left edge, 1 right edge)", "", "-1", "2", "0.05", "0.5"],
    ["Anchor", "Anchor y (0 top edge, 1 bottom edge)", "", "-1", "2", "0.05", "0.5"],
    ["Appearance", "Opacity", "", "0", "1", "0.1", "1"],
    ["Timing", "Duration of one pass", "s", "0", "1000", "0.1", "2.0"],
    ["Timing", "Repeat count", "×", "1", "20", "1", "1"],
    ["Timing", "Autoreverse", "off/on", "", "", "", "on"],
    [
      "Timing", "Easing",
      "linear, ease in, ease out, ease in-out, custom, spring, bounce, back, elastic, steps, stops", "", "", "",
      "ease in-out",
    ],
  ]

  func rows(of table: [PropertySpec]) -> [[String]] {
    table.map { spec in
      switch spec.kind {
      case .number(let min, let max, let step, let d):
        return [spec.section.rawValue, spec.name, spec.unit, fmt(min), fmt(max), fmt(step), fmt(d)]
      case .choice(let choices, let index):
        let unit = choices == ["off", "on"] ? "off/on" : choices.joined(separator: ", ")
        return [spec.section.rawValue, spec.name, unit, "", "", "", choices[index]]
      }
    }
  }

  func fmt(_ v: Double) -> String { v.rounded() == v ? String(Int(v)) : String(v) }

  func normalise(_ rows: [[String]]) -> [[String]] {
    rows.map { row in
      row.enumerated().map { i, cell in
        guard (3...6).contains(i), let v = Double(cell) else { return cell }
        return fmt(v)
      }
    }
  }

  func test_table_matchesDesignRowByRow() {
    XCTAssertEqual(normalise(rows(of: PropertyTable.all)), normalise(Self.designRows))
  }

  /// Reads the table out of the repository's docs/ui-map.md, the one written copy of it.
  func test_table_matchesTheUIMapDocument() throws {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: repo.appendingPathComponent("docs/ui-map.md"), encoding: .utf8)
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.contains("---") }
    let body = lines.drop { !$0.contains("Width multiplier") }.prefix(PropertyTable.all.count)
    let parsed: [[String]] = body.map { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      var row = Array(cells)
      return row
    }
    XCTAssertEqual(parsed.count, PropertyTable.all.count)
    // "Horizontal offset (from centre, + right)" → "Horizontal offset": the document may say more of a row.
    func short(_ name: String) -> String {
      name.firstIndex(of: "(").map { name[..<$0].trimmingCharacters(in: .whitespaces) } ?? name
    }
    let expected = normalise(rows(of: PropertyTable.all))
    for (got, want) in zip(normalise(parsed), expected) {
      XCTAssertEqual(got[0], want[0])
      XCTAssertEqual(short(got[1]), short(want[1]))
      XCTAssertEqual(got[3...6].map { $0 }, want[3...6].map { $0 }, "row \(want[1])")
      if want[1] == "Easing" {
        // The table lists the first file version's choices; the Curves section lists them now.
        XCTAssertEqual(got[2], EasingKind.versionOne.map(\.displayName).joined(separator: ", "))
        XCTAssertEqual(want[2], try Self.curveChoices(in: text).joined(separator: ", "), "the Easing choices")
      } else if want[1] != "Autoreverse" {
        XCTAssertEqual(got[2], want[2], "unit of \(want[1])")
      }
    }
  }

  /// The choices docs/ui-map.md lists: "Choices, in this order: linear, ease in, … elastic."
  static func curveChoices(in design: String) throws -> [String] {
    let start = try XCTUnwrap(design.range(of: "Choices, in this order:"), "the list of easing choices")
    let rest = design[start.upperBound...]
    let end = try XCTUnwrap(rest.firstIndex(of: "."))
    var list = String(rest[..<end]).replacingOccurrences(of: "\n", with: " ")
    while let open = list.firstIndex(of: "("), let close = list[open...].firstIndex(of: ")") {
      list.removeSubrange(open...close)
    }
    return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  func test_table_coversEveryKeyOnceInKeyOrder() {
    XCTAssertEqual(PropertyTable.all.map(\.key) + PropertyTable.curve.map(\.key), PropertyKey.allCases)
    XCTAssertEqual(
      PropertyKey.allCases.map(\.rawValue),
      [
        "widthMultiplier", "heightMultiplier", "skewX", "skewY", "horizontalOffset", "verticalOffset", "depth",
        "xFlips", "ySpins", "zTurns", "eye", "anchorX", "anchorY", "opacity", "duration", "repeatCount", "autoreverse",
        "easing", "curveX1", "curveY1", "curveX2", "curveY2", "springBounce", "curveSteps",
      ])
  }

  func test_defaults_areTheRestPreset() {
    let s = AnimationSetting()
    XCTAssertEqual(s.steps[0].widthMultiplier, 1)
    XCTAssertEqual(s.steps[0].durationSeconds, 2)
    XCTAssertEqual(s.repeatCount, 1)
    XCTAssertTrue(s.autoreverse)
    XCTAssertEqual(s.steps[0].easing, Easing.easeInOut)
    XCTAssertTrue(s.tracks.isEmpty, "Rest keys nothing: every property at rest")
    XCTAssertEqual(BuiltInPresets.rest.setting, s)
  }

  func test_showcase_isAsDesignGivesIt() {
    let s = BuiltInPresets.showcase.setting
    XCTAssertEqual(
      [
        s.steps[0].widthMultiplier, s.steps[0].heightMultiplier, s.steps[0].horizontalOffsetPoints,
        s.steps[0].verticalOffsetPoints, s.steps[0].xFlipTurns,
        s.steps[0].ySpinTurns, s.steps[0].zTurns, s.steps[0].opacity, s.steps[0].durationSeconds,
      ],
      [1.5, 0.6, 120, -80, 2, 1, 0.5, 0.6, 2.0])
    XCTAssertEqual(s.repeatCount, 1)
    XCTAssertTrue(s.autoreverse)
    XCTAssertEqual(s.steps[0].easing, Easing.easeInOut)
    XCTAssertEqual(BuiltInPresets.core.map(\.name), ["Rest", "Showcase", "Crossfade"])
  }

  func test_format_showsValueWithUnit() {
    var s = StepChain()
    s.steps[0].widthMultiplier = 1.5
    s.steps[0].horizontalOffsetPoints = 120
    s.steps[0].verticalOffsetPoints = -80
    s.steps[0].xFlipTurns = 2
    s.steps[0].ySpinTurns = 1
    s.steps[0].zTurns = 0.5
    s.steps[0].opacity = 0.6
    XCTAssertEqual(s.formatted(.widthMultiplier, step: 0), "×1.5")
    XCTAssertEqual(s.formatted(.horizontalOffset, step: 0), "+120 pt")
    XCTAssertEqual(s.formatted(.verticalOffset, step: 0), "\u{2212}80 pt")
    XCTAssertEqual(s.formatted(.xFlips, step: 0), "2 turns")
    XCTAssertEqual(s.formatted(.ySpins, step: 0), "1 turn")
    XCTAssertEqual(s.formatted(.zTurns, step: 0), "0.5 turn")
    // Off the stepper's grid (Swing's 16°, a library value): degrees, not "0.04 turn".
    s.steps[0].zTurns = 16.0 / 360
    XCTAssertEqual(s.formatted(.zTurns, step: 0), "16°")
    s.steps[0].zTurns = -22.5 / 360
    XCTAssertEqual(s.formatted(.zTurns, step: 0), "\u{2212}22.5°")
    s.steps[0].zTurns = 0.5
    XCTAssertEqual(s.formatted(.opacity, step: 0), "0.6")
    XCTAssertEqual(s.formatted(.duration, step: 0), "2.0 s")
    XCTAssertEqual(s.formatted(.repeatCount, step: 0), "×1")
    XCTAssertEqual(s.formatted(.autoreverse, step: 0), "on")
    XCTAssertEqual(s.formatted(.easing, step: 0), "ease in-out")
    s.steps[0].widthMultiplier = -1
    s.steps[0].skewXDegrees = -15
    s.steps[0].skewYDegrees = 10
    s.steps[0].depthPoints = 150
    s.steps[0].anchorY = 0
    XCTAssertEqual(s.formatted(.widthMultiplier, step: 0), "×\u{2212}1.0", "a mirror")
    XCTAssertEqual(s.formatted(.skewX, step: 0), "\u{2212}15°")
    XCTAssertEqual(s.formatted(.skewY, step: 0), "+10°")
    XCTAssertEqual(s.formatted(.depth, step: 0), "+150 pt")
    XCTAssertEqual(s.formatted(.eye, step: 0), "500 pt")
    XCTAssertEqual(s.formatted(.anchorX, step: 0), "0.50", "a place: no sign")
    XCTAssertEqual(s.formatted(.anchorY, step: 0), "0.00")
    s.steps[0].eyePoints = 0
    XCTAssertEqual(s.formatted(.eye, step: 0), "none")
  }

  func test_subscript_clampsAndSnapsAsAStepperWould() {
    var s = StepChain()
    s[.widthMultiplier, step: 0] = 19
    XCTAssertEqual(s.steps[0].widthMultiplier, 10)
    s[.repeatCount, step: 0] = 2.6
    XCTAssertEqual(s.repeatCount, 3)
    s[.easing, step: 0] = 0
    XCTAssertEqual(s.steps[0].easing, .linear)
    s[.autoreverse, step: 0] = 0
    XCTAssertFalse(s.autoreverse)
    s[.opacity, step: 0] = .nan
    XCTAssertEqual(s.steps[0].opacity, 1)
  }
}
