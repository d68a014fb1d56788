import Foundation

/// A preset's animation: a track per property keyed on the pass's own clock (`tracks`), how long a pass lasts, and
/// how the whole motion repeats. A property with no keyframes stays at rest; a track holds its first value before
/// its first keyframe and its last after its last, as CSS's `both` fill.
public struct AnimationSetting: Equatable, Hashable, Sendable {
  /// The keyframes of each property and of the picture.
  public var tracks: MotionTracks
  /// One pass, in seconds: more than 0, at most `maxDuration`; keyframes sit within it.
  public var durationSeconds: Double
  /// How many times the pass (or the there-and-back pair) plays, 1...20.
  public var repeatCount: Int
  /// Whether each repeat comes back, the pass played backward.
  public var autoreverse: Bool
  /// What the picture wears through the whole motion (a costume); nil: nothing.
  public var costume: Costume?
  /// The pictures above the first, bottom to top, each on the pass's clock (none: the one picture of version 4).
  public var layers: [SceneLayer]

  /// The longest pass, in seconds.
  public static let maxDuration = 1000.0
  /// The shortest pass a file may hold, in seconds (a stepper stops at one step, 0.1 s).
  public static let minDuration = 0.01

  /// A motion of `tracks` lasting `durationSeconds` a pass.
  public init(
    tracks: MotionTracks, durationSeconds: Double, repeatCount: Int = 1, autoreverse: Bool = true,
    costume: Costume? = nil, layers: [SceneLayer] = []
  ) {
    self.tracks = tracks
    self.durationSeconds = durationSeconds
    self.repeatCount = repeatCount
    self.autoreverse = autoreverse
    self.costume = costume
    self.layers = layers
  }

  /// The defaults of the property table (the "Rest" preset): nothing keyed, a pass of 2 s, there and back once.
  public init() {
    self.init(tracks: MotionTracks(), durationSeconds: PropertyTable.spec(.duration).defaultStepValue)
  }

  /// The motion `chain` plays, as tracks (a chain's pass is its steps' lengths added up).
  public init(chain: StepChain) {
    let seconds = chain.steps.reduce(0) { $0 + max(0, $1.durationSeconds) }
    self.init(
      tracks: MotionTracks(chain: chain), durationSeconds: seconds, repeatCount: chain.repeatCount,
      autoreverse: chain.autoreverse, costume: chain.costume)
  }

  /// The motion of a chain of `steps` (the defaults' one step when empty).
  public init(steps: [Step], repeatCount: Int = 1, autoreverse: Bool = true) {
    self.init(chain: StepChain(steps: steps, repeatCount: repeatCount, autoreverse: autoreverse))
  }

  /// The motion of one move from rest to `values` (defaults for the rest of the table), over its `duration`, on
  /// its `easing`: what a one-step preset of the first file version held.
  public init(values: [PropertyKey: Double]) {
    self.init(chain: StepChain(values: values))
  }

  /// The first picture: what shows at rest (nil: the built-in snowman).
  public var image: ImageReference? { tracks.picture.firstValue }

  /// Every picture the motion shows, the first first, then its swaps and the layers', each once.
  public var pictures: [ImageReference?] {
    var out: [ImageReference?] = [image]
    let keys = tracks.picture.keyframes + layers.flatMap(\.tracks.picture.keyframes)
    for k in keys where !out.contains(k.value) { out.append(k.value) }
    return out
  }

  /// The motion's own value of `key` (the duration, the repeat count, autoreverse as 0 or 1), or an animated
  /// property's value at `seconds` into the pass.
  public func value(_ key: PropertyKey, at seconds: Double) -> Double {
    switch key {
    case .duration: return durationSeconds
    case .repeatCount: return Double(repeatCount)
    case .autoreverse: return autoreverse ? 1 : 0
    default:
      guard key.isAnimated else { return PropertyTable.spec(key).defaultStepValue }
      return tracks[key].value(at: seconds)
    }
  }

  /// `key`'s value at `seconds` as the user sees it ("×1.5", "+120 pt", "on").
  public func formatted(_ key: PropertyKey, at seconds: Double) -> String {
    PropertyTable.spec(key).format(value(key, at: seconds))
  }
}
