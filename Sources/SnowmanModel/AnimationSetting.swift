import Foundation

/// The target of an animation and its timing: one value for every row of the property table.
public struct AnimationSetting: Equatable, Hashable, Sendable {
  /// Horizontal scale at the target, 0.1...3.
  public var widthMultiplier: Double
  /// Vertical scale at the target, 0.1...3.
  public var heightMultiplier: Double
  /// Horizontal offset from the stage centre at the target, in points (+ right), -300...300.
  public var horizontalOffsetPoints: Double
  /// Vertical offset from the stage centre at the target, in points (+ down), -300...300.
  public var verticalOffsetPoints: Double
  /// Turns about the X axis, 0...10.
  public var xFlipTurns: Double
  /// Turns about the Y axis, 0...10.
  public var ySpinTurns: Double
  /// Turns in the screen plane (+ clockwise), -10...10.
  public var zTurns: Double
  /// Opacity at the target, 0...1.
  public var opacity: Double
  /// Length of one pass in seconds, 0.2...10.
  public var durationSeconds: Double
  /// How many times the pass (or the there-and-back pair) plays, 1...20.
  public var repeatCount: Int
  /// Whether each repeat comes back to the rest pose with a second pass.
  public var autoreverse: Bool
  /// The timing curve of each pass.
  public var easing: Easing
  /// The user's picture, or nil for the built-in snowman. In a later step: the picture it swaps in at its
  /// first tick, or nil to keep the one showing.
  public var image: ImageReference?
  /// Steps 2 and on of the chain (their repeat count and autoreverse are unused: those are the first step's,
  /// for the whole chain). Empty for a one-step animation.
  public var laterSteps: [AnimationSetting] = []

  /// The most steps a preset holds.
  public static let maxSteps = 8

  /// How many steps the chain has, 1…8.
  public var stepCount: Int { 1 + laterSteps.count }

  /// Step `index` of the chain (0 is this setting itself; its `laterSteps` are then to be ignored). Builds no
  /// array, for the per-frame path.
  public func step(_ index: Int) -> AnimationSetting { index == 0 ? self : laterSteps[index - 1] }

  /// The chain of `steps` (1 or more): the first carries the rest, with its repeat count and autoreverse for all.
  public init(chain steps: [AnimationSetting]) {
    var first = steps.first ?? AnimationSetting()
    first.laterSteps = steps.dropFirst().map { step in
      var s = step
      s.laterSteps = []
      s.repeatCount = first.repeatCount
      s.autoreverse = first.autoreverse
      return s
    }
    self = first
  }

  /// Every step of the chain, the first being this setting itself.
  public var steps: [AnimationSetting] {
    var first = self
    first.laterSteps = []
    return [first] + laterSteps
  }

  /// The defaults of the property table (the "Rest" preset).
  public init() {
    self.init(values: [:])
  }

  /// A setting with `values` for the named properties and defaults for the rest; values are clamped and
  /// snapped as a stepper would (use `validated` to reject bad values instead).
  public init(values: [PropertyKey: Double]) {
    widthMultiplier = 1; heightMultiplier = 1; horizontalOffsetPoints = 0; verticalOffsetPoints = 0
    xFlipTurns = 0; ySpinTurns = 0; zTurns = 0; opacity = 1; durationSeconds = 2; repeatCount = 1
    autoreverse = true; easing = .easeInOut
    for spec in PropertyTable.all {
      self[spec.key] = values[spec.key] ?? spec.defaultStepValue
    }
  }

  /// The property's value as a number: choices are their index in the spec's list (autoreverse off = 0, on = 1).
  /// Setting clamps to the range and, for choices and the repeat count, rounds to a whole number.
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
      case .duration: return durationSeconds
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
      }
    }
    set {
      let v = PropertyTable.spec(key).clampedStepValue(newValue)
      switch key {
      case .widthMultiplier: widthMultiplier = v
      case .heightMultiplier: heightMultiplier = v
      case .horizontalOffset: horizontalOffsetPoints = v
      case .verticalOffset: verticalOffsetPoints = v
      case .xFlips: xFlipTurns = v
      case .ySpins: ySpinTurns = v
      case .zTurns: zTurns = v
      case .opacity: opacity = v
      case .duration: durationSeconds = v
      // The chain's own values: kept the same in every step, so equal chains compare equal.
      case .repeatCount:
        repeatCount = Int(v)
        for i in laterSteps.indices { laterSteps[i].repeatCount = repeatCount }
      case .autoreverse:
        autoreverse = v >= 0.5
        for i in laterSteps.indices { laterSteps[i].autoreverse = autoreverse }
      case .easing: easing = Easing(kind: EasingKind.allCases[Int(v)], from: easing)
      // A Bézier's number turns a named curve into a custom one from its control points.
      case .curveX1, .curveY1, .curveX2, .curveY2:
        let b = easing.bezier ?? Easing.defaultCustom
        let p = [b.x1, b.y1, b.x2, b.y2]
        var q = p
        q[key.ordinal - PropertyKey.curveX1.ordinal] = v
        easing = .custom(CubicBezier(q[0], q[1], q[2], q[3]))
      case .springBounce: easing = .spring(bounce: v)
      }
    }
  }

  /// The value of `key` as the user sees it ("×1.5", "+120 pt", "ease in-out").
  public func formatted(_ key: PropertyKey) -> String {
    PropertyTable.spec(key).format(self[key])
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
    let signed = (range?.lowerBound ?? 0) < 0
    var digits = String(format: "%.\(decimals)f", abs(value))
    switch unit {
    case "×":
      return "×" + digits
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
