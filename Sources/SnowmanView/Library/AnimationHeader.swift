import SnowmanController

/// The Animation screen's header over the stage, which names the preset shown: what it draws and what a screen
/// reader reads for it, from one place.
struct AnimationHeader {
  static let caption = "Now showing"
  /// The preset shown.
  let name: String

  init(_ state: AppState) { name = state.library.selectedPreset.name }

  /// What a screen reader reads: the caption and the name.
  var spoken: String { "\(Self.caption) \(name)" }
}
