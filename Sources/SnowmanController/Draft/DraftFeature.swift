import Foundation
import SnowmanModel

/// The settings being edited: the steppers, undo and redo, Revert, and the Save prompt that names a preset.
public enum DraftFeature {
  /// The Save prompt, when open: the feature's own state (the draft it edits is the app's, `Draft`).
  public typealias State = SavePrompt?

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
    /// Ctrl+Shift+C, or an "Animation as …" item of the curve's Copy menu: the draft's whole motion goes to the
    /// clipboard as code, named after the preset shown.
    case animationCopyPressed(AnimationCode)
    /// Ctrl+Z: the last edit of the draft is taken back.
    case undoPressed
    /// Ctrl+Shift+Z or Ctrl+Y: the last undone edit is made again.
    case redoPressed
    /// The Settings bar's Revert, or Ctrl+R: the draft goes back to the selected preset's values (undoable).
    case revertPressed
  }

  /// What the draft reads of the rest of the app: the presets (names taken), the selected one, and where the
  /// playhead stands.
  public struct Context: Equatable, Sendable {
    /// Every preset, built-ins first.
    public var presets: [Preset]
    /// The selected preset, whose values Revert gives back.
    public var selected: Preset
    /// Seconds into the pass: where a stepper keys its property.
    public var playhead: Double = 0
  }

  /// Applies `action` to `draft` and the Save prompt; a confirmed name asks for the preset to be written.
  public static func reduce(_ draft: inout Draft, _ prompt: inout State, _ action: Action, _ context: Context)
    -> [Effect]
  {
    switch action {
    case .stepperIncremented(let key):
      var stepper = Stepper(PropertyTable.spec(key), value: draft.value(key, at: context.playhead))
      stepper.increment()
      draft.setValue(key, stepper.value, at: context.playhead)
    case .stepperDecremented(let key):
      var stepper = Stepper(PropertyTable.spec(key), value: draft.value(key, at: context.playhead))
      stepper.decrement()
      draft.setValue(key, stepper.value, at: context.playhead)
    case .valueSet(let key, let value):
      draft.setValue(key, Stepper(PropertyTable.spec(key), nearest: value).value, at: context.playhead)
    case .anchorPointChosen(let x, let y):
      draft.setValue(.anchorX, x, at: context.playhead)
      draft.setValue(.anchorY, y, at: context.playhead)
    case .saveTapped:
      if prompt == nil { prompt = SavePrompt(text: defaultPresetName(context.presets)) }
    case .promptConfirmed:
      return confirmSave(draft.setting, &prompt, context.presets)
    case .promptCancelled:
      prompt = nil
    case .undoPressed:
      if let earlier = draft.history.undo(from: draft.snapshot) { draft.snapshot = earlier }
    case .redoPressed:
      if let later = draft.history.redo(from: draft.snapshot) { draft.snapshot = later }
    case .revertPressed:
      draft.setting = context.selected.setting
    case .animationCopyPressed(let code):
      return [.copyAnimation(code, draft.setting, name: context.selected.name)]
    }
    return []
  }

  /// "Preset N" with the smallest N from (saved count + 1) that no preset has taken.
  public static func defaultPresetName(_ presets: [Preset]) -> String {
    PresetName.suggested(savedCount: presets.count - BuiltInPresets.all.count) { name in
      presets.contains { $0.name == name }
    }
  }

  /// Enter in the Save prompt: a valid new name saves; a taken one asks first, then replaces that preset.
  static func confirmSave(_ setting: AnimationSetting, _ state: inout State, _ presets: [Preset]) -> [Effect] {
    guard var prompt = state else { return [] }
    let name: String
    do {
      name = try PresetName.validated(prompt.text)
    } catch {
      prompt.error = "\(error)"
      state = prompt
      return []
    }
    let existing = presets.first { $0.name == name && !BuiltInPresets.contains($0.id) }
    let preset: Preset
    switch (prompt.phase, existing) {
    case (.naming, let taken?):
      prompt.phase = .confirmingReplace(taken.id)
      prompt.error = "“\(name)” exists. Replace it?"
      state = prompt
      return []
    case (.confirmingReplace, let taken?):
      preset = Preset(id: taken.id, name: name, createdAt: taken.createdAt, setting: setting)
    case (_, nil):
      preset = Preset(name: name, setting: setting)
    }
    state = nil
    return [.savePreset(preset, .saved)]
  }
}

extension DraftFeature {
  /// Applies `action` to the app's draft, with the presets it names a copy against. Naming a preset shows the
  /// Settings screen, where the prompt is, and closes any other field.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    if action == .saveTapped {
      state.tab = .settings
      FeatureField.closeOthers(than: .savePrompt, in: &state)
    }
    return reduce(&state.draft, &state.savePrompt, action, state.draftContext)
  }
}

extension AppAction {
  /// The draft's action, as the app's action.
  public static func draft(_ action: DraftFeature.Action) -> AppAction { .feature(.draft(action)) }
}
