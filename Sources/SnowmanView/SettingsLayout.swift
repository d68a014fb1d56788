import SnowmanController
import SnowmanModel

/// The Settings screen: navigation bar, the optional save prompt, and the scrolling table of stepper cells.
public struct SettingsLayout: Equatable, Sendable {
  public static let rowHeight = 48.0
  public static let headerHeight = 36.0
  public static let stepperSize = (w: 100.0, h: 32.0)

  /// One stepper cell.
  public struct Row: Equatable, Sendable {
    public let key: PropertyKey
    public let rect: Rect, decrement: Rect, increment: Rect
    /// Whether a separator line is drawn above it (every row but a card's first).
    public let hasSeparator: Bool
  }

  /// A section's title and its card of rows.
  public struct Section: Equatable, Sendable {
    public let title: String
    public let titleRect: Rect, card: Rect
  }

  public let navBar: Rect, saveButton: Rect
  /// The prompt card and its parts, when the prompt is open.
  public let promptCard: Rect?, promptField: Rect?, promptConfirm: Rect?, promptCancel: Rect?
  /// The visible part of the table.
  public let viewport: Rect
  /// Rows and sections at the current scroll position.
  public let rows: [Row]
  public let sections: [Section]
  /// How far the table can scroll, in points.
  public let maxScroll: Double

  /// Lays out the screen between `top` and `bottom` for `state`.
  public init(width: Double, top: Double, bottom: Double, state: AppState) {
    navBar = Rect(0, top, width, 64)
    saveButton = Rect(width - 16 - 72, top + 14, 72, 36)
    let contentWidth = min(width - 32, 600)
    let x = (width - contentWidth) / 2
    var tableTop = navBar.maxY
    if state.prompt != nil {
      let card = Rect(x, navBar.maxY + 12, contentWidth, 132)
      promptCard = card
      promptField = Rect(card.x + 16, card.y + 38, card.w - 32, 40)
      promptConfirm = Rect(card.maxX - 16 - 96, card.y + 88, 96, 36)
      promptCancel = Rect(card.maxX - 16 - 96 - 8 - 96, card.y + 88, 96, 36)
      tableTop = card.maxY
    } else {
      promptCard = nil
      promptField = nil
      promptConfirm = nil
      promptCancel = nil
    }
    viewport = Rect(0, tableTop, width, max(0, bottom - tableTop))

    var y = 8.0
    var rows: [Row] = []
    var sections: [Section] = []
    let scroll = state.settingsScroll
    for section in PropertySection.allCases {
      let specs = PropertyTable.specs(in: section)
      let titleRect = Rect(x + 16, tableTop + y - scroll + 14, contentWidth - 32, 18)
      y += SettingsLayout.headerHeight
      let cardTop = y
      for (i, spec) in specs.enumerated() {
        let rect = Rect(x, tableTop + y - scroll, contentWidth, SettingsLayout.rowHeight)
        let stepper = Rect(
          rect.maxX - 16 - SettingsLayout.stepperSize.w, rect.midY - SettingsLayout.stepperSize.h / 2,
          SettingsLayout.stepperSize.w, SettingsLayout.stepperSize.h)
        rows.append(
          Row(
            key: spec.key, rect: rect,
            decrement: Rect(stepper.x, stepper.y, stepper.w / 2, stepper.h),
            increment: Rect(stepper.midX, stepper.y, stepper.w / 2, stepper.h), hasSeparator: i > 0))
        y += SettingsLayout.rowHeight
      }
      sections.append(
        Section(
          title: section.rawValue.uppercased(), titleRect: titleRect,
          card: Rect(x, tableTop + cardTop - scroll, contentWidth, y - cardTop)))
      y += 8
    }
    y += 8
    self.rows = rows
    self.sections = sections
    maxScroll = max(0, y - viewport.h)
  }

  /// The visible controls of the screen for `state`.
  func controls(state: AppState) -> [Control] {
    var list: [Control] = [Control(.settingsSave, "Save", saveButton)]
    for row in rows where viewport.contains(row.rect) {
      let spec = PropertyTable.spec(row.key)
      let stepper = Stepper(spec, value: state.draft[row.key])
      list.append(Control(.settingsRow(row.key), "\(spec.label) \(state.draft.formatted(row.key))", row.rect))
      list.append(
        Control(.stepperDecrement(row.key), "Decrease \(spec.label)", row.decrement, enabled: stepper.canDecrement))
      list.append(
        Control(.stepperIncrement(row.key), "Increase \(spec.label)", row.increment, enabled: stepper.canIncrement))
    }
    if let prompt = state.prompt, let promptField, let promptConfirm, let promptCancel {
      list.append(Control(.promptField, prompt.text, promptField))
      list.append(Control(.promptCancel, "Cancel", promptCancel))
      list.append(Control(.promptConfirm, prompt.confirmLabel, promptConfirm))
    }
    return list
  }
}
