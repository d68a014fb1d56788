import Foundation

/// A property of the page the stage follows: one of the transform-like lists, the opacity, or the origin.
enum PageProperty: Hashable {
  case list(PageList)
  case opacity, origin

  static let all: [PageProperty] = PageList.allCases.map { .list($0) } + [.opacity, .origin]

  var name: String {
    switch self {
    case .list(let l): return l.name
    case .opacity: return "opacity"
    case .origin: return "transform-origin"
    }
  }
}

/// Where one animation of the list is within a stretch of time: the iteration it plays, whether it plays that
/// iteration backwards, and the keyframe interval of a property it is in.
struct PlayPlace: Equatable {
  /// The animation's index in the list.
  let motion: Int
  let iteration: Int
  let backwards: Bool
  /// The interval's index among the property's keyframes.
  let interval: Int
  /// Where in the iteration it stands still (0…1 of it, as time runs), while it fills before its delay or after
  /// its end; nil while it plays.
  var filling: Double?
}

/// An element's animation list as a page plays it: at each moment, which animation's keyframes each property shows
/// (the last in the list that is in effect, as CSS's cascade of animations has it; none: the element's own value),
/// and where in them.
struct PagePlay {
  let motions: [CSSMotion]
  /// The element's own values, what shows where no animation is in effect.
  let element: AnimationRule
  /// Each animation's transform intervals, blended as a browser blends them, by list.
  let segments: [[PageList: [TransformSegment]]]

  /// - Throws: `CSSProblem` when two neighbouring keyframes blend in a way the stage has no word for.
  init(_ motions: [CSSMotion]) throws {
    self.motions = motions
    element = motions.first?.rule ?? AnimationRule()
    segments = try motions.map { motion in
      var out: [PageList: [TransformSegment]] = [:]
      for (list, track) in motion.lists {
        out[list] = try zip(track.keyframes, track.keyframes.dropFirst()).map { a, b in
          do {
            return try TransformSegment(from: a.value, to: b.value, labels: (a.label, b.label))
          } catch let problem as CSSProblem {
            throw CSSProblem(reason: "\(PagePlay.naming(motion, in: motions))\(problem.reason)")
          }
        }
      }
      return out
    }
  }

  /// "in “bob”, " when the list has several animations, so a sentence says which one it means.
  static func naming(_ motion: CSSMotion, in motions: [CSSMotion]) -> String {
    motions.count > 1 ? "in “\(CSSSheet.shown(motion.name))”, " : ""
  }

  /// The offsets `property` has keyframes at in animation `k`, if it animates it.
  func offsets(_ property: PageProperty, in k: Int) -> [Double]? {
    let m = motions[k]
    switch property {
    case .list(let l): return m.lists[l]?.keyframes.map(\.offset)
    case .opacity: return m.opacity?.keyframes.map(\.offset)
    case .origin: return m.origin?.keyframes.map(\.offset)
    }
  }

  /// When animation `k` is active: from its delay for its iterations (to `end` when it repeats forever).
  func activeSpan(_ k: Int, end: Double) -> (start: Double, end: Double) {
    let r = motions[k].rule
    let length = r.iterations.isInfinite ? max(0, end - r.delay) : r.duration * r.iterations
    return (r.delay, r.delay + length)
  }

  /// Every moment in 0…`end` where something `properties` show may change its course: an animation starting or
  /// ending, an iteration turning, a keyframe.
  func moments(_ properties: [PageProperty], end: Double) -> [Double] {
    var times: [Double] = [0, end]
    for k in motions.indices {
      let offsets = Set(properties.flatMap { self.offsets($0, in: k) ?? [] })
      guard !offsets.isEmpty else { continue }
      let r = motions[k].rule
      let span = activeSpan(k, end: end)
      times += [span.start, span.end]
      var i = 0
      while true {
        let start = span.start + Double(i) * r.duration
        guard start < min(span.end, end) else { break }
        let backwards = PagePlay.backwards(r.direction, iteration: i)
        for o in offsets {
          let t = start + (backwards ? 1 - o : o) * r.duration
          if t < span.end { times.append(t) }
        }
        times.append(start)
        i += 1
      }
    }
    var out: [Double] = []
    for t in times.filter({ $0 >= 0 && $0 <= end }).sorted() where out.last.map({ t - $0 > 1e-9 }) ?? true {
      out.append(t)
    }
    return out
  }

  static func backwards(_ direction: AnimationRule.Direction, iteration i: Int) -> Bool {
    switch direction {
    case .normal: return false
    case .reverse: return true
    case .alternate: return i % 2 == 1
    case .alternateReverse: return i % 2 == 0
    }
  }

