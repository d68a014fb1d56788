import SnowmanController
import SnowmanModel

extension Layout {
  /// How many picker rows either side of the middle one a screen reader is given, shown or not: every preset of a
  /// library of ordinary size, and a window round the selection of a huge one (as GTK's list view realises rows
  /// near the view, not all ten thousand).
  static let pickerRowsReadAround = 100

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
    let offset = state.library.picker.offset
    let reach = Double(Layout.pickerRowsReadAround)
    guard let rows = Layout.pickerRows(within: reach, of: offset, count: state.library.presets.count) else { return [] }
    return rows.compactMap { i in
      guard control(.pickerRow(i)) == nil else { return nil }
      return Control(.pickerRow(i), Layout.pickerRowRect(i, picker: picker, offset: offset), state, order: order)
    }
  }
}
