/// The key of one animation property, as it is spelled in preset files, the ui-map and the command line.
public enum PropertyKey: String, CaseIterable, Codable, Sendable {
  case widthMultiplier, heightMultiplier
  case horizontalOffset, verticalOffset
  case xFlips, ySpins, zTurns
  case opacity
  case duration, repeatCount, autoreverse, easing
  /// The curve's numbers, shown under the Easing row: a Bézier's control points, a spring's bounce.
  case curveX1, curveY1, curveX2, curveY2, springBounce

  /// The curve's numbers, in the order their steppers show.
  public static let curveKeys: [PropertyKey] = [.curveX1, .curveY1, .curveX2, .curveY2, .springBounce]

  /// Whether this is one of the curve's numbers rather than a row of the property table.
  public var isCurveParameter: Bool { ordinal >= PropertyKey.curveKeys[0].ordinal }

  /// The key's position in `allCases` and in the property table.
  public var ordinal: Int { Self.ordinals[self] ?? 0 }

  private static let ordinals = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}
