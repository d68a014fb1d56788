import Foundation

/// One property's keyframes on the pass's clock (Lottie's animated property, a CSS `@keyframes` of one property, a
/// SwiftUI `KeyframeTrack`): a value or a list of keyframes in time order. Before its first keyframe it holds the
/// first value, after its last the last (CSS's `both` fill); with none it stays at `rest`.
public struct Track<Value: TrackValue>: Sendable {
  /// The keyframes, in time order; two at one time are a jump there, the later one showing from that moment.
  public private(set) var keyframes: [Keyframe<Value>] = []
  /// The value with no keyframes.
  public let rest: Value
  /// How the value moves between keyframes: the property's.
  public let rule: Interpolation
  /// The next id to hand out; never goes back, so a deleted keyframe's id is not reused.
  private var nextNumber = 0

  /// An empty track resting at `rest`.
  public init(rest: Value, rule: Interpolation) {
    self.rest = rest
    self.rule = rule
  }

  /// Whether the track has no keyframes: the property stays at rest.
  public var isEmpty: Bool { keyframes.isEmpty }

  /// Whether the track never changes: no keyframes, or all holding one value.
  public var isStill: Bool { keyframes.allSatisfy { $0.value == keyframes[0].value } }

  /// The value before the motion starts and once it is over: the first keyframe's, or `rest`.
  public var firstValue: Value { keyframes.first?.value ?? rest }

  // MARK: - Reading

  /// The index of the last keyframe at or before `time` (binary search), or nil when all come later. A keyframe a
  /// nanosecond or less after `time` counts as at it: times added up from steps of 0.1 s and a tick's time divided
  /// out of 120 disagree in their last bits, and a keyframe owns its moment either way.
  public func lastIndex(atOrBefore time: Double) -> Int? {
    let time = time + Self.nanosecond
    var low = 0, high = keyframes.count
    while low < high {
      let mid = (low + high) / 2
      if keyframes[mid].time <= time { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : low - 1
  }

  /// The value at `time` seconds: the keyframe at or before it moved toward the next one by the next one's curve
  /// (a keyframe owns its first moment, so at a keyframe's time the move out of it has begun, as a browser's
  /// keyframe interval does).
  public func value(at time: Double) -> Value {
    guard let first = keyframes.first else { return rest }
    guard let j = lastIndex(atOrBefore: time) else { return first.value }
    guard j + 1 < keyframes.count else { return keyframes[j].value }
    let a = keyframes[j], b = keyframes[j + 1]
    if b.hold { return a.value }
    let fraction = (time - a.time) / (b.time - a.time)
    return Value.mix(a.value, b.value, b.curve.apply(fraction), by: rule)
  }

  /// The value where the pass starts, before any time has passed: the last keyframe at time 0 or before (a cut
  /// there has happened), or the first.
  public var valueAtStart: Value {
    guard let first = keyframes.first else { return rest }
    return lastIndex(atOrBefore: 0).map { keyframes[$0].value } ?? first.value
  }

  /// The value at the end of a pass `passEnd` seconds long: the last keyframe's, reached by its curve's end when it
  /// is at the pass's end (a curve that ends off 1, as `linear(0, 0.5)`, ends off the keyframe there, as CSS fills).
  public func value(atPassEnd passEnd: Double) -> Value {
    guard let last = keyframes.last else { return rest }
    let n = keyframes.count
    guard last.time >= passEnd - Self.nanosecond, n > 1, !last.hold, keyframes[n - 2].time < last.time else {
      return value(at: passEnd)
    }
    return Value.mix(keyframes[n - 2].value, last.value, last.curve.apply(1), by: rule)
  }

  /// The keyframe with `id`, if the track has it.
  public subscript(id: KeyframeID) -> Keyframe<Value>? { index(of: id).map { keyframes[$0] } }

  /// Where the keyframe with `id` is in time order.
  public func index(of id: KeyframeID) -> Int? { keyframes.firstIndex { $0.id == id } }

  /// The keyframes at `time`, within `tolerance` seconds.
  public func keyframes(at time: Double, tolerance: Double = Track.sameTime) -> [Keyframe<Value>] {
    keyframes.filter { abs($0.time - time) <= tolerance }
  }

  /// Two times closer than this are one moment (a millionth of a second: well under a tick).
  public static var sameTime: Double { 1e-6 }
  /// How far apart two times may be in their last bits and still be one moment to the clock.
  static var nanosecond: Double { 1e-9 }

  // MARK: - Editing

  /// Adds a keyframe after any others at its time, and returns its id.
  @discardableResult
  public mutating func insert(time: Double, value: Value, curve: Easing = .easeInOut, hold: Bool = false)
    -> KeyframeID
  {
    let id = KeyframeID(nextNumber)
    nextNumber += 1
    place(Keyframe(id: id, time: max(0, time), value: value, curve: curve, hold: hold))
    return id
  }

  /// Removes the keyframe with `id` (nothing when there is none).
  public mutating func remove(_ id: KeyframeID) {
    keyframes.removeAll { $0.id == id }
  }

  /// Removes every keyframe.
  public mutating func removeAll() { keyframes.removeAll() }

  /// Changes the keyframe with `id`; a change of time moves it among the others (after any at its new time).
  public mutating func update(_ id: KeyframeID, _ change: (inout Keyframe<Value>) -> Void) {
    guard let i = index(of: id) else { return }
    var k = keyframes[i]
    change(&k)
    k.time = max(0, k.time)
    if k.time == keyframes[i].time {
      keyframes[i] = k
    } else {
      keyframes.remove(at: i)
      place(k)
    }
  }

  /// Changes every keyframe's time by `change` (each keeps its id; the order is kept where times tie).
  public mutating func retime(_ change: (Double) -> Double) {
    for i in keyframes.indices { keyframes[i].time = max(0, change(keyframes[i].time)) }
    keyframes = keyframes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  private mutating func place(_ k: Keyframe<Value>) {
    let at = lastIndex(atOrBefore: k.time).map { $0 + 1 } ?? 0
    keyframes.insert(k, at: at)
  }
}

extension Track: Equatable, Hashable {
  /// Tracks are the same when their keyframes play the same (ids aside) about the same rest.
  public static func == (a: Track, b: Track) -> Bool {
    a.keyframes == b.keyframes && a.rest == b.rest && a.rule == b.rule
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(keyframes)
    hasher.combine(rest)
  }
}
