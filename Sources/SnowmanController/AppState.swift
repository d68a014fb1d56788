import Foundation
import SnowmanModel

/// Everything the View draws, as plain values.
public struct AppState: Equatable, Sendable {
  /// The tab shown.
  public var tab: Tab
  /// Every preset in picker order: built-ins, then saved ones oldest first.
  public private(set) var presets: [Preset]
  /// The selected preset's index in `presets`.
  public private(set) var selectedIndex: Int
  /// The settings table's values; starts from the selected preset.
  public var draft: AnimationSetting
  /// The selected preset's timeline.
  public private(set) var timeline: Timeline
  /// Playback of the selected preset.
  public var playback: Playback
  /// The picker wheel.
  public var picker: Picker
  /// The Save prompt, when open.
  public var prompt: SavePrompt?
  /// The notice at the top of the window, when one shows (a failed save, skipped files, "Deleted … — Undo").
  public var notice: Notice?
  /// The step of the draft's chain the Settings table shows and edits, 0-based.
  public private(set) var selectedStep = 0

  /// The step the table shows: its own targets, timing and picture, with the chain's repeat count and
  /// autoreverse.
  public var step: AnimationSetting { draft.step(min(selectedStep, draft.stepCount - 1)) }

  /// Changes the selected step of the draft; the chain's repeat count and autoreverse stay the same in every
  /// step.
  mutating func editStep(_ change: (inout AnimationSetting) -> Void) {
    let index = min(selectedStep, draft.stepCount - 1)
    if index == 0 {
      let later = draft.laterSteps
      change(&draft)
      draft.laterSteps = later
    } else {
      var s = draft.laterSteps[index - 1]
      change(&s)
      s.repeatCount = draft.repeatCount
      s.autoreverse = draft.autoreverse
      draft.laterSteps[index - 1] = s
    }
  }

  /// Shows step `index` (clamped) in the table.
  mutating func selectStep(_ index: Int) {
    selectedStep = min(max(index, 0), draft.stepCount - 1)
  }

  /// The picture on the stage now: the draft chain's picture at the playback's tick (a step's swap shows from
  /// its first tick).
  public var stageArtwork: ImageReference? { Timeline(draft).artwork(atTick: playback.tick) }

  /// The picture showing while step `index` plays (the last swap at or before it).
  public func stageArtwork(atStep index: Int) -> ImageReference? { Timeline(draft).artwork(atStep: index) }

  /// A picker row's inline name field (Rename…), when open.
  public var rename: RenameField?
  /// The Export sheet, when open.
  public var exportSheet: ExportSheet?
  /// The control the keyboard acts on: Tab and Shift+Tab move it, a click puts it on what was clicked.
  public internal(set) var focus: ControlID?
  /// Whether the focus ring shows: after the keyboard moved the focus, not after a click (as browsers do).
  public internal(set) var focusVisible = false
  /// Where the focus was in `focusOrder` when it was last set: when its control goes, the one now there takes it.
  var focusSlot = 0
  /// Whether a key has moved in the open menu yet.
  var menuKeyed = false
  /// The focus before a sheet, menu, prompt or name field took it, given back when that closes.
  var focusReturn: ControlID?

  /// The theme the preferences ask for (kept between runs).
  public var themePreference: ThemeChoice = .system
  /// `--theme` for this run, over the preference until Ctrl+T chooses again.
  public var themeOverride: ThemeChoice?
  /// The desktop's colour scheme, as the settings portal (or GNOME's setting) last said; light without one.
  public var desktopScheme: ColorScheme = .light
  /// The scheme the window is drawn in.
  public var theme: ColorScheme { (themeOverride ?? themePreference).scheme(desktop: desktopScheme) }

  /// The Artwork row's inline path field, when open.
  public var pathField: PathField?
  /// The small menu open over the screen, if any.
  public var menu: Menu?
  /// How far the settings table is scrolled, in points, 0…`settingsMaxScroll`.
  public private(set) var settingsScroll: Double = 0
  /// How far the settings table can scroll, as last measured by its layout.
  public internal(set) var settingsMaxScroll: Double = 0

