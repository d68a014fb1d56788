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

/// A preset's animation as files of versions 1 to 3 held it: a chain of 1 to 16 steps, each from the last one's
/// target (the first from rest), and how the whole chain repeats. It is read from those files and converted to
/// tracks (`AnimationSetting(chain:)`); the built-in library is written as chains too.
public struct StepChain: Equatable, Hashable, Sendable {
  /// The moves, in order; never empty.
  public var steps: [Step] {
    didSet { if steps.isEmpty { steps = [Step()] } }
  }
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
  }

  /// The property's value as a number, step `index`'s for a step's property and the chain's for its own (the
  /// repeat count, autoreverse): choices are their index in the spec's list (autoreverse off = 0, on = 1).
  /// Setting clamps to the range and, for choices and the repeat count, rounds to a whole number.
  public subscript(key: PropertyKey, step index: Int) -> Double {
    get {
      let step = steps[index], easing = step.easing
      switch key {
      case .widthMultiplier, .heightMultiplier, .horizontalOffset, .verticalOffset, .xFlips, .ySpins, .zTurns,
        .opacity, .skewX, .skewY, .depth, .eye, .anchorX, .anchorY:
        return step[key]
      case .duration: return step.durationSeconds
      case .repeatCount: return Double(repeatCount)
      case .autoreverse: return autoreverse ? 1 : 0
      case .easing, .curveX1, .curveY1, .curveX2, .curveY2, .springBounce, .curveSteps: return easing.number(key)
      }
    }
    set {
      let v = PropertyTable.spec(key).clampedStepValue(newValue)
      switch key {
      case .widthMultiplier, .heightMultiplier, .horizontalOffset, .verticalOffset, .xFlips, .ySpins, .zTurns,
        .opacity, .skewX, .skewY, .depth, .eye, .anchorX, .anchorY:
        steps[index][key] = v
      case .duration: steps[index].durationSeconds = v
      // The chain's own values.
      case .repeatCount: repeatCount = Int(v)
      case .autoreverse: autoreverse = v >= 0.5
      case .easing, .curveX1, .curveY1, .curveX2, .curveY2, .springBounce, .curveSteps:
        steps[index].easing.set(key, v)
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
      // A library value between the stepper's points (Swing's 16°) would round to a misleading "0.04 turn".
      if let step, abs(value / step - (value / step).rounded()) > 1e-9 {
        var degrees = String(format: "%.1f", abs(value) * 360)
        if degrees.hasSuffix(".0") { degrees.removeLast(2) }
        return (value < 0 ? minus : "") + degrees + "°"
      }
      while digits.contains(".") && (digits.hasSuffix("0") || digits.hasSuffix(".")) { digits.removeLast() }
      let noun = abs(value) > 0 && abs(value) <= 1 ? "turn" : "turns"
      return (value < 0 ? minus : "") + digits + " " + noun
    default:
      let sign = value < 0 ? minus : (signed && digits != String(format: "%.\(decimals)f", 0.0) ? "+" : "")
      return sign + digits + (unit.isEmpty ? "" : " " + unit)
    }
  }
}

extension Step {
  /// The pose the step arrives at.
  public var target: Pose {
    let turn = 2 * Double.pi, degree = Double.pi / 180
    return Pose(
      scaleX: widthMultiplier, scaleY: heightMultiplier, offsetX: horizontalOffsetPoints,
      offsetY: verticalOffsetPoints, rotationX: xFlipTurns * turn, rotationY: ySpinTurns * turn,
      rotationZ: zTurns * turn, opacity: opacity, anchorX: anchorX, anchorY: anchorY,
      skewX: skewXDegrees * degree, skewY: skewYDegrees * degree, depth: depthPoints,
      perspective: Timeline.perspective(eye: eyePoints))
  }
}