  /// Where animation `k` is at `t` seconds, and the offset into its keyframes as written; nil when it is not in
  /// effect (before its delay with no backwards fill, after its end with no forwards fill).
  func place(_ k: Int, at t: Double, end: Double) -> (
    iteration: Int, backwards: Bool, offset: Double, filling: Bool
  )? {
    let r = motions[k].rule
    let span = activeSpan(k, end: end)
    var local = t - span.start
    var filling = false
    if t < span.start {
      guard r.fillBackwards else { return nil }
      (local, filling) = (0, true)
    } else if t >= span.end && !r.iterations.isInfinite {
      guard r.fillForwards else { return nil }
      (local, filling) = (span.end - span.start, true)
    }
    var i = Int((local / r.duration).rounded(.down))
    var u = local / r.duration - Double(i)
    // The end of a whole count of iterations is the last one's end, not the next one's start.
    if !r.iterations.isInfinite, Double(i) >= r.iterations, i > 0 { (i, u) = (i - 1, 1) }
    let backwards = PagePlay.backwards(r.direction, iteration: i)
    return (i, backwards, backwards ? 1 - u : u, filling)
  }

  /// The animation `property` shows at `t` and where in it; nil for the element's own value.
  func place(of property: PageProperty, at t: Double, end: Double) -> PlayPlace? {
    for k in motions.indices.reversed() {
      guard let offsets = offsets(property, in: k), let at = place(k, at: t, end: end) else { continue }
      var j = 0
      while j + 2 < offsets.count && offsets[j + 1] <= at.offset { j += 1 }
      // Backwards, an interval owns its end (the first moment played of it), as forwards it owns its start.
      if at.backwards && j > 0 && offsets[j] == at.offset { j -= 1 }
      let u = at.backwards ? 1 - at.offset : at.offset
      return PlayPlace(
        motion: k, iteration: at.iteration, backwards: at.backwards, interval: j, filling: at.filling ? u : nil)
    }
    return nil
  }

  /// How far through its interval `place` is at `t` (0…1, before easing, in the keyframes' own direction).
  func fraction(_ place: PlayPlace, _ property: PageProperty, at t: Double) -> Double {
    guard let offsets = offsets(property, in: place.motion) else { return 0 }
    let r = motions[place.motion].rule
    let start = r.delay + Double(place.iteration) * r.duration
    let u = place.filling ?? min(max((t - start) / r.duration, 0), 1)
    let o = place.backwards ? 1 - u : u
    let a = offsets[place.interval], b = offsets[place.interval + 1]
    return b > a ? min(max((o - a) / (b - a), 0), 1) : 1
  }

  /// The curve of `place`'s interval.
  func curve(_ place: PlayPlace, _ property: PageProperty) -> CSSCurve {
    let m = motions[place.motion]
    switch property {
    case .list(let l): return m.lists[l]?.keyframes[place.interval].curve ?? .linear
    case .opacity: return m.opacity?.keyframes[place.interval].curve ?? .linear
    case .origin: return m.origin?.keyframes[place.interval].curve ?? .linear
    }
  }

  /// Whether `place`'s interval changes the property at all.
  func changes(_ place: PlayPlace, _ property: PageProperty) -> Bool {
    let m = motions[place.motion], j = place.interval
    switch property {
    case .list(let l):
      guard let k = m.lists[l]?.keyframes else { return false }
      return k[j].value != k[j + 1].value
    case .opacity: return m.opacity.map { $0.keyframes[j].value != $0.keyframes[j + 1].value } ?? false
    case .origin: return m.origin.map { $0.keyframes[j].value != $0.keyframes[j + 1].value } ?? false
    }
  }

  /// A list's functions at eased progress `p` of `place` (the element's own with none).
  func items(_ list: PageList, _ place: PlayPlace?, progress p: Double) -> [BlendedItem] {
    guard let place, let segment = segments[place.motion][list]?[place.interval] else {
      return (element.lists[list] ?? []).map { .function($0) }
    }
    return segment.items(at: p)
  }

  /// The opacity at eased progress `p` of `place`.
  func opacity(_ place: PlayPlace?, progress p: Double) -> Double {
    guard let place, let k = motions[place.motion].opacity?.keyframes else { return element.opacity }
    let a = k[place.interval].value, b = k[place.interval + 1].value
    return a + (b - a) * p
  }

  /// The origin at eased progress `p` of `place`.
  func origin(_ place: PlayPlace?, progress p: Double) -> Origin {
    guard let place, let k = motions[place.motion].origin?.keyframes else { return element.origin }
    let a = k[place.interval].value, b = k[place.interval + 1].value
    return Origin(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
  }

  /// What the page draws at `t`: the transform (translate, rotate, scale, then transform) about the origin, and
  /// the opacity.
  func page(at t: Double, end: Double) -> (matrix: Matrix4, origin: Origin, opacity: Double) {
    var matrix = Matrix4.identity
    for list in PageList.allCases {
      let place = place(of: .list(list), at: t, end: end)
      let p = place.map { curve($0, .list(list)).value(fraction($0, .list(list), at: t)) } ?? 0
      for item in items(list, place, progress: p) {
        switch item {
        case .function(let f): matrix = matrix * f.matrix
        case .decomposed(let d, _): matrix = matrix * d.matrix
        }
      }
    }
    let o = place(of: .opacity, at: t, end: end), g = place(of: .origin, at: t, end: end)
    return (
      matrix, origin(g, progress: g.map { curve($0, .origin).value(fraction($0, .origin, at: t)) } ?? 0),
      opacity(o, progress: o.map { curve($0, .opacity).value(fraction($0, .opacity, at: t)) } ?? 0)
    )
  }
}
