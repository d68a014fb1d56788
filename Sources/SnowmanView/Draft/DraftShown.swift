import SnowmanController
import SnowmanModel

/// What of the draft the Settings screen shows: every value at the playhead, the keyframes selected, whether it
/// differs from its preset (Revert), the Save prompt. Part of the layout's and the still drawing's keys
/// (`FeaturesShown`).
struct DraftShown: Equatable {
  let setting: AnimationSetting
  /// The picture the table edits (the layers list's row).
  let layer: Int
  let playhead: Double
  let selection: [KeyframeRef]
  let newKeyCurve: Easing
  let edited: Bool
  let prompt: SavePrompt?

  init(_ state: AppState) {
    setting = state.draft.setting
    layer = state.draft.layer
    playhead = state.tab == .settings ? state.playhead : 0
    selection = state.draft.selection
    newKeyCurve = state.draft.newKeyCurve
    edited = state.isEdited
    prompt = state.savePrompt
  }
}
