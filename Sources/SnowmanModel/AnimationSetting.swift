import Foundation

/// One move of a chain: where the picture goes (its targets), how long it takes, its curve, and the picture it
/// swaps in at its first tick. A step has no repeat count or autoreverse: those are the whole chain's.
public struct Step: Equatable, Hashable, Sendable {
  /// Horizontal scale at the target, 0.1...3.
  public var widthMultiplier = 1.0
  /// Vertical scale at the target, 0.1...3.
  public var heightMultiplier = 1.0
  /// Horizontal offset from the stage centre at the target, in points (+ right), -300...300.
  public var horizontalOffsetPoints = 0.0
  /// Vertical offset from the stage centre at the target, in points (+ down), -300...300.
  public var verticalOffsetPoints = 0.0
  /// Turns about the X axis, 0...10.
  public var xFlipTurns = 0.0
  /// Turns about the Y axis, 0...10.
  public var ySpinTurns = 0.0
  /// Turns in the screen plane (+ clockwise), -10...10.
  public var zTurns = 0.0
  /// Opacity at the target, 0...1.
  public var opacity = 1.0
  /// Skew at the target, in degrees, −80...80: `skewX` leans the vertical edges, `skewY` the horizontal ones.
  public var skewXDegrees = 0.0, skewYDegrees = 0.0
  /// A move toward the viewer at the target, in points, −1000...1000.
  public var depthPoints = 0.0
  /// The eye's distance the turns are seen from, in points (0: none, drawn flat), 0...100000 (a CSS perspective
  /// blended toward none passes through long ones).
  public var eyePoints = Pose.standardEye
  /// The point that stays put while the picture turns, scales and skews, as fractions of the picture (0 left or
  /// top edge, 1 right or bottom edge), −1...2.
  public var anchorX = 0.5, anchorY = 0.5
  /// Length of the step in seconds, 0...60 (0: a cut, the picture jumps to the target).
  public var durationSeconds = 2.0
  /// The timing curve of the pass.
  public var easing = Easing.easeInOut
  /// The opacity's own curve in this step, when it is not `easing`: a CSS animation whose opacity changes at other
  /// keyframes than its transform keeps both exact. Nil: the step's curve.
  public var opacityEasing: Easing?
  /// The offset's own curve in this step, when it is not `easing`: a CSS move written after a scale (`scale()
  /// translate()`) is scaled with it, so the picture travels on another curve than it grows. Nil: the step's curve.
  public var offsetEasing: Easing?
  /// In the first step, the user's picture (nil: the built-in snowman); in a later step, the picture it swaps in
  /// at its first tick (nil: keep the one showing).
  public var image: ImageReference?

  /// The defaults of the property table.
  public init() {}
}

/// A preset's animation: a chain of 1 to 16 steps, each from the last one's target (the first from rest), and how
/// the whole chain repeats. A step's values are read and written on the step (`steps[i]`, or `self[key, step: i]`
/// for the property table): nothing on the chain stands for "the first step".
public struct AnimationSetting: Equatable, Hashable, Sendable {
  /// The moves, in order; never empty.
  public var steps: [Step] {
    didSet {
      if steps.isEmpty { steps = [Step()] }
      tracks = MotionTracks(chain: self)
    }
  }
  /// The chain as tracks, one per property on the pass's clock: what the stage plays.
  public internal(set) var tracks = MotionTracks()
  /// How many times the chain (or the there-and-back pair) plays, 1...20.
  public var repeatCount: Int
  /// Whether each repeat comes back to the rest pose, the chain played backward.
  public var autoreverse: Bool
  /// What the picture wears through the whole chain (a costume); nil: nothing.
  public var costume: Costume?

  /// The most steps a preset holds.
  public static let maxSteps = 16

  /// How many steps the chain has, 1…16.
  public var stepCount: Int { steps.count }

  /// Step `index` of the chain.
  public func step(_ index: Int) -> Step { steps[index] }

  /// Whether the chain takes any time: a step of 0 s is a cut between others, and a chain of cuts alone plays
  /// nothing.
  public var takesTime: Bool { steps.contains { $0.durationSeconds > 0 } }

