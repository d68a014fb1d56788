/// The key of one animation property, as it is spelled in preset files, the ui-map and the command line.
public enum PropertyKey: String, CaseIterable, Codable, Sendable {
  case widthMultiplier, heightMultiplier
  case horizontalOffset, verticalOffset
  case xFlips, ySpins, zTurns
  case opacity
  case duration, repeatCount, autoreverse, easing
}
