/// The key of one animation property, as it is spelled in preset files, the ui-map and the command line.
public enum PropertyKey: String, CaseIterable, Codable, Sendable {
  case widthMultiplier, heightMultiplier
  case skewX, skewY
  case horizontalOffset, verticalOffset, depth
  case xFlips, ySpins, zTurns, eye
  case anchorX, anchorY
  case opacity
  case duration, repeatCount, autoreverse, easing
  /// The curve's numbers, shown under the Easing row: a Bézier's control points, a spring's bounce, how many
  /// steps a stepped curve takes.
  case curveX1, curveY1, curveX2, curveY2, springBounce, curveSteps

  /// The key's position in `allCases` and in the property table.
  public var ordinal: Int { Self.ordinals[self] ?? 0 }

  private static let ordinals = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
