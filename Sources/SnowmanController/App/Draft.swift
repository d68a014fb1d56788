import SnowmanModel

/// The animation being edited, the app's document: the features edit it (the table's steppers, the chain's steps,
/// the curve, the picture, the costume worn), the stage on the wide Settings screen plays it, Save names it. With
/// the step the Settings screen shows and its undo history, in which an edit from any feature is one step.
public struct Draft: Equatable, Sendable {
  /// The settings table's values; starts from the selected preset.
  public var setting: AnimationSetting
  /// The step of the chain the Settings table shows and edits, 0-based.
  public private(set) var selectedStep = 0
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
