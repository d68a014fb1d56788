import SnowmanController
import SnowmanModel

/// The Settings screen: navigation bar, the optional save prompt, and the scrolling table of stepper cells.
public struct SettingsLayout: Equatable, Sendable {
  public static let stepperSize = (w: 100.0, h: 32.0)

  /// One stepper cell.
  public struct Row: Equatable, Sendable {
    public let key: PropertyKey
    public let rect: Rect, decrement: Rect, increment: Rect
    /// Whether a separator line is drawn above it (every row but a card's first).
    public let hasSeparator: Bool
  }

  /// The curve under the Easing row: its header (the curve as CSS writes it, a Copy button), the plot, and the
  /// two handles of a Bézier.
  public struct CurveRow: Equatable, Sendable {
    public let rect: Rect
    /// The `curve.view` control: the plot with room around it for the handles.
    public let view: Rect
    public let plot: CurvePlot
    public let copyButton: Rect
    /// The handles' hit areas, for a Bézier; empty otherwise.
    public let handles: [Rect]
  }

  /// An app-drawn menu: a card of items, each a control.
  public struct MenuLayout: Equatable, Sendable {
    public let card: Rect
    public let items: [Control]
  }

  public static let menuItemHeight = 32.0

  /// A section's title and its card of rows.
  public struct Section: Equatable, Sendable {
    /// Its name as a screen reader says it ("Size").
    public let name: String
    public let titleRect: Rect, card: Rect
    /// The heading as drawn: the name in capitals.
    public var title: String { name.uppercased() }
  }

  public let navBar: Rect, saveButton: Rect
  /// Revert, at the left of the bar while the draft differs from its preset.
  public let revertButton: Rect?
  /// The prompt card and its parts, when the prompt is open.
  public let promptCard: Rect?, promptField: Rect?, promptConfirm: Rect?, promptCancel: Rect?
  /// The visible part of the table.
  public let viewport: Rect
  /// Rows and sections at the current scroll position.
  public let rows: [Row]
  public let sections: [Section]
  /// How far the table can scroll, in points.
  public let maxScroll: Double
  /// The curve under the Easing row.
  public let curve: CurveRow?
  /// The Artwork row.
  public let artwork: ArtworkRow
  /// The layers list and the chosen layer's copies.
  public let layers: LayersCard
  /// The Anchor card's grid: its row, and the nine points' hit areas (`AnchorPoint` order, row by row).
  public let anchorRow: Rect, anchorPoints: [Rect]
  /// The dope sheet: its bar over the table, and a lane of keyframes under each animated row.
  public let dopeSheet: DopeSheetLayout

  /// The open menu, if any.
  public let menu: MenuLayout?
  /// The stage playing the draft and its timeline, left of the table in a window wide enough for both.
  public let stage: Rect?, timeline: Rect?

