import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

/// A click on the stage chooses the layer whose picture shows there, held against the stage's own pixels: for
/// seeded scenes of snowflakes turned in and out of the screen's plane, scaled, faded and copied, wherever the hit
/// test names a layer, hiding that layer changes the pixel; wherever it names none, hiding every layer leaves the
/// pixel as it was (within what a texel under a quarter opaque can add). Points within 2 pt of an edge, where the
/// stage's blended edge and the hit test's threshold may fairly disagree, are left out; 1 % may still disagree.
final class StageLayerHitTests: XCTestCase {
  struct Seeded {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    mutating func within(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }
  }

  /// 1–3 snowflake layers over a snowman faded out, each still in a random pose, with 1–4 copies.
  static func scene(_ g: inout Seeded) -> AnimationSetting {
    var setting = AnimationSetting()
    setting.tracks[.opacity].insert(time: 0, value: 0, curve: .linear)
    for i in 0..<(1 + Int(g.within(0, 2.999))) {
      let size = g.within(40, 130)
      var layer = SceneLayer(
        name: "Flake \(i)", picture: BuiltInPresets.snowflake,
        box: SceneLayer.RestBox(
          centerX: g.within(-200, 200), centerY: g.within(-180, 180), width: size, height: size * g.within(0.7, 1.3)))
      let values: [(PropertyKey, Double)] = [
        (.zTurns, g.within(-0.5, 0.5)), (.xFlips, g.within(-0.2, 0.2)), (.ySpins, g.within(-0.2, 0.2)),
        (.widthMultiplier, g.within(0.6, 1.4)), (.heightMultiplier, g.within(0.6, 1.4)),
        (.opacity, g.within(0.6, 1)),
      ]
      for (key, value) in values { layer.tracks[key].insert(time: 0, value: value, curve: .linear) }
      layer.copies = Copies(
        count: 1 + Int(g.within(0, 3.999)),
        step: Copies.Step(
          offsetX: g.within(-90, 90), offsetY: g.within(-90, 90), zTurns: g.within(-0.2, 0.2),
          scale: g.within(0.7, 1.2)))
      setting.layers.append(layer)
    }
    return setting
  }

  func test_aSeededSetOfScenes_theHitLayerIsTheOneThatShowsThere() throws {
    var g = Seeded(state: 65)
    var hits = 0, misses = 0
    var wrongHits: [String] = [], wrongMisses: [String] = []
    // One renderer for every frame: making one (its fonts, its pictures) costs more than drawing.
    let context = try SDLContext(video: false)
    let renderer = try Renderer(surface: try Surface(width: 1280, height: 720))
    let scene = try SceneRenderer(context: context, renderer: renderer)
    func frame(_ state: AppState) throws -> (Surface, Layout) {
      let layout = Layout(width: 1280, height: 720, state: state)
      scene.draw(state: state, layout: layout, interaction: Interaction(), alpha: 1, density: 1)
      return (try renderer.readPixels(), layout)
    }
    for n in 0..<24 {
      var state = ViewTestSupport.state(tab: .settings)
      state.themeOverride = .dark
      _ = AppFeature.reduce(&state, .windowResized(width: 1280, height: 720))
      state.draft.setting = Self.scene(&g)
      let (full, layout) = try frame(state)
      let stage = layout.stage
      func without(_ hidden: [Int]) throws -> Surface {
        var s = state
        for i in hidden { s.draft.setting.layers[i].hidden = true }
        return try frame(s).0
      }
      let none = try without(Array(state.draft.setting.layers.indices))
      var alone: [Int: Surface] = [:]
      func hit(_ x: Double, _ y: Double) -> Int? {
        state.layerHit(x: x - stage.midX, y: y - stage.midY, scale: Layout.sceneScale(of: stage), covers: scene.covers)
      }
      func difference(_ a: Surface, _ b: Surface, _ x: Int, _ y: Int) -> Int {
        let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
        return abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b))
      }
      let draws = state.layerDraws(alpha: 1).map { $0.scaled(by: Layout.sceneScale(of: stage)) }
      for k in 0..<200 {
        // Half the points anywhere on the stage, half on a copy's picture (its thin strokes are most of it empty).
        var point = (x: g.within(stage.x + 4, stage.maxX - 4), y: g.within(stage.y + 4, stage.maxY - 4))
        if k % 2 == 1, let draw = draws.isEmpty ? nil : draws[Int(g.within(0, Double(draws.count) - 0.001))] {
          var pose = draw.pose
          pose.offsetX += draw.box.centerX
          pose.offsetY += draw.box.centerY
          let p = PoseProjection(pose: pose, box: (draw.box.width, draw.box.height))
            .placed(draw.place, about: (draw.box.centerX, draw.box.centerY))
            .project(g.within(-0.5, 0.5) * draw.box.width, g.within(-0.5, 0.5) * draw.box.height)
          point = (stage.midX + p.x, stage.midY + p.y)
        }
        guard stage.insetBy(4, 4).contains(point.x, point.y) else { continue }
        let px = Int(point.x), py = Int(point.y)
        let (x, y) = (Double(px) + 0.5, Double(py) + 0.5)
        let found = hit(x, y)
        let around = [(-2.0, -2.0), (2, -2), (-2, 2), (2, 2), (0, 2), (2, 0), (0, -2), (-2, 0)]
        guard around.allSatisfy({ hit(x + $0.0, y + $0.1) == found }) else { continue }
        if let layer = found {
          if alone[layer] == nil { alone[layer] = try without([layer - 1]) }
          let changed = difference(full, try XCTUnwrap(alone[layer]), px, py)
          if changed <= 30 { wrongHits.append("scene \(n): layer \(layer) named at (\(px), \(py)), not drawn there") }
          hits += 1
        } else {
          let changed = difference(full, none, px, py)
          if changed > 60 { wrongMisses.append("scene \(n): no layer named at (\(px), \(py)), one drawn there") }
          misses += 1
        }
      }
    }
    XCTAssertGreaterThan(hits, 150, "the scenes put pictures under the points checked")
    XCTAssertGreaterThan(misses, 150)
    // A thin stroke's edge, where the level the stage blends from and the one the click reads differ by a texel,
    // may go either way: up to 1 % (these 24 scenes: 261 named, 3,005 not, none wrong; 80 scenes: 3 of 651 named
    // wrong, 0 of 10,215 not). Copies' places ignored, 488 drawn points of 3,860 were named by nobody.
    XCTAssertLessThanOrEqual(Double(wrongHits.count), 0.01 * Double(hits), "\(wrongHits)")
    XCTAssertLessThanOrEqual(Double(wrongMisses.count), 0.01 * Double(misses), "\(wrongMisses)")
  }
}
