import Foundation
import SnowmanExport
import SnowmanModel
import SnowmanView
import XCTest

/// The software stage (what every export draws) against headless Chromium drawing the same CSS 3-D transform, at
/// poses from a seeded generator: every pose held to the bounds (`StageComparison`: mean difference ≤ 1.5
/// levels over the sprite's box, strict silhouette IoU ≥ 0.98; slivers to their coverage). `SNOWMAN_FIDELITY_POSES`
/// sets how many (`make fidelity` draws 5,000); `SNOWMAN_FIDELITY_SEED` which.
///
/// Chromium draws at four times the density and each pixel is the mean of its 4 × 4 block: the picture's area each
/// pixel covers, which is what the stage's filter computes. At 1:1 Chromium's compositor resamples a layer in
/// perspective bilinearly with no minification filter, from a raster whose scale is rounded, so a squashed picture
/// aliases there and a magnified one is softer.
final class StageFidelityTests: XCTestCase {
  static let width = 320, height = 240, supersampling = 4
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("stage-fidelity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func test_generatedPoses_matchChromium() throws {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["SNOWMAN_FIDELITY_POSES"].flatMap(Int.init) ?? 200
    let seed = environment["SNOWMAN_FIDELITY_SEED"].flatMap(UInt64.init) ?? 2026_11_24
    try measure(PoseGenerator.cases(count: count, seed: seed), label: "seed \(seed)")
  }

  /// Poses that once drew wrong, kept: the quarter turns held for a whole step (a mosaic), a quarter turn
  /// under a back easing lying on its side, and a Y turn of about 108° (dark streaks down the body).
  func test_posesThatOnceFailed_matchChromium() throws {
    var quarter = Step()
    quarter.zTurns = 0.75
    quarter.durationSeconds = 1
    var faded = quarter
    faded.opacity = 0.5
    var lying = Step()
    lying.easing = .custom(CubicBezier(0.2, 0.8, 0.3, 1.2))
    lying.horizontalOffsetPoints = 120
    lying.zTurns = 0.75
    var lyingBack = lying
    lyingBack.easing = .back
    lyingBack.verticalOffsetPoints = -90
    lyingBack.heightMultiplier = 1.8
    var wide = Step()
    (wide.widthMultiplier, wide.heightMultiplier, wide.horizontalOffsetPoints) = (2.5, 2.5, -60)
    (wide.verticalOffsetPoints, wide.zTurns, wide.opacity, wide.durationSeconds) = (60, 0.75, 0.7, 1)
    wide.easing = .custom(CubicBezier(0.2, 0.8, 0.3, 1.2))
    var wide2 = wide
    (wide2.widthMultiplier, wide2.heightMultiplier, wide2.horizontalOffsetPoints) = (2, 1, 80)
    var edgeOn = Step()
    edgeOn.ySpinTurns = 0.3
    edgeOn.durationSeconds = 1
    edgeOn.easing = .linear
    var narrow = Step()
    (narrow.widthMultiplier, narrow.heightMultiplier, narrow.durationSeconds) = (0.46, 3, 1)
    var spins = Step()
    spins.ySpinTurns = 0.5
    var turns = spins
    turns.zTurns = 0.5
    let cases = [
      PoseCase(index: 0, setting: .init(steps: [quarter, faded], autoreverse: false), tick: 180, picture: .snowman),
      PoseCase(index: 1, setting: .init(steps: [lying, lyingBack]), tick: 384, picture: .snowman),
      PoseCase(index: 2, setting: .init(steps: [wide, wide2], autoreverse: false), tick: 136, picture: .snowman),
      PoseCase(index: 3, setting: .init(steps: [edgeOn], autoreverse: false), tick: 119, picture: .snowman),
      PoseCase(index: 4, setting: .init(steps: [spins, turns, Step()]), tick: 576, picture: .snowman),
      PoseCase(index: 5, setting: .init(steps: [quarter, faded], autoreverse: false), tick: 180, picture: .photo),
      PoseCase(index: 6, setting: .init(steps: [narrow], autoreverse: false), tick: 119, picture: .snowman),
    ]
    try measure(cases, label: "fixed cases")
  }

  func measure(_ cases: [PoseCase], label: String) throws {
    let pictures = try TestPictures(folder: folder)
    var summary = FidelitySummary()
    for start in stride(from: 0, to: cases.count, by: 50) {
      let batch = Array(cases[start..<min(cases.count, start + 50)])
      let shot = try ChromiumStage.screenshot(
        batch, width: Self.width, height: Self.height, pictures: pictures, folder: folder,
        supersampling: Self.supersampling)
      for (k, c) in batch.enumerated() {
        let ours = try StageFidelityTests.render(c, width: Self.width, height: Self.height, pictures: pictures)
        let theirs = shot.tile(k, width: Self.width, height: Self.height)
        let result = StageComparison(ours, theirs, width: Self.width, height: Self.height)
        summary.add(result, pose: c.index)
        if let failure = result.failure {
          XCTFail("\(label), pose \(c.index) (\(c.picture), tick \(c.tick), \(c.pose)): \(failure)")
          try Self.save(c, [("software", ours), ("chromium", theirs)], width: Self.width, height: Self.height)
        }
      }
    }
    print(summary.line("stage fidelity, software against Chromium, \(label)"))
  }

  /// The pose as every export draws it: the software stage, on nothing.
  static func render(_ c: PoseCase, width: Int, height: Int, pictures: TestPictures) throws -> [UInt8] {
    let frames = try StageFrames(width: width, height: height, artwork: pictures.surface(c.picture))
    var out = [UInt8](repeating: 0, count: width * height * 4)
    try frames.draw(
      c.pose, density: RenderRequest.density(width: width, height: height), background: .transparent
    ) { base, pitch in
      for y in 0..<height {
        for x in 0..<width * 4 { out[y * width * 4 + x] = base[y * pitch + x] }
      }
    }
    return out
  }

  /// Keeps a failing pose's drawings side by side for a person to look at (`pose-N-NAME.png` in the temporary
  /// folder's stage-fidelity-failures).
  static func save(_ c: PoseCase, _ drawings: [(String, [UInt8])], width: Int, height: Int) throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stage-fidelity-failures")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for (name, pixels) in drawings {
      try pixels.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        try Surface.savePNG(
          rgba: base, width: width, height: height, stride: width * 4,
          to: dir.appendingPathComponent("pose-\(c.index)-\(name).png").path)
      }
    }
  }
}
