import SnowmanController
import SnowmanModel

extension AppStore {
  /// Tells the store the window is `width`×`height` points, when that is news to it: the window's size comes in
  /// once, from its resize event (or a test's or benchmark's setup), and the Controller computes what follows (the
  /// settings table's scroll range, the stage the physics uses). Laying out only reads the state.
  public func tellWindowSize(width: Double, height: Double) {
    if state.window != WindowMetrics(width: width, height: height) {
      handle(.windowResized(width: width, height: height))
    }
  }
}
