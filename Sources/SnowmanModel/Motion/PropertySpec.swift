import Foundation

/// The sections of the settings table, in the order they are shown.
public enum PropertySection: String, CaseIterable, Sendable {
  case size = "Size"
  case skew = "Skew"
  case position = "Position"
  case rotation = "Rotation"
  case anchor = "Anchor"
  case appearance = "Appearance"
  case timing = "Timing"
}

/// What kind of value a property holds.
public enum PropertyKind: Equatable, Sendable {
  /// A number in `min...max`, stepped by `step`.
  case number(min: Double, max: Double, step: Double, defaultValue: Double)
  /// One of a fixed list of named choices; `defaultIndex` indexes `choices`.
  case choice(choices: [String], defaultIndex: Int)
}

/// One row of DESIGN.md's property table: the single source of truth for labels, units, ranges,
/// steps, defaults and choices. Cells, validation, the file format and the command line all read it.
public struct PropertySpec: Equatable, Sendable {
  /// The property's key.
  public let key: PropertyKey
  /// The section it is shown in.
  public let section: PropertySection
  /// The full name, as in the table ("Width multiplier").
  public let name: String
  /// The short label of its settings cell ("Width").
  public let label: String
  /// The unit as written in the table ("×", "pt", "turns", "s", or empty).
  public let unit: String
  /// Its range and default, or its choices.
  public let kind: PropertyKind

  /// Whether the value must be a whole number (the repeat count, a stepped curve's steps).
  public var isInteger: Bool { key == .repeatCount || key == .curveSteps }

  /// The numeric range, or nil for a choice.
  public var range: ClosedRange<Double>? {
    if case .number(let min, let max, _, _) = kind { return min...max }
    return nil
  }

  /// The stepper's increment, or nil for a choice.
  public var step: Double? {
    if case .number(_, _, let step, _) = kind { return step }
    return nil
  }
}

/// The property table of DESIGN.md, row by row.
public enum PropertyTable {
  /// Every property, in table order.
  public static let all: [PropertySpec] = [
    PropertySpec(
      key: .widthMultiplier, section: .size, name: "Width multiplier", label: "Width", unit: "×",
      kind: .number(min: -10, max: 10, step: 0.1, defaultValue: 1.0)),
    PropertySpec(
      key: .heightMultiplier, section: .size, name: "Height multiplier", label: "Height", unit: "×",
      kind: .number(min: -10, max: 10, step: 0.1, defaultValue: 1.0)),
    PropertySpec(
      key: .skewX, section: .skew, name: "Skew X (the vertical edges lean, + to the left)", label: "Skew X",
      unit: "°", kind: .number(min: -80, max: 80, step: 5, defaultValue: 0)),
    PropertySpec(
      key: .skewY, section: .skew, name: "Skew Y (the horizontal edges lean, + down on the right)", label: "Skew Y",
      unit: "°", kind: .number(min: -80, max: 80, step: 5, defaultValue: 0)),
    PropertySpec(
      key: .horizontalOffset, section: .position, name: "Horizontal offset", label: "Horizontal", unit: "pt",
      kind: .number(min: -5000, max: 5000, step: 10, defaultValue: 0)),
    PropertySpec(
      key: .verticalOffset, section: .position, name: "Vertical offset", label: "Vertical", unit: "pt",
      kind: .number(min: -5000, max: 5000, step: 10, defaultValue: 0)),
    PropertySpec(
      key: .depth, section: .position, name: "Depth (toward the viewer)", label: "Depth", unit: "pt",
      kind: .number(min: -1000, max: 1000, step: 10, defaultValue: 0)),
    PropertySpec(
      key: .xFlips, section: .rotation, name: "X flips", label: "X flips", unit: "turns",
      kind: .number(min: -10, max: 10, step: 0.5, defaultValue: 0)),
    PropertySpec(
      key: .ySpins, section: .rotation, name: "Y spins", label: "Y spins", unit: "turns",
      kind: .number(min: -10, max: 10, step: 0.5, defaultValue: 0)),
    PropertySpec(
      key: .zTurns, section: .rotation, name: "Z turns", label: "Z turns", unit: "turns",
      kind: .number(min: -10, max: 10, step: 0.25, defaultValue: 0)),
    PropertySpec(
      key: .eye, section: .rotation, name: "Eye distance (0: none, flat)", label: "Eye", unit: "pt",
      kind: .number(min: 0, max: 100_000, step: 50, defaultValue: Pose.standardEye)),
    PropertySpec(
      key: .anchorX, section: .anchor, name: "Anchor x (0 left edge, 1 right edge)", label: "Anchor x", unit: "",
      kind: .number(min: -1, max: 2, step: 0.05, defaultValue: 0.5)),
    PropertySpec(
      key: .anchorY, section: .anchor, name: "Anchor y (0 top edge, 1 bottom edge)", label: "Anchor y", unit: "",
      kind: .number(min: -1, max: 2, step: 0.05, defaultValue: 0.5)),
    PropertySpec(
      key: .opacity, section: .appearance, name: "Opacity", label: "Opacity", unit: "",
      kind: .number(min: 0, max: 1, step: 0.1, defaultValue: 1)),
    PropertySpec(
      key: .duration, section: .timing, name: "Duration of one pass", label: "Duration", unit: "s",
      kind: .number(min: 0, max: 1000, step: 0.1, defaultValue: 2.0)),
    PropertySpec(
      key: .repeatCount, section: .timing, name: "Repeat count", label: "Repeat", unit: "×",
      kind: .number(min: 1, max: 20, step: 1, defaultValue: 1)),
    PropertySpec(
      key: .autoreverse, section: .timing, name: "Autoreverse", label: "Autoreverse", unit: "",
      kind: .choice(choices: ["off", "on"], defaultIndex: 1)),
    PropertySpec(
      key: .easing, section: .timing, name: "Easing", label: "Easing", unit: "",
      kind: .choice(
        choices: EasingKind.allCases.map(\.displayName),
        defaultIndex: EasingKind.allCases.firstIndex(of: .easeInOut) ?? 0)),
  ]

