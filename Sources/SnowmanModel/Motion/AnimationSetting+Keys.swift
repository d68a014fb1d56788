import Foundation

extension AnimationSetting {
  /// Half a tick: a keyframe this close to a moment is the one at it (a stepper at the playhead edits it).
  public static let keyReach = 0.5 / Double(Timeline.ticksPerSecond)

  /// Sets `key`, an animated property, to `value` at `seconds` into the pass, as After Effects' auto-key does: the
  /// keyframe at that moment takes the value (the later of two, past a jump), or a new one is made there on
  /// `curve` (by default the curve of the move it lands in, or Core Animation's ease in-out for a first move). A
  /// track's first keyframe made after 0 s comes with one at 0 s holding where the property rested, so the
  /// property moves there rather than jumping. The value is clamped to the table's range. The anchor and the eye
  /// (`staysPut`) hold one value for the whole motion until their track has two keyframes, unless `moving` says to
  /// key them where they are set all the same.
  /// - Returns: the keyframe's id.
  @discardableResult
  public mutating func setKey(
    _ key: PropertyKey, _ value: Double, at seconds: Double, curve: Easing? = nil, moving: Bool = false
  ) -> KeyframeID {
    let v = PropertyTable.spec(key).clampedStepValue(value)
    let at = min(max(seconds, 0), durationSeconds)
    var track = tracks[key]
    defer { tracks[key] = track }
    if key.staysPut && !moving && track.keyframes.count <= 1 {
      if let only = track.keyframes.first {
        track.update(only.id) { $0.value = v }
        return only.id
      }
      return track.insert(time: 0, value: v, curve: curve ?? .linear)
    }
    if let k = track.keyframes.last(where: { abs($0.time - at) <= Self.keyReach }) {
      track.update(k.id) {
        $0.value = v
        if let curve { $0.curve = curve }
      }
      return k.id
    }
    let wasEmpty = track.isEmpty
    if wasEmpty && at > Self.keyReach { track.insert(time: 0, value: track.rest, curve: .linear) }
    let following = track.keyframes.first { $0.time > at }
    let inherited = wasEmpty ? nil : (following ?? track.keyframes.last)?.curve
    return track.insert(time: at, value: v, curve: curve ?? inherited ?? .easeInOut)
  }

  /// Sets the motion's own `key` (the duration, the repeat count, autoreverse), clamped as a stepper does. A new
  /// duration stretches the pass: every keyframe keeps its place in it, so the motion plays slower or faster.
  public mutating func setMotionValue(_ key: PropertyKey, _ value: Double) {
    let v = PropertyTable.spec(key).clampedStepValue(value)
    switch key {
    case .duration: retime(to: max(v, Self.minDuration))
    case .repeatCount: repeatCount = Int(v)
    case .autoreverse: autoreverse = v >= 0.5
    default: break
    }
  }

  /// Stretches the pass to `seconds`, every keyframe with it, the layers' too (they keep the pass's clock; a
  /// layer's keyframe left past a shorter pass would make the file unreadable).
  public mutating func retime(to seconds: Double) {
    let old = durationSeconds, new = min(max(seconds, Self.minDuration), Self.maxDuration)
    guard old > 0, new != old else {
      durationSeconds = new
      return
    }
    let factor = new / old
    tracks.retime { min($0 * factor, new) }
    for i in layers.indices { layers[i].tracks.retime { min($0 * factor, new) } }
    durationSeconds = new
  }

  /// Shows `image` (nil: the snowman) from `seconds` into the pass: the picture keyframe there takes it, or a swap
  /// is made there; at 0 s with no swaps it is the motion's picture.
  public mutating func setPicture(_ image: ImageReference?, at seconds: Double) {
    let at = min(max(seconds, 0), durationSeconds)
    if let k = tracks.picture.keyframes.last(where: { abs($0.time - at) <= Self.keyReach }) {
      tracks.picture.update(k.id) { $0.value = image }
    } else {
      if tracks.picture.isEmpty && at > Self.keyReach {
        tracks.picture.insert(time: 0, value: nil, curve: .linear, hold: true)
      }
      tracks.picture.insert(time: at, value: image, curve: .linear, hold: true)
    }
    // The snowman alone, keyed once, is no track at all.
    if tracks.picture.keyframes.allSatisfy({ $0.value == nil }) { tracks.picture.removeAll() }
  }

  /// "Add keyframes here" (what a new step did): every animated property is keyed at `seconds` with its value
  /// there. At the pass's end, where keyframes already stand, a move is added after it first (as long as the last
  /// move, or 1 s), its keyframes holding the values reached, for the steppers to change.
  /// - Returns: the keyframes made or found at the moment keyed (to select them), and that moment.
  @discardableResult
  public mutating func addKeyframesEverywhere(at seconds: Double) -> (refs: [KeyframeRef], seconds: Double) {
    var at = min(max(seconds, 0), durationSeconds)
    let times = tracks.keyTimes
    if at >= durationSeconds - Self.keyReach, let last = times.last, last >= durationSeconds - Self.keyReach {
      let before = times.dropLast().last { $0 < last - Self.keyReach }
      let length = before.map { last - $0 } ?? 1
      for key in PropertyKey.animated { setKey(key, tracks[key].value(at: durationSeconds), at: durationSeconds) }
      durationSeconds = min(durationSeconds + length, Self.maxDuration)
      at = durationSeconds
    }
    var refs: [KeyframeRef] = []
    for key in PropertyKey.animated {
      refs.append(KeyframeRef(.property(key), setKey(key, tracks[key].value(at: at), at: at)))
    }
    return (refs, at)
  }

  /// The curve each of `refs` moves in on, set to `curve`.
  public mutating func setCurve(_ curve: Easing, of refs: [KeyframeRef]) {
    for ref in refs { tracks.update(ref, curve: curve) }
  }
}
