import Foundation
import SnowmanModel

/// Builds a preset's tracks from an animation list as a page plays it for one pass: each stage property keyed
/// where the CSS keys what moves it, on the CSS's own curves (a piece of one where another animation or iteration
/// cuts in), a jump where the page jumps; where a property follows no one curve (two animations moving it at once,
/// or a transform list a browser blends along a path no curve of the stage's gives), straight keyframes close
/// enough that the picture strays a tenth of a point at most.
struct TrackBuilder {
  let play: PagePlay
  let box: PictureBox
  /// The pass, in seconds of the page.
  let end: Double

  /// A group of stage properties and the page's properties that move them.
  struct Group {
    let keys: [PropertyKey]
    let properties: [PageProperty]
  }

  static let groups = [
    Group(
      keys: [
        .widthMultiplier, .heightMultiplier, .skewX, .skewY, .horizontalOffset, .verticalOffset, .depth, .xFlips,
        .ySpins, .zTurns, .eye,
      ], properties: PageList.allCases.map { .list($0) }),
    Group(keys: [.anchorX, .anchorY], properties: [.origin]),
    Group(keys: [.opacity], properties: [.opacity]),
  ]

  /// The tracks.
  /// - Throws: `CSSProblem` naming the moment and what the stage cannot draw there.
  func build() throws -> MotionTracks {
    var tracks = MotionTracks()
    for group in TrackBuilder.groups {
      let moments = play.moments(group.properties, end: end)
      var stretches: [[KeyStretch]] = group.keys.map { _ in [] }
      for (t0, t1) in zip(moments, moments.dropFirst()) where t1 - t0 > 1e-9 {
        let places = group.properties.map { play.place(of: $0, at: (t0 + t1) / 2, end: end) }
        let span = Span(t0: t0, t1: t1, places: places, group: group, builder: self)
        for (i, key) in group.keys.enumerated() { stretches[i] += try span.stretches(key: i, of: key) }
      }
      for (i, key) in group.keys.enumerated() {
        tracks[key] = try track(key, TrackBuilder.merged(stretches[i]))
      }
    }
    return tracks
  }

  /// The values of `group`'s keys when its properties stand at `places` with eased progress `progress`, in the
  /// units each moves evenly in (the eye as a perspective).
  func values(_ group: Group, _ places: [PlayPlace?], _ progress: [Double], at t: Double) throws -> [Double] {
    switch group.properties.first {
    case .origin?:
      let o = play.origin(places[0], progress: progress[0])
      return [o.x, o.y]
    case .opacity?: return [play.opacity(places[0], progress: progress[0])]
    default:
      var items: [BlendedItem] = []
      for (i, list) in PageList.allCases.enumerated() { items += play.items(list, places[i], progress: progress[i]) }
      let parts: PoseParts
      do {
        parts = try PoseCanonical.parts(items)
      } catch let problem as CSSProblem {
        throw CSSProblem(reason: "\(label(places, at: t)) \(problem.reason)")
      }
      let degrees = 180 / Double.pi, turn = 2 * Double.pi
      return [
        parts.scaleX, parts.scaleY, parts.skewX * degrees, parts.skewY * degrees, parts.offsetX, parts.offsetY,
        parts.depth, parts.turnX / turn, parts.turnY / turn, parts.turnZ / turn, parts.perspective,
      ]
    }
  }

  /// "at 40%," (or "in “bob”, at 40%,") for the keyframes played at `t`, as the block writes them.
  func label(_ places: [PlayPlace?], at t: Double) -> String {
    guard let place = places.compactMap({ $0 }).last else { return "at \(Easing.number(t, places: 3)) s," }
    let motion = play.motions[place.motion], r = motion.rule
    let u = place.filling ?? min(max((t - r.delay) / r.duration - Double(place.iteration), 0), 1)
    let offset = place.backwards ? 1 - u : u
    return "\(PagePlay.naming(motion, in: play.motions))at \(Easing.number(offset * 100, places: 2))%,"
  }

