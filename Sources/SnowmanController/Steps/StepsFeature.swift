import SnowmanModel

/// Several moves in one preset: the step bar's chips, + to add one, and a chip's menu to move or delete it.
public enum StepsFeature {
  /// The chain being edited and the step the table shows.
  public struct State: Equatable, Sendable {
    /// The draft's chain.
    public var chain: AnimationSetting
    /// The step shown, 0-based.
    public var selected: Int
  }

  /// What the user did on the step bar.
  public enum Action: Equatable, Sendable {
    /// A step chip was clicked: that step fills the table (a click on the shown one opens its menu).
    case stepChipClicked(Int)
    /// The step bar's +: a new last step, starting as a copy of the last one's target.
    case addStepClicked
    /// The chip menu's Move left / Move right.
    case stepMovedLeft, stepMovedRight
    /// The chip menu's Delete (the last remaining step cannot be deleted).
    case stepDeleted
  }

  /// Applies `action` to the chain; `menu` is the menu open, whose chip the menu's items act on.
  public static func reduce(_ state: inout State, _ action: Action, menu: Menu?) -> [Effect] {
    switch action {
    case .stepChipClicked(let index):
      if index == state.selected && state.chain.stepCount > 1 { return [.send(.menuToggled(.step(index)))] }
      state.selected = min(max(index, 0), state.chain.stepCount - 1)
      return [.send(.menuDismissed)]
    case .addStepClicked:
      guard state.chain.stepCount < AnimationSetting.maxSteps else {
        return [.tell("A preset holds at most \(AnimationSetting.maxSteps) steps.")]
      }
      var copy = state.chain.step(state.chain.stepCount - 1)
      copy.image = nil  // keep the picture showing
      state.chain.steps.append(copy)
      state.selected = state.chain.stepCount - 1
    case .stepMovedLeft, .stepMovedRight:
      guard case .step(let index)? = menu else { return [] }
      let other = action == .stepMovedLeft ? index - 1 : index + 1
      guard other >= 0, other < state.chain.stepCount else { return [.send(.menuDismissed)] }
      state.chain.steps.swapAt(index, other)
      state.selected = other
      return [.send(.menuDismissed)]
    case .stepDeleted:
      guard case .step(let index)? = menu, state.chain.stepCount > 1 else { return [] }
      state.chain.steps.remove(at: index)
      state.selected = min(index, state.chain.stepCount - 1)
      return [.send(.menuDismissed)]
    }
    return []
  }
}

extension StepsFeature {
  /// Applies `action` to the draft's chain and the step it shows.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    var steps = State(chain: state.draft.setting, selected: state.draft.selectedStep)
    let effects = reduce(&steps, action, menu: state.menu)
    state.draft.setting = steps.chain
    state.draft.selectStep(steps.selected)
    return effects
  }
}

extension AppAction {
  /// The chain's action, as the app's action.
  public static func steps(_ action: StepsFeature.Action) -> AppAction { .feature(.steps(action)) }
}
