import Foundation
import SnowmanModel

/// The layers list of the Settings screen: the pictures of the scene, the first at the bottom, one chosen for the
/// table and the dope sheet to edit; a snowflake added, a layer duplicated, deleted (undo brings it back), moved up
/// or down, hidden, and its copies counted and spread in time.
public enum LayersFeature {
  /// What the user did to the layers.
  public enum Action: Equatable, Sendable {
    /// A row of the list was clicked, or chosen by a screen reader or the arrows: picture `n` (0 the first).
    case layerClicked(Int)
    /// A picture on the stage was clicked: the topmost there is picture `n`.
    case pictureClickedOnStage(Int)
    /// "Add snowflake": a snowflake layer goes on top, chosen.
    case addSnowflakePressed
    /// "Duplicate": the chosen layer's copy goes on top of it, chosen.
    case duplicatePressed
    /// "Delete": the chosen layer goes (undoable); the one under it is chosen.
    case deletePressed
    /// Alt+↑ (`up`) or Alt+↓ on a layer's row: it changes places with the one above or below.
    case moved(up: Bool)
    /// The chosen layer's row was dragged to row `n` of the list (1 the first above the picture): it moves there.
    case movedTo(Int)
    /// "Hide" / "Show": the stage leaves the chosen layer out, or draws it again.
    case hideToggled
    /// A place stepper of the chosen layer: its box moved across or down, its size changed, or its copies' step,
    /// `by` of the field's steps.
    case placeStepped(PlaceField, by: Int)
    /// A screen reader set a place number of the chosen layer, in the field's unit.
    case placeSet(PlaceField, Double)
    /// The copies stepper: one more (`by` +1) or fewer, within 1…200.
    case copiesStepped(by: Int)
    /// A screen reader set the number of copies.
    case copiesSet(Int)
    /// The stagger stepper: each copy starts this many more steps (of `staggerStep` s) after the one before.
    case staggerStepped(by: Int)
    /// A screen reader set the seconds between copies' starts.
    case staggerSet(Double)
    /// "From": the copies start from the next origin (start, centre, end, edges, random).
    case staggerOriginPressed
    /// "Spread": the starts' spread is kept the other way, between each two or over them all.
    case staggerSpacingPressed
    /// "Ease": the starts are spread on the next curve (linear, ease in, ease out, ease in-out).
    case staggerEasePressed
    /// The Follows button: the chosen layer follows the next picture below it, or nothing after the last.
    case parentPressed
    /// F2 on a layer's row: its name opens for typing over the row, all of it selected.
    case renamePressed
    /// Enter in the name field: a name with something in it is the layer's; an empty one is refused.
    case renameConfirmed
    /// Esc in the name field: the name stays as it was.
    case renameCancelled
    /// The pictures shown were read: each one's width over its height.
    case picturesMeasured([ImageReference: Double])
  }

