import Foundation
import SnowmanExport
import SnowmanModel
import XCTest

/// A scene's Core Animation (the Copy menu's, `presets show --as coreanimation`) read back and played as Core
/// Animation plays it: the copies a replicator makes (its instance transform composed as a matrix, its delay and
/// alpha offset) or a table lists stand and start where the stage's do, and each picture's animation, begun after
/// its delay and filled both ways, keys every property as the stage poses that copy; the picture below too. Seeded
/// scenes, Snowfall and a moving picture with evenly staggered snowflakes (a replicator) above it; the text parses.
final class CoreAnimationSceneTests: XCTestCase {
  typealias Playback = SwiftCodePlaybackTests
  /// A copy as the code places it: its delay, x, y (points), turn (radians), scale and fade.
  typealias Placed = [Double]

  func test_aScenesCoreAnimation_placesAndTimesEveryCopy_asTheStage() throws {
    let scenes = SceneGenerator.swiftCases(seed: 20_261_202)
    let d = SceneGenerator.textDensity
    var checked = 0, replicators = 0, tables = 0
    var worst: [String: Double] = [:]
    var texts: [URL] = []
    defer { for url in texts { try? FileManager.default.removeItem(at: url) } }
    for (n, scene) in scenes.enumerated() {
      let text = try CodeExport.text(.coreAnimation, setting: scene, name: "Scene")
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-ca-\(UUID().uuidString).swift")
      try text.write(to: url, atomically: true, encoding: .utf8)
      texts.append(url)
      let functions = SwiftText.declarations("func", in: text)
      let make = try XCTUnwrap(functions["makeSceneScene"], "scene \(n): the scene's builder")
      let timeline = Timeline(scene)
      let ticks = Double(Timeline.ticksPerSecond)
      let total = timeline.exactTotalTicks / ticks, passes = timeline.exactMotionTicks / ticks
      let moments = (0..<29).map { (Double($0) + 0.41) / 29 * total }
      var drawn: [Double: [LayerDraw]] = [:]
      for t in moments {
        for s in [t - 0.001, t, t + 0.001] { drawn[max(0, s)] = timeline.layerDraws(atExactTick: max(0, s) * ticks) }
      }
      func compare(_ function: String, _ label: String, delay: Double, fade: Double, _ stage: (Double) -> Pose) {
        guard let body = functions[function] else { return XCTFail("\(label): no \(function)") }
        let animations = CoreAnimationReading(body)
        for group in ["picture", "holder"] where body.contains("\(group)Group") {
          XCTAssertTrue(
            body.contains("\(group)Group.beginTime = \(group).convertTime(CACurrentMediaTime(), from: nil) + delay"),
            label)
          XCTAssertTrue(body.contains("\(group)Group.fillMode = .both"), label)
        }
        for t in moments {
          // Filled both ways: its first pose before its start, its last after its passes.
          let local = min(max(t - delay, 0), passes - 1e-7)
          let read = Playback.readings(stage(t))
          for (property, keyPath, scale) in Playback.keyPaths {
            var played =
              animations.value(keyPath, at: local) ?? (property == "opacity" || property.hasPrefix("scale") ? 1 : 0)
            played *= scale
            if property == "opacity" { played = min(max(played, 0), 1) * fade }
            let sides = [t - 0.001, t + 0.001].map { Playback.readings(stage(max(0, $0)))[property] ?? 0 }
            let off = ([read[property] ?? 0] + sides).map { abs(played - $0) }.min() ?? 0
            worst[property] = max(worst[property] ?? 0, off)
            checked += 1
            XCTAssertLessThanOrEqual(
              off, Playback.tolerance(property),
              "\(label) at \(t) s: Core Animation's \(keyPath) \(played), the stage's \(read[property] ?? 0)")
          }
        }
      }
      compare("addSceneAnimation", "scene \(n)'s picture", delay: 0, fade: 1) { timeline.pose(atExactTick: $0 * ticks) }
      for (i, layer) in scene.layers.enumerated() {
        let label = "scene \(n) layer \(i + 1)"
        let placed: [Placed]
        if make.contains("let layer\(i + 1) = CAReplicatorLayer()") {
          placed = try Self.replicated(make, layer: i + 1)
          replicators += 1
        } else {
          placed = Self.table(make, layer: i + 1)
          tables += 1
        }
        let (delays, places) = (layer.copies.delays, layer.copies.placements)
        XCTAssertEqual(placed.count, layer.copies.count, label)
        for (k, copy) in placed.enumerated() where k < delays.count {
          let expected = [
            delays[k], places[k].x * d, places[k].y * d, places[k].zTurns * 2 * .pi, places[k].scale, places[k].fade,
          ]
          for (a, b) in zip(copy, expected) { XCTAssertEqual(a, b, accuracy: 2e-4, "\(label) copy \(k): \(copy)") }
        }
        for k in Set([0, placed.count / 2, placed.count - 1]) where k < placed.count {
          compare("addSceneLayer\(i + 1)Animation", "\(label) copy \(k)", delay: placed[k][0], fade: placed[k][5]) {
            t in
            (drawn[t] ?? []).first { $0.layer == i && $0.copy == k }?.pose ?? .rest
          }
        }
        // What it follows, farthest first, each inside the one before, its copies in the nearest's frame; each
        // parent's animation keys its move, turn and scale as the stage has the copies follow it.
        let parents = scene.parents(of: layer)
        var container = "stage"
        for (j, parent) in parents.enumerated().reversed() {
          let inner = "follow\(i + 1)x\(parent.number)"
          XCTAssertTrue(
            make.contains("  let \(inner) = follow(")
              && make.contains(
                "in: \(container)) { addSceneFollow\(parent.number)Animation(to: $0, in: $1, after: "),
            "\(label): inside \(container), \(inner)")
          container = inner
          compare(
            "addSceneFollow\(parent.number)Animation", "\(label)'s parent \(parent.number)", delay: parent.delay,
            fade: 1
          ) {
            t in
            let followed = (drawn[t] ?? []).first { $0.layer == i }?.parents[j].pose ?? .rest
            var pose = Pose.rest
            (pose.scaleX, pose.scaleY, pose.rotationZ) = (followed.scaleX, followed.scaleY, followed.rotationZ)
            (pose.offsetX, pose.offsetY) = (followed.offsetX, followed.offsetY)
            return pose
          }
        }
        XCTAssertTrue(
          make.contains("\(container).addSublayer(layer\(i + 1))")
            || make.contains("    \(container).addSublayer(placed)"),
          "\(label)'s copies in \(container)")
      }
    }
    XCTAssertGreaterThan(replicators, 0, "some layer's copies start evenly: a replicator")
    XCTAssertGreaterThan(tables, 0)
    print(
      "core animation scenes against the stage: \(checked) values, \(replicators) replicators, \(tables) tables, worst "
        + "\(worst.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
    try SwiftText.assertParses(texts)
  }

  /// The copies a replicator makes: instance k drawn through its instance transform k times over (composed here
  /// as 2-D matrices), started k instance delays late, faded by k alpha offsets.
  static func replicated(_ make: String, layer n: Int) throws -> [Placed] {
    func value(_ prefix: String) -> [Double] {
      guard let line = make.split(separator: "\n").first(where: { $0.contains(prefix) }) else { return [] }
      return SwiftText.numbers(line[line.range(of: prefix)!.upperBound...])
    }
    let count = Int(try XCTUnwrap(value("layer\(n).instanceCount = ").first))
    let delay = try XCTUnwrap(value("layer\(n).instanceDelay = ").first)
    let move = value("var step\(n) = CATransform3DMakeTranslation(")
    let turn = value("step\(n) = CATransform3DRotate(step\(n), ")
    let scale = value("layer\(n).instanceTransform = CATransform3DScale(step\(n), ")
    let alpha = try XCTUnwrap(value("layer\(n).instanceAlphaOffset = ").first)
    let (c, s, k) = (cos(turn[0]), sin(turn[0]), scale[0])
    // Column vectors: translate · rotate · scale.
    let step = [[k * c, -k * s, move[0]], [k * s, k * c, move[1]], [0, 0, 1]]
    var m = [[1.0, 0, 0], [0, 1, 0], [0, 0, 1]]
    var out: [Placed] = []
    for i in 0..<count {
      out.append([
        Double(i) * delay, m[0][2], m[1][2], Double(i) * turn[0], (m[0][0] * m[0][0] + m[1][0] * m[1][0]).squareRoot(),
        min(max(1 + Double(i) * alpha, 0), 1),
      ])
      m = (0..<3).map { r in (0..<3).map { col in (0..<3).map { m[r][$0] * step[$0][col] }.reduce(0, +) } }
    }
    return out
  }

  /// The copies a layer's table lists.
  static func table(_ make: String, layer n: Int) -> [Placed] {
    guard let start = make.range(of: "  let layer\(n): [(CFTimeInterval"),
      let end = make.range(of: "  ]\n", range: start.upperBound..<make.endIndex)
    else { return [] }
    return make[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst().map { SwiftText.numbers($0) }
  }
}
