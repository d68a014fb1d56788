import SnowmanController
import SnowmanModel

/// Keeps the last layout while nothing it depends on changes, so a playing frame builds no layout (and
/// allocates nothing): only the playback tick moves then, and the layout does not depend on it.
public final class LayoutCache {
  private struct Inputs: Equatable {
    let width: Double, height: Double
    let tab: Tab
    let settingsScroll: Double
    let menu: Menu?
    let features: FeaturesShown
    let screen: ScreenLayoutKey
    let layer: LayerLayoutKey

    init(width: Double, height: Double, state: AppState) {
      self.width = width
      self.height = height
      tab = state.tab
      settingsScroll = state.settingsScroll
      menu = state.menu
      features = FeaturesShown(state)
      screen = ScreenLayoutKey(state)
      layer = LayerLayoutKey(state)
    }
  }

  private var inputs: Inputs?
  private var cached: Layout?

  public init() {}

  /// The layout of `state` in a `width`×`height` window, built again only when its inputs changed.
  public func layout(width: Double, height: Double, state: AppState) -> Layout {
    let now = Inputs(width: width, height: height, state: state)
    if let cached, inputs == now { return cached }
    let fresh = Layout(width: width, height: height, state: state)
    inputs = now
    cached = fresh
    return fresh
  }
}
