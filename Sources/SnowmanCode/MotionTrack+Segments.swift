import Foundation
import SnowmanModel

extension Track where Value == Double {
  /// The value as a move arrives at `time`: before a jump there, the value it jumps from.
  func arriving(at time: Double) -> Double {
    let reach = Track<Double>.sameTime
    guard let first = keyframes.firstIndex(where: { abs($0.time - time) <= reach }) else { return value(at: time) }
    if keyframes[first].hold { return first > 0 ? keyframes[first - 1].value : keyframes[first].value }
    return keyframes[first].value
  }

  /// The value as a move leaves `time`: after any jump there.
  func leaving(at time: Double) -> Double {
    let reach = Track<Double>.sameTime
    return keyframes.last { abs($0.time - time) <= reach }?.value ?? value(at: time)
  }

  /// The curve the track moves on from `t0` to `t1` when it moves there as one move between two keyframes (nil
  /// when it does not move), or `.none` when its move there is part of a longer one or cut by another keyframe.
  func curve(from t0: Double, to t1: Double) -> Easing?? {
    let reach = Track<Double>.sameTime
    let inside = keyframes.filter { $0.time > t0 + reach && $0.time < t1 - reach }
    let moves = leaving(at: t0) != arriving(at: t1) || !inside.isEmpty
    guard moves else { return .some(nil) }
    guard inside.isEmpty, keyframes.contains(where: { abs($0.time - t0) <= reach }),
      let end = keyframes.first(where: { abs($0.time - t1) <= reach }), !end.hold
    else { return .none }
    return .some(end.curve)
  }
}

extension MotionTrack {
  /// Straight pieces a move of several curves at once is followed in, where the pass is laid out as moves that
  /// share one curve: the whole pass's keyframes cut it into moves, and one whose tracks move on different curves
  /// (or across it, keyed elsewhere) is sampled.
  static let piecesOfAMixedMove = 32

  /// The pass as segments between the moments `keys`' keyframes stand at (and the picture's, with every key), and
  /// the pictures they show.
  static func segments(_ setting: AnimationSetting, keys: [PropertyKey]) -> (
    segments: [MotionSegment], pictures: [ImageReference?], sampled: Bool
  ) {
    let tracks = setting.tracks, duration = setting.durationSeconds, reach = Track<Double>.sameTime
    let tick = Double(Timeline.ticksPerSecond)
    let every = keys.count == PropertyKey.animated.count
    var times = every ? tracks.picture.keyframes.map(\.time) : []
    for key in keys { times += tracks[key].keyframes.map(\.time) }
    var keyTimes: [Double] = []
    for t in times.sorted() where keyTimes.last.map({ t - $0 > Track<Double>.sameTime }) ?? true { keyTimes.append(t) }
    let inner = keyTimes.filter { $0 > reach && $0 < duration - reach }
    let moments = [0] + inner + [duration]
    var pictures: [ImageReference?] = [setting.image]
    func picture(at t: Double) -> Int {
      let showing = tracks.picture.value(at: t)
      if !pictures.contains(showing) { pictures.append(showing) }
      return pictures.firstIndex(of: showing) ?? 0
    }
    func pose(_ value: (Track<Double>) -> Double) -> Pose {
      var motion = AnimationSetting(tracks: MotionTracks(), durationSeconds: 1)
      for key in PropertyKey.animated {
        motion.tracks[key].insert(time: 0, value: value(tracks[key]), curve: .linear)
      }
      return motion.tracks.pose(at: 0)
    }
    var segments: [MotionSegment] = []
    var sampled = false
    func cut(at t: Double) {
      let before = pose { $0.arriving(at: t) }, after = pose { $0.leaving(at: t) }
      let swaps = every && t == 0 && tracks.picture.value(at: 0) != setting.image
      let jumps = keys.contains { tracks[$0].arriving(at: t) != tracks[$0].leaving(at: t) }
      guard jumps || swaps else { return }
      segments.append(
        MotionSegment(
          from: before, to: after, start: t * tick, length: 0, easing: .linear, opacityEasing: nil,
          offsetEasing: nil, picture: picture(at: t)))
    }
    for k in 0..<(moments.count - 1) {
      let t0 = moments[k], t1 = moments[k + 1]
      cut(at: t0)
      let from = pose { $0.leaving(at: t0) }, to = pose { $0.arriving(at: t1) }
      let shown = picture(at: t0)
      if let curves = sharedCurves(tracks, t0, t1, keys: keys) {
        segments += MotionSegment(
          from: from, to: to, start: t0 * tick, length: (t1 - t0) * tick, easing: curves.main,
          opacityEasing: curves.opacity, offsetEasing: curves.offset, picture: shown
        ).withEndsCut()
        continue
      }
      // Tracks on curves of their own here: followed in straight pieces, from where the curves start to where they
      // end (a curve may start or end off its keyframes: a cut to it, and from it).
      sampled = true
      let n = piecesOfAMixedMove
      var poses = (0...n).map { tracks.pose(at: t0 + (t1 - t0) * Double($0) / Double(n)) }
      poses[n] = tracks.pose(at: t1 - 1e-7)
      func piece(_ p: Pose, _ q: Pose, _ a: Double, _ b: Double) {
        segments.append(
          MotionSegment(
            from: p, to: q, start: a * tick, length: (b - a) * tick, easing: .linear, opacityEasing: nil,
            offsetEasing: nil, picture: shown))
      }
      if poses[0] != from { piece(from, poses[0], t0, t0) }
      for j in 0..<n {
        piece(
          poses[j], poses[j + 1], t0 + (t1 - t0) * Double(j) / Double(n), t0 + (t1 - t0) * Double(j + 1) / Double(n))
      }
      if poses[n] != to { piece(poses[n], to, t1, t1) }
    }
    cut(at: duration)
    return (segments, pictures, sampled)
  }

  /// The curves of a move from `t0` to `t1` every moving track makes as one move: the main one, and the
  /// opacity's and the offset's where they differ from it; nil when some track's does not fit.
  static func sharedCurves(_ tracks: MotionTracks, _ t0: Double, _ t1: Double, keys: [PropertyKey])
    -> (main: Easing, opacity: Easing?, offset: Easing?)?
  {
    var main: Easing?, opacity: Easing?, offset: Easing?
    for key in keys {
      guard case .some(let moving) = tracks[key].curve(from: t0, to: t1) else { return nil }
      guard let curve = moving else { continue }
      switch key {
      case .opacity: opacity = curve
      case .horizontalOffset, .verticalOffset:
        if let offset, offset != curve { return nil }
        offset = curve
      default:
        if let main, main != curve { return nil }
        main = curve
      }
    }
    let shared = main ?? offset ?? opacity ?? .linear
    return (shared, opacity.flatMap { $0 == shared ? nil : $0 }, offset.flatMap { $0 == shared ? nil : $0 })
  }
}
