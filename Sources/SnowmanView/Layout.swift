import SnowmanController
import SnowmanModel

/// Where everything goes for one window size and state, in window coordinates (points).
/// Pure arithmetic: the same layout drives drawing, hit-testing and the ui-map.
public struct Layout: Equatable, Sendable {
  public static let tabBarHeight = 68.0
  public static let pickerRowHeight = 34.0
  public static let pickerVisibleRows = 5
  /// The space between the window's edge and its cards, and between cards.
  public static let margin = 16.0
  /// The "Now showing" header above the stage.
  public static let headerHeight = 84.0
  /// A tab is half the window wide, up to this.
  public static let maxTabWidth = 240.0
  public static let playButtonSize = (w: 200.0, h: 52.0)
  /// In landscape, the stage's share of the width the stage and the picker column divide.
  public static let landscapeStageShare = 0.6
  /// The space between the picker and the Play button (portrait, landscape).
  public static let pickerToButton = (portrait: 14.0, landscape: 20.0)

  /// The window size.
  public let width: Double, height: Double
  /// Landscape puts the picker beside the stage.
  public let isLandscape: Bool
  /// The tab bar and its two tabs.
  public let tabBar: Rect, animationTab: Rect, settingsTab: Rect
  /// Animation screen: the header, the stage, the progress line, the picker, the Play button.
  public let header: Rect, stage: Rect, progress: Rect, picker: Rect, playButton: Rect
  /// The notice banner, when a notice is shown.
  public let notice: Rect?
  /// The Settings screen.
  public let settings: SettingsLayout
  /// Every visible control, topmost last.
  public let controls: [Control]

  /// The selection band across the picker's middle row.
  public var pickerBand: Rect {
    Rect(picker.x + 12, picker.midY - Layout.pickerRowHeight / 2 - 1, picker.w - 24, Layout.pickerRowHeight + 2)
  }

  /// Lays out `state` in a window of `width`×`height` points.
  public init(width: Double, height: Double, state: AppState) {
    self.width = width
    self.height = height
    let landscape = width > height
    isLandscape = landscape
    let tabTop = height - Layout.tabBarHeight
    tabBar = Rect(0, tabTop, width, Layout.tabBarHeight)
    let tabWidth = min(width / 2, Layout.maxTabWidth)
    let tabsX = (width - tabWidth * 2) / 2
    animationTab = Rect(tabsX, tabTop, tabWidth, Layout.tabBarHeight)
    settingsTab = Rect(tabsX + tabWidth, tabTop, tabWidth, Layout.tabBarHeight)

    let m = Layout.margin, top = Layout.headerHeight
    header = Rect(m, 0, width - 2 * m, top)
    let pickerHeight = Layout.pickerRowHeight * Double(Layout.pickerVisibleRows)
    let buttonSize = Layout.playButtonSize
    if landscape {
      let stageWidth = (width - 3 * m) * Layout.landscapeStageShare
      stage = Rect(m, top, stageWidth, tabTop - m - top)
      let columnX = stage.maxX + m
      let columnWidth = width - m - columnX
      let gap = Layout.pickerToButton.landscape
      let columnHeight = pickerHeight + gap + buttonSize.h
      let columnTop = stage.y + max(0, (stage.h - columnHeight) / 2)
      picker = Rect(columnX, columnTop, columnWidth, pickerHeight)
      playButton = Rect(columnX + (columnWidth - buttonSize.w) / 2, picker.maxY + gap, buttonSize.w, buttonSize.h)
    } else {
      playButton = Rect((width - buttonSize.w) / 2, tabTop - m - buttonSize.h, buttonSize.w, buttonSize.h)
      picker = Rect(m, playButton.y - Layout.pickerToButton.portrait - pickerHeight, width - 2 * m, pickerHeight)
      stage = Rect(m, top, width - 2 * m, picker.y - m - top)
    }
    progress = Rect(stage.x + 16, stage.maxY - 14, stage.w - 32, 4)
    settings = SettingsLayout(width: width, top: 0, bottom: tabTop, state: state)
    if state.notice != nil {
      let y = state.tab == .settings ? settings.navBar.maxY + 8 : 8.0
      notice = Rect(16, y, width - 32, 64)
    } else {
      notice = nil
    }

    var list: [Control] = []
    switch state.tab {
    case .animation:
      list.append(Control(.stage, "Stage", stage))
      list.append(Control(.picker, "Presets", picker))
      for (index, rect) in Layout.pickerRowRects(
        picker: picker, offset: state.picker.offset, count: state.presets.count)
      where picker.contains(rect) {
        list.append(Control(.pickerRow(index), state.presets[index].name, rect))
      }
      list.append(Control(.playButton, state.playback.buttonLabel, playButton))
    case .settings:
      list += settings.controls(state: state)
    }
    list.append(Control(.tab(.animation), "Animation", animationTab))
    list.append(Control(.tab(.settings), "Settings", settingsTab))
    if let notice, let text = state.notice { list.append(Control(.notice, text, notice)) }
    controls = list
  }

  /// The picker rows that are at least partly visible, with their rectangles.
  public static func pickerRowRects(picker: Rect, offset: Double, count: Int) -> [(Int, Rect)] {
    let centreY = picker.midY
    let first = max(0, Int((offset - 3).rounded(.down)))
    let last = min(count - 1, Int((offset + 3).rounded(.up)))
    guard first <= last else { return [] }
    return (first...last).compactMap { i in
      let y = centreY + (Double(i) - offset) * pickerRowHeight - pickerRowHeight / 2
      let rect = Rect(picker.x + 12, y, picker.w - 24, pickerRowHeight)
      return rect.maxY > picker.y && rect.y < picker.maxY ? (i, rect) : nil
    }
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
