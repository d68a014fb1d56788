import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanCSS

/// The import against the import's own model of the page (what `PagePlay` says a browser draws), at many moments of
/// every generated block: quick, and where a disagreement with Chromium is first looked for.
final class CSSImportPageModelTests: XCTestCase {
  func test_generatedBlocks_followThePageModel() throws {
    let box = CSSImport.pictureBox
    var worst = 0.0
    var failures = 0
    for block in KeyframesGenerator.blocks(count: 300, seed: 2026_11_26) {
      guard case .success(let motion) = CSSImport.read(block.css).first else { continue }
      let sheet = CSSSheet(block.css)
      var motions: [CSSMotion] = []
      if let rule = sheet.styleRules.first {
        let names = AnimationRule.names(in: rule, sheet: sheet)
        for (k, name) in names.enumerated() {
          guard let name, let kf = sheet.keyframes.last(where: { $0.name == name }) else { continue }
          motions.append(
            try CSSMotion(kf, rule: try AnimationRule(entry: k, of: rule, in: sheet, box: box), sheet: sheet, box: box))
        }
      } else {
        motions = [try CSSMotion(sheet.keyframes[0], sheet: sheet, box: box)]
      }
      let play = try PagePlay(motions)
      let timeline = Timeline(motion.setting)
      let end = block.seconds
      for j in 0..<200 {
        let t = (Double(j) + 0.37) / 200 * end
        let page = play.page(at: t, end: end)
        let pose = timeline.pose(atExactTick: t * Double(Timeline.ticksPerSecond))
        let d = FrameDistance.points(matrix: page.matrix, origin: page.origin, pose: pose, box: box)
        let fade = abs(min(max(pose.opacity, 0), 1) - min(max(page.opacity, 0), 1))
        worst = max(worst, d)
        if d > 0.3 || fade > 0.003 {
          failures += 1
          if failures < 12 {
            XCTFail(
              "block \(block.index) at \(t) s: \(d) pt, opacity \(pose.opacity) against \(page.opacity)\n\(block.css)")
          }
          break
        }
      }
    }
    print("css import against the page model: worst \(worst) pt, \(failures) blocks off")
  }
}
