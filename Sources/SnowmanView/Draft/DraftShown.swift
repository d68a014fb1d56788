import SnowmanController
import SnowmanModel

/// What of the draft the Settings screen shows: every value, the step shown, whether it differs from its preset
/// (Revert), the Save prompt. Part of the layout's and the still drawing's keys (`FeaturesShown`).
struct DraftShown: Equatable {
  let setting: AnimationSetting
  let selectedStep: Int
  let edited: Bool
  let prompt: SavePrompt?

  init(_ state: AppState) {
    setting = state.draft.setting
    selectedStep = state.draft.selectedStep
    edited = state.isEdited
    prompt = state.savePrompt
  }
}
