import Foundation
import SnowmanModel

extension WardrobeFeature {
  static func moved(_ state: inout State, _ x: Double, _ y: Double, _ time: Double, worn: inout Costume?) -> [Effect] {
    guard var press = state.press else { return [] }
    defer { state.press = press }
    let (fromX, fromY) = (press.drag.x, press.drag.y)
    let move = press.drag.moved(x: x, y: y, time: time)
    if move.becameDrag {
      switch press.target {
      case .costume, .ring: state.physics.grab()
      case .worn, .mascot: break
      }
    }
    guard press.drag.isDragging else { return [] }
    switch press.target {
    case .ring, .costume:
      state.physics.drag(from: fromX, fromY, to: x, y, seconds: max(move.seconds, 1.0 / 240))
    case .worn:
      // Dragging the worn costume moves it from its anchor, in fractions of the picture's box.
      if var costume = worn {
        let box = state.physics.geometry.mascotBox(zoom: state.physics.zoom)
        let range = Costume.offsetRange
        costume.offsetX = min(max(costume.offsetX + move.dx / box.w, range.lowerBound), range.upperBound)
        costume.offsetY = min(max(costume.offsetY + move.dy / box.h, range.lowerBound), range.upperBound)
        worn = costume
        state.physics.wornTarget = state.physics.geometry.anchorPoint(costume)
      }
    case .mascot: break
    }
    return []
  }

  /// Costume `index` goes on: the draft wears it afresh (at its anchor, its own size).
  static func dress(_ state: inout State, _ index: Int, worn: inout Costume?) {
    guard state.costumes.indices.contains(index) else { return }
    let kind = state.costumes[index]
    if worn?.id == kind.id { return undress(&state, worn: &worn) }
    let costume = Costume(id: kind.id, image: kind.image)
    worn = costume
    state.physics.dress(index, target: state.physics.geometry.anchorPoint(costume))
  }

  static func undress(_ state: inout State, worn: inout Costume?) {
    worn = nil
    state.physics.undress()
  }

  /// The Wardrobe's part of the app: what is worn is the draft's, changed in place when something is put on or
  /// taken off.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    var worn = state.draft.setting.costume
    let effects = reduce(&state.wardrobe, action, worn: &worn)
    if worn != state.draft.setting.costume { state.draft.setting.costume = worn }
    // Less motion: a costume let go lands where it would come to rest, with no fall to watch.
    if action == .ticked, state.reducesMotion { state.wardrobe.physics.landFallingBodies() }
    return effects
  }

  /// What the draft wears and what the Wardrobe shows are one fact: checked after every action (a cheap compare
  /// of ids), the ring follows when they differ.
  static func followDraft(_ state: inout AppState) {
    if state.draft.setting.costume?.id != state.wardrobe.physics.worn.map(state.wardrobe.id) {
      follow(&state.wardrobe, worn: state.draft.setting.costume)
    }
  }

  /// Brings the ring in line with the draft when the draft changed elsewhere (undo, another preset, Revert): what
  /// it wears flies on, or comes off.
  public static func follow(_ state: inout State, worn: Costume?) {
    let index = worn.flatMap { w in state.costumes.firstIndex { $0.id == w.id } }
    if let index, let worn {
      let anchor = state.physics.geometry.anchorPoint(worn)
      if state.physics.worn != index {
        state.physics.dress(index, target: anchor)
      } else {
        state.physics.wornTarget = anchor
      }
    } else if state.physics.worn != nil {
      state.physics.undress()
    }
  }

  /// A user's picture joins the ring (once).
  static func add(_ state: inout State, _ picture: ImageReference) {
    guard !state.costumes.contains(where: { $0.id == picture.sha256 }) else { return }
    state.costumes.append(CostumeKind(id: picture.sha256, name: picture.name, anchor: .head, image: picture))
    state.physics.addBody()
    state.previous = state.physics
  }
}
