import SnowmanController
import SnowmanModel

/// Everything the still parts of a frame depend on: when it is unchanged, the cached chrome is reused.
/// (Playback's tick is not in it: only the stage moves while playing.)
struct ChromeKey: Equatable {
  let layout: Layout
  /// The screen drawn: under a feature's layer the layout lists only its controls.
  let tab: Tab
  let interaction: Interaction
  let density: Double
  let selected: Preset
  let pickerOffset: Double
  let prompt: SavePrompt?
  let draft: AnimationSetting
  let rename: RenameField?
  let menuHighlight: Int?
  /// The layer up, over which no focus ring shows in the chrome.
  let layer: FeatureLayer?
  /// The control with a focus ring, if one shows.
  let ringed: ControlID?
  let theme: ColorScheme
  let pathField: PathField?
  let caretShown: Bool
  /// The transport's labels (Play, the speed, the loop mode): drawn behind a feature's layer too, whose layout
  /// lists only its own controls.
  let playback: PlaybackState
  let transport: TransportPreferences

  init(state: AppState, layout: Layout, interaction: Interaction, density: Double, caretShown: Bool) {
    tab = state.tab
    pathField = state.pathField
    self.caretShown = caretShown
    rename = state.library.rename
    menuHighlight = state.menuHighlight
    layer = state.featureLayer
    ringed = state.focus.visible ? state.focus.id : nil
    theme = state.theme
    self.layout = layout
    self.interaction = interaction
    self.density = density
    selected = state.library.selectedPreset
    pickerOffset = state.library.picker.offset
    prompt = state.draft.prompt
    draft = state.draft.setting
    playback = state.playback.state
    transport = state.playback.transport
  }
}
