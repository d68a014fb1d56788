extension WardrobeFeature {
  /// The ring's stage is one surface: the physics says what a press lands on (a costume, the mascot, the ring)
  /// and whether it becomes a drag or a fling.
  static func surfaceAction(_ event: SurfaceEvent) -> AppAction {
    switch event {
    case .pressed(let x, let y, let time): return .wardrobe(.pointerPressed(x: x, y: y, time: time))
    case .moved(let x, let y, let time): return .wardrobe(.pointerMoved(x: x, y: y, time: time))
    case .released(let x, let y, let time): return .wardrobe(.pointerReleased(x: x, y: y, time: time))
    case .wheel(let notches): return .wardrobe(.wheelScrolled(notches: notches))
    }
  }

  /// A picture dropped on the Wardrobe is a costume.
  static func dropAction(_ path: String) -> AppAction { .wardrobe(.costumeDropped(path)) }

  /// Whether the ring or a costume is moving, so the loop keeps drawing frames.
  static func isMoving(_ state: State) -> Bool { !state.physics.isStill }

  /// Whether this tick matters: something moves, or the last move has not yet been drawn at rest.
  static func needsTick(_ state: State) -> Bool { isMoving(state) || state.previous != state.physics }
}
