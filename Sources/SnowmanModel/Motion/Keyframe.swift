import Foundation

/// A keyframe's identity within its track: it stays with the keyframe while others are added, moved and deleted,
/// so a selection or a drag never points at another one (array positions would).
public struct KeyframeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Unique within its track; never reused while the track lives.
  public let number: Int

  /// The id numbered `number`.
  public init(_ number: Int) { self.number = number }

  public static func < (a: KeyframeID, b: KeyframeID) -> Bool { a.number < b.number }
  public var description: String { "#\(number)" }
}

/// One keyframe of a track: where in the pass it sits, the value it holds there, and how the value gets there from
/// the keyframe before (its curve, or a jump).
public struct Keyframe<Value: TrackValue>: Sendable {
  /// Its identity in the track.
  public let id: KeyframeID
  /// Seconds from the start of the pass, 0 or more.
  public var time: Double
  /// The value at `time`.
  public var value: Value
  /// The curve of the move into this keyframe from the one before (unused by the first, and by a hold).
  public var curve: Easing
  /// Whether the value jumps here (a cut): it holds the keyframe before's value until `time`.
  public var hold: Bool

  /// A keyframe; `curve` defaults to Core Animation's ease in-out, the table's default.
  public init(id: KeyframeID, time: Double, value: Value, curve: Easing = .easeInOut, hold: Bool = false) {
    self.id = id
    self.time = time
    self.value = value
    self.curve = curve
    self.hold = hold
  }
}

extension Keyframe: Equatable, Hashable {
  /// Two keyframes are the same when they play the same: time, value, curve and hold. Their ids say which is which
  /// while a track is edited, not what it plays, so a file read twice equals itself.
  public static func == (a: Keyframe, b: Keyframe) -> Bool {
    a.time == b.time && a.value == b.value && a.curve == b.curve && a.hold == b.hold
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(value)
    hasher.combine(curve)
    hasher.combine(hold)
  }
}
