import Foundation
import SnowmanModel

extension LibraryFeature {
  /// The presets, which one is selected, and the wheel and name field that show them.
  public struct State: Equatable, Sendable {
    /// Every preset in picker order: built-ins, then saved ones oldest first.
    public private(set) var presets: [Preset]
    /// The selected preset's index in `presets`.
    public private(set) var selectedIndex: Int
    /// The selected preset's timeline.
    public private(set) var timeline: Timeline
    /// The picker wheel.
    public var picker: Picker
    /// A picker row's inline name field (Rename…), when open.
    public var rename: RenameField?
    /// What was typed to find a row by its name since the wheel last moved otherwise.
    public internal(set) var typed = ""

    /// `presets` (the built-ins when empty) with `selectedIndex` selected.
    public init(presets: [Preset], selectedIndex: Int) {
      self.presets = presets.isEmpty ? BuiltInPresets.all : presets
      let index = min(max(selectedIndex, 0), self.presets.count - 1)
      self.selectedIndex = index
      timeline = Timeline(self.presets[index].setting)
      picker = Picker(rowCount: self.presets.count, selectedIndex: index)
    }

    /// The selected preset.
    public var selectedPreset: Preset { presets[selectedIndex] }

    /// The selected preset's id, read without copying the preset (it is asked after every action).
    public var selectedID: UUID { presets[selectedIndex].id }

    /// The first row whose name starts with `prefix`, ignoring case and accents.
    func firstRow(named prefix: String) -> Int? {
      presets.firstIndex {
        $0.name.range(of: prefix, options: [.anchored, .caseInsensitive, .diacriticInsensitive]) != nil
      }
    }

    /// Selects `index` (clamped) and its timeline.
    mutating func select(_ index: Int) {
      selectedIndex = min(max(index, 0), presets.count - 1)
      timeline = Timeline(presets[selectedIndex].setting)
    }

    /// Replaces the presets, keeping the selection on `id` when it still exists; true when the selected timeline
    /// changed (playback must load it again).
    mutating func replacePresets(_ newPresets: [Preset], selecting id: UUID?) -> Bool {
      presets = newPresets
      let index = presets.firstIndex { $0.id == id } ?? 0
      let same = id == presets[index].id && presets[index].setting == timeline.setting
      if same { selectedIndex = index } else { select(index) }
      picker.setRows(count: presets.count, selectedIndex: selectedIndex)
      return !same
    }
  }
}

/// The items of a picker row's menu.
public enum PresetMenuItem: String, CaseIterable, Equatable, Sendable {
  case rename, duplicate, export, delete

  /// The item's label.
  public var label: String {
    switch self {
    case .rename: return "Rename…"
    case .duplicate: return "Duplicate"
    case .export: return "Export…"
    case .delete: return "Delete"
    }
  }

  /// The items a preset's menu offers: a built-in can only be duplicated and exported.
  public static func items(builtIn: Bool) -> [PresetMenuItem] { builtIn ? [.duplicate, .export] : allCases }
}

/// A picker row's name field: the same rules as the Save prompt.
public struct RenameField: Equatable, Sendable {
  /// The row being renamed.
  public let index: Int
  /// The name typed so far, with its caret and selection.
  public var field: TextField
  /// Why the last Enter was refused, if it was.
  public var error: String?

  /// The row `index`'s field, its name all selected.
  public init(index: Int, text: String) {
    self.index = index
    field = TextField(text, rule: .presetName, selected: true)
  }

  /// The name typed so far.
  public var text: String { field.text }

  /// Edits the name; a changed name clears the refusal.
  public mutating func edit(_ edit: TextEdit) {
    let before = field.text
    field.apply(edit)
    if field.text != before { error = nil }
  }
}