  /// Lays out the screen of a `width`×`height` window for `state`, over the table the Controller scrolls.
  public init(width: Double, height: Double, state: AppState) {
    let table = SettingsTable(window: WindowMetrics(width: width, height: height), state: state)
    navBar = Rect(0, 0, width, SettingsTable.navBarHeight)
    saveButton = Rect(width - 16 - 72, 14, 72, 36)
    revertButton = state.isEdited ? Rect(16, 14, 84, 36) : nil
    let contentWidth = table.contentWidth
    let m = Layout.margin
    let wide = WindowMetrics(width: width, height: height).settingsShowsStage
    // Beside the stage the table is the right-hand column; alone it is centred.
    let x = wide ? width - m - contentWidth : (width - contentWidth) / 2
    if wide {
      let top = navBar.maxY + m, bottom = height - Layout.tabBarHeight - m
      let stageBox = Rect(m, top, x - 2 * m, bottom - top - Layout.stageToTimeline - Layout.timelineHeight)
      stage = stageBox
      timeline = Rect(
        stageBox.x + Layout.timelineInset, stageBox.maxY + Layout.stageToTimeline,
        stageBox.w - 2 * Layout.timelineInset, Layout.timelineHeight)
    } else {
      stage = nil
      timeline = nil
    }
    if state.savePrompt != nil {
      let card = Rect(x, navBar.maxY + SettingsTable.promptGap, contentWidth, SettingsTable.promptHeight)
      promptCard = card
      promptField = Rect(card.x + 16, card.y + 38, card.w - 32, 40)
      promptConfirm = Rect(card.maxX - 16 - 96, card.y + 88, 96, 36)
      promptCancel = Rect(card.maxX - 16 - 96 - 8 - 96, card.y + 88, 96, 36)
    } else {
      promptCard = nil
      promptField = nil
      promptConfirm = nil
      promptCancel = nil
    }
    viewport =
      wide
      ? Rect(x - m, table.top, width - x + m, table.viewportHeight) : Rect(0, table.top, width, table.viewportHeight)
    // Table coordinates to the window's, at the current scroll.
    let origin = table.top - state.settingsScroll
    rows = table.rows.map { row in
      let rect = Rect(x, origin + row.y, contentWidth, SettingsTable.rowHeight)
      let stepper = Rect(
        rect.maxX - 16 - SettingsLayout.stepperSize.w, rect.midY - SettingsLayout.stepperSize.h / 2,
        SettingsLayout.stepperSize.w, SettingsLayout.stepperSize.h)
      return Row(
        key: row.key, rect: rect,
        decrement: Rect(stepper.x, stepper.y, stepper.w / 2, stepper.h),
        increment: Rect(stepper.midX, stepper.y, stepper.w / 2, stepper.h), hasSeparator: row.hasSeparator)
    }
    dopeSheet = DopeSheetLayout(x: x, width: contentWidth, origin: origin, table: table, state: state)
    // The Artwork card comes first: what moves, then how.
    let artRect = Rect(x, origin + table.artworkY, contentWidth, SettingsTable.artworkRowHeight)
    artwork = ArtworkRow(rect: artRect, state: state)
    layers = LayersCard(x: x, width: contentWidth, origin: origin, table: table, state: state)
    sections = table.sections.map { section in
      Section(
        name: section.name,
        titleRect: Rect(x + 16, origin + section.titleY + 14, contentWidth - 32, 18),
        card: Rect(x, origin + section.cardY, contentWidth, section.cardHeight))
    }
    curve = table.curve.map { c in
      let r = SettingsTable.handleRadius
      let rect = Rect(x, origin + c.y, contentWidth, c.height)
      let easing = state.draft.curve(at: state.playhead)
      let plot = CurvePlot(rect: Rect(x + 16 + r, rect.y + 40 + r, c.plotWidth, c.plotHeight), easing: easing)
      let handles = easing.bezier.map { b in
        [(b.x1, b.y1), (b.x2, b.y2)].map { hx, hy in
          let p = plot.point(hx, hy)
          return Rect(p.x - r, p.y - r, 2 * r, 2 * r)
        }
      }
      return CurveRow(
        rect: rect, view: plot.rect.insetBy(-r, -r), plot: plot,
        copyButton: Rect(rect.maxX - 16 - 64, rect.y + 8, 64, 28),
        handles: handles ?? [])
    }
    let gridRow = Rect(x, origin + table.anchorGridY, contentWidth, SettingsTable.anchorGridHeight)
    anchorRow = gridRow
    let cell = 28.0, gridX = gridRow.maxX - 16 - SettingsLayout.stepperSize.w / 2 - 1.5 * cell
    anchorPoints = AnchorPoint.allCases.map { p in
      Rect(gridX + Double(p.rawValue % 3) * cell, gridRow.y + 10 + Double(p.rawValue / 3) * cell, cell, cell)
    }
    maxScroll = table.maxScroll
    menu = SettingsLayout.menu(state: state, rows: rows, curve: curve, viewport: viewport)
  }

  /// The open menu's card and items, placed under what opened it (or above, when there is no room below).
  static func menu(state: AppState, rows: [Row], curve: CurveRow?, viewport: Rect) -> MenuLayout? {
    let anchor: Rect
    let width: Double
    switch state.menu {
    case .easing?:
      guard let row = rows.first(where: { $0.key == .easing }) else { return nil }
      anchor = Rect(row.decrement.x - 16 - 190, row.rect.y, 190, row.rect.h)
      width = 190
    case .copyCurve?:
      guard let curve else { return nil }
      anchor = curve.copyButton
      // Wide enough for "Animation as Core Animation" at 360 pt.
      width = 280
    case nil, .preset?:
      return nil
    }
    return placeMenu(state: state, anchor: anchor, width: width, within: viewport)
  }

