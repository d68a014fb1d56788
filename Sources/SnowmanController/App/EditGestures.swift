import SnowmanModel

// Which of each feature's actions edit the draft (undo's unit): true for a press or drag that may repeat (one undo
// step for the whole gesture), false for a single edit, nil for an action that edits nothing. Exhaustive, so a new
// action is a compile error until it says.

extension DraftFeature.Action {
  var editGesture: Bool? {
    switch self {
    case .stepperIncremented, .stepperDecremented: return true
    case .revertPressed, .valueSet, .anchorPointChosen: return false
    case .saveTapped, .promptConfirmed, .promptCancelled, .pointerReleased, .undoPressed, .redoPressed: return nil
    }
  }
}

extension StepsFeature.Action {
  var editGesture: Bool? {
    switch self {
    case .addStepClicked, .stepMovedLeft, .stepMovedRight, .stepDeleted: return false
    case .stepChipClicked: return nil
    }
  }
}

extension ArtworkFeature.Action {
  var editGesture: Bool? {
    switch self {
    case .artworkChosen, .snowmanArtworkPressed: return false
    case .fileDropped, .artworkRefused, .artworkUnavailable, .chooseArtworkPressed, .pathCompletionAsked,
      .pathCompleted, .pathConfirmed, .pathCancelled:
      return nil
    }
  }
}
