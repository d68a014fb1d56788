import SnowmanController
import SnowmanModel

extension UIMap {
  /// The draft's part of the map's state: every value as the table writes it, the Save prompt's text, the shown
  /// step's picture, which step of how many, and whether it differs from its preset.
  public struct DraftState: Encodable, Equatable, Sendable {
    public let draft: [String: String]
    public let prompt: String?
    public let image: String?
    public let step: Int
    public let steps: Int
    public let edited: Bool

    init(_ state: AppState) {
      var values: [String: String] = [:]
      for spec in PropertyTable.all { values[spec.key.rawValue] = state.draft.formatted(spec.key) }
      draft = values
      prompt = state.savePrompt?.text
      image = state.draft.step.image?.name
      step = state.draft.selectedStep + 1
      steps = state.draft.setting.stepCount
      edited = state.isEdited
    }
  }
}
