import SnowmanModel

/// The Settings screen's table stacked top to bottom for a window, in points from the table's top before any
/// scroll: the one source the View places its rows from and the Controller clamps the scroll with.
public struct SettingsTable: Equatable, Sendable {
  public static let navBarHeight = 64.0
  /// The Save prompt's card under the bar, and the space above it.
  public static let promptHeight = 132.0, promptGap = 12.0
  public static let rowHeight = 48.0
  public static let headerHeight = 36.0
  /// The dope sheet's bar over the table: "Add keyframes here" and the time, then the ruler the lanes share.
  public static let keysBarHeight = 84.0
  /// A lane of keyframes, under its row.
  public static let laneHeight = 24.0
  public static let artworkRowHeight = 64.0
  /// A row of the layers list.
  public static let layerRowHeight = 44.0
  /// The Anchor card's grid of nine points: three rows of 28 points and room around them.
  public static let anchorGridHeight = 3 * 28.0 + 20
  /// Room around the curve's plot for a handle's hit area.
  public static let handleRadius = 12.0
  /// The table's widest column.
  public static let maxContentWidth = 600.0

  /// A stepper row.
  public struct Row: Equatable, Sendable {
    public let key: PropertyKey
    public let y: Double
    /// Whether a separator line is drawn above it (every row but a card's first).
    public let hasSeparator: Bool
    /// Where its lane of keyframes begins, under it, for an animated property.
    public let laneY: Double?
  }

  /// A section's title and its card of rows (the Layers and Artwork cards' section is nil).
  public struct Section: Equatable, Sendable {
    public let section: PropertySection?
    /// Its name as a screen reader says it ("Size").
    public var name: String
    public let titleY: Double, cardY: Double, cardHeight: Double
  }

  /// The column's width.
  public let contentWidth: Double
  /// Where the table begins in the window: under the bar, and under the Save prompt while it is open.
  public let top: Double
  /// The visible height, from `top` to the tab bar.
  public let viewportHeight: Double
  public let keysBarY: Double
  /// The layers list's first row (the topmost layer's), the row of its buttons under the list, and the chosen
  /// layer's rows when one above the first is chosen: its place (across, down, size), then its copies (count,
  /// seconds between starts, where they start from).
  public let layersY: Double, layerButtonsY: Double, copiesY: Double?
  public let artworkY: Double
  /// The picture's lane, under the Artwork row.
  public let pictureLaneY: Double
  public let rows: [Row]
  public let sections: [Section]
  /// The curve under the Easing row: where it begins, how tall it is and its plot's size.
  public struct Curve: Equatable, Sendable {
    public let y: Double, height: Double, plotWidth: Double, plotHeight: Double
  }
  public let curve: Curve?
  /// Where the Anchor card's grid of points begins.
  public let anchorGridY: Double
  /// The whole table's height.
  public let contentHeight: Double

  /// How far the table can scroll.
  public var maxScroll: Double { max(0, contentHeight - viewportHeight) }

  /// The rows the layers list's four buttons take: two on a narrow column, where one would cut their words short.
  public static func layerButtonRows(_ contentWidth: Double) -> Int { contentWidth < 420 ? 2 : 1 }

  /// The column's width in `window`: the window less its margins up to the widest column; beside the stage, a
  /// little under half the window, at least 440 points.
  public static func columnWidth(_ window: WindowMetrics) -> Double {
    guard window.settingsShowsStage else { return min(window.width - 2 * WindowMetrics.margin, maxContentWidth) }
    return min(maxContentWidth, max(440, (window.width - 3 * WindowMetrics.margin) * 0.46))
  }

  /// The table of `state`'s draft in `window`.
  public init(window: WindowMetrics, state: AppState) {
    contentWidth = Self.columnWidth(window)
    top = Self.navBarHeight + (state.savePrompt == nil ? 0 : Self.promptGap + Self.promptHeight)
    viewportHeight = max(0, window.contentBottom - top)
    var y = 8.0
    keysBarY = y
    y += Self.keysBarHeight + 4
    // The pictures first, topmost on top as a layers panel lists them; then what the chosen one shows and how it moves.
    let layersTitleY = y
    y += Self.headerHeight
    layersY = y
    y += Double(state.draft.setting.layers.count + 1) * Self.layerRowHeight
    layerButtonsY = y
    y += Self.rowHeight * Double(Self.layerButtonRows(contentWidth))
    copiesY = state.chosenLayer == nil ? nil : y
    // Its place (across, down, size), then its copies (count, their starts' spread, how it is kept, where they
    // start, its curve), the offset from each copy to the next, and what it follows.
    if copiesY != nil { y += Double(LayersFeature.PlaceField.allCases.count + 6) * Self.rowHeight }
    var sections = [
      Section(
        section: nil, name: "Layers", titleY: layersTitleY, cardY: layersTitleY + Self.headerHeight,
        cardHeight: y - layersTitleY - Self.headerHeight)
    ]
    y += 8
    sections.append(
      Section(
        section: nil, name: "Artwork", titleY: y, cardY: y + Self.headerHeight,
        cardHeight: Self.artworkRowHeight + Self.laneHeight))
    y += Self.headerHeight
    artworkY = y
    pictureLaneY = y + Self.artworkRowHeight
    y += Self.artworkRowHeight + Self.laneHeight + 8
    var rows: [Row] = []
    var curve: Curve?
    var anchorGridY = 0.0
    for section in PropertySection.allCases {
      let titleY = y
      y += Self.headerHeight
      let cardY = y
      if section == .anchor {
        // The nine named points first; the steppers under them reach any other.
        anchorGridY = y
        y += Self.anchorGridHeight
      }
      for (i, spec) in PropertyTable.specs(in: section).enumerated() {
        let lane = spec.key.isAnimated ? y + Self.rowHeight : nil
        rows.append(Row(key: spec.key, y: y, hasSeparator: i > 0 || section == .anchor, laneY: lane))
        y += Self.rowHeight + (lane == nil ? 0 : Self.laneHeight)
        guard spec.key == .easing else { continue }
        // Under the Easing row: the curve, then the steppers of its numbers.
        let r = Self.handleRadius
        let plotWidth = contentWidth - 32 - 2 * r
        let plotHeight = min(220, plotWidth * 0.62).rounded()
        let height = 40 + plotHeight + 2 * r + 8
        curve = Curve(y: y, height: height, plotWidth: plotWidth, plotHeight: plotHeight)
        y += height
        for key in AppState.curveNumberKeys(state.draft.curve(at: state.playhead)) {
          rows.append(Row(key: key, y: y, hasSeparator: true, laneY: nil))
          y += Self.rowHeight
        }
      }
      sections.append(
        Section(section: section, name: section.rawValue, titleY: titleY, cardY: cardY, cardHeight: y - cardY))
      y += 8
    }
    self.rows = rows
    self.sections = sections
    self.curve = curve
    self.anchorGridY = anchorGridY
    contentHeight = y + 8
  }
}
