import SnowmanModel

/// Which of the chain's actions edit the draft (undo's unit): true for a press or drag that may repeat (one
/// undo step for the whole gesture), false for a single edit, nil for one that edits nothing. Exhaustive, so a
/// new action is a compile error until it says.
extension StepsFeature.Action {
  var editGesture: Bool? {
    switch self {
    case .addStepClicked, .stepMovedLeft, .stepMovedRight, .stepDeleted: return false
    case .stepChipClicked: return nil
    }
  }
}
