import Foundation
import SnowmanModel

/// The preset as CSS when its tracks keep clocks of their own (a spin on one, a bob on another): each moving
/// property a registered custom property (`@property`) on `@keyframes` of its own, on that track's keyframes and
/// curves, and the picture's `translate`, `rotate`, `transform`, `transform-origin` and `opacity` made of them. The
/// offset is the `translate` property and the Z turn the `rotate` property, as a browser applies them before
/// `transform` (a turn about Z commutes with the eye and the depth, so this is the stage's order); the turns about
/// X and Y, the skews and the scale stay in `transform`, in the stage's order, as CSS's individual properties
/// cannot put them there.
struct CSSTracks {
  let setting: AnimationSetting
  /// The whole motion: its pass, repeats and direction.
  let track: MotionTrack
  let stage: CodeStage
  let prefix: String
  /// The properties whose tracks move, each on its own keyframes.
  let moving: [PropertyKey]

  init(_ setting: AnimationSetting, track: MotionTrack, stage: CodeStage, prefix: String) {
    self.setting = setting
    self.track = track
    self.stage = stage
    self.prefix = prefix
    moving = PropertyKey.animated.filter { !setting.tracks[$0].isStill }
  }

  /// The custom property that carries `key`.
  func variable(_ key: PropertyKey) -> String { "--\(prefix)-\(key.rawValue)" }

  /// `key`'s part of a pose in the units the styles multiply: points, degrees, multipliers, shares of the box, and
  /// the eye as a perspective (one over its distance, which is what moves evenly between two eyes).
  static func value(_ key: PropertyKey, _ p: Pose) -> Double {
    let degrees = 180 / Double.pi
    switch key {
    case .widthMultiplier: return p.scaleX
    case .heightMultiplier: return p.scaleY
    case .skewX: return p.skewX * degrees
    case .skewY: return p.skewY * degrees
    case .horizontalOffset: return p.offsetX
    case .verticalOffset: return p.offsetY
    case .depth: return p.depth
    case .xFlips: return p.rotationX * degrees
    case .ySpins: return p.rotationY * degrees
    case .zTurns: return p.rotationZ * degrees
    case .eye: return p.perspective
    case .anchorX: return p.anchorX
    case .anchorY: return p.anchorY
    default: return p.opacity
    }
  }

  /// `key` as a style uses it: its custom property when it moves, its number when it holds still.
  func term(_ key: PropertyKey) -> String {
    moving.contains(key) ? "var(\(variable(key)))" : Easing.number(CSSTracks.value(key, track.start), places: 5)
  }

  /// `key` times `unit`: `calc(var(--k) * 1deg)`, or the figure when it holds still.
  func scaled(_ key: PropertyKey, _ unit: String, by factor: Double = 1) -> String {
    guard moving.contains(key) else {
      return Easing.number(CSSTracks.value(key, track.start) * factor, places: 4) + unit
    }
    return "calc(var(\(variable(key))) * \(Easing.number(factor, places: 6))\(unit))"
  }

  /// The `@property` rules: numbers that interpolate, inherited so the shadow reads the picture's.
  func registrations() -> [String] {
    moving.map { key in
      "@property \(variable(key)) { syntax: \"<number>\"; inherits: true; initial-value: "
        + "\(Easing.number(CSSTracks.value(key, track.start), places: 5)); }"
    }
  }

  /// One `@keyframes` a moving property, on its own track's keyframes and curves.
  func keyframes() -> [String] {
    moving.map { key in
      let own = CSSAnimation(track: MotionTrack(setting, keys: [key]), stage: stage, prefix: prefix)
      return own.keyframes("\(prefix)-\(key.rawValue)") { pose in
        "\(variable(key)): \(Easing.number(CSSTracks.value(key, pose), places: 5));"
      }
    }
  }

  /// The `animation` entries that play the properties: one pass each, repeated and reversed as the whole motion.
  func animations(forever: Bool) -> [String] {
    let whole = CSSAnimation(track: track, stage: stage, prefix: prefix)
    return moving.map { whole.animation("\(prefix)-\($0.rawValue)", forever: forever) }
  }