  /// A new snowflake's size, in points, and how far each one added stands from the one before.
  static let snowflakeSize = 48.0, addedApart = 36.0

  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    var draft = state.draft
    let n = draft.layer
    // A layer waiting for its picture's proportions is known by its row, which these change.
    switch action {
    case .duplicatePressed, .deletePressed, .moved, .movedTo: state.layersAwaitingFit = []
    default: break
    }
    switch action {
    case .layerClicked(let i):
      draft.choose(layer: i)
      state.draft = draft
      // The list is one stop, at its chosen row: a row clicked (not the stop when pressed) takes the focus, as a
      // GTK list's row does.
      if state.focus.id == nil || state.focus.id.map(isLayersControl) == true {
        FocusFeature.set(&state.focus, .feature(.layers(.layer(draft.layer))), order: state.focusOrder)
      }
      return []
    case .pictureClickedOnStage(let i):
      draft.choose(layer: i)
      state.draft = draft
      // Said, since the list that shows the choice may be on another screen.
      return [.pass("\(name(of: draft.layer, in: draft.setting)) chosen")]
    case .addSnowflakePressed:
      let k = Double(draft.setting.layers.count % 6)
      let box = SceneLayer.RestBox(
        centerX: -90 + k * addedApart, centerY: -150 + k * addedApart / 2, width: snowflakeSize,
        height: snowflakeSize)
      let name = uniqueName("Snowflake", in: draft.setting.layers)
      draft.setting.layers.append(SceneLayer(name: name, picture: BuiltInPresets.snowflake, box: box))
      draft.choose(layer: draft.setting.layers.count)
    case .duplicatePressed:
      guard n > 0 else { return [] }
      var copy = draft.setting.layers[n - 1]
      copy.name = uniqueName(copy.name, in: draft.setting.layers)
      copy.box.centerX += addedApart / 2
      copy.box.centerY += addedApart / 2
      draft.setting.layers.insert(copy, at: n)
      shiftParents(&draft.setting.layers, from: n + 1, by: 1)
      draft.choose(layer: n + 1)
    case .deletePressed:
      guard n > 0 else { return [] }
      let name = draft.setting.layers[n - 1].name
      draft.setting.layers.remove(at: n - 1)
      for i in draft.setting.layers.indices where draft.setting.layers[i].parent == n {
        draft.setting.layers[i].parent = nil
      }
      shiftParents(&draft.setting.layers, from: n + 1, by: -1)
      draft.choose(layer: n - 1)
      state.draft = draft
      // The buttons that edited the layer go with it: the focus goes to the row now chosen, not to a row far below.
      if state.focus.id.map(isLayersControl) == true {
        FocusFeature.set(&state.focus, .feature(.layers(.layer(n - 1))), order: state.focusOrder)
      }
      return [.pass("Deleted \(name): Ctrl+Z brings it back")]
    case .moved(let up):
      guard move(&draft, to: up ? n + 1 : n - 1) else { return [] }
    case .movedTo(let target):
      guard move(&draft, to: target) else { return [] }
    case .hideToggled:
      guard n > 0 else { return [] }
      draft.setting.layers[n - 1].hidden.toggle()
    case .placeStepped(let field, let by):
      guard n > 0 else { return [] }
      let layer = draft.setting.layers[n - 1]
      draft.setting.layers[n - 1] = field.set(field.value(of: layer) + Double(by) * field.step, in: layer)
    case .placeSet(let field, let value):
      guard n > 0 else { return [] }
      draft.setting.layers[n - 1] = field.set(value, in: draft.setting.layers[n - 1])
    case .copiesStepped(let by):
      guard n > 0 else { return [] }
      draft.setting.layers[n - 1].copies.count = min(max(draft.setting.layers[n - 1].copies.count + by, 1), Copies.most)
    case .copiesSet(let count):
      guard n > 0 else { return [] }
      draft.setting.layers[n - 1].copies.count = min(max(count, 1), Copies.most)
    case .staggerStepped(let by):
      guard n > 0 else { return [] }
      let seconds = eachSeconds(draft.setting.layers[n - 1].copies.stagger)
      setEach(&draft.setting.layers[n - 1].copies.stagger, seconds + Double(by) * staggerStep)
    case .staggerSet(let seconds):
      guard n > 0 else { return [] }
      setEach(&draft.setting.layers[n - 1].copies.stagger, seconds)
    case .renamePressed:
      guard n > 0 else { return [.tell("The first picture takes its picture's name: choose one in the Artwork row.")] }
      FeatureField.closeOthers(than: .layerName, in: &state)
      state.layerNameField = TextField(name(of: n, in: draft.setting), rule: .presetName, selected: true)
      return []
    case .renameConfirmed:
      guard let field = state.layerNameField else { return [] }
      let typed = field.text.trimmingCharacters(in: .whitespaces)
      guard !typed.isEmpty else {
        return [.tell("A layer needs a name: type one, or Esc keeps “\(name(of: n, in: draft.setting))”.")]
      }
      state.layerNameField = nil
      guard n > 0 else { return [] }
      draft.setting.layers[n - 1].name = typed
    case .renameCancelled:
      state.layerNameField = nil
      return []
    case .picturesMeasured(let aspects):
      for row in state.layersAwaitingFit where draft.setting.layers.indices.contains(row - 1) {
        let layer = draft.setting.layers[row - 1]
        guard let aspect = layer.picture.map({ aspects[$0] }) ?? StageFit.snowmanAspect, aspect > 0 else { continue }
        // The height kept, the width the picture's own: a chosen logo is not squashed into the snowflake's square.
        draft.setting.layers[row - 1].box.width = min(layer.box.height * aspect, SceneLayer.RestBox.largest)
        state.layersAwaitingFit.remove(row)
      }
    case .staggerOriginPressed:
      guard n > 0 else { return [] }
      let stagger = draft.setting.layers[n - 1].copies.stagger
      draft.setting.layers[n - 1].copies.stagger.from = nextOrigin(after: stagger.from)
    case .staggerSpacingPressed:
      guard n > 0 else { return [] }
      let copies = draft.setting.layers[n - 1].copies
      draft.setting.layers[n - 1].copies.stagger.spacing = otherSpacing(copies.stagger.spacing, count: copies.count)
    case .staggerEasePressed:
      guard n > 0 else { return [] }
      draft.setting.layers[n - 1].copies.stagger.ease = nextEase(after: draft.setting.layers[n - 1].copies.stagger.ease)
    case .parentPressed:
      guard n > 0 else { return [] }
      draft.setting.layers[n - 1].parent = nextParent(after: draft.setting.layers[n - 1].parent, below: n)
    }
    state.draft = draft
    return []
  }

  /// The Artwork row gave the chosen layer `picture` where it rests: its box takes the picture's proportions once
  /// they are measured, and a layer still called after the snowflake it was added as takes the picture's name.
  static func pictureChosen(_ picture: ImageReference?, in state: inout AppState) {
    let n = state.draft.layer
    guard n > 0, state.draft.setting.layers.indices.contains(n - 1) else { return }
    state.layersAwaitingFit.insert(n)
    let name = state.draft.setting.layers[n - 1].name
    guard stem(of: name) == "Snowflake" else { return }
    let stem = picture.map { ($0.name as NSString).deletingPathExtension } ?? "Snowman"
    var others = state.draft.setting.layers
    others.remove(at: n - 1)
    state.draft.setting.layers[n - 1].name = uniqueName(stem.isEmpty ? "Picture" : stem, in: others)
  }

  /// Moves the chosen layer to row `target` (kept within the layers above the first picture), one place at a time
  /// so each swap keeps the parents right, and keeps it chosen. False when nothing moves.
  private static func move(_ draft: inout Draft, to target: Int) -> Bool {
    let n = draft.layer, to = min(max(target, 1), draft.setting.layers.count)
    guard n > 0, to != n else { return false }
    var at = n
    while at != to {
      let next = at < to ? at + 1 : at - 1
      draft.setting.layers.swapAt(at - 1, next - 1)
      swapParents(&draft.setting.layers, at, next)
      at = next
    }
    draft.choose(layer: to)
    return true
  }

  private static func isLayersControl(_ id: ControlID) -> Bool {
    if case .feature(.layers) = id { return true }
    return false
  }

  /// The name field's keys: Enter renames, Esc keeps the name.
  static func fieldKeyAction(_ key: Key) -> AppAction? {
    switch key {
    case .enter: return .layers(.renameConfirmed)
    case .escape: return .layers(.renameCancelled)
    default: return nil
    }
  }

  /// `base`, or `base 2`, `base 3`… the first no layer has.
  static func uniqueName(_ base: String, in layers: [SceneLayer]) -> String {
    let stem = stem(of: base)
    if !layers.contains(where: { $0.name == stem }) { return stem }
    var k = 2
    while layers.contains(where: { $0.name == "\(stem) \(k)" }) { k += 1 }
    return "\(stem) \(k)"
  }

  /// `name` without the number `uniqueName` adds ("Snowflake 2" → "Snowflake").
  private static func stem(of name: String) -> String { name.replacing(/\ \d+$/, with: "") }

  /// Parents counted from picture `from` up move by `by` (a layer went in or out under them).
  private static func shiftParents(_ layers: inout [SceneLayer], from: Int, by: Int) {
    for i in layers.indices { if let p = layers[i].parent, p >= from { layers[i].parent = p + by } }
  }

  /// Pictures `a` and `b` changed places: parents naming either follow them; a parent left above its child is
  /// dropped (a layer follows only one below it).
  private static func swapParents(_ layers: inout [SceneLayer], _ a: Int, _ b: Int) {
    for i in layers.indices {
      if layers[i].parent == a { layers[i].parent = b } else if layers[i].parent == b { layers[i].parent = a }
      if let p = layers[i].parent, p >= i + 1 { layers[i].parent = nil }
    }
  }
}

extension LayersFeature.Action {
  /// Choosing a layer edits nothing; every other action is one edit.
  var editGesture: Bool? {
    switch self {
    case .layerClicked, .pictureClickedOnStage, .picturesMeasured, .renamePressed, .renameCancelled: return nil
    case .copiesStepped, .staggerStepped, .placeStepped: return true
    default: return false
    }
  }
}

extension AppAction {
  /// The layers list's action, as the app's action.
  public static func layers(_ action: LayersFeature.Action) -> AppAction { .feature(.layers(action)) }
}
