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
  /// The layer up, over which no focus ring shows in the chrome.
  let layer: FeatureLayer?
  let theme: ColorScheme
  let caretShown: Bool
  /// The features' part, the transport's labels among it: drawn behind a feature's layer too, whose layout lists
  /// only its own controls.
  let features: FeaturesShown

  init(state: AppState, layout: Layout, interaction: Interaction, density: Double, caretShown: Bool) {
    tab = state.tab
    self.caretShown = caretShown
    layer = state.featureLayer
    theme = state.theme
    self.layout = layout
    self.interaction = interaction
    self.density = density
    features = FeaturesShown(state)
  }
}
