extension WardrobeFeature.Action {
  /// Whether the action edits the draft (undo's unit, as each feature's `+EditGesture` file says): a drag
  /// or wheel on the ring may repeat (one undo step for the gesture), a release, a click or a key that dresses is
  /// one edit, the physics' own steps edit nothing.
  var editGesture: Bool? {
    switch self {
    case .pointerMoved, .wheelScrolled: return true
    case .pointerReleased, .costumeClicked, .mascotClicked, .dressFrontPressed, .undressPressed: return false
    case .stageMeasured, .pointerPressed, .turnKeyPressed, .ownCostumesLoaded, .costumeDropped, .costumeTaken, .ticked:
      return nil
    }
  }
}
