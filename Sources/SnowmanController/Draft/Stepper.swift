import SnowmanModel

/// A −/+ stepper over one property, configured from its row of the property table.
public struct Stepper: Equatable, Sendable {
  /// The property stepped.
  public let spec: PropertySpec
  /// The current value (a choice's index for autoreverse and easing).
  public private(set) var value: Double

  /// A stepper at `value`, clamped into range.
  public init(_ spec: PropertySpec, value: Double) {
    self.spec = spec
    self.value = spec.clampedStepValue(value)
  }

  /// A stepper at the step nearest `value`, clamped into range: a value set directly (by a screen reader).
  public init(_ spec: PropertySpec, nearest value: Double) {
    let index = ((value - spec.minStepValue) / spec.stepIncrement).rounded()
    self.init(spec, value: ((spec.minStepValue + index * spec.stepIncrement) * 1e9).rounded() / 1e9)
  }

  /// Whether + can move the value (false at the maximum).
  public var canIncrement: Bool { value < spec.maxStepValue - 1e-9 }
  /// Whether − can move the value (false at the minimum).
  public var canDecrement: Bool { value > spec.minStepValue + 1e-9 }

  /// One step up, clamped at the maximum.
  public mutating func increment() { move(by: 1) }
  /// One step down, clamped at the minimum.
  public mutating func decrement() { move(by: -1) }

  private mutating func move(by direction: Double) {
    let step = spec.stepIncrement
    let base = spec.minStepValue
    // To the next point of the step grid from the minimum in the direction pressed: from a value on the grid one
    // step, from one between (a keyframe at 16°, a playhead between two) to the grid point beside it, rounding
    // away float dust (0.1 + 0.2).
    let exact = (value - base) / step
    let index = direction > 0 ? (exact + 1e-9).rounded(.down) + 1 : (exact - 1e-9).rounded(.up) - 1
    let raw = base + index * step
    value = spec.clampedStepValue((raw * 1e9).rounded() / 1e9)
  }
}