  /// Whether the chain would still take time with step `index` lasting `duration` seconds.
  public func keepsTime(step index: Int, duration: Double) -> Bool {
    duration > 0 || steps.indices.contains { $0 != index && steps[$0].durationSeconds > 0 }
  }

  /// A chain of `steps` (the defaults' one step when empty).
  public init(steps: [Step], repeatCount: Int = 1, autoreverse: Bool = true) {
    self.steps = steps.isEmpty ? [Step()] : steps
    self.repeatCount = repeatCount
    self.autoreverse = autoreverse
    tracks = MotionTracks(chain: self)
  }

  /// The defaults of the property table (the "Rest" preset).
  public init() {
    self.init(values: [:])
  }

  /// A one-step setting with `values` for the named properties and defaults for the rest; values are clamped and
  /// snapped as a stepper would (use `validated` to reject bad values instead).
  public init(values: [PropertyKey: Double]) {
    self.init(steps: [Step()])
    for spec in PropertyTable.all {
      self[spec.key, step: 0] = values[spec.key] ?? spec.defaultStepValue
    }
    tracks = MotionTracks(chain: self)
  }

  /// The property's value as a number, step `index`'s for a step's property and the chain's for its own (the
  /// repeat count, autoreverse): choices are their index in the spec's list (autoreverse off = 0, on = 1).
  /// Setting clamps to the range and, for choices and the repeat count, rounds to a whole number.
  public subscript(key: PropertyKey, step index: Int) -> Double {
    get {
      let step = steps[index], easing = step.easing
      switch key {
      case .widthMultiplier: return step.widthMultiplier
      case .heightMultiplier: return step.heightMultiplier
      case .horizontalOffset: return step.horizontalOffsetPoints
      case .verticalOffset: return step.verticalOffsetPoints
      case .xFlips: return step.xFlipTurns
      case .ySpins: return step.ySpinTurns
      case .zTurns: return step.zTurns
      case .opacity: return step.opacity
      case .skewX: return step.skewXDegrees
      case .skewY: return step.skewYDegrees
      case .depth: return step.depthPoints
      case .eye: return step.eyePoints
      case .anchorX: return step.anchorX
      case .anchorY: return step.anchorY
      case .duration: return step.durationSeconds
      case .repeatCount: return Double(repeatCount)
      case .autoreverse: return autoreverse ? 1 : 0
      case .easing: return Double(EasingKind.allCases.firstIndex(of: easing.kind) ?? 0)
      case .curveX1: return easing.bezier?.x1 ?? PropertyTable.spec(key).defaultStepValue
      case .curveY1: return easing.bezier?.y1 ?? PropertyTable.spec(key).defaultStepValue
      case .curveX2: return easing.bezier?.x2 ?? PropertyTable.spec(key).defaultStepValue
      case .curveY2: return easing.bezier?.y2 ?? PropertyTable.spec(key).defaultStepValue
      case .springBounce:
        if case .spring(let b) = easing { return b }
        return Easing.defaultBounce
      case .curveSteps:
        if case .steps(let count, _) = easing { return Double(count) }
        return Double(Easing.defaultSteps)
      }
    }
    set {
      let v = PropertyTable.spec(key).clampedStepValue(newValue)
      let easing = steps[index].easing
      switch key {
      case .widthMultiplier: steps[index].widthMultiplier = v
      case .heightMultiplier: steps[index].heightMultiplier = v
      case .horizontalOffset: steps[index].horizontalOffsetPoints = v
      case .verticalOffset: steps[index].verticalOffsetPoints = v
      case .xFlips: steps[index].xFlipTurns = v
      case .ySpins: steps[index].ySpinTurns = v
      case .zTurns: steps[index].zTurns = v
      case .opacity: steps[index].opacity = v
      case .skewX: steps[index].skewXDegrees = v
      case .skewY: steps[index].skewYDegrees = v
      case .depth: steps[index].depthPoints = v
      case .eye: steps[index].eyePoints = v
      case .anchorX: steps[index].anchorX = v
      case .anchorY: steps[index].anchorY = v
      case .duration: steps[index].durationSeconds = v
      // The chain's own values.
      case .repeatCount: repeatCount = Int(v)
      case .autoreverse: autoreverse = v >= 0.5
      case .easing: steps[index].easing = Easing(kind: EasingKind.allCases[Int(v)], from: easing)
      // A Bézier's number turns a named curve into a custom one from its control points.
      case .curveX1, .curveY1, .curveX2, .curveY2:
        let b = easing.bezier ?? Easing.defaultCustom
        let p = [b.x1, b.y1, b.x2, b.y2]
        var q = p
        q[key.ordinal - PropertyKey.curveX1.ordinal] = v
        steps[index].easing = .custom(CubicBezier(q[0], q[1], q[2], q[3]))
      case .springBounce: steps[index].easing = .spring(bounce: v)
      case .curveSteps:
        var jump = StepJump.end
        if case .steps(_, let j) = easing { jump = j }
        // jump-none needs two steps at least.
        steps[index].easing = .steps(count: max(Int(v), jump == .none ? 2 : 1), jump: jump)
      }
    }
  }

