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
        .feature(.library(.row(i))),
        Layout.pickerRowRect(i, picker: picker, offset: offset, count: state.library.presets.count), state,
        order: order)
    }
  }

  /// The picker rows that are at least partly visible, with their rectangles.
  public static func pickerRowRects(picker: Rect, offset: Double, count: Int) -> [(Int, Rect)] {
    // A lifted wheel shows rows up to a whole panel away from the selection.
    let reach = (picker.h / pickerRowHeight).rounded(.up) + 1
    guard let rows = pickerRows(within: reach, of: offset, count: count) else { return [] }
    return rows.compactMap { i in
      let rect = pickerRowRect(i, picker: picker, offset: offset, count: count)
      return rect.maxY > picker.y && rect.y < picker.maxY ? (i, rect) : nil
    }
  }

  /// The rows within `reach` rows of the wheel's `offset`, among `count`; nil for none.
  static func pickerRows(within reach: Double, of offset: Double, count: Int) -> ClosedRange<Int>? {
    let first = max(0, Int((offset - reach).rounded(.down)))
    let last = min(count - 1, Int((offset + reach).rounded(.up)))
    return first <= last ? first...last : nil
  }

  /// Row `index`'s rectangle (of `count`), on the wheel or off it, when the wheel is turned to `offset`.
  static func pickerRowRect(_ index: Int, picker: Rect, offset: Double, count: Int) -> Rect {
    let lift = pickerLift(picker: picker, offset: offset, count: count)
    let y = picker.midY - lift + (Double(index) - offset) * pickerRowHeight - pickerRowHeight / 2
    return Rect(picker.x + 12, y, picker.w - 24, pickerRowHeight)
  }

  /// The lift of the wheel `picker` as `state` has it turned.
  static func pickerLift(picker: Rect, state: AppState) -> Double {
    pickerLift(picker: picker, offset: state.library.picker.offset, count: state.library.presets.count)
  }

  /// How far up the rows and the band move from the middle, in points (negative: down), on a panel taller than
  /// the five-row wheel: near the first row the list starts at the panel's top, near the last it ends at its
  /// bottom, so a tall column is never half blank. The wheel of five rows keeps its selection in the middle.
  static func pickerLift(picker: Rect, offset: Double, count: Int) -> Double {
    guard picker.h > pickerRowHeight * Double(pickerVisibleRows) + 1, count > 0 else { return 0 }
    let h = pickerRowHeight, inset = 4.0
    // Blank above the first row's top, and below the last row's bottom, with the selection in the middle.
    let above = (picker.midY - offset * h - h / 2) - (picker.y + inset)
    if above > 0 { return above }
    let below = (picker.maxY - inset) - (picker.midY + (Double(count - 1) - offset) * h + h / 2)
    return below > 0 ? -min(below, -above) : 0
  }
}
