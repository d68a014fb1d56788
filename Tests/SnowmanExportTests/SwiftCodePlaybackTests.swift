import Foundation
import SnowmanExport
import SnowmanFuzzing
import SnowmanModel
import XCTest

/// The SwiftUI and Core Animation the Copy menu writes, played as their frameworks play them (no Apple framework
/// runs here): the text read back, `KeyframeTrack`s walked keyframe by keyframe (`LinearKeyframe` on its timing
/// curve, `SpringKeyframe`, `MoveKeyframe`), `CAKeyframeAnimation`s read at their key times through their timing
/// functions; each property against the stage at moments spread over a cycle, for the issue's motion on two
/// clocks, the built-ins with curves of their own and seeded motions keyed track by track.
final class SwiftCodePlaybackTests: XCTestCase {
  /// How far a property may stray from the stage: the writers fit other curves within half a pixel.
  static func tolerance(_ name: String) -> Double {
    switch name {
    case "scaleX", "scaleY": return 0.012
    case "opacity": return 0.01
    case "offsetX", "offsetY": return 0.75
    // A move in depth shows through the eye: 2 pt nearer magnifies the picture by 0.4 %.
    case "depth": return 2
    default: return 0.75  // degrees
    }
  }

  static var spinAndBob: AnimationSetting {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: 2, repeatCount: 1, autoreverse: false)
    s.tracks[.zTurns].insert(time: 0, value: 0, curve: .linear)
    s.tracks[.zTurns].insert(time: 2, value: 1, curve: .linear)
    for (k, t) in [0.0, 0.5, 1, 1.5, 2].enumerated() {
      s.tracks[.verticalOffset].insert(time: t, value: k % 2 == 1 ? -40 : 0, curve: k % 2 == 1 ? .easeOut : .easeIn)
    }
    return s
  }

  static func cases() -> [(String, AnimationSetting)] {
    var out: [(String, AnimationSetting)] = [
      ("Spin and bob", spinAndBob), ("Showcase", BuiltInPresets.showcase.setting),
      ("Pop", CodeTextGoldenTests.pop),
    ]
    var g = TrackGenerator(seed: 2026_11_28)
    for k in 0..<60 { out.append(("generated \(k)", g.motion())) }
    return out
  }

  func test_swiftUI_playsAsTheStage() throws {
    var worst: [String: Double] = [:]
    for (name, setting) in Self.cases() {
      let text = try CodeExport.text(.swiftUI, setting: setting, name: "Check")
      let tracks = SwiftUIReading(text)
      let pass = setting.durationSeconds
      let cycle = pass * (setting.autoreverse ? 2 : 1)
      let timeline = Timeline(setting)
      for j in 0..<97 {
        let t = (Double(j) + 0.37) / 97 * cycle
        let pose = timeline.pose(atExactTick: t * Double(Timeline.ticksPerSecond))
        for (property, read) in Self.readings(pose) {
          let played = tracks.value(property, at: t)
          let d = Self.distance(played, read, property, t, timeline)
          worst[property] = max(worst[property] ?? 0, d)
          XCTAssertLessThanOrEqual(
            d, Self.tolerance(property), "\(name) at \(t) s: SwiftUI's \(property) is \(played), the stage's \(read)")
        }
      }
    }
    print("swiftui against the stage, worst: \(worst.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
  }

  func test_coreAnimation_playsAsTheStage() throws {
    var worst: [String: Double] = [:]
    for (name, setting) in Self.cases() {
      let text = try CodeExport.text(.coreAnimation, setting: setting, name: "Check")
      let animations = CoreAnimationReading(text)
      let total = setting.durationSeconds * Double((setting.autoreverse ? 2 : 1) * setting.repeatCount)
      let timeline = Timeline(setting)
      for j in 0..<97 {
        let t = (Double(j) + 0.37) / 97 * total
        let pose = timeline.pose(atExactTick: t * Double(Timeline.ticksPerSecond))
        let read = Self.readings(pose)
        for (property, keyPath, scale) in Self.keyPaths {
          let played =
            animations.value(keyPath, at: t) ?? (property == "opacity" || property.hasPrefix("scale") ? 1 : 0)
          let stage = (read[property] ?? 0) / scale
          let d = Self.distance(played * scale, stage * scale, property, t, timeline)
          worst[property] = max(worst[property] ?? 0, d)
          XCTAssertLessThanOrEqual(
            d, Self.tolerance(property),
            "\(name) at \(t) s: Core Animation's \(keyPath) is \(played), the stage's \(stage)")
        }
        if let shear = animations.shear(at: t) {
          let (tx, ty) = (tan(pose.skewX), tan(pose.skewY))
          XCTAssertEqual(shear.m21, tx, accuracy: 0.01, "\(name) at \(t) s: the skew's shear")
          XCTAssertEqual(shear.m12, ty, accuracy: 0.01, "\(name) at \(t) s: the skew's shear")
        }
      }
    }
    print(
      "core animation against the stage, worst: \(worst.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
  }

  /// How far `played` is from the stage's `read` at `t`; where the stage jumps within a millisecond of `t` (a
  /// written time is rounded), the nearer of the values either side.
  static func distance(_ played: Double, _ read: Double, _ property: String, _ t: Double, _ timeline: Timeline)
    -> Double
  {
    let d = abs(played - read)
    guard d > tolerance(property) else { return d }
    let sides = [t - 0.001, t + 0.001].map { s in
      readings(timeline.pose(atExactTick: max(0, s) * Double(Timeline.ticksPerSecond)))[property] ?? 0
    }
    return min(d, abs(played - sides[0]), abs(played - sides[1]))
  }

  /// Each property SwiftUI's pose carries, off a stage pose (points and degrees).
  static func readings(_ p: Pose) -> [String: Double] {
    let degrees = 180 / Double.pi
    return [
      "scaleX": p.scaleX, "scaleY": p.scaleY, "turnX": p.rotationX * degrees, "turnY": p.rotationY * degrees,
      "turnZ": p.rotationZ * degrees, "opacity": p.opacity, "offsetX": p.offsetX, "offsetY": p.offsetY,
      "depth": p.depth, "skewX": p.skewX * degrees, "skewY": p.skewY * degrees,
    ]
  }

  /// Core Animation's key paths, and how many of the pose's units make one of theirs (radians, not degrees).
  static let keyPaths: [(String, String, Double)] = [
    ("scaleX", "transform.scale.x", 1), ("scaleY", "transform.scale.y", 1),
    ("turnX", "transform.rotation.x", 180 / .pi), ("turnY", "transform.rotation.y", 180 / .pi),
    ("turnZ", "transform.rotation.z", 180 / .pi), ("opacity", "opacity", 1),
    ("offsetX", "transform.translation.x", 1), ("offsetY", "transform.translation.y", 1),
    ("depth", "transform.translation.z", 1),
  ]
}

/// The numbers in `text`, in order.
private func numbers(_ text: Substring) -> [Double] {
  text.split { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e") }.compactMap { Double($0) }
}

/// A `keyframeAnimator`'s tracks read back from the text, and played as SwiftUI plays them.
struct SwiftUIReading {
  enum Keyframe {
    case linear(Double, duration: Double, curve: CubicBezier?)
    case spring(Double, duration: Double, bounce: Double)
    case move(Double)
  }
  var initial: [String: Double] = [:]
  var tracks: [String: [Keyframe]] = [:]

  init(_ text: String) {
    var current: String?
    for line in text.split(separator: "\n") {
      let s = line.trimmingCharacters(in: .whitespaces)
      if s.hasPrefix("var "), let colon = s.firstIndex(of: ":"), let eq = s.firstIndex(of: "=") {
        initial[String(s[s.index(s.startIndex, offsetBy: 4)..<colon])] = Double(
          s[s.index(after: eq)...].trimmingCharacters(in: .whitespaces))
      } else if s.hasPrefix("KeyframeTrack(\\."), let close = s.firstIndex(of: ")") {
        current = String(s[s.index(s.startIndex, offsetBy: 16)..<close])
        tracks[current!] = []
      } else if s == "}" {
        current = nil
      } else if let name = current {
        let n = numbers(Substring(s))
        if s.hasPrefix("MoveKeyframe(") {
          tracks[name]?.append(.move(n[0]))
        } else if s.hasPrefix("SpringKeyframe(") {
          tracks[name]?.append(.spring(n[0], duration: n[1], bounce: n[3]))
        } else if s.hasPrefix("LinearKeyframe(") {
          let curve = n.count >= 6 ? CubicBezier(n[2], n[3], n[4], n[5]) : nil
          tracks[name]?.append(.linear(n[0], duration: n[1], curve: curve))
        }
      }
    }
  }

  /// The property at `t` seconds into the cycle: keyframes one after another, each from where the last left off.
  func value(_ name: String, at t: Double) -> Double {
    var value = initial[name] ?? 0
    var start = 0.0
    for k in tracks[name] ?? [] {
      switch k {
      case .move(let v): value = v
      case .linear(let v, let d, let curve):
        if t < start + d {
          let u = (t - start) / d
          return value + (v - value) * (curve?.value(at: u) ?? u)
        }
        (value, start) = (v, start + d)
      case .spring(let v, let d, let bounce):
        if t < start + d { return value + (v - value) * Easing.spring(bounce: bounce).apply((t - start) / d) }
        (value, start) = (v, start + d)
      }
    }
    return value
  }
}

/// `CAKeyframeAnimation`s read back from the text, played as Core Animation plays a group: `duration` a pass,
/// backwards after each with `autoreverses`, `repeatCount` times.
struct CoreAnimationReading {
  struct Animation {
    var keyPath = ""
    var values: [[Double]] = []
    var keyTimes: [Double] = []
    var timing: [CubicBezier] = []
  }
  var animations: [String: Animation] = [:]
  var duration = 1.0, autoreverses = false

  init(_ text: String) {
    for line in text.split(separator: "\n") {
      let s = line.trimmingCharacters(in: .whitespaces)
      if s.hasPrefix("let "), s.contains("= CAKeyframeAnimation(keyPath: \"") {
        let name = String(s.dropFirst(4).prefix { $0 != " " })
        let path = s.split(separator: "\"")[1]
        animations[name] = Animation(keyPath: String(path))
      } else if let dot = s.firstIndex(of: "."), let name = Optional(String(s[..<dot])), animations[name] != nil {
        let rest = s[s.index(after: dot)...]
        if rest.hasPrefix("values = [") {
          // Numbers, or a shear's three for each keyframe.
          let items =
            rest.contains("shear(")
            ? rest.components(separatedBy: "shear(").dropFirst().map { Substring($0) }
            : rest.dropFirst(10).split(separator: ",")
          animations[name]?.values = items.map { numbers($0) }
        } else if rest.hasPrefix("keyTimes = [") {
          animations[name]?.keyTimes = numbers(rest.dropFirst(12))
        } else if rest.hasPrefix("timingFunctions = [") {
          animations[name]?.timing = rest.components(separatedBy: "CAMediaTimingFunction(").dropFirst().map { f in
            let n = numbers(Substring(f))
            return f.hasPrefix("controlPoints:") && n.count >= 4
              ? CubicBezier(n[0], n[1], n[2], n[3]) : CubicBezier(0, 0, 1, 1)
          }
        }
      } else if s.contains("Group.duration = ") {
        duration = numbers(Substring(s)).last ?? 1
      } else if s.contains("Group.autoreverses = ") {
        autoreverses = s.hasSuffix("true")
      }
    }
  }

  /// Where in a pass `t` seconds falls, as a share of it.
  func progress(_ t: Double) -> Double {
    let cycle = duration * (autoreverses ? 2 : 1)
    let local = t.truncatingRemainder(dividingBy: cycle)
    return local > duration ? (cycle - local) / duration : local / duration
  }

  func sample(_ a: Animation, _ u: Double) -> [Double] {
    guard var i = a.keyTimes.lastIndex(where: { $0 <= u }) else { return a.values.first ?? [] }
    if i >= a.keyTimes.count - 1 { i = a.keyTimes.count - 2 }
    let span = a.keyTimes[i + 1] - a.keyTimes[i]
    let f = span > 0 ? min(max((u - a.keyTimes[i]) / span, 0), 1) : 1
    let e = i < a.timing.count ? a.timing[i].value(at: f) : f
    return zip(a.values[i], a.values[i + 1]).map { $0 + ($1 - $0) * e }
  }

  /// The key path's value at `t` seconds, nil when nothing animates it.
  func value(_ keyPath: String, at t: Double) -> Double? {
    guard let a = animations.values.first(where: { $0.keyPath == keyPath }) else { return nil }
    return sample(a, progress(t)).first
  }

  /// The skew's shear at `t`: m21 = tan x, m12 = tan y.
  func shear(at t: Double) -> (m21: Double, m12: Double)? {
    guard let a = animations.values.first(where: { $0.keyPath == "sublayerTransform" }) else { return nil }
    let v = sample(a, progress(t))
    return (v[1], v[2])
  }
}
