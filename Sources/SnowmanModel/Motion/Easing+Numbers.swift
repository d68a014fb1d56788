import Foundation

extension PropertyKey {
  /// Whether the key is one of a curve's: the Easing row (its kind) or a number under it.
  public var isCurve: Bool {
    switch self {
    case .easing, .curveX1, .curveY1, .curveX2, .curveY2, .springBounce, .curveSteps: return true
    default: return false
    }
  }
}

extension Easing {
  /// The curve's number for `key` as its stepper shows it: the kind's index in the Easing menu, a Bézier's control
  /// point, a spring's bounce, how many steps a staircase takes (the defaults where the curve has none).
  public func number(_ key: PropertyKey) -> Double {
    switch key {
    case .easing: return Double(EasingKind.allCases.firstIndex(of: kind) ?? 0)
    case .curveX1: return bezier?.x1 ?? PropertyTable.spec(key).defaultStepValue
    case .curveY1: return bezier?.y1 ?? PropertyTable.spec(key).defaultStepValue
    case .curveX2: return bezier?.x2 ?? PropertyTable.spec(key).defaultStepValue
    case .curveY2: return bezier?.y2 ?? PropertyTable.spec(key).defaultStepValue
    case .springBounce:
      if case .spring(let b) = self { return b }
      return Easing.defaultBounce
    case .curveSteps:
      if case .steps(let count, _) = self { return Double(count) }
      return Double(Easing.defaultSteps)
    default: return PropertyTable.spec(key).defaultStepValue
    }
  }

  /// Sets the curve's number for `key`, clamped as its stepper clamps: a kind's index changes the kind (keeping
  /// what it can), a Bézier's number turns a named curve into a custom one from its control points.
  public mutating func set(_ key: PropertyKey, _ value: Double) {
    let v = PropertyTable.spec(key).clampedStepValue(value)
    switch key {
    case .easing: self = Easing(kind: EasingKind.allCases[Int(v)], from: self)
    case .curveX1, .curveY1, .curveX2, .curveY2:
      let b = bezier ?? Easing.defaultCustom
      var q = [b.x1, b.y1, b.x2, b.y2]
      q[key.ordinal - PropertyKey.curveX1.ordinal] = v
      self = .custom(CubicBezier(q[0], q[1], q[2], q[3]))
    case .springBounce: self = .spring(bounce: v)
    case .curveSteps:
      var jump = StepJump.end
      if case .steps(_, let j) = self { jump = j }
      // jump-none needs two steps at least.
      self = .steps(count: max(Int(v), jump == .none ? 2 : 1), jump: jump)
    default: break
    }
  }
}
