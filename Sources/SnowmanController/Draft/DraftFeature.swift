import Foundation
import SnowmanModel

/// The settings being edited: the steppers, undo and redo, Revert, and the Save prompt that names a preset.
public enum DraftFeature {
  /// The draft chain, the step the table shows, the Save prompt and the undo history.
  public struct State: Equatable, Sendable {
    /// The settings table's values; starts from the selected preset.
    public var setting: AnimationSetting
    /// The step of the chain the Settings table shows and edits, 0-based.
    public private(set) var selectedStep = 0
    /// The Save prompt, when open.
    public var prompt: SavePrompt?
    /// Undo and redo of the draft; a new one for each preset selected.
    var history = DraftHistory()

    /// A draft of `setting`, showing its first step.
    public init(setting: AnimationSetting) { self.setting = setting }

    /// Which step the table shows: the selected one, within the chain.
    public var stepIndex: Int { min(selectedStep, setting.stepCount - 1) }

    /// The step the table shows: its own targets, timing and picture.
    public var step: Step { setting.steps[stepIndex] }

    /// `key`'s value as the table shows it: the shown step's, or the chain's own (repeat count, autoreverse).
    public func value(_ key: PropertyKey) -> Double { setting[key, step: stepIndex] }

    /// `key`'s value as the table writes it ("×1.5", "on").
    public func formatted(_ key: PropertyKey) -> String { setting.formatted(key, step: stepIndex) }

    /// Undo can take something back, redo can make it again.
    public var canUndo: Bool { history.canUndo }
    public var canRedo: Bool { history.canRedo }

    /// Changes the step the table shows.
    mutating func editStep(_ change: (inout Step) -> Void) { change(&setting.steps[stepIndex]) }

    /// Starts over from `setting` (another preset was picked), on its first step; the history is the parent's
    /// to clear.
    mutating func startOver(from setting: AnimationSetting) {
      self.setting = setting
      selectedStep = 0
    }

    /// Shows step `index` (clamped) in the table.
    mutating func selectStep(_ index: Int) {
      selectedStep = min(max(index, 0), setting.stepCount - 1)
    }

    /// The draft and the step shown, as undo keeps them.
    var snapshot: DraftHistory.Snapshot {
      get { DraftHistory.Snapshot(draft: setting, step: selectedStep) }
      set {
        setting = newValue.draft
        selectStep(newValue.step)
      }
    }
  }

  /// What the user did to the draft.
  public enum Action: Equatable, Sendable {
    /// A stepper's + was pressed (or repeated while held).
    case stepperIncremented(PropertyKey)
    /// A stepper's − was pressed (or repeated while held).
    case stepperDecremented(PropertyKey)
    /// A value was set directly, as a screen reader sets a spin button's (snapped to the stepper's steps).
    case valueSet(PropertyKey, Double)
    /// A point of the Anchor card's grid was clicked: the anchor goes there (x and y, as fractions).
    case anchorPointChosen(x: Double, y: Double)
    /// Save in the navigation bar, or Ctrl+S.
    case saveTapped
    /// Enter, or the prompt's Save / Replace button.
    case promptConfirmed
    /// Esc, or the prompt's Cancel button.
    case promptCancelled
    /// The left mouse button came up anywhere: a held stepper's burst or a handle's drag ends (one undo step).
    case pointerReleased
    /// Ctrl+Z: the last edit of the draft is taken back.
    case undoPressed
    /// Ctrl+Shift+Z or Ctrl+Y: the last undone edit is made again.
    case redoPressed
    /// The Settings bar's Revert, or Ctrl+R: the draft goes back to the selected preset's values (undoable).
    case revertPressed
  }

  /// What the draft reads of the library: the presets (names taken) and the selected one.
  public struct Context: Equatable, Sendable {
    /// Every preset, built-ins first.
    public var presets: [Preset]
    /// The selected preset, whose values Revert gives back.
    public var selected: Preset
  }

