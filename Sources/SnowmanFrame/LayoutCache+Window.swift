import SnowmanController
import SnowmanModel
import SnowmanStore
import SnowmanView

extension LayoutCache {
  /// The layout of `controller`'s state in a `width`×`height` window, after telling the controller the window's
  /// size when it changed. The Controller computes what follows (the settings table's scroll range, the stage the
  /// physics uses); the View only lays out and draws, and nothing it measures goes back.
  public func layout(width: Double, height: Double, controller: AppStore) -> Layout {
    controller.tellWindowSize(width: width, height: height)
    return layout(width: width, height: height, state: controller.state)
  }
}

extension AppStore {
  /// Tells the store the window is `width`×`height` points, when that is news to it.
  public func tellWindowSize(width: Double, height: Double) {
    if state.window != WindowMetrics(width: width, height: height) {
      handle(.windowResized(width: width, height: height))
    }
  }
}