  /// The value of `key` in step `index` (or the chain's) as the user sees it ("×1.5", "+120 pt", "ease in-out").
  public func formatted(_ key: PropertyKey, step index: Int) -> String {
    PropertyTable.spec(key).format(self[key, step: index])
  }
}

extension PropertySpec {
  /// The lowest value a stepper can reach (a choice's first index).
  public var minStepValue: Double {
    switch kind {
    case .number(let min, _, _, _): return min
    case .choice: return 0
    }
  }

  /// The highest value a stepper can reach (a choice's last index).
  public var maxStepValue: Double {
    switch kind {
    case .number(_, let max, _, _): return max
    case .choice(let choices, _): return Double(choices.count - 1)
    }
  }

  /// One stepper increment (1 for a choice).
  public var stepIncrement: Double { step ?? 1 }

  /// The default as a number (a choice's default index).
  public var defaultStepValue: Double {
    switch kind {
    case .number(_, _, _, let d): return d
    case .choice(_, let index): return Double(index)
    }
  }

  /// `value` clamped to the range; whole for choices and the repeat count; NaN becomes the default.
  public func clampedStepValue(_ value: Double) -> Double {
    guard !value.isNaN else { return defaultStepValue }
    var v = Swift.min(Swift.max(value, minStepValue), maxStepValue)
    if isInteger || step == nil { v = v.rounded() }
    return v
  }

  /// How many decimals the step shows: 0.1 → 1, 0.25 → 2, 10 → 0.
  public var decimals: Int {
    guard let step else { return 0 }
    var places = 0
    while places < 4 && (step * pow(10, Double(places))).rounded() != step * pow(10, Double(places)) { places += 1 }
    return places
  }

  /// `value` as shown in the settings cell, written from the row's unit and step: "×1.5" (a multiplier's ×
  /// leads), "−80 pt" (a signed range shows its sign), "0.5 turn" (turns drop trailing zeros and agree in number),
  /// "2.0 s", "0.6" (no unit), "on" (a choice's name).
  public func format(_ value: Double) -> String {
    if case .choice(let choices, _) = kind { return choices[Int(clampedStepValue(value))] }
    let minus = "\u{2212}"
    // An anchor is a place, not a change: no "+" before it.
    let signed = (range?.lowerBound ?? 0) < 0 && key != .anchorX && key != .anchorY
    var digits = String(format: "%.\(decimals)f", abs(value))
    if key == .eye && value == 0 { return "none" }
    switch unit {
    case "×":
      return "×" + (value < 0 ? minus : "") + digits
    case "°":
      let sign = value < 0 ? minus : (digits != String(format: "%.\(decimals)f", 0.0) ? "+" : "")
      return sign + digits + "°"
    case "turns":
      while digits.contains(".") && (digits.hasSuffix("0") || digits.hasSuffix(".")) { digits.removeLast() }
      let noun = abs(value) > 0 && abs(value) <= 1 ? "turn" : "turns"
      return (value < 0 ? minus : "") + digits + " " + noun
    default:
      let sign = value < 0 ? minus : (signed && digits != String(format: "%.\(decimals)f", 0.0) ? "+" : "")
      return sign + digits + (unit.isEmpty ? "" : " " + unit)
    }
  }
}