  /// Applies `action` to the draft; a confirmed name asks for the preset to be written.
  public static func reduce(_ state: inout State, _ action: Action, _ context: Context) -> [Effect] {
    switch action {
    case .stepperIncremented(let key):
      var stepper = Stepper(PropertyTable.spec(key), value: state.value(key))
      stepper.increment()
      setValue(key, stepper.value, &state)
    case .stepperDecremented(let key):
      var stepper = Stepper(PropertyTable.spec(key), value: state.value(key))
      stepper.decrement()
      setValue(key, stepper.value, &state)
    case .valueSet(let key, let value):
      setValue(key, Stepper(PropertyTable.spec(key), nearest: value).value, &state)
    case .anchorPointChosen(let x, let y):
      setValue(.anchorX, x, &state)
      setValue(.anchorY, y, &state)
    case .saveTapped:
      if state.prompt == nil { state.prompt = SavePrompt(text: defaultPresetName(context.presets)) }
    case .promptConfirmed:
      return confirmSave(&state, context.presets)
    case .promptCancelled:
      state.prompt = nil
    case .pointerReleased:
      state.history.gestureEnded()
    case .undoPressed:
      if let earlier = state.history.undo(from: state.snapshot) { state.snapshot = earlier }
    case .redoPressed:
      if let later = state.history.redo(from: state.snapshot) { state.snapshot = later }
    case .revertPressed:
      state.setting = context.selected.setting
      state.selectStep(state.selectedStep)
    }
    return []
  }

  /// Sets `key` in the step the table shows, or in the chain for its repeat count and autoreverse.
  static func setValue(_ key: PropertyKey, _ value: Double, _ state: inout State) {
    // The last step that takes time cannot become a cut: the chain would play nothing.
    if key == .duration && !state.setting.keepsTime(step: state.stepIndex, duration: value) {
      state.setting[key, step: state.stepIndex] = PropertyTable.spec(.duration).stepIncrement
      return
    }
    state.setting[key, step: state.stepIndex] = value
  }

  /// "Preset N" with the smallest N from (saved count + 1) that no preset has taken.
  public static func defaultPresetName(_ presets: [Preset]) -> String {
    PresetName.suggested(savedCount: presets.count - BuiltInPresets.all.count) { name in
      presets.contains { $0.name == name }
    }
  }

  /// Enter in the Save prompt: a valid new name saves; a taken one asks first, then replaces that preset.
  static func confirmSave(_ state: inout State, _ presets: [Preset]) -> [Effect] {
    guard var prompt = state.prompt else { return [] }
    let name: String
    do {
      name = try PresetName.validated(prompt.text)
    } catch {
      prompt.error = "\(error)"
      state.prompt = prompt
      return []
    }
    let existing = presets.first { $0.name == name && !BuiltInPresets.contains($0.id) }
    let preset: Preset
    switch (prompt.phase, existing) {
    case (.naming, let taken?):
      prompt.phase = .confirmingReplace(taken.id)
      prompt.error = "“\(name)” exists. Replace it?"
      state.prompt = prompt
      return []
    case (.confirmingReplace, let taken?):
      preset = Preset(id: taken.id, name: name, createdAt: taken.createdAt, setting: state.setting)
    case (_, nil):
      preset = Preset(name: name, setting: state.setting)
    }
    state.prompt = nil
    return [.savePreset(preset, .saved)]
  }
}

extension DraftFeature {
  /// Applies `action` to the app's draft, with the presets it names a copy against. Naming a preset closes the
  /// path field.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    if action == .saveTapped { state.pathField = nil }
    return reduce(&state.draft, action, .init(presets: state.library.presets, selected: state.library.selectedPreset))
  }
}

extension AppAction {
  /// The draft's action, as the app's action.
  public static func draft(_ action: DraftFeature.Action) -> AppAction { .feature(.draft(action)) }
}
