import SnowmanController
import SnowmanView

/// AT-SPI2's numbers and words for roles and states (at-spi2-core's atspi-constants.h).
extension AccessibilityBridge {
  static func role(_ role: AccessibleRole) -> UInt32 {
    switch role {
    case .application: return 75
    case .frame: return 23
    case .dialog: return 16
    case .panel: return 39
    case .pageTabList: return 38
    case .pageTab: return 37
    case .list: return 31
    case .listItem: return 32
    case .menu: return 33
    case .menuItem: return 35
    case .pushButton: return 43
    case .radioButton: return 44
    case .comboBox: return 11
    case .spinButton: return 52
    case .slider: return 51
    case .progressBar: return 42
    case .text: return 61
    case .label: return 29
    case .image: return 27
    case .treeTable: return 66
    case .tableRow: return 90
    case .tableCell: return 56
    }
  }

  /// Component's layer: a frame is a window (7), everything inside it a widget (3).
  static func layer(_ role: AccessibleRole) -> UInt32 { role == .frame ? 7 : 3 }

  /// The role's name as AT-SPI2 spells it (`atspi_role_get_name`).
  static func roleName(_ role: AccessibleRole) -> String {
    switch role {
    case .application: return "application"
    case .frame: return "frame"
    case .dialog: return "dialog"
    case .panel: return "panel"
    case .pageTabList: return "page tab list"
    case .pageTab: return "page tab"
    case .list: return "list"
    case .listItem: return "list item"
    case .menu: return "menu"
    case .menuItem: return "menu item"
    case .pushButton: return "push button"
    case .radioButton: return "radio button"
    case .comboBox: return "combo box"
    case .spinButton: return "spin button"
    case .slider: return "slider"
    case .progressBar: return "progress bar"
    case .text: return "text"
    case .label: return "label"
    case .image: return "image"
    case .treeTable: return "tree table"
    case .tableRow: return "table row"
    case .tableCell: return "table cell"
    }
  }

  private enum State: UInt64 {
    case active = 1, checked = 4, editable = 7, enabled = 8, focusable = 11, focused = 12, modal = 16
    case selectable = 22, selected = 23, sensitive = 24, showing = 25, singleLine = 26, visible = 30
  }

  /// The node's state bits: everything in view shows (a row scrolled away is neither showing nor visible, as in
  /// GTK's scrolled lists); the chosen tab, row or costume is selected, the chosen radio button checked.
  static func states(_ node: AccessibleTree.Node) -> UInt64 {
    var states: [State] = node.states.contains(.outOfView) ? [] : [.showing, .visible]
    let selects = node.selects
    if node.states.contains(.enabled) { states += [.enabled, .sensitive] }
    if node.states.contains(.focusable) { states.append(.focusable) }
    if node.states.contains(.focused) { states.append(.focused) }
    if selects { states.append(.selectable) }
    if node.states.contains(.chosen) { states.append(selects ? .selected : .checked) }
    if node.states.contains(.editable) { states += [.editable, .singleLine] }
    if node.states.contains(.modal) { states.append(.modal) }
    if node.states.contains(.active) { states.append(.active) }
    return states.reduce(0) { $0 | 1 << $1.rawValue }
  }
}
