/// What a control is to a screen reader: the roles of the desktop's accessibility layer (AT-SPI2) that Snowman's
/// controls take. The bridge that speaks the protocol gives each its number.
public enum AccessibleRole: Equatable, Sendable, CaseIterable {
  case application, frame, dialog, panel, pageTabList, pageTab, list, listItem, menu, menuItem
  case pushButton, radioButton, comboBox, spinButton, slider, progressBar, text, label, image
  /// The dope sheet: a row a property, a cell a keyframe.
  case treeTable, tableRow, tableCell
}

/// The containers a control sits in, below the window: what groups it for a screen reader.
public enum AccessibleGroup: Equatable, Sendable {
  /// The tabs that switch screens.
  case tabs
  /// An open menu's items (a preset's, the curve's).
  case menu
  /// The items of a list that is a control of its own.
  case inside(ControlID)
  /// A dialog over the screen: its name, and what it says.
  case dialog(String, says: String)
}

/// What a feature's control says of itself to a screen reader, beside its label.
protocol AccessibleControl {
  var role: AccessibleRole { get }
  func group(in state: AppState) -> AccessibleGroup?
  /// Whether it is the choice made among its kind (an export's format, the costume worn).
  func isChosen(in state: AppState) -> Bool
  /// Whether a screen reader should announce its name when it changes, as it would a notice.
  var announcesChanges: Bool { get }

  /// What a screen reader says after its name and role: how to use it, where the keys are not a click's.
  func description(in state: AppState) -> String
}

extension AccessibleControl {
  var announcesChanges: Bool { false }
  func description(in state: AppState) -> String { "" }
}