  /// The open menu's items as a card under `anchor` (over it when there is no room below), kept inside `area`.
  static func placeMenu(state: AppState, anchor: Rect, width: Double, within area: Rect) -> MenuLayout {
    let viewport = area
    let ids = state.menuItems.map(\.id)
    let order = state.focusOrder
    let h = Double(ids.count) * menuItemHeight + 8
    var top = anchor.maxY + 2
    if top + h > viewport.maxY { top = max(viewport.y, anchor.y - 2 - h) }
    let left = min(anchor.maxX - width, viewport.maxX - 8 - width)
    let card = Rect(left, top, width, h)
    return MenuLayout(
      card: card,
      items: ids.enumerated().map { i, id in
        Control(
          id, Rect(card.x + 4, card.y + 4 + Double(i) * menuItemHeight, card.w - 8, menuItemHeight), state, order: order
        )
      })
  }

  /// Whether `id` is one of the table's controls (a row, the dope sheet's, the artwork's, the curve's, an anchor
  /// point).
  func isInTable(_ id: ControlID) -> Bool {
    // The dope sheet spans every section: it sits on the window, its lanes inside it.
    id != .feature(.tracks(.sheet)) && (tableRect(of: id) != nil || isCurveView(id) || isArtworkPath(id))
  }

  /// The table's controls scrolled out of view: still there for a screen reader, as a GTK list's rows are.
  func outOfView() -> [(ControlID, Rect)] {
    tableControls().filter { !viewport.contains($0.shownWhole) }.map { ($0.id, $0.rect) }
  }

  /// Every control of the table, shown or scrolled away, in table order; each is shown while `shownWhole` (its
  /// row, for a row's parts) is wholly in view.
  private func tableControls() -> [(id: ControlID, rect: Rect, shownWhole: Rect)] {
    var all = dopeSheet.controls(viewport: viewport)
    all += layersControls()
    for row in rows {
      all += [
        (.feature(.draft(.row(row.key))), row.rect, row.rect),
        (.feature(.draft(.decrement(row.key))), row.decrement, row.rect),
        (.feature(.draft(.increment(row.key))), row.increment, row.rect),
      ]
    }
    all += zip(AnchorPoint.allCases, anchorPoints).map { (.feature(.anchor($0.0)), $0.1, $0.1) }
    all += artworkControls()
    all += curveControls()
    return all
  }

  /// Where `id` is in the table, shown or scrolled away: its row for a stepper half, nil when it is not in the
  /// table.
  func tableRect(of id: ControlID) -> Rect? {
    switch id {
    case .feature(.draft(.increment(let key))), .feature(.draft(.decrement(let key))), .feature(.draft(.row(let key))):
      return rows.first { $0.key == key }?.rect
    case .feature(.anchor): return anchorRow
    default: return dopeSheet.rect(of: id) ?? curveRect(of: id) ?? artworkRect(of: id) ?? layersRect(of: id)
    }
  }

  /// How far to scroll the table (points, + down) to bring `id` fully into view with a little room; nil when it
  /// is in view or not in the table.
  public func scrollToReveal(_ id: ControlID) -> Double? {
    guard let rect = tableRect(of: id) else { return nil }
    let room = 8.0
    if rect.y < viewport.y + room { return rect.y - viewport.y - room }
    if rect.maxY > viewport.maxY - room { return rect.maxY - viewport.maxY + room }
    return nil
  }

  /// The visible controls of the screen for `state`: each id with its place.
  func placed(state: AppState) -> [(ControlID, Rect)] {
    var placed: [(ControlID, Rect)] = [(.feature(.draft(.save)), saveButton)]
    if let revertButton { placed.append((.feature(.draft(.revert)), revertButton)) }
    if let stage, let timeline { placed += Layout.stagePlaces(stage: stage, timeline: timeline) }
    placed += tableControls().filter { viewport.contains($0.shownWhole) }.map { ($0.id, $0.rect) }
    placed += (menu?.items ?? []).map { ($0.id, $0.rect) }
    if state.savePrompt != nil, let promptField, let promptConfirm, let promptCancel {
      placed += [
        (.feature(.draft(.promptField)), promptField), (.feature(.draft(.promptCancel)), promptCancel),
        (.feature(.draft(.promptConfirm)), promptConfirm),
      ]
    }
    return placed
  }
}