  /// The picture's style, a declaration each: its move (with `nudge`, the fraction of a pixel its box was moved by
  /// to stand on whole pixels), its turn about Z, the rest of its transform about its anchor, its fade; a part that
  /// stays at rest is left out.
  func pictureDeclarations(nudge: MotionCode.Nudge = .none) -> [String] {
    let d = stage.density
    func still(_ key: PropertyKey, at rest: Double) -> Bool {
      !moving.contains(key) && CSSTracks.value(key, track.start) == rest
    }
    var out: [String] = []
    if !(still(.horizontalOffset, at: 0) && still(.verticalOffset, at: 0)) || nudge != .none {
      out.append("translate: \(moved(.horizontalOffset, by: nudge.x)) \(moved(.verticalOffset, by: nudge.y))")
    }
    if !still(.zTurns, at: 0) { out.append("rotate: \(scaled(.zTurns, "deg"))") }
    var transform: [String] = []
    if !(still(.depth, at: 0) && still(.ySpins, at: 0) && still(.xFlips, at: 0)) {
      if moving.contains(.eye) {
        // No eye is a perspective of 0: an eye a million points away draws the same.
        transform.append(
          "perspective(calc(\(Easing.number(d, places: 6))px / max(var(\(variable(.eye))), 0.000001)))")
      } else {
        transform.append(
          track.start.eye.map { "perspective(\(Easing.number($0 * d, places: 3))px)" } ?? "perspective(none)")
      }
      transform.append("translateZ(\(scaled(.depth, "px", by: d)))")
      transform.append("rotateY(\(scaled(.ySpins, "deg")))")
      transform.append("rotateX(\(scaled(.xFlips, "deg")))")
    }
    if !still(.skewX, at: 0) { transform.append("skewX(\(scaled(.skewX, "deg")))") }
    if !still(.skewY, at: 0) { transform.append("skewY(\(scaled(.skewY, "deg")))") }
    if !(still(.widthMultiplier, at: 1) && still(.heightMultiplier, at: 1)) {
      transform.append("scale(\(term(.widthMultiplier)), \(term(.heightMultiplier)))")
    }
    if !transform.isEmpty { out.append("transform: " + transform.joined(separator: " ")) }
    if !(still(.anchorX, at: 0.5) && still(.anchorY, at: 0.5)) {
      out.append("transform-origin: \(scaled(.anchorX, "%", by: 100)) \(scaled(.anchorY, "%", by: 100))")
    }
    if !still(.opacity, at: 1) { out.append("opacity: clamp(0, \(term(.opacity)), 1)") }
    return out
  }

  /// The picture's style on one line.
  func pictureStyle(nudge: MotionCode.Nudge = .none) -> String {
    pictureDeclarations(nudge: nudge).map { $0 + ";" }.joined(separator: " ")
  }

  /// An offset in pixels, `nudge` pixels further.
  func moved(_ key: PropertyKey, by nudge: Double) -> String {
    let d = stage.density
    guard nudge != 0 else { return scaled(key, "px", by: d) }
    guard moving.contains(key) else {
      return Easing.number(CSSTracks.value(key, track.start) * d + nudge, places: 4) + "px"
    }
    return "calc(var(\(variable(key))) * \(Easing.number(d, places: 6))px + \(Easing.number(nudge, places: 4))px)"
  }

  /// The shadow's style: it slides with the picture and widens with its width about where the anchor is along it,
  /// fading partly with it.
  func shadowStyle(nudge: MotionCode.Nudge = .none) -> String {
    // The shadow is 80 % of the picture's width, centred under it: the anchor's place along the shadow.
    let along =
      moving.contains(.anchorX)
      ? "calc((var(\(variable(.anchorX))) - 0.1) * 125%)"
      : Easing.number((track.start.anchorX - 0.1) / 0.8 * 100, places: 4) + "%"
    return "translate: \(moved(.horizontalOffset, by: nudge.x)) \(Easing.number(nudge.y, places: 4))px; "
      + "transform: scaleX(\(term(.widthMultiplier))); transform-origin: \(along) 50%; "
      + "opacity: calc(0.35 + 0.65 * clamp(0, \(term(.opacity)), 1));"
  }
}
