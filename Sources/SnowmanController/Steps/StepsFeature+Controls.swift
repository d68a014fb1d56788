import SnowmanModel

extension StepsFeature {
  /// The chain's controls on the Settings screen: a chip a step, Add, and a chip's menu.
  public enum Control: DescribedControl {
    /// The chip of the step at this index (0-based; it shows its number from 1).
    case chip(Int)
    case add
    case moveLeft, moveRight, delete

    public var key: String {
      switch self {
      case .chip(let n): return "steps.chip.\(n + 1)"
      case .add: return "steps.add"
      case .moveLeft: return "steps.menu.left"
      case .moveRight: return "steps.menu.right"
      case .delete: return "steps.menu.delete"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .chip(let i): return "\(i + 1)"
      case .add: return "Add a step"
      case .moveLeft: return "Move left"
      case .moveRight: return "Move right"
      case .delete: return "Delete step"
      }
    }

    /// Add stops at the chain's last step; the menu says which of its moves the chip can make.
    public func isEnabled(in state: AppState) -> Bool {
      switch self {
      case .chip: return true
      case .add: return state.draft.setting.stepCount < AnimationSetting.maxSteps
      case .moveLeft, .moveRight, .delete:
        return state.isMenuItemEnabled(.feature(.steps(self)))
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .chip(let i): return [.steps(.stepChipClicked(i))]
      case .add: return [.steps(.addStepClicked)]
      case .moveLeft: return [.steps(.stepMovedLeft)]
      case .moveRight: return [.steps(.stepMovedRight)]
      case .delete: return [.steps(.stepDeleted)]
      }
    }

    var isDestructive: Bool { self == .delete }

    var kind: Int {
      switch self {
      case .chip: return 0
      case .add: return 1
      case .moveLeft: return 2
      case .moveRight: return 3
      case .delete: return 4
      }
    }

    static let kindCount = 5
    static var every: [Control] {
      (0..<AnimationSetting.maxSteps).map(Control.chip) + [.add, .moveLeft, .moveRight, .delete]
    }
  }
}

extension StepsFeature.Control: AccessibleControl {
  /// The chips and + are round.
  var shape: ControlShape {
    switch self {
    case .chip, .add: return .circular
    case .moveLeft, .moveRight, .delete: return .rounded
    }
  }

  /// The chips are one choice among the steps; the menu's items are a menu's.
  var role: AccessibleRole {
    switch self {
    case .chip: return .radioButton
    case .add: return .pushButton
    case .moveLeft, .moveRight, .delete: return .menuItem
    }
  }

  func group(in state: AppState) -> AccessibleGroup? {
    switch self {
    case .chip, .add: return nil
    case .moveLeft, .moveRight, .delete: return .menu
    }
  }

  func isChosen(in state: AppState) -> Bool {
    if case .chip(let i) = self { return state.draft.selectedStep == i }
    return false
  }
}

extension StepsFeature.Control {
  /// The items of the menu of the chip at `index`, and whether each can be made: the first step cannot move left
  /// nor the last right, and the only step cannot go.
  static func menuItems(_ index: Int, in state: AppState) -> [(Self, Bool)] {
    let count = state.draft.setting.stepCount
    return [(.moveLeft, index > 0), (.moveRight, index < count - 1), (.delete, count > 1)]
  }
}
