import Foundation

/// The built-in scenes: several pictures at once, listed after the classic motions under their own heading.
public enum BuiltInScenes {
  /// The heading the picker shows them under.
  public static let heading = "Scenes"

  /// "Snowfall": the snowman at rest while 24 snowflakes fall past him, started in a seeded random order a fifth of a
  /// second apart, each drifting from side to side and turning on its own clock (its copy's delay).
  public static let snowfall = Preset(
    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0x0D, 1, 1)), name: "Snowfall",
    createdAt: Date(timeIntervalSince1970: 0), setting: snowfallSetting)

  /// Every built-in scene, in picker order.
  public static let all: [Preset] = [snowfall]

  /// How long a flake takes to cross the stage, in seconds.
  static let fall = 4.0

  static var snowfallSetting: AnimationSetting {
    // The stage an export frames is 448×336 pt: the flakes start above its top edge and end below its bottom one,
    // spread across its width.
    var tracks = MotionTracks()
    tracks[.verticalOffset].insert(time: 0, value: 0, curve: .linear)
    tracks[.verticalOffset].insert(time: fall, value: 390, curve: .linear)
    for (time, value) in [(0.0, 0.0), (1.1, 14), (2.3, -10), (3.4, 12), (fall, 0)] {
      tracks[.horizontalOffset].insert(time: time, value: value, curve: .easeInOut)
    }
    tracks[.zTurns].insert(time: 0, value: 0, curve: .linear)
    tracks[.zTurns].insert(time: fall, value: 0.5, curve: .linear)
    let flake = SceneLayer(
      name: "Snowflake", picture: BuiltInPresets.snowflake,
      box: SceneLayer.RestBox(centerX: -207, centerY: -195, width: 22, height: 22), tracks: tracks,
      copies: Copies(
        count: 24, step: Copies.Step(offsetX: 18), stagger: Stagger(.each(0.2), from: .random(seed: 7))))
    return AnimationSetting(
      tracks: MotionTracks(), durationSeconds: fall, repeatCount: 1, autoreverse: false, layers: [flake])
  }
}
