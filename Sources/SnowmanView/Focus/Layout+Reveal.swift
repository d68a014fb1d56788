import SnowmanController

extension Layout {
  /// What brings the focused control into view after the keyboard moved the focus: the settings table scrolled
  /// so that Tab never goes off-screen; nil when it is in view.
  public func revealingFocus(in state: AppState) -> AppAction? {
    guard state.tab == .settings, let focus = state.focus.id, let points = settings.scrollToReveal(focus)
    else { return nil }
    return .settingsScrolled(points: points)
  }
}
