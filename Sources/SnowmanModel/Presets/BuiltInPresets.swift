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
    createdAt: Date(timeIntervalSince1970: 0), setting: AnimationSetting(chain: showcaseChain))

  static let showcaseChain = StepChain(values: [
    .widthMultiplier: 1.5, .heightMultiplier: 0.6, .horizontalOffset: 120, .verticalOffset: -80,
    .xFlips: 2, .ySpins: 1, .zTurns: 0.5, .opacity: 0.6, .duration: 2.0, .repeatCount: 1,
    .autoreverse: 1, .easing: Double(EasingKind.allCases.firstIndex(of: .easeInOut) ?? 0),
  ])

  /// The built-in snowflake picture (Assets/snowflake.svg, compiled into the View), named by its SHA-256 like
  /// a user's picture; a test checks the hash against the compiled-in bytes.
  public static let snowflake = ImageReference(
    sha256: "ecbcc757494972e74bbd3f9b540a14dcd1ec679a420f2083d50e96b737fd238f", type: .svg, name: "snowflake.svg")

  /// "Crossfade": fade out over 1.0 s (ease out), swap to the snowflake and fade back in over 1.0 s (ease in);
  /// autoreverse on, so a play goes there and back.
  public static let crossfade = Preset(
    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 3)), name: "Crossfade",
    createdAt: Date(timeIntervalSince1970: 0), setting: AnimationSetting(chain: crossfadeChain))

  static let crossfadeChain: StepChain = {
    var out = StepChain(values: [
      .opacity: 0, .duration: 1.0, .autoreverse: 1, .easing: Double(EasingKind.allCases.firstIndex(of: .easeOut) ?? 0),
    ])
    var back = StepChain(values: [
      .opacity: 1, .duration: 1.0, .autoreverse: 1, .easing: Double(EasingKind.allCases.firstIndex(of: .easeIn) ?? 0),
    ])
    back.steps[0].image = snowflake
    out.steps.append(back.steps[0])
    return out
  }()

  /// The three the app began with: listed first, before the user's own.
  public static let core: [Preset] = [rest, showcase, crossfade]

  /// The classic motions, listed after the user's own under their headings, then the scenes under theirs.
  public static let library: [Preset] = ClassicMotions.all.map(\.preset) + BuiltInScenes.all

  /// The heading a library preset is listed under ("Attention", "Scenes"), if it is one of the library's.
  public static func heading(of id: UUID) -> String? {
    ClassicMotions.group(of: id)?.rawValue ?? (BuiltInScenes.all.contains { $0.id == id } ? BuiltInScenes.heading : nil)
  }

  /// Every built-in: the core three, then the library.
  public static let all: [Preset] = core + library

  /// The picker's order: the core three, the user's `saved` presets, then the library group by group.
  public static func inPickerOrder(_ saved: [Preset]) -> [Preset] { core + saved + library }

  /// The chains of steps the built-ins are written as, by id (what a file of version 3 held of them): the tests
  /// hold what their tracks play against what the chains played.
  public static let chains: [UUID: StepChain] = Dictionary(
    uniqueKeysWithValues: [(rest.id, StepChain()), (showcase.id, showcaseChain), (crossfade.id, crossfadeChain)]
      + ClassicMotions.all.map { ($0.preset.id, $0.chain) })

  /// Whether `id` is a built-in's.
  public static func contains(_ id: UUID) -> Bool { ids.contains(id) }

  private static let ids = Set(all.map(\.id))
}
