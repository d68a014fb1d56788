import Foundation
import SnowmanExport
import SnowmanModel
import XCTest

/// A scene's SwiftUI (the Copy menu's, `presets show --as swiftui`) read back and played as SwiftUI plays it: each
/// layer's `ForEach` copies carry the stage's delays and places, and each copy's animator, given its copy, keys every
/// property as the stage poses that copy over the whole looping scene; the picture below too. Seeded scenes,
/// Snowfall and a moving picture with staggered snowflakes above it; the text parses.
final class SwiftUISceneTests: XCTestCase {
  typealias Playback = SwiftCodePlaybackTests

  func test_aScenesSwiftUI_placesAndTimesEveryCopy_asTheStage() throws {
    let scenes = SceneGenerator.swiftCases(seed: 20_261_201)
    let d = SceneGenerator.textDensity
    var checked = 0, worst: [String: Double] = [:]
    var texts: [URL] = []
    defer { for url in texts { try? FileManager.default.removeItem(at: url) } }
    for (n, scene) in scenes.enumerated() {
      let text = try CodeExport.text(.swiftUI, setting: scene, name: "Scene")
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "snowman-scene-\(UUID().uuidString).swift")
      try text.write(to: url, atomically: true, encoding: .utf8)
      texts.append(url)
      let structs = SwiftText.declarations("struct", in: text)
      let timeline = Timeline(scene)
      let total = timeline.exactTotalTicks / Double(Timeline.ticksPerSecond)
      let moments = (0..<29).map { (Double($0) + 0.41) / 29 * total }
      // Every copy at each moment and a millisecond either side, drawn once.
      var drawn: [Double: [LayerDraw]] = [:]
      for t in moments {
        for s in [t - 0.001, t, t + 0.001] { drawn[max(0, s)] = timeline.layerDraws(atExactTick: max(0, s) * 120) }
      }
      func compare(
        _ reading: SwiftUIReading, _ label: String, _ stage: (Double) -> Pose, fade: Double, only: Set<String>? = nil
      ) {
        for t in moments {
          for (property, read) in Playback.readings(stage(t)) where only?.contains(property) ?? true {
            var played = reading.value(property, at: t)
            // SwiftUI's opacity, like the stage's, holds an overshooting curve within 0…1.
            if property == "opacity" { played = min(max(played, 0), 1) * fade }
            // Where the stage jumps within a millisecond of `t`, the nearer side.
            let sides = [t - 0.001, t + 0.001].map { Playback.readings(stage(max(0, $0)))[property] ?? 0 }
            let off = ([read] + sides).map { abs(played - $0) }.min() ?? 0
            worst[property] = max(worst[property] ?? 0, off)
            checked += 1
            XCTAssertLessThanOrEqual(
              off, Playback.tolerance(property),
              "\(label) at \(t) s: SwiftUI's \(property) \(played), the stage's \(read)")
          }
        }
      }
      if let picture = structs["ScenePicture"], let pose = structs["ScenePose"] {
        compare(
          SwiftUIReading(pose + picture), "scene \(n)'s picture", { timeline.pose(atExactTick: $0 * 120) }, fade: 1)
      } else {
        let still = Playback.readings(timeline.pose(atExactTick: 0))
        for t in moments {
          XCTAssertEqual(Playback.readings(timeline.pose(atExactTick: t * 120)), still, "scene \(n): a still picture")
        }
      }
      for (i, layer) in scene.layers.enumerated() {
        let view = try XCTUnwrap(structs["SceneLayer\(i + 1)"], "scene \(n): layer \(i + 1)'s view")
        XCTAssertTrue(
          text.contains(
            "ForEach(SceneLayer\(i + 1).copies.indices, id: \\.self) { k in SceneLayer\(i + 1)(copy: SceneLayer\(i + 1).copies[k]) }"
          ))
        let copies = Self.copies(view)
        let (delays, places) = (layer.copies.delays, layer.copies.placements)
        XCTAssertEqual(copies.count, layer.copies.count, "scene \(n) layer \(i + 1)")
        for (k, copy) in copies.enumerated() where k < delays.count {
          let expected = [
            delays[k], places[k].x * d, places[k].y * d, places[k].zTurns * 360, places[k].scale, places[k].fade,
          ]
          for (a, b) in zip(copy, expected) {
            XCTAssertEqual(a, b, accuracy: 1e-4, "scene \(n) layer \(i + 1) copy \(k)")
          }
        }
        // The first copy, the last and one between: each animator given its own copy.
        for k in Set([0, copies.count / 2, copies.count - 1]) where k < copies.count {
          let given = Self.given(view, delay: copies[k][0])
          let reading = SwiftUIReading((structs["SceneLayer\(i + 1)Pose"] ?? "") + given)
          let label = "scene \(n) layer \(i + 1) copy \(k)"
          compare(
            reading, label,
            { t in (drawn[t] ?? []).first { $0.layer == i && $0.copy == k }?.pose ?? .rest },
            fade: places[k].fade)
        }
        // What it follows: after its place, each parent's modifier, nearest first, playing the parent's pose as the
        // stage has the copy follow it (its anchor a share of the stage).
        let parents = scene.parents(of: layer)
        let worn = view.split(separator: "\n").filter { $0.contains(".modifier(SceneFollow") }
        XCTAssertEqual(
          worn.map { $0.trimmingCharacters(in: .whitespaces) }, parents.map { ".modifier(SceneFollow\($0.number)())" },
          "scene \(n) layer \(i + 1)")
        for (j, parent) in parents.enumerated() {
          let follow = try XCTUnwrap(structs["SceneFollow\(parent.number)"], "scene \(n): parent \(parent.number)")
          let reading = SwiftUIReading((structs["SceneFollow\(parent.number)Pose"] ?? "") + follow)
          compare(
            reading, "scene \(n) layer \(i + 1)'s parent \(parent.number)",
            { t in (drawn[t] ?? []).first { $0.layer == i }?.parents[j].pose ?? .rest }, fade: 1,
            only: ["scaleX", "scaleY", "turnZ", "offsetX", "offsetY"])
          let start = try XCTUnwrap(timeline.layerDraws(atExactTick: 0).first { $0.layer == i }).parents[j].pose
          let reference = RenderRequest.referenceStage
          let box = parent.box ?? .first(stage: (reference.width, reference.height), aspect: StageFit.snowmanAspect)
          let q = (
            x: 0.5 + (box.centerX + (start.anchorX - 0.5) * box.width) / reference.width,
            y: 0.5 + (box.centerY + (start.anchorY - 0.5) * box.height) / reference.height
          )
          let anchors = follow.matches(of: /anchor: UnitPoint\(x: (-?[0-9.e-]+), y: (-?[0-9.e-]+)\)/)
          XCTAssertEqual(anchors.count, 2, "scene \(n) parent \(parent.number)")
          for m in anchors {
            XCTAssertEqual(Double(m.1) ?? .nan, q.x, accuracy: 1e-4, "scene \(n) parent \(parent.number)'s anchor")
            XCTAssertEqual(Double(m.2) ?? .nan, q.y, accuracy: 1e-4, "scene \(n) parent \(parent.number)'s anchor")
          }
        }
      }
    }
    print(
      "swiftui scenes against the stage: \(checked) values, worst \(worst.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })"
    )
    try SwiftText.assertParses(texts)
  }

  /// The copies a layer's view lists: delay, x, y, turn, scale, fade.
  static func copies(_ view: String) -> [[Double]] {
    view.split(separator: "\n").filter { $0.contains("SceneCopy(delay:") }.map { line in
      SwiftText.numbers(line)
    }
  }

  /// The view's text with its copy given: `copy.delay` its delay, and each `A - copy.delay` worked out.
  static func given(_ view: String, delay: Double) -> String {
    var out = view
    while let m = out.firstMatch(of: /duration: (-?[0-9.e]+) - copy\.delay/), let a = Double(m.1) {
      out.replaceSubrange(m.range, with: "duration: \(a - delay)")
    }
    return out.replacingOccurrences(of: "copy.delay", with: "\(delay)")
  }
}