  /// A state showing `presets` with `selectedIndex` selected, stopped.
  public init(
    tab: Tab, presets: [Preset], selectedIndex: Int, draft: AnimationSetting?,
    transport: TransportPreferences = TransportPreferences()
  ) {
    self.tab = tab
    self.presets = presets.isEmpty ? BuiltInPresets.all : presets
    let index = min(max(selectedIndex, 0), self.presets.count - 1)
    self.selectedIndex = index
    let setting = self.presets[index].setting
    self.draft = draft ?? setting
    self.timeline = Timeline(setting)
    self.playback = Playback(totalTicks: timeline.totalTicks, transport: transport)
    self.picker = Picker(rowCount: self.presets.count, selectedIndex: index)
  }

  /// The selected preset.
  public var selectedPreset: Preset { presets[selectedIndex] }

  /// Whether the draft differs from the selected preset's values (the title says "(edited)").
  public var isEdited: Bool { draft != selectedPreset.setting }

  /// The window's title: "Snowman — Tall", or "Snowman — Tall (edited)".
  public var windowTitle: String { "Snowman — \(selectedPreset.name)" + (isEdited ? " (edited)" : "") }

  /// Undo can take something back, redo can make it again.
  public internal(set) var canUndo = false
  public internal(set) var canRedo = false

  /// The draft and the step shown, as undo keeps them.
  var snapshot: DraftHistory.Snapshot {
    get { DraftHistory.Snapshot(draft: draft, step: selectedStep) }
    set {
      draft = newValue.draft
      selectStep(newValue.step)
    }
  }

  /// The number of saved (not built-in) presets.
  public var savedCount: Int { presets.count - BuiltInPresets.all.count }

  /// The pose to draw: between the previous and the current tick by `alpha` (0...1).
  public func pose(alpha: Double) -> Pose {
    let previous = timeline.pose(atTick: playback.previousTick)
    let current = timeline.pose(atTick: playback.tick)
    return previous.interpolated(to: current, alpha)
  }

  /// Scrolls the settings table to `offset`, clamped to what the table can scroll.
  mutating func scrollSettings(to offset: Double) {
    settingsScroll = min(max(offset, 0), settingsMaxScroll)
  }

  /// Selects `index`, stops playback and shows the rest pose; the draft starts over from the preset.
  mutating func select(_ index: Int, resetDraft: Bool = true) {
    selectedIndex = min(max(index, 0), presets.count - 1)
    timeline = Timeline(presets[selectedIndex].setting)
    playback.load(totalTicks: timeline.totalTicks)
    if resetDraft {
      draft = presets[selectedIndex].setting
      selectedStep = 0
    }
  }

  /// Replaces the presets, keeping the selection on the same id when it still exists.
  mutating func replacePresets(_ newPresets: [Preset], selecting id: UUID?) {
    presets = newPresets
    let index = presets.firstIndex { $0.id == id } ?? 0
    let same = id == presets[index].id && presets[index].setting == timeline.setting
    if same {
      selectedIndex = index
    } else {
      select(index, resetDraft: false)
    }
    picker.setRows(count: presets.count, selectedIndex: selectedIndex)
  }
}

/// The app-drawn menus.
public enum Menu: Equatable, Sendable {
  /// A step chip's menu: move it left or right, delete it.
  case step(Int)
  /// The Easing row's menu of curve kinds.
  case easing
  /// A picker row's menu: Rename…, Duplicate, Export…, Delete (built-ins: Duplicate, Export…).
  case preset(Int)
  /// The curve view's Copy menu: CSS, Core Animation, SwiftUI.
  case copyCurve
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
  /// The name typed so far.
  public var text: String
  /// Why the last Enter was refused, if it was.
  public var error: String?
}

/// The forms a curve can be copied as.
public enum CurveCopyFormat: String, CaseIterable, Equatable, Sendable {
  case css, coreAnimation, swiftUI

  /// The menu item's label.
  public var label: String {
    switch self {
    case .css: return "CSS cubic-bezier"
    case .coreAnimation: return "Core Animation"
    case .swiftUI: return "SwiftUI"
    }
  }
}

/// The Artwork row's path field: Tab completes, Enter opens, Esc cancels.
public struct PathField: Equatable, Sendable {
  /// The path typed so far.
  public var text: String
  public init(text: String = "") { self.text = text }
}
