import SnowmanController
import SnowmanModel

extension Layout {
  /// The controls of the screen in front that are scrolled out of view (the Settings table's rows below the fold,
  /// the picker's rows off the wheel): still there for a screen reader, with `showing` off, as GTK's scrolled
  /// lists keep theirs. Made only when a screen reader asks, so a frame does not pay for them.
  public func outOfView(state: AppState) -> [Control] {
    guard state.featureLayer == nil else { return [] }
    let order = state.focusOrder
    if state.tab == .settings {
      return settings.outOfView().map { Control($0.0, $0.1, state, order: order) }
    }
    // The other screens keep everything in view but the picker's rows.
    guard state.tab == .animation else { return [] }
    return pickerRowsOutOfView(state: state, order: order)
  }
}
