import Foundation
import SnowmanModel

/// Seeded scenes for the code exports' checks: the first picture faded out, so only the layers show, and 1–6 layers
/// of the snowman or the snowflake, each in a box of its own, keyed on a few of its tracks with the library's
/// curves, copied 1–40 times with a step and a stagger from every origin.
enum SceneGenerator {
  static let curves: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut, .custom(CubicBezier(0.3, -0.4, 0.6, 1.5))]
  static let origins: [Stagger.Origin] = [.start, .center, .end, .edges, .index(2), .random(seed: 7)]

  /// One of `list` (never empty here).
  static func pick<T>(_ list: [T], _ g: inout SeededGenerator) -> T { list[Int.random(in: list.indices, using: &g)] }

  /// `count` scenes; without `inDepth`, no layer turns about X or Y.
  static func scenes(count: Int, seed: UInt64, inDepth: Bool = true) -> [AnimationSetting] {
    var g = SeededGenerator(seed: seed)
    return (0..<count).map { _ in scene(&g, inDepth: inDepth) }
  }

  static func scene(_ g: inout SeededGenerator, inDepth: Bool) -> AnimationSetting {
    var first = MotionTracks()
    first[.opacity].insert(time: 0, value: 0, curve: .linear)
    let duration: Double = [1.0, 1.5, 2.0].randomElement(using: &g) ?? 1
    var setting = AnimationSetting(
      tracks: first, durationSeconds: duration, repeatCount: Int.random(in: 1...2, using: &g),
      autoreverse: Bool.random(using: &g))
    setting.layers = (0..<Int.random(in: 1...6, using: &g)).map { _ in layer(&g, duration: duration, inDepth: inDepth) }
    return setting
  }

  static func layer(_ g: inout SeededGenerator, duration: Double, inDepth: Bool) -> SceneLayer {
    // Each moving property with its span: points, turns, multipliers, opacity.
    let spans: [(PropertyKey, ClosedRange<Double>)] = [
      (.horizontalOffset, -120...120), (.verticalOffset, -200...200), (.zTurns, -1...1), (.xFlips, -0.5...0.5),
      (.ySpins, -0.5...0.5), (.widthMultiplier, 0.4...1.6), (.heightMultiplier, 0.4...1.6), (.opacity, 0.3...1),
    ]
    var tracks = MotionTracks()
    let keys = inDepth ? spans : spans.filter { $0.0 != .xFlips && $0.0 != .ySpins }
    for (key, span) in keys.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g)) {
      let rest = key == .widthMultiplier || key == .heightMultiplier || key == .opacity ? 1.0 : 0.0
      tracks[key].insert(time: 0, value: rest, curve: .linear)
      if Bool.random(using: &g) {
        tracks[key].insert(
          time: duration / 2, value: Double.random(in: span, using: &g), curve: pick(curves, &g))
      }
      tracks[key].insert(
        time: duration, value: Double.random(in: span, using: &g), curve: pick(curves, &g))
    }
    let snowflake = Bool.random(using: &g)
    let side = Double.random(in: 20...70, using: &g)
    let box = SceneLayer.RestBox(
      centerX: Double.random(in: -150...150, using: &g), centerY: Double.random(in: -250...250, using: &g),
      width: side, height: snowflake ? side : side * 1.4)
    let step = Copies.Step(
      offsetX: Double.random(in: -30...30, using: &g), offsetY: Double.random(in: -30...30, using: &g),
      zTurns: Double.random(in: -0.1...0.1, using: &g), scale: Double.random(in: 0.9...1.05, using: &g),
      opacity: Double.random(in: -0.05...0, using: &g))
    let spacing: Stagger.Spacing =
      Bool.random(using: &g)
      ? .each(Double.random(in: 0...0.2, using: &g)) : .amount(Double.random(in: 0...1.5, using: &g))
    let copies = Copies(
      count: Int.random(in: 1...40, using: &g), step: step,
      stagger: Stagger(
        spacing, from: pick(origins, &g),
        ease: Bool.random(using: &g) ? .linear : pick(curves, &g)))
    return SceneLayer(
      name: snowflake ? "Snowflake" : "Snowman", picture: snowflake ? BuiltInPresets.snowflake : nil, box: box,
      tracks: tracks, copies: copies)
  }
}
