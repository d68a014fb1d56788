import Foundation
import SnowmanModel

/// Seeded random motions keyed track by track, as a user keys them on the dope sheet: each property on keyframes
/// of its own at times of its own (none, one, or up to eight), every curve, some keyframes held (a cut), repeats
/// and autoreverse. The tests hold what each writer makes of them against what the stage plays.
public struct TrackGenerator {
  private var chains: ChainGenerator
  private var rng: SplitMix
  /// The properties it keys.
  private let keys: [PropertyKey]

  /// A generator drawing from `seed`, keying `keys` (every animated property unless told).
  public init(seed: UInt64, keys: [PropertyKey] = PropertyKey.animated) {
    chains = ChainGenerator(seed: seed ^ 0x7AC5)
    rng = SplitMix(seed: seed)
    self.keys = keys
  }

  private mutating func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
  private mutating func chance(_ p: Double) -> Bool { unit() < p }
  private mutating func between(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }

  /// A value of `key` a user might key: the property's own range, kept where the picture stays in view.
  mutating func value(_ key: PropertyKey) -> Double {
    switch key {
    case .widthMultiplier, .heightMultiplier: return between(0.4, 1.7)
    case .skewX, .skewY: return between(-35, 35)
    case .horizontalOffset: return between(-70, 70)
    case .verticalOffset: return between(-60, 60)
    case .depth: return between(-120, 120)
    case .xFlips: return between(-0.15, 0.15)
    case .ySpins: return between(-0.2, 0.2)
    case .zTurns: return between(-1.5, 1.5)
    case .eye: return chance(0.2) ? 0 : between(300, 900)
    case .anchorX, .anchorY: return between(0, 1)
    default: return between(0, 1)
    }
  }

  /// One motion: a pass of 0.5 to 4 s, two to five properties keyed.
  public mutating func motion() -> AnimationSetting {
    let duration = (between(0.5, 4) * 10).rounded() / 10
    var tracks = MotionTracks()
    for key in keys.shuffled(using: &rng).prefix(2 + Int(rng.next() % 4)) {
      var track = tracks[key]
      let count = 1 + Int(rng.next() % 8)
      var times = Set<Double>()
      while times.count < count { times.insert((between(0, duration) * 100).rounded() / 100) }
      if chance(0.6) { times.insert(0) }
      for t in times.sorted() {
        track.insert(time: t, value: value(key), curve: chains.curve(), hold: t > 0 && chance(0.1))
      }
      tracks[key] = track
    }
    return AnimationSetting(
      tracks: tracks, durationSeconds: duration, repeatCount: 1 + Int(rng.next() % 2), autoreverse: chance(0.5))
  }
}
