import Foundation

/// The read-only presets every user has, listed before the saved ones.
public enum BuiltInPresets {
  /// "Rest": the defaults of the property table.
  public static let rest = Preset(
    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1)), name: "Rest",
    createdAt: Date(timeIntervalSince1970: 0), setting: AnimationSetting())

  /// "Showcase": every dimension at once, as DESIGN.md gives it.
  public static let showcase = Preset(
    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 2)), name: "Showcase",
    createdAt: Date(timeIntervalSince1970: 0),
    setting: AnimationSetting(values: [
      .widthMultiplier: 1.5, .heightMultiplier: 0.6, .horizontalOffset: 120, .verticalOffset: -80,
      .xFlips: 2, .ySpins: 1, .zTurns: 0.5, .opacity: 0.6, .duration: 2.0, .repeatCount: 1,
      .autoreverse: 1, .easing: Double(EasingKind.allCases.firstIndex(of: .easeInOut) ?? 0),
    ]))

  /// Both, in picker order.
  public static let all: [Preset] = [rest, showcase]

  /// Whether `id` is a built-in's.
  public static func contains(_ id: UUID) -> Bool { all.contains { $0.id == id } }
}
