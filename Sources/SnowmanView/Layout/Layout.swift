import SnowmanController
import SnowmanModel

/// Where everything goes for one window size and state, in window coordinates (points).
/// Pure arithmetic: the same layout drives drawing, hit-testing and the ui-map.
public struct Layout: Equatable, Sendable {
  public static let tabBarHeight = WindowMetrics.tabBarHeight
  public static let pickerRowHeight = 34.0
  public static let pickerVisibleRows = 5
  /// The space between the window's edge and its cards, and between cards.
  public static let margin = WindowMetrics.margin
  /// The "Now showing" header above the stage.
  public static let headerHeight = WindowMetrics.headerHeight
  /// A tab is half the window wide, up to this.
  public static let maxTabWidth = 240.0
  public static let playButtonSize = (w: 200.0, h: 52.0)
  /// The round transport buttons beside Play (loop, step back, step forward); the speed button is a pill as
  /// tall, wide enough for "0.25×".
  public static let transportButtonSize = 40.0
  public static let speedButtonWidth = 52.0
  /// The space between the transport row's buttons: less when the row is narrow.
  public static func transportGap(rowWidth: Double) -> Double { rowWidth >= 400 ? 8 : 6 }
  /// The Play button's icon, and the space between it and the label (less on a narrow button).
  public static let playIconSize = 20.0
  public static func playIconGap(buttonWidth: Double) -> Double { buttonWidth < 160 ? 6 : 12 }
  /// The narrowest the Play button gets, on a 360-pt window.
  public static let minimumPlayWidth = 112.0
  /// The timeline's row under the stage: the readout above, the track below.
  public static let timelineHeight = 38.0
  /// The space between the stage and the timeline.
  public static let stageToTimeline = 6.0
  /// In landscape, the stage's share of the width the stage and the picker column divide.
  public static let landscapeStageShare = 0.6
  /// The space between the picker and the Play button (portrait, landscape).
  public static let pickerToButton = (portrait: 14.0, landscape: 20.0)

  /// The window size.
  public let width: Double, height: Double
  /// Landscape puts the picker beside the stage.
  public let isLandscape: Bool
  /// The tab bar, and each tab's place in it, in `Tab`'s order.
  public let tabBar: Rect, tabs: [TabPlace]
  /// Animation screen: the header, the stage, the timeline, the picker, the Play button.
  public let header: Rect, stage: Rect, timeline: Rect, picker: Rect, playButton: Rect
  /// How far the wheel's rows and band are lifted on a panel taller than the wheel (`Layout.pickerLift`).
  public let pickerLift: Double
  /// The transport row's round buttons, left to right around Play.
  public let loopButton: Rect, stepBackwardButton: Rect, stepForwardButton: Rect, speedButton: Rect
  /// A picker row's menu, when open on the Animation screen.
  public let presetMenu: SettingsLayout.MenuLayout?
  /// The name field over a picker row being renamed.
  public let renameField: Rect?
  /// The Settings screen.
  public let settings: SettingsLayout
  /// The screens that lay out their own.
  public private(set) var screens: ScreenLayouts
  /// Every visible control, topmost last.
  public let controls: [Control]

  /// The surface of `tab`'s screen that takes the pointer whole (`ScreenFeatures.surfaceAction`), if it has one.
  public func surface(for tab: Tab) -> Rect? { screens.surface(for: tab) }

  /// The stage of a window of the default size (480×800), in points: what an export frames, scaled to fit, so
  /// a render at the stage's pixel size shows the window's stage pixel for pixel.
  public static let defaultStage: Rect = {
    let first = Preferences()
    return Layout(
      width: Double(first.windowWidth), height: Double(first.windowHeight),
      state: AppState(tab: .animation, presets: BuiltInPresets.all, selectedIndex: 0, draft: nil)
    ).stage
  }()

  /// How much `stage` scales a scene's layers, laid out in the points of the stage an export frames.
  public static func sceneScale(of stage: Rect) -> Double {
    LayerDraw.stageScale(stage: (stage.w, stage.h), reference: (defaultStage.w, defaultStage.h))
  }

  /// The selection band across the picker's middle row.
  public var pickerBand: Rect {
    Rect(
      picker.x + 12, picker.midY - pickerLift - Layout.pickerRowHeight / 2 - 1, picker.w - 24,
      Layout.pickerRowHeight + 2)
  }

