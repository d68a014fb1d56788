/// The key of one animation property, as it is spelled in preset files, the ui-map and the command line.
public enum PropertyKey: String, CaseIterable, Codable, Sendable {
  case widthMultiplier, heightMultiplier
  case horizontalOffset, verticalOffset
  case xFlips, ySpins, zTurns
  case opacity
  case duration, repeatCount, autoreverse, easing

  /// The key's position in `allCases` and in the property table.
  public var ordinal: Int {
    switch self {
    case .widthMultiplier: return 0
    case .heightMultiplier: return 1
    case .horizontalOffset: return 2
    case .verticalOffset: return 3
    case .xFlips: return 4
    case .ySpins: return 5
    case .zTurns: return 6
    case .opacity: return 7
    case .duration: return 8
    case .repeatCount: return 9
    case .autoreverse: return 10
    case .easing: return 11
    }
  }
}
