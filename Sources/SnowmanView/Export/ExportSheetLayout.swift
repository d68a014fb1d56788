import SnowmanController

/// The Export sheet over the current screen: format, size and rate buttons, the progress bar, Cancel and Export.
public struct ExportSheetLayout: Equatable, Sendable {
  public let card: Rect
  public let title: Rect
  public let formats: [(ExportSheet.Format, Rect)]
  public let sizes: [(Int, Rect)]
  public let rates: [(Int, Rect)]
  public let destination: Rect
  public let progress: Rect
  public let cancel: Rect, start: Rect

  public static func == (a: ExportSheetLayout, b: ExportSheetLayout) -> Bool {
    a.card == b.card && a.formats.map(\.1) == b.formats.map(\.1) && a.sizes.map(\.1) == b.sizes.map(\.1)
      && a.rates.map(\.1) == b.rates.map(\.1) && a.progress == b.progress && a.start == b.start
  }

  static let rowHeight = 36.0, labelWidth = 64.0, gap = 6.0

  /// The sheet centred in a window `width`×`height` (above the tab bar).
  init(width: Double, height: Double) {
    let w = min(width - 24, 440)
    let h = 378.0
    card = Rect((width - w) / 2, max(12, (height - Layout.tabBarHeight - h) / 2), w, h)
    title = Rect(card.x + 20, card.y + 14, w - 40, 30)
    // Frames on the first row, code on the second, as wide as the frames' (wider would crowd 360 pt); the last
    // takes two places, its label being two words.
    let code = ExportSheetLayout.buttons(ExportSheet.Format.code + [nil, nil], row: 1, card: card)
    formats =
      ExportSheetLayout.buttons(ExportSheet.Format.pictures, row: 0, card: card)
      + code.enumerated().compactMap { i, slot in
        guard let format = slot.0 else { return nil }
        let last = i == ExportSheet.Format.code.count - 1
        return (format, last ? Rect(slot.1.x, slot.1.y, code[i + 1].1.maxX - slot.1.x, slot.1.h) : slot.1)
      }
    sizes = ExportSheetLayout.buttons(ExportSheet.sizes, row: 2, card: card)
    rates = ExportSheetLayout.buttons(ExportSheet.frameRates, row: 3, card: card)
    destination = Rect(card.x + 20, card.y + 250, w - 40, 20)
    progress = Rect(card.x + 20, card.y + 284, w - 40, 22)
    start = Rect(card.maxX - 16 - 120, card.maxY - 16 - 40, 120, 40)
    cancel = Rect(start.x - 10 - 110, start.y, 110, 40)
  }

  /// A row of equal buttons, one per value, right of the row's label.
  private static func buttons<T>(_ values: [T], row: Int, card: Rect) -> [(T, Rect)] {
    let left = card.x + 16 + ExportSheetLayout.labelWidth
    let room = card.maxX - 16 - left
    let each = (room - Double(values.count - 1) * ExportSheetLayout.gap) / Double(values.count)
    let y = card.y + 58 + Double(row) * (ExportSheetLayout.rowHeight + 12)
    return values.enumerated().map { i, v in
      (v, Rect(left + Double(i) * (each + ExportSheetLayout.gap), y, each, ExportSheetLayout.rowHeight))
    }
  }

  /// Short labels that fit a button at 360 pt.
  public static func shortLabel(_ format: ExportSheet.Format) -> String {
    format == .png ? "PNG" : format.label
  }

  /// The sheet's controls: the only ones that take clicks while it is open.
  func controls(state: AppState, order: [ControlID]) -> [Control] {
    var placed: [(ExportFeature.Control, Rect)] = formats.map { (.format($0.0), $0.1) }
    placed += sizes.map { (.size($0.0), $0.1) } + rates.map { (.fps($0.0), $0.1) }
    if case .running? = state.exportSheet?.phase { placed.append((.progress, progress)) }
    placed += [(.cancel, cancel), (.start, start)]
    return placed.map { Control(.feature(.export($0.0)), $0.1, state, order: order) }
  }
}

extension Layout {
  /// The Export sheet, when open.
  public var exportSheet: ExportSheetLayout? { screens.export }
}
