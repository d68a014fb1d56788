import Foundation

/// The headings the picker shows the classic motions under, in order.
public enum MotionGroup: String, CaseIterable, Sendable {
  case attention = "Attention", entrances = "Entrances", exits = "Exits", turns = "Turns and flips"
}

/// A library of the motions designers know by name, authored here (not copied from any stylesheet): read-only
/// presets like Rest, each under a heading. Every one starts and ends where a preset may (an entrance cuts to where
/// it comes from, then moves to rest), so it plays, loops and exports like any other.
public enum ClassicMotions {
  /// One motion and its heading.
  public struct Motion: Sendable {
    public let group: MotionGroup
    public let preset: Preset
    /// The chain of steps it is written as.
    public let chain: StepChain
  }

  /// Every motion, group by group, in picker order.
  public static let all: [Motion] = attention + entrances + exits + turns

  /// The heading `id`'s motion is listed under, if it is one of the library's.
  public static func group(of id: UUID) -> MotionGroup? { groups[id] }

  private static let groups: [UUID: MotionGroup] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.preset.id, $0.group) })

  /// A step that moves to the target `set` writes, over `seconds`, on `easing`.
  static func to(_ seconds: Double, _ easing: Easing = .easeInOut, _ set: (inout Step) -> Void = { _ in }) -> Step {
    var step = Step()
    step.durationSeconds = seconds
    step.easing = easing
    set(&step)
    return step
  }

  /// A cut: the picture jumps to the target, as an entrance starts.
  static func cut(_ set: (inout Step) -> Void) -> Step { to(0, .linear, set) }

  /// The motion numbered `number` (its id's last bytes: stable across versions), every step about `anchor` and
  /// seen from `eye`.
  static func motion(
    _ number: UInt8, _ name: String, _ group: MotionGroup, anchor: (Double, Double) = (0.5, 0.5),
    eye: Double = Pose.standardEye, repeats: Int = 1, autoreverse: Bool = false, _ steps: [Step]
  ) -> Motion {
    let chain = steps.map { step -> Step in
      var s = step
      (s.anchorX, s.anchorY, s.eyePoints) = (anchor.0, anchor.1, eye)
      return s
    }
    let groupByte = UInt8((MotionGroup.allCases.firstIndex(of: group) ?? 0) + 1)
    let steps = StepChain(steps: chain, repeatCount: repeats, autoreverse: autoreverse)
    let preset = Preset(
      id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0x0C, groupByte, number)), name: name,
      createdAt: Date(timeIntervalSince1970: 0), setting: AnimationSetting(chain: steps))
    return Motion(group: group, preset: preset, chain: steps)
  }

  static func degrees(_ d: Double) -> Double { d / 360 }

  /// Calls for the eye: move, grow, shake, swing, blink.
  static let attention: [Motion] = [
    motion(
      1, "Bounce", .attention, anchor: (0.5, 1),
      [
        to(0.22, .easeOut) { ($0.verticalOffsetPoints, $0.heightMultiplier, $0.widthMultiplier) = (-36, 1.06, 0.96) },
        to(0.18, .easeIn) { ($0.heightMultiplier, $0.widthMultiplier) = (0.9, 1.08) },
        to(0.16, .easeOut) { ($0.verticalOffsetPoints, $0.heightMultiplier, $0.widthMultiplier) = (-16, 1.03, 0.98) },
        to(0.14, .easeIn) { ($0.heightMultiplier, $0.widthMultiplier) = (0.96, 1.03) },
        to(0.1, .easeOut) { $0.verticalOffsetPoints = -5 },
        to(0.1, .easeIn),
      ]),
    motion(
      2, "Pulse", .attention, autoreverse: true,
      [to(0.5, .easeInOut) { ($0.widthMultiplier, $0.heightMultiplier) = (1.08, 1.08) }]),
    motion(
      3, "Heartbeat", .attention,
      [
        to(0.14, .easeOut) { ($0.widthMultiplier, $0.heightMultiplier) = (1.16, 1.16) },
        to(0.14, .easeIn),
        to(0.14, .easeOut) { ($0.widthMultiplier, $0.heightMultiplier) = (1.16, 1.16) },
        to(0.3, .easeInOut),
        to(0.4, .linear),
      ]),
    motion(
      4, "Shake", .attention,
      (0..<9).map { i in
        to(i == 0 ? 0.05 : 0.1, .easeInOut) { $0.horizontalOffsetPoints = i == 8 ? 0 : (i % 2 == 0 ? -12 : 12) }
      }),
    motion(
      5, "Head Shake", .attention,
      [
        to(0.07) { ($0.horizontalOffsetPoints, $0.ySpinTurns) = (-7, degrees(-10)) },
        to(0.13) { ($0.horizontalOffsetPoints, $0.ySpinTurns) = (6, degrees(8)) },
        to(0.13) { ($0.horizontalOffsetPoints, $0.ySpinTurns) = (-4, degrees(-5)) },
        to(0.12) { ($0.horizontalOffsetPoints, $0.ySpinTurns) = (2, degrees(2)) },
        to(0.1),
        to(0.45, .linear),
      ]),
    motion(
      6, "Swing", .attention, anchor: (0.5, 0),
      [16, -11, 6, -4, 0].map { d in to(0.2, .easeInOut) { $0.zTurns = degrees(Double(d)) } }),
    motion(
      7, "Tada", .attention,
      [
        to(0.1) { ($0.widthMultiplier, $0.heightMultiplier, $0.zTurns) = (0.9, 0.9, degrees(-4)) },
        to(0.1) { ($0.widthMultiplier, $0.heightMultiplier, $0.zTurns) = (0.9, 0.9, degrees(-4)) },
      ]
        + (0..<7).map { i in
          to(0.1) { ($0.widthMultiplier, $0.heightMultiplier, $0.zTurns) = (1.1, 1.1, degrees(i % 2 == 0 ? 4 : -4)) }
        } + [to(0.1)]),
    motion(
      8, "Wobble", .attention,
      [(-40.0, -6.0), (32, 4), (-24, -3), (15, 2), (-7, -1), (0, 0)].enumerated().map { i, p in
        to(i == 5 ? 0.25 : 0.15) { ($0.horizontalOffsetPoints, $0.zTurns) = (p.0, degrees(p.1)) }
      }),
    motion(
      9, "Jello", .attention,
      [-12.0, 6.5, -3.2, 1.6, -0.8, 0.4, 0].map { d in
        to(0.12, .easeInOut) { ($0.skewXDegrees, $0.skewYDegrees) = (d, d) }
      }),
    motion(
      10, "Rubber Band", .attention,
      [(1.25, 0.75, 0.3), (0.75, 1.25, 0.1), (1.15, 0.85, 0.1), (0.95, 1.05, 0.15), (1.05, 0.95, 0.1), (1, 1, 0.25)]
        .map { w, h, t in to(t, .easeInOut) { ($0.widthMultiplier, $0.heightMultiplier) = (w, h) } }),
    motion(
      11, "Flash", .attention,
      [0.0, 1, 0, 1].map { o in to(0.25, .linear) { $0.opacity = o } }),
  ]
}
