import Foundation

extension PropertyKey {
  /// Whether the property is keyed on a track of its own (size, skew, position, depth, the turns, the eye, the
  /// anchor, opacity), rather than belonging to the whole motion (duration, repeats) or to a curve.
  public var isAnimated: Bool { ordinal < PropertyKey.duration.ordinal }

  /// The properties keyed on tracks, in table order.
  public static let animated: [PropertyKey] = allCases.filter(\.isAnimated)

  /// How the property's value moves between keyframes.
  public var interpolation: Interpolation { self == .eye ? .reciprocal : .linear }

  /// Whether the property stays where it is set until it is keyed twice: the anchor and the eye say how the picture
  /// is seen and turned, which a chain of steps took from its first step for the whole motion.
  public var staysPut: Bool { self == .anchorX || self == .anchorY || self == .eye }
}

/// A motion's tracks: one per animated property and the picture's (a discrete track of swaps), each keyed on the
/// pass's own clock. A property whose track is empty stays at rest.
public struct MotionTracks: Equatable, Hashable, Sendable {
  /// The number tracks, in `PropertyKey.animated` order (a key's ordinal is its index).
  private var numbers: [Track<Double>]
  /// The picture showing: nil is the built-in snowman.
  public var picture: Track<ImageReference?>

  /// Every track empty: the rest pose, the snowman, for good.
  public init() {
    numbers = PropertyKey.animated.map { Track(rest: PropertyTable.spec($0).defaultStepValue, rule: $0.interpolation) }
    picture = Track(rest: nil, rule: .discrete)
  }

  /// The track of `key`, an animated property.
  public subscript(key: PropertyKey) -> Track<Double> {
    get { numbers[key.ordinal] }
    set { numbers[key.ordinal] = newValue }
  }

  /// Every number track with its key, in table order.
  public var keyed: [(key: PropertyKey, track: Track<Double>)] {
    PropertyKey.animated.map { ($0, numbers[$0.ordinal]) }
  }

  /// Every track's keyframes moved to `time(old)`.
  mutating func retime(_ time: (Double) -> Double) {
    for key in PropertyKey.animated { self[key].retime(time) }
    picture.retime(time)
  }

  /// Whether no track has a keyframe.
  public var isEmpty: Bool { picture.isEmpty && numbers.allSatisfy(\.isEmpty) }

  /// The latest keyframe's time on any track, in seconds (0 with none).
  public var lastKeyTime: Double {
    max(numbers.reduce(0) { max($0, $1.keyframes.last?.time ?? 0) }, picture.keyframes.last?.time ?? 0)
  }

  /// Every keyframe's time on any track, in order, each once.
  public var keyTimes: [Double] {
    var times = picture.keyframes.map(\.time)
    for track in numbers { times += track.keyframes.map(\.time) }
    var out: [Double] = []
    for t in times.sorted() where out.last.map({ t - $0 > Track<Double>.sameTime }) ?? true { out.append(t) }
    return out
  }

  // MARK: - Poses

  /// The pose at `seconds` into the pass.
  public func pose(at seconds: Double) -> Pose { pose { $0.value(at: seconds) } }

  /// The pose before any time has passed: cuts at 0 s have happened.
  public var startPose: Pose { pose(\.valueAtStart) }

  /// The pose before the motion starts and once it is over: each track's first value.
  public var restPose: Pose { pose(\.firstValue) }

  /// The pose at the end of a pass `passEnd` seconds long.
  public func endPose(passEnd: Double) -> Pose { pose { $0.value(atPassEnd: passEnd) } }

  /// The pose whose each part is `value` of its track: a property's own units become the pose's (turns to
  /// radians, degrees to radians, an eye's distance to a perspective).
  private func pose(_ value: (Track<Double>) -> Double) -> Pose {
    let turn = 2 * Double.pi, degree = Double.pi / 180
    func v(_ key: PropertyKey) -> Double { value(numbers[key.ordinal]) }
    return Pose(
      scaleX: v(.widthMultiplier), scaleY: v(.heightMultiplier), offsetX: v(.horizontalOffset),
      offsetY: v(.verticalOffset), rotationX: v(.xFlips) * turn, rotationY: v(.ySpins) * turn,
      rotationZ: v(.zTurns) * turn, opacity: v(.opacity), anchorX: v(.anchorX), anchorY: v(.anchorY),
      skewX: v(.skewX) * degree, skewY: v(.skewY) * degree, depth: v(.depth),
      perspective: Self.perspective(eye: v(.eye)))
  }

  /// The perspective of an eye `eye` points away, 0 for none; a negative eye (a reciprocal carried past none by an
  /// overshooting curve) gives a negative perspective.
  static func perspective(eye: Double) -> Double { eye != 0 ? 1 / eye : 0 }
}
