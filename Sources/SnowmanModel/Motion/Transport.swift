import Foundation

/// Which way playback runs.
public enum PlaybackDirection: String, CaseIterable, Codable, Sendable {
  case forward, backward

  /// The other way.
  public var reversed: PlaybackDirection { self == .forward ? .backward : .forward }
}

/// What the player does at the end of a run. Not the preset's repeat and autoreverse (those are the
/// animation); this is how the player plays it.
public enum LoopMode: String, CaseIterable, Codable, Sendable {
  /// Stop at the end; the button reads Play.
  case once
  /// Start again from the other end.
  case loop
  /// Turn round at each end.
  case pingPong

  /// The loop button's label: "Once", "Loop", "Ping-pong".
  public var label: String {
    switch self {
    case .once: return "Once"
    case .loop: return "Loop"
    case .pingPong: return "Ping-pong"
    }
  }

  /// The next mode, as the loop button and L step through them (Ping-pong wraps to Once).
  public var next: LoopMode {
    switch self {
    case .once: return .loop
    case .loop: return .pingPong
    case .pingPong: return .once
    }
  }
}

/// The playback speeds the player offers, slowest first.
public enum PlaybackSpeed {
  /// 0.25×, 0.5×, 1×, 2×, 4×.
  public static let all: [Double] = [0.25, 0.5, 1, 2, 4]
  /// The index of 1× in `all`.
  public static let normalIndex = 2

  /// The index of the offered speed nearest `speed` (a hand-edited preference may hold any number).
  public static func index(nearest speed: Double) -> Int {
    guard speed.isFinite, speed > 0 else { return normalIndex }
    let target = log2(speed)
    return all.indices.min { abs(log2(all[$0]) - target) < abs(log2(all[$1]) - target) } ?? normalIndex
  }

  /// The speed button's label: "0.25×", "1×", "4×".
  public static func label(_ speed: Double) -> String {
    var text = String(speed)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text + "×"
  }
}

/// How the player plays, kept across restarts; not part of any preset and never changes `render`.
public struct TransportPreferences: Codable, Equatable, Sendable {
  /// The playback speed, one of `PlaybackSpeed.all`.
  public var speed: Double
  /// Which way playback runs.
  public var direction: PlaybackDirection
  /// What happens at the end of a run.
  public var loop: LoopMode

  /// Normal speed, forward, once.
  public init(speed: Double = 1, direction: PlaybackDirection = .forward, loop: LoopMode = .once) {
    self.speed = speed
    self.direction = direction
    self.loop = loop
  }
}
