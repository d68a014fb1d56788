/// The key of one animation property, as it is spelled in preset files, the ui-map and the command line.
public enum PropertyKey: String, CaseIterable, Codable, Sendable {
  case widthMultiplier, heightMultiplier
  case horizontalOffset, verticalOffset
  case xFlips, ySpins, zTurns
  case opacity
  case duration, repeatCount, autoreverse, easing
  /// The curve's numbers, shown under the Easing row: a Bézier's control points, a spring's bounce.
  case curveX1, curveY1, curveX2, curveY2, springBounce

  /// The key's position in `allCases` and in the property table.
  public var ordinal: Int { Self.ordinals[self] ?? 0 }

  private static let ordinals = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