  /// Lays out `state` in a window of `width`×`height` points.
  public init(width: Double, height: Double, state: AppState) {
    self.width = width
    self.height = height
    let landscape = width > height
    isLandscape = landscape
    let tabTop = height - Layout.tabBarHeight
    tabBar = Rect(0, tabTop, width, Layout.tabBarHeight)
    let tabCount = Double(Tab.allCases.count)
    let tabWidth = min(width / tabCount, Layout.maxTabWidth)
    let tabsX = (width - tabWidth * tabCount) / 2
    let tabPlaces = Tab.allCases.enumerated().map { i, tab in
      TabPlace(tab: tab, rect: Rect(tabsX + tabWidth * Double(i), tabTop, tabWidth, Layout.tabBarHeight))
    }
    tabs = tabPlaces

    let m = Layout.margin, top = Layout.headerHeight
    header = Rect(m, 0, width - 2 * m, top)
    let pickerHeight = Layout.pickerRowHeight * Double(Layout.pickerVisibleRows)
    let rowHeight = Layout.playButtonSize.h
    let timelineBlock = Layout.stageToTimeline + Layout.timelineHeight
    let row: TransportRow
    let animationStage: Rect
    if landscape {
      let stageWidth = (width - 3 * m) * Layout.landscapeStageShare
      animationStage = Rect(m, top, stageWidth, tabTop - m - top - timelineBlock)
      let columnX = animationStage.maxX + m
      let columnWidth = width - m - columnX
      // The column is as tall as the stage and its timeline: the picker fills it above the transport row, which
      // ends level with the timeline.
      let gap = Layout.pickerToButton.landscape
      row = TransportRow(x: columnX, y: animationStage.maxY + timelineBlock - rowHeight, width: columnWidth)
      picker = Rect(columnX, top, columnWidth, max(pickerHeight, row.y - gap - top))
    } else {
      row = TransportRow(x: m, y: tabTop - m - rowHeight, width: width - 2 * m)
      picker = Rect(m, row.y - Layout.pickerToButton.portrait - pickerHeight, width - 2 * m, pickerHeight)
      animationStage = Rect(m, top, width - 2 * m, picker.y - m - top - timelineBlock)
    }
    settings = SettingsLayout(width: width, height: height, state: state)
    if state.tab == .settings, let beside = settings.stage, let track = settings.timeline {
      // The wide Settings screen's stage, which plays the draft: the stage a click and the timeline act on.
      stage = beside
      timeline = track
    } else {
      stage = animationStage
      // The track's ends are inset by the playhead's radius, so the playhead stays inside the stage's width.
      timeline = Rect(
        stage.x + Layout.timelineInset, stage.maxY + Layout.stageToTimeline, stage.w - 2 * Layout.timelineInset,
        Layout.timelineHeight)
    }
    playButton = row.play
    loopButton = row.loop
    stepBackwardButton = row.stepBackward
    stepForwardButton = row.stepForward
    speedButton = row.speed
    let window = WindowMetrics(width: width, height: height)
    screens = ScreenLayouts(window: window, state: state, top: state.tab == .settings ? settings.navBar.maxY : 0)
    pickerLift = Layout.pickerLift(picker: picker, state: state)
    let (rows, menu, field) = Layout.pickerParts(picker: picker, state: state, width: width, tabTop: tabTop)
    presetMenu = menu
    renameField = field

    // Each control once: its id and place here; its label, state and Tab position from `Control`.
    let order = state.focusOrder
    var placed: [(ControlID, Rect)] = []
    if let own = screens.placed(state: state, settings: settings) {
      placed += own
    } else {
      placed += [Layout.stagePlace(stage)] + Layout.pickerPlaces(picker: picker, rows: rows, field: field, state: state)
      placed += Layout.transportPlaces(timeline: timeline, row: row)
    }
    var list = placed.map { Control($0.0, $0.1, state, order: order) }
    placed = tabPlaces.map { (.tab($0.tab), $0.rect) }
    placed += screens.banner
    list += placed.map { Control($0.0, $0.1, state, order: order) }
    // A menu is over everything, so it comes last: the topmost control under a point is the last one there.
    list += presetMenu?.items ?? []
    // A feature's layer is over everything: only its controls take clicks.
    // The stage, where the screen under the layers shows it.
    let shownStage = stage
    screens.placeLayers(window: window, state: state, under: list, stage: list.first { $0.rect == shownStage }?.rect)
    if let layer = screens.layerControls(state: state, order: order, under: list) { list = layer }
    controls = list
  }

  /// The topmost enabled control under the point, if any.
  public func control(at x: Double, _ y: Double) -> Control? {
    controls.last { $0.rect.contains(x, y) }
  }

  /// The control with `id`, if visible.
  public func control(_ id: ControlID) -> Control? {
    controls.first { $0.id == id }
  }
}

/// A tab's place in the tab bar.
public struct TabPlace: Equatable, Sendable {
  public let tab: Tab
  public let rect: Rect
}
