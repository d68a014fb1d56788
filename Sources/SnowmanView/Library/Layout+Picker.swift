import SnowmanController
import SnowmanModel

extension Layout {
  /// How many picker rows either side of the middle one a screen reader is given, shown or not: every preset of a
  /// library of ordinary size, and a window round the selection of a huge one (as GTK's list view realises rows
  /// near the view, not all ten thousand).
  static let pickerRowsReadAround = 100

  /// The wheel's rows in view, and on the Animation screen a row's menu and its name field, when open.
  static func pickerParts(picker: Rect, state: AppState, width: Double, tabTop: Double) -> (
    rows: [(Int, Rect)], menu: SettingsLayout.MenuLayout?, field: Rect?
  ) {
    let rows = pickerRowRects(picker: picker, offset: state.library.picker.offset, count: state.library.presets.count)
    guard state.tab == .animation else { return (rows, nil, nil) }
    var menu: SettingsLayout.MenuLayout?
    if case .preset(let index)? = state.menu, let row = rows.first(where: { $0.0 == index })?.1,
      state.library.presets.indices.contains(index)
    {
      let anchor = Rect(row.midX - 90, row.y, 180, row.h)
      menu = SettingsLayout.placeMenu(state: state, anchor: anchor, width: 180, within: Rect(0, 0, width, tabTop))
    }
    var field: Rect?
    if let rename = state.library.rename, let row = rows.first(where: { $0.0 == rename.index })?.1 {
      field = Rect(row.x + 8, row.y + 2, row.w - 16, row.h - 4)
    }
    return (rows, menu, field)
  }

  /// The wheel's controls where they are: the wheel, its rows on it, and the row's name field while one is
  /// renamed.
  static func pickerPlaces(picker: Rect, rows: [(Int, Rect)], field: Rect?, state: AppState) -> [(ControlID, Rect)] {
    var placed: [(ControlID, Rect)] = [(.feature(.library(.picker)), picker)]
    placed += rows.filter { picker.contains($0.1) }.map { (.feature(.library(.row($0.0))), $0.1) }
    if let field, state.library.rename != nil { placed.append((.feature(.library(.renameField)), field)) }
    return placed
  }

  /// The rows near the wheel's middle that are turned out of view, for a screen reader.
  func pickerRowsOutOfView(state: AppState, order: [ControlID]) -> [Control] {
    let offset = state.library.picker.offset
    let reach = Double(Layout.pickerRowsReadAround)
    guard let rows = Layout.pickerRows(within: reach, of: offset, count: state.library.presets.count) else { return [] }
    return rows.compactMap { i in
      guard control(.feature(.library(.row(i)))) == nil else { return nil }
      return Control(
        .feature(.library(.row(i))), Layout.pickerRowRect(i, picker: picker, offset: offset), state, order: order)
    }
  }

  /// The picker rows that are at least partly visible, with their rectangles.
  public static func pickerRowRects(picker: Rect, offset: Double, count: Int) -> [(Int, Rect)] {
    let reach = (picker.h / 2 / pickerRowHeight).rounded(.up) + 1
    guard let rows = pickerRows(within: reach, of: offset, count: count) else { return [] }
    return rows.compactMap { i in
      let rect = pickerRowRect(i, picker: picker, offset: offset)
      return rect.maxY > picker.y && rect.y < picker.maxY ? (i, rect) : nil
    }
  }

  /// The rows within `reach` rows of the wheel's `offset`, among `count`; nil for none.
  static func pickerRows(within reach: Double, of offset: Double, count: Int) -> ClosedRange<Int>? {
    let first = max(0, Int((offset - reach).rounded(.down)))
    let last = min(count - 1, Int((offset + reach).rounded(.up)))
    return first <= last ? first...last : nil
  }

  /// Row `index`'s rectangle, on the wheel or off it, when the wheel is turned to `offset`.
  static func pickerRowRect(_ index: Int, picker: Rect, offset: Double) -> Rect {
    let y = picker.midY + (Double(index) - offset) * pickerRowHeight - pickerRowHeight / 2
    return Rect(picker.x + 12, y, picker.w - 24, pickerRowHeight)
  }
}
