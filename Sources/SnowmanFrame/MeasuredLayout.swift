import SnowmanController
import SnowmanModel
import SnowmanView

extension LayoutCache {
  /// The layout of `controller`'s state in a `width`×`height` window, after telling the controller what the layout
  /// measured: how far the settings table can now scroll (it clamps the scroll, so a window grown taller is not
  /// left over-scrolled), and the Wardrobe's stage with the aspect of the picture the mascot is, for its physics.
  /// The app calls this before a frame is drawn: the View lays out and draws and never sends an action.
  public func layout(width: Double, height: Double, controller: AppStore, pictureAspect: Double = 480.0 / 672.0)
    -> Layout
  {
    let first = layout(width: width, height: height, state: controller.state)
    let geometry = first.wardrobe.geometry(pictureAspect: pictureAspect)
    let measured = geometry != controller.state.wardrobe.physics.geometry
    let scrolled = first.settings.maxScroll != controller.state.settingsMaxScroll
    // Most frames change neither: the first layout stands.
    guard measured || scrolled else { return first }
    if measured { controller.handle(.wardrobe(.stageMeasured(geometry))) }
    if scrolled { controller.handle(.settingsTableMeasured(maxScroll: first.settings.maxScroll)) }
    return layout(width: width, height: height, state: controller.state)
  }
}
