import Foundation
import SnowmanExport
import SnowmanModel
import SnowmanView
import XCTest

/// A scene's stylesheet (what `render --out FILE.css` writes and the Copy menu copies) pasted into a page as its
/// opening comment says, with its pictures beside it, played in Chromium against the stage: 30 seeded scenes and 10
/// whose layers follow parents at two moments each and Snowfall at eight, the page paused through the Web Animations API.
final class SceneCSSFidelityTests: XCTestCase {
  typealias Page = SceneHTMLFidelityTests
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-css-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func test_seededScenesStylesheets_playInChromium_asOnTheStage() throws {
    // The pictures as the stage reads them, under the names the stylesheet gives them.
    try BuiltInArtwork.snowman().savePNG(to: folder.appendingPathComponent("snowman.png").path)
    let snowflake = try XCTUnwrap(BuiltInArtwork.surface(for: BuiltInPresets.snowflake))
    try snowflake.savePNG(to: folder.appendingPathComponent("snowflake.png").path)
    let scenes =
      SceneGenerator.scenes(count: 30, seed: 20_261_130) + SceneGenerator.parentedScenes(count: 10, seed: 20_261_202)
      + [BuiltInScenes.snowfall.setting]
    var g = SeededGenerator(seed: 66)
    var moments: [(scene: Int, tick: Double)] = []
    for (k, scene) in scenes.enumerated() {
      let total = Timeline(scene).exactTotalTicks
      // Half a tick past a whole one: a copy starts on a whole tick, so at a whole tick its own time can fall exactly
      // on a pass's jump back to its start, which the page's rounded delay and the stage may take either side of.
      moments += (0..<(k == scenes.count - 1 ? 8 : 2)).map { _ in
        (k, min(Double(Int.random(in: 0...Int(total), using: &g)) + 0.5, total))
      }
    }
    let pages = try scenes.enumerated().map { k, scene in
      let css = try String(
        decoding: CodeExport.code(
          .css, setting: scene, name: "Scene \(k)", width: Page.width, height: Page.height, background: .transparent),
        as: UTF8.self)
      let page = folder.appendingPathComponent("scene-\(k).html")
      try Self.page(css).write(to: page, atomically: true, encoding: .utf8)
      return page
    }
    let frames = try StageFrames(width: Page.width, height: Page.height)
    var worst = (mean: 0.0, block: 0.0, overlap: 1.0)
    let perShot = Page.columns * Page.rows
    for first in stride(from: 0, to: moments.count, by: perShot) {
      let batch = Array(moments[first..<min(first + perShot, moments.count)])
      let shot = try Page.shoot(
        folder: folder, batch.map { (pages[$0.scene], $0.tick * 1000 / Double(Timeline.ticksPerSecond)) })
      for (k, moment) in batch.enumerated() {
        let stage = try SceneComparison.stage(
          frames, Timeline(scenes[moment.scene]), tick: moment.tick, background: .transparent)
        let page = Page.tile(shot, k)
        let label = "scene \(moment.scene)'s stylesheet at tick \(moment.tick)"
        let (mean, block) = (
          SceneComparison.meanDifference(Self.overGrey(page), Self.overGrey(stage)),
          SceneComparison.worstBlock(Self.overGrey(page), Self.overGrey(stage))
        )
        let (both, missed) = SceneComparison.overlap(page, stage)
        worst.mean = max(worst.mean, mean)
        worst.block = max(worst.block, block)
        worst.overlap = min(worst.overlap, both + missed == 0 ? 1 : Double(both) / Double(both + missed))
        // The page's bounds (`SceneHTMLFidelityTests`).
        XCTAssertLessThanOrEqual(mean, 6, "\(label): mean difference \(mean) levels")
        XCTAssertLessThanOrEqual(block, 12, "\(label): a 16×16 block differs by \(block) levels")
        XCTAssertLessThanOrEqual(
          Double(missed), max(40, 0.03 * Double(both + missed)), "\(label): \(both) pixels shared, \(missed) apart")
        if mean > 6 || block > 12 { Page.keep(page, stage, name: "css-scene-\(moment.scene)-\(Int(moment.tick))") }
      }
    }
    print(
      String(
        format: "fidelity scene css: 40 scenes × 2 moments and Snowfall × 8, worst mean %.2f levels, worst 16×16 "
          + "block %.2f levels, worst silhouette IoU within a pixel %.4f", worst.mean, worst.block, worst.overlap))
  }

  /// The page a user makes of `css`: the markup its opening comment gives (a holder's "N × ELEMENT" written out N
  /// times), the stylesheet in its head, the snowflake's picture as the PNG written beside it.
  static func page(_ css: String) -> String {
    let comment = css.components(separatedBy: "\n */\n").first ?? ""
    var markup: [String] = []
    for line in comment.split(separator: "\n").dropFirst() where line.hasPrefix(" * ") {
      var text = String(line.dropFirst(3))
      if let match = text.firstMatch(of: /> (\d+) × (.*) </), let n = Int(match.1) {
        text.replaceSubrange(match.range, with: ">" + String(repeating: String(match.2), count: n) + "<")
      }
      markup.append(text)
    }
    let style = css.replacingOccurrences(of: "url(\"snowflake.svg\")", with: "url(\"snowflake.png\")")
    return
      "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>html, body { margin: 0; background: transparent; }\n"
      + style + "</style></head><body>\n" + markup.joined(separator: "\n") + "\n</body></html>\n"
  }

  /// RGBA rows laid over a middle grey, as opaque RGBA rows.
  static func overGrey(_ rows: [UInt8]) -> [UInt8] {
    var out = rows
    for i in stride(from: 0, to: rows.count, by: 4) {
      let a = Double(rows[i + 3]) / 255
      for c in 0..<3 { out[i + c] = UInt8((Double(rows[i + c]) * a + 128 * (1 - a)).rounded()) }
      out[i + 3] = 255
    }
    return out
  }
}
