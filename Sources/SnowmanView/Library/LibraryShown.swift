import SnowmanController
import SnowmanModel

/// What of the presets the window shows: the wheel's rows and where it has turned to, the preset shown, a row's
/// name field. Part of the layout's and the still drawing's keys (`FeaturesShown`).
struct LibraryShown: Equatable {
  let presets: [Preset]
  let selected: Preset
  let pickerOffset: Double
  let rename: RenameField?

  init(_ state: AppState) {
    presets = state.library.presets
    selected = state.library.selectedPreset
    pickerOffset = state.library.picker.offset
    rename = state.library.rename
  }
}
