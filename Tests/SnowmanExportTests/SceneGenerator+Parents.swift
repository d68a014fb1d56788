import Foundation
import SnowmanModel

extension SceneGenerator {
  /// `count` scenes whose layers follow parents, from a generator of their own (the other scenes stay as they
  /// were): the first picture unseen but moving, turning and scaling about an anchor of its own, so a layer following
  /// it shows it; most layers above it following a picture below them, some parents anchored off their centre.
  static func parentedScenes(count: Int, seed: UInt64, inDepth: Bool = true) -> [AnimationSetting] {
    var g = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      var setting = scene(&g, inDepth: inDepth)
      let d = setting.durationSeconds
      let spans: [(PropertyKey, ClosedRange<Double>)] = [
        (.horizontalOffset, -60...60), (.verticalOffset, -80...80), (.zTurns, -0.5...0.5),
        (.widthMultiplier, 0.6...1.4), (.heightMultiplier, 0.6...1.4),
      ]
      for (key, span) in spans.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g)) {
        let rest = key == .widthMultiplier || key == .heightMultiplier ? 1.0 : 0.0
        setting.tracks[key].insert(time: 0, value: rest, curve: .linear)
        setting.tracks[key].insert(time: d, value: Double.random(in: span, using: &g), curve: pick(curves, &g))
      }
      setting.tracks[.anchorX].insert(time: 0, value: Double.random(in: 0...1, using: &g), curve: .linear)
      setting.tracks[.anchorY].insert(time: 0, value: Double.random(in: 0...1, using: &g), curve: .linear)
      for i in setting.layers.indices {
        if Bool.random(using: &g) {
          setting.layers[i].tracks[.anchorX].insert(
            time: 0, value: Double.random(in: 0...1, using: &g), curve: .linear)
        }
        // Layer i is picture i + 1: it may follow the first picture (0) or any layer below it.
        if i == setting.layers.count - 1 || Int.random(in: 0..<4, using: &g) > 0 {
          setting.layers[i].parent = Int.random(in: 0...i, using: &g)
        }
      }
      return setting
    }
  }
}
