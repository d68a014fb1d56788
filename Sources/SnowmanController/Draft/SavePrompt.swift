import Foundation

/// The inline "save as" field of the Settings screen.
public struct SavePrompt: Equatable, Sendable {
  /// What the prompt is asking.
  public enum Phase: Equatable, Sendable {
    /// Asking for a name.
    case naming
    /// The name is taken by the saved preset with this id: replace it?
    case confirmingReplace(UUID)
  }

  /// The name typed so far, with its caret and selection.
  public var field: TextField
  /// The name typed so far.
  public var text: String { field.text }
  /// What the prompt is asking.
  public var phase: Phase = .naming
  /// Why the last confirm was refused, shown under the field.
  public var error: String?

  /// A prompt proposing `text`, all selected, so typing replaces it.
  public init(text: String) { field = TextField(text, rule: .presetName, selected: true) }

  /// Edits the name; a changed name is asked about afresh.
  public mutating func edit(_ edit: TextEdit) {
    let before = field.text
    field.apply(edit)
    if field.text != before {
      phase = .naming
      error = nil
    }
  }

  /// The confirm button's label: Save, or Replace when a taken name is being confirmed.
  public var confirmLabel: String {
    if case .confirmingReplace = phase { return "Replace" }
    return "Save"
  }
}
