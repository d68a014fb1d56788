import Foundation
import SnowmanExport
import SnowmanModel
import XCTest

@testable import SnowmanCSS

/// CSS in and back out: a rule imported, then written as CSS (what `presets show --as css` prints), played by
/// Chromium beside the original on the same plain page; at every moment the two put the picture's corners in the
/// same places, within the stage's geometric bound (1 pt), and fade it alike.
final class CSSRoundTripTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("css-round-trip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  /// Where the sample puts the picture's corners and centre (its box `w`×`h`), nil for a point at or behind the
  /// eye.
  static func points(_ s: ChromiumComputed.Sample, _ w: Double, _ h: Double) -> [(x: Double, y: Double)?] {
    var rows = [Double](repeating: 0, count: 16)
    for r in 0..<4 { for c in 0..<4 { rows[4 * r + c] = s.matrix[4 * c + r] } }
    let m = Matrix4(m: rows)
    return [(0, 0), (w, 0), (0, h), (w, h), (w / 2, h / 2)].map { x, y in
      let p = m.project(x - s.origin.x, y - s.origin.y)
      guard p.w > 0.05 else { return nil }
      return (p.x + s.origin.x, p.y + s.origin.y)
    }
  }

  // Every other block each, so two workers can ask Chromium at once; the moments are drawn as for all of them.
  func test_importedThenWrittenAsCSS_playsInChromiumAsTheOriginal_evenBlocks() throws { try roundTrip(half: 0) }

  func test_importedThenWrittenAsCSS_playsInChromiumAsTheOriginal_oddBlocks() throws { try roundTrip(half: 1) }

  func roundTrip(half: Int) throws {
    let box = CSSImport.pictureBox
    var g = SeededGenerator(seed: 2026_11_26 ^ 0x7219)
    var rules: [String] = []
    var elements: [String] = []
    var times: [[Double]] = []
    var labels: [String] = []
    func element(_ className: String) -> String {
      "<div id=\"e\(elements.count)\" class=\"\(className)\" style=\"position:absolute;left:142.4px;top:53.76px;"
        + "width:\(box.width)px;height:\(box.height)px\"></div>"
    }
    for block in KeyframesGenerator.blocks(count: 300, seed: 2026_11_26) {
      guard case .success(let motion) = CSSImport.read(block.css).first else { continue }
      let moments = (0..<8).map { j in (Double(j) + 0.5 + Double.random(in: -0.3...0.3, using: &g)) / 8 }
      guard block.index % 2 == half else { continue }
      let written = try CodeExport.text(.css, setting: motion.setting, name: "rt\(block.index)")
      let className = try XCTUnwrap(
        written.range(of: #"\.snowman-[a-z0-9-]+ \{"#, options: .regularExpression).map {
          String(written[$0].dropFirst().dropLast(2))
        }, "the written CSS names its class:\n\(written)")
      for u in moments {
        let ms = u * block.seconds * 1000
        labels.append("block \(block.index) at \(String(format: "%.0f", ms)) ms")
        elements += [element(block.name)]
        elements += [element(className)]
        times += [[ms], [ms]]
        rules += [block.css, written]
      }
    }
    XCTAssertGreaterThan(labels.count, 1000, "most blocks come in")
    let samples = try ChromiumComputed.sample(rules: rules, elements: elements, times: times, folder: folder)
    var worst = 0.0
    for (k, label) in labels.enumerated() {
      guard let original = samples[2 * k].first, let back = samples[2 * k + 1].first else {
        XCTFail("\(label): Chromium gave no numbers")
        continue
      }
      for (a, b) in zip(Self.points(original, box.width, box.height), Self.points(back, box.width, box.height)) {
        guard let a, let b else { continue }
        let d = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        worst = max(worst, d)
        XCTAssertLessThanOrEqual(d, 1, "\(label): the written CSS puts a corner \(d) pt from the original's")
      }
      XCTAssertEqual(original.opacity, back.opacity, accuracy: 0.01, "\(label): opacity")
    }
    print(String(format: "css round trip: %d moments, corners within %.3f pt of the original", labels.count, worst))
  }
}
