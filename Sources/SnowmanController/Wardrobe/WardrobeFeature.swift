import Foundation
import SnowmanModel

/// The Wardrobe screen: costumes in a ring around the mascot, flung, picked, worn and taken off, moved by
/// `WardrobePhysics`. What is worn belongs to the draft: this feature works on that slice (`worn`), which
/// `AppFeature` writes back, so Save keeps it and undo covers it.
public enum WardrobeFeature {
  public struct State: Equatable, Sendable {
    /// The ring's costumes: the built-ins, then the user's own.
    public var costumes: [CostumeKind] = BuiltInCostumes.all
    public var physics = WardrobePhysics(count: BuiltInCostumes.all.count)
    /// The physics one tick ago, for drawing between ticks.
    public var previous = WardrobePhysics(count: BuiltInCostumes.all.count)
    /// The press under way on the stage.
    var press: Press?
    /// How many fixed steps the physics has taken: the Wardrobe's own clock, which stops while all is still,
    /// so a test can time the motion in simulated seconds rather than by the wall clock.
    public internal(set) var steps = 0

    public init() {}

    /// The id of costume `index` in the ring.
    public func id(_ index: Int) -> String { costumes[index].id }
  }

  /// A press on the stage: what it began on, and the drag it may become (the picker's recogniser).
  struct Press: Equatable, Sendable {
    var target: Target
    var drag: DragRecognizer
  }

  public enum Action: Equatable, Sendable {
    /// The stage took this geometry: the window was resized, or the stage's picture changed.
    case stageMeasured(WardrobeGeometry)
    /// The left button went down, moved, came up over the stage (points from its top-left, seconds).
    case pointerPressed(x: Double, y: Double, time: Double)
    case pointerMoved(x: Double, y: Double, time: Double)
    case pointerReleased(x: Double, y: Double, time: Double)
    /// A costume's control was clicked (Enter or Space with it focused): it is put on.
    case costumeClicked(String)
    /// The mascot's control was clicked (Enter or Space with it focused): what it wears comes off.
    case mascotClicked
    /// ← / →: the ring turns one slot.
    case turnKeyPressed(Int)
    /// Enter with nothing focused: the costume at the front is put on.
    case dressFrontPressed
    /// Backspace: what the mascot wears comes off.
    case undressPressed
    /// The wheel turned over the stage: a worn costume grows or shrinks.
    case wheelScrolled(notches: Double)
    /// The user's own costumes, as kept: they join the ring after the built-ins.
    case ownCostumesLoaded([ImageReference])
    /// A file was dropped on the Wardrobe: it is checked and stored as a costume (answered by `costumeTaken`).
    case costumeDropped(String)
    /// A picture dropped on the Wardrobe was checked and stored: it joins the ring.
    case costumeTaken(ImageReference)
    /// One fixed step of time.
    case ticked
  }

  /// Applies `action`; `worn` is the draft's costume, changed in place when something is put on or taken off.
  public static func reduce(_ state: inout State, _ action: Action, worn: inout Costume?) -> [Effect] {
    switch action {
    case .stageMeasured(let geometry):
      guard geometry != state.physics.geometry else { return [] }
      state.physics.geometry = geometry
      state.previous.geometry = geometry
      follow(&state, worn: worn)
      // Bodies in the ring or worn take their new places at once; the rest carry on.
      state.physics.step(0)
      state.previous = state.physics
    case .pointerPressed(let x, let y, let time):
      state.press = Press(target: target(state, x, y, worn: worn), drag: DragRecognizer(x: x, y: y, time: time))
      if state.press?.target == .ring { state.physics.grab() }
    case .pointerMoved(let x, let y, let time):
      return moved(&state, x, y, time, worn: &worn)
    case .pointerReleased(let x, let y, let time):
      guard let press = state.press else { return [] }
      state.press = nil
      if press.drag.isDragging || press.target == .ring {
        guard state.physics.ring == .dragging else { return [] }
        let fling = press.drag.flingVelocity(releasedAt: time)
        state.physics.release(x: x, y: y, vx: fling.vx, vy: fling.vy)
        return []
      }
      switch press.target {
      case .costume(let i): dress(&state, i, worn: &worn)
      case .worn, .mascot: undress(&state, worn: &worn)
      case .ring: break
      }
    case .costumeClicked(let id):
      if let i = state.costumes.firstIndex(where: { $0.id == id }) { dress(&state, i, worn: &worn) }
    case .mascotClicked, .undressPressed:
      undress(&state, worn: &worn)
    case .turnKeyPressed(let slots):
      state.physics.turn(by: slots)
    case .dressFrontPressed:
      if worn == nil { dress(&state, state.physics.front, worn: &worn) }
    case .wheelScrolled(let notches):
      guard var costume = worn else { return [] }
      let range = Costume.scaleRange
      costume.scale = min(
        max((costume.scale * pow(1.1, notches) * 100).rounded() / 100, range.lowerBound), range.upperBound)
      worn = costume
    case .ownCostumesLoaded(let pictures):
      for picture in pictures { add(&state, picture) }
      follow(&state, worn: worn)
    case .costumeDropped(let path):
      return [.takeCostume(path: path)]
    case .costumeTaken(let picture):
      add(&state, picture)
      return [.pass("\(picture.name) joined the ring")]
    case .ticked:
      state.previous = state.physics
      if !state.physics.isStill {
        state.physics.step()
        state.steps += 1
      }
    }
    return []
  }
}

extension AppAction {
  /// The Wardrobe's actions, as the app takes them.
  public static func wardrobe(_ action: WardrobeFeature.Action) -> AppAction { .feature(.wardrobe(action)) }
}
