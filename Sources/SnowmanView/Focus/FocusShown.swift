import SnowmanController

/// Where the focus ring shows, if it does, and the menu item the keys have highlighted. Part of the layout's and
/// the still drawing's keys (`FeaturesShown`).
struct FocusShown: Equatable {
  let ringed: ControlID?
  let menuHighlight: Int?

  init(_ state: AppState) {
    ringed = state.focus.visible ? state.focus.id : nil
    menuHighlight = state.menuHighlight
  }
}