  /// The most a key's straight keyframes may stray from the page, in its units: a tenth of a point where it
  /// moves the picture's farthest corner.
  func tolerance(_ key: PropertyKey) -> Double {
    let half = max(box.width, box.height) / 2, radius = hypot(box.width, box.height) / 2
    let points = 0.1
    switch key {
    case .widthMultiplier, .heightMultiplier: return points / half
    case .skewX, .skewY: return points / half * 180 / .pi
    case .horizontalOffset, .verticalOffset, .depth: return points
    case .xFlips, .ySpins, .zTurns: return points / radius / (2 * .pi)
    case .eye: return points / (radius * radius)
    case .anchorX, .anchorY: return points / 2 / max(box.width, box.height)
    default: return 0.0005
    }
  }

  /// A key's value as its track keeps it: the eye's distance from its perspective.
  static func stored(_ key: PropertyKey, _ v: Double) -> Double {
    switch key {
    // A perspective within rounding of none is none.
    case .eye: return abs(v) > 1e-12 ? 1 / v : 0
    // CSS clamps an opacity where it uses it.
    case .opacity: return min(max(v, 0), 1)
    default: return v
    }
  }

  /// Consecutive pieces of one keyframe interval's move, cut only by moments other properties change at, as one.
  static func merged(_ stretches: [KeyStretch]) -> [KeyStretch] {
    var out: [KeyStretch] = []
    for s in stretches {
      guard var last = out.last else {
        out.append(s)
        continue
      }
      switch (last.move, s.move) {
      case (.hold, .hold) where abs(last.v1 - s.v0) <= 1e-12 * max(1, abs(s.v0)):
        last.t1 = s.t1
      case (.direct(let a), .direct(let b)) where a.id == b.id && abs(a.x1 - b.x0) < 1e-12:
        guard case .easing(let e) = CurvePiece.whole(a.curve, from: a.x0, to: b.x1) else {
          out.append(s)
          continue
        }
        let direct = Direct(id: a.id, curve: a.curve, x0: a.x0, x1: b.x1, easing: e, a: a.a, b: a.b)
        last.t1 = s.t1
        (last.v0, last.v1) = direct.values
        last.move = .direct(direct)
      default:
        out.append(s)
        continue
      }
      out[out.count - 1] = last
    }
    return out
  }

  /// A key's track from its stretches: a keyframe where a move starts after a wait, one where it ends on the
  /// move's curve, a held keyframe where the page jumps; nothing for a key that never leaves its rest.
  func track(_ key: PropertyKey, _ stretches: [KeyStretch]) throws -> Track<Double> {
    var track = Track(rest: PropertyTable.spec(key).defaultStepValue, rule: key.interpolation)
    guard let first = stretches.first else { return track }
    let spec = PropertyTable.spec(key)
    func add(_ t: Double, _ v: Double, _ curve: Easing, hold: Bool = false) throws {
      let value = TrackBuilder.stored(key, v)
      guard let range = spec.range, range.contains(value) || abs(value) < 1e-9 && range.contains(0) else {
        throw CSSProblem(
          reason: "at \(Easing.number(t, places: 3)) s, it needs \(spec.name.lowercased()) \(spec.format(value)), "
            + "beyond the stage's \(spec.format(spec.minStepValue)) to \(spec.format(spec.maxStepValue))")
      }
      track.insert(time: t, value: value, curve: curve, hold: hold)
    }
    try add(0, first.v0, .linear)
    var current = first.v0
    var lastTime = 0.0
    for s in stretches {
      if abs(s.v0 - current) > 1e-12 * max(1, abs(current)) {
        try add(s.t0, s.v0, .linear, hold: true)
        lastTime = s.t0
      }
      current = s.v0
      switch s.move {
      case .hold: continue
      case .direct(let d):
        if lastTime < s.t0 - 1e-9 { try add(s.t0, s.v0, .linear) }
        try add(s.t1, s.v1, d.easing)
      case .sampled(let points):
        if lastTime < s.t0 - 1e-9 { try add(s.t0, s.v0, .linear) }
        for p in points { try add(p.t, p.v, .linear) }
      }
      current = s.v1
      lastTime = s.t1
    }
    // A wait at the start needs no keyframe of its own: before its first keyframe a track holds that one's value.
    let k = track.keyframes
    if k.count > 1, k[1].value == k[0].value, !k[1].hold { track.remove(k[0].id) }
    let values = Set(track.keyframes.map(\.value))
    if values.count == 1 {
      let only = track.keyframes[0].value
      track.removeAll()
      if only != track.rest { track.insert(time: 0, value: only, curve: .linear) }
    }
    return track
  }
}
