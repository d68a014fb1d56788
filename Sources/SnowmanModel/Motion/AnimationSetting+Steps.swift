import Foundation

/// The motion seen as a chain of moves, for what still speaks of steps (`presets create … --step N KEY=VALUE`,
/// `--add-step`): the moves end where keyframes stand, at any track's keyframe after 0 s and at the pass's end. A
/// value set in a move keys its track at both the move's ends, so it moves over that move alone, as a step's did.
extension AnimationSetting {
  /// Where each move ends, in seconds, in order: the pass's end last.
  public var stepEnds: [Double] {
    var ends: [Double] = []
    for t in tracks.keyTimes where t > Self.keyReach && t < durationSeconds - Self.keyReach {
      if ends.last.map({ t - $0 > Self.keyReach }) ?? true { ends.append(t) }
    }
    return ends + [durationSeconds]
  }

  /// How many moves the pass has, 1 or more.
  public var stepCount: Int { stepEnds.count }

  /// Where move `index` starts and ends, in seconds.
  public func stepSpan(_ index: Int) -> (start: Double, end: Double) {
    let ends = stepEnds
    let i = min(max(index, 0), ends.count - 1)
    return (i == 0 ? 0 : ends[i - 1], ends[i])
  }

  /// `key`'s value where move `index` ends: an animated property's, or the motion's own.
  public func value(_ key: PropertyKey, step index: Int) -> Double {
    value(key, at: stepSpan(index).end)
  }

  /// Sets `key` where move `index` ends, an animated property moving over that move alone (keyed where it starts
  /// too, holding what it had there), on `curve` when given. The motion's own keys are set as they are.
  public mutating func setValue(_ key: PropertyKey, _ value: Double, step index: Int, curve: Easing? = nil) {
    guard key.isAnimated else { return setMotionValue(key, value) }
    let span = stepSpan(index)
    let track = tracks[key]
    // A later move of the anchor or the eye moves it; the first sets it for the whole motion.
    let moving =
      span.start > Self.keyReach && PropertyTable.spec(key).clampedStepValue(value) != track.value(at: span.start)
    if span.start > Self.keyReach, !track.keyframes.contains(where: { abs($0.time - span.start) <= Self.keyReach }) {
      setKey(key, track.value(at: span.start), at: span.start, curve: .linear, moving: moving)
    }
    setKey(key, value, at: span.end, curve: curve ?? stepCurve(index), moving: moving)
  }

  /// The curve move `index` is on: its first keyframe's, in table order, where it ends; else ease in-out.
  public func stepCurve(_ index: Int) -> Easing {
    let end = stepSpan(index).end
    for key in PropertyKey.animated {
      if let k = tracks[key].keyframes.last(where: { abs($0.time - end) <= Self.keyReach }), !k.hold { return k.curve }
    }
    return .easeInOut
  }

  /// Puts every keyframe where move `index` ends on `curve`.
  public mutating func setStepCurve(_ curve: Easing, step index: Int) {
    let end = stepSpan(index).end
    for key in PropertyKey.animated {
      for k in tracks[key].keyframes where abs(k.time - end) <= Self.keyReach {
        tracks[key].update(k.id) { $0.curve = curve }
      }
    }
  }

  /// Makes move `index` last `seconds`: keyframes within it stretch with it, later ones move by the difference.
  public mutating func setStepDuration(_ seconds: Double, step index: Int) {
    let span = stepSpan(index)
    let length = span.end - span.start
    let new = max(seconds, 0)
    let delta = new - length
    // A move may shrink to nothing (a cut) while a command line is read; the pass is checked once it is.
    guard delta != 0, durationSeconds + delta >= 0 else { return }
    func move(_ t: Double) -> Double {
      if t >= span.end - Self.keyReach { return t + delta }
      if t > span.start + Self.keyReach, length > 0 { return span.start + (t - span.start) * new / length }
      return t
    }
    for key in PropertyKey.animated { tracks[key].retime(move) }
    tracks.picture.retime(move)
    durationSeconds = min(durationSeconds + delta, Self.maxDuration)
  }

  /// A new last move, as long as the last one, every value holding what the motion reached (for `KEY=VALUE`s to
  /// change): what `--add-step` did.
  public mutating func addStep() {
    let last = stepSpan(stepCount - 1)
    durationSeconds = min(durationSeconds + max(last.end - last.start, 0.1), Self.maxDuration)
  }
}

extension AnimationSetting {
  /// Move `index` as a step of a chain: the values it arrives at, its length and curve (the opacity's and the
  /// offset's where theirs differ), and the picture it brings (the first move: the motion's picture).
  public func step(_ index: Int) -> Step {
    let span = stepSpan(index)
    var s = Step()
    for key in PropertyKey.animated { s[key] = value(key, at: span.end) }
    s.durationSeconds = span.end - span.start
    s.easing = stepCurve(index)
    func own(_ key: PropertyKey) -> Easing? {
      tracks[key].keyframes.last { abs($0.time - span.end) <= Self.keyReach && !$0.hold }.map(\.curve)
    }
    s.opacityEasing = own(.opacity).flatMap { $0 == s.easing ? nil : $0 }
    s.offsetEasing = (own(.horizontalOffset) ?? own(.verticalOffset)).flatMap { $0 == s.easing ? nil : $0 }
    if index == 0 {
      s.image = image
    } else if let swap = tracks.picture.keyframes.last(where: { abs($0.time - span.start) <= Self.keyReach }) {
      s.image = swap.value
    }
    return s
  }

  /// Every move as a step, in order (read-only: a step is set through `setValue(_:_:step:)`).
  public var steps: [Step] { (0..<stepCount).map(step) }
}

extension Step {
  /// An animated property's target by its key.
  public subscript(key: PropertyKey) -> Double {
    get {
      switch key {
      case .widthMultiplier: return widthMultiplier
      case .heightMultiplier: return heightMultiplier
      case .horizontalOffset: return horizontalOffsetPoints
      case .verticalOffset: return verticalOffsetPoints
      case .xFlips: return xFlipTurns
      case .ySpins: return ySpinTurns
      case .zTurns: return zTurns
      case .opacity: return opacity
      case .skewX: return skewXDegrees
      case .skewY: return skewYDegrees
      case .depth: return depthPoints
      case .eye: return eyePoints
      case .anchorX: return anchorX
      case .anchorY: return anchorY
      default: return 0
      }
    }
    set {
      switch key {
      case .widthMultiplier: widthMultiplier = newValue
      case .heightMultiplier: heightMultiplier = newValue
      case .horizontalOffset: horizontalOffsetPoints = newValue
      case .verticalOffset: verticalOffsetPoints = newValue
      case .xFlips: xFlipTurns = newValue
      case .ySpins: ySpinTurns = newValue
      case .zTurns: zTurns = newValue
      case .opacity: opacity = newValue
      case .skewX: skewXDegrees = newValue
      case .skewY: skewYDegrees = newValue
      case .depth: depthPoints = newValue
      case .eye: eyePoints = newValue
      case .anchorX: anchorX = newValue
      case .anchorY: anchorY = newValue
      default: break
      }
    }
  }
}
