import SnowmanModel

/// Which of the draft's actions edit the draft (undo's unit): true for a press or drag that may repeat (one
/// undo step for the whole gesture), false for a single edit, nil for one that edits nothing. Exhaustive, so a
/// new action is a compile error until it says.
extension DraftFeature.Action {
  var editGesture: Bool? {
    switch self {
    case .stepperIncremented, .stepperDecremented: return true
    case .revertPressed, .valueSet, .anchorPointChosen: return false
    case .saveTapped, .promptConfirmed, .promptCancelled, .animationCopyPressed, .undoPressed, .redoPressed: return nil
    }
  }
}