  /// The curve's numbers (DESIGN.md's Curves): not rows of the version-1 table, but steppers under the Easing
  /// row, with the same kind of spec.
  public static let curve: [PropertySpec] = [
    PropertySpec(
      key: .curveX1, section: .timing, name: "Curve x1", label: "x1", unit: "",
      kind: .number(min: CurveLimits.x.lowerBound, max: CurveLimits.x.upperBound, step: 0.01, defaultValue: 0.42)),
    PropertySpec(
      key: .curveY1, section: .timing, name: "Curve y1", label: "y1", unit: "",
      kind: .number(min: CurveLimits.y.lowerBound, max: CurveLimits.y.upperBound, step: 0.01, defaultValue: 0)),
    PropertySpec(
      key: .curveX2, section: .timing, name: "Curve x2", label: "x2", unit: "",
      kind: .number(min: CurveLimits.x.lowerBound, max: CurveLimits.x.upperBound, step: 0.01, defaultValue: 0.58)),
    PropertySpec(
      key: .curveY2, section: .timing, name: "Curve y2", label: "y2", unit: "",
      kind: .number(min: CurveLimits.y.lowerBound, max: CurveLimits.y.upperBound, step: 0.01, defaultValue: 1)),
    PropertySpec(
      key: .springBounce, section: .timing, name: "Spring bounce", label: "Bounce", unit: "",
      kind: .number(
        min: CurveLimits.bounce.lowerBound, max: CurveLimits.bounce.upperBound, step: 0.05,
        defaultValue: Easing.defaultBounce)),
    PropertySpec(
      key: .curveSteps, section: .timing, name: "Curve steps", label: "Steps", unit: "",
      kind: .number(
        min: Double(CurveLimits.steps.lowerBound), max: Double(CurveLimits.steps.upperBound), step: 1,
        defaultValue: Double(Easing.defaultSteps))),
  ]

  /// The row for `key`.
  public static func spec(_ key: PropertyKey) -> PropertySpec {
    // The table, then the curve's numbers, list the keys in declaration order (a test checks it), so a key's
    // ordinal is its row.
    key.ordinal < all.count ? all[key.ordinal] : curve[key.ordinal - all.count]
  }

  /// The rows of one section, in table order.
  public static func specs(in section: PropertySection) -> [PropertySpec] {
    all.filter { $0.section == section }
  }
}
