import SnowmanModel

extension LayersFeature {
  /// The layers card's controls: the list and its rows (row 1 the first picture), the buttons under it, and the
  /// chosen layer's copies: how many, how far apart their starts are, where they start from.
  public enum Control: DescribedControl {
    case list
    /// Picture `n` of the list, 0 the first (its id counts from 1).
    case layer(Int)
    case add, duplicate, hide, delete
    /// A place row of the chosen layer (across, down, size), and its stepper's halves.
    case place(PlaceField), placeDecrement(PlaceField), placeIncrement(PlaceField)
    case copies, copiesDecrement, copiesIncrement
    case stagger, staggerDecrement, staggerIncrement
    case from, spacing, ease
    /// What the chosen layer follows: nothing, or a picture below it.
    case parent
    /// The chosen layer's name being typed, over its row.
    case nameField

    public var key: String {
      switch self {
      case .list: return "settings.layers"
      case .layer(let n): return "settings.layer.\(n + 1)"
      case .add: return "settings.layer.add"
      case .duplicate: return "settings.layer.duplicate"
      case .hide: return "settings.layer.hide"
      case .delete: return "settings.layer.delete"
      case .place(let f): return "settings.\(f.idName)"
      case .placeDecrement(let f): return "settings.\(f.idName).decrement"
      case .placeIncrement(let f): return "settings.\(f.idName).increment"
      case .copies: return "settings.copies.count"
      case .copiesDecrement: return "settings.copies.count.decrement"
      case .copiesIncrement: return "settings.copies.count.increment"
      case .stagger: return "settings.copies.each"
      case .staggerDecrement: return "settings.copies.each.decrement"
      case .staggerIncrement: return "settings.copies.each.increment"
      case .from: return "settings.copies.from"
      case .spacing: return "settings.copies.spread"
      case .ease: return "settings.copies.ease"
      case .parent: return "settings.layer.parent"
      case .nameField: return "settings.layer.name"
      }
    }

    public func label(in state: AppState) -> String {
      let layer = state.chosenLayer
      switch self {
      case .list: return "Layers"
      case .layer(let n): return LayersFeature.name(of: n, in: state.draft.setting)
      case .add: return "Add snowflake"
      case .duplicate: return "Duplicate"
      case .hide: return layer?.hidden == true ? "Show" : "Hide"
      case .delete: return "Delete"
      case .place(let f): return f.label + " " + LayersFeature.valueText(self, of: layer)
      case .placeDecrement: return "−"
      case .placeIncrement: return "+"
      case .copies: return "Copies " + LayersFeature.valueText(self, of: layer)
      case .copiesDecrement: return "−"
      case .copiesIncrement: return "+"
      case .stagger: return LayersFeature.staggerName(layer) + " " + LayersFeature.valueText(self, of: layer)
      case .staggerDecrement: return "−"
      case .staggerIncrement: return "+"
      case .from: return LayersFeature.originName(layer?.copies.stagger.from ?? .start)
      case .spacing: return LayersFeature.spacingName(layer?.copies.stagger.spacing ?? .each(0))
      case .ease: return LayersFeature.easeName(layer?.copies.stagger.ease ?? .linear)
      case .parent: return LayersFeature.parentName(layer?.parent, in: state.draft.setting)
      case .nameField: return state.layerNameField?.text ?? ""
      }
    }

    /// A row is there while its picture is; what edits a layer waits for one above the first picture to be chosen.
    public func isEnabled(in state: AppState) -> Bool {
      switch self {
      case .list, .add: return true
      case .layer(let n): return n <= state.draft.setting.layers.count
      case .placeDecrement(let f): return state.chosenLayer.map { f.value(of: $0) > f.range.lowerBound } ?? false
      case .placeIncrement(let f): return state.chosenLayer.map { f.value(of: $0) < f.range.upperBound } ?? false
      case .copiesDecrement: return (state.chosenLayer?.copies.count ?? 1) > 1
      case .copiesIncrement: return state.chosenLayer.map { $0.copies.count < Copies.most } ?? false
      case .staggerDecrement: return state.chosenLayer.map { LayersFeature.eachSeconds($0.copies.stagger) > 0 } ?? false
      case .staggerIncrement:
        return state.chosenLayer.map {
          LayersFeature.eachSeconds($0.copies.stagger) < LayersFeature.staggerMost($0.copies.stagger)
        }
          ?? false
      default: return state.chosenLayer != nil
      }
    }

    var clickActions: [AppAction] {
      switch self {
      case .layer(let n): return [.layers(.layerClicked(n))]
      case .add: return [.layers(.addSnowflakePressed)]
      case .duplicate: return [.layers(.duplicatePressed)]
      case .hide: return [.layers(.hideToggled)]
      case .delete: return [.layers(.deletePressed)]
      case .from: return [.layers(.staggerOriginPressed)]
      case .spacing: return [.layers(.staggerSpacingPressed)]
      case .ease: return [.layers(.staggerEasePressed)]
      case .parent: return [.layers(.parentPressed)]
      case .nameField, .place, .placeDecrement, .placeIncrement,
        .list, .copies, .stagger, .copiesDecrement, .copiesIncrement, .staggerDecrement, .staggerIncrement:
        return []
      }
    }

    var repeatActions: [AppAction] {
      switch self {
      case .placeDecrement(let f): return [.layers(.placeStepped(f, by: -1))]
      case .placeIncrement(let f): return [.layers(.placeStepped(f, by: 1))]
      case .copiesDecrement: return [.layers(.copiesStepped(by: -1))]
      case .copiesIncrement: return [.layers(.copiesStepped(by: 1))]
      case .staggerDecrement: return [.layers(.staggerStepped(by: -1))]
      case .staggerIncrement: return [.layers(.staggerStepped(by: 1))]
      default: return []
      }
    }

    var isDestructive: Bool { self == .delete }

    /// "Snowflake, layer 2 of 3, 12 copies": a row says where it stands and what it holds; a number is named by
    /// what it counts.
    func accessibleName(in state: AppState) -> String {
      switch self {
      case .layer(let n): return LayersFeature.spoken(n, in: state.draft.setting)
      case .place(let f): return f.spokenLabel
      case .placeDecrement(let f): return "Decrease \(f.spokenLabel)"
      case .placeIncrement(let f): return "Increase \(f.spokenLabel)"
      case .copies: return "Copies"
      case .stagger: return LayersFeature.staggerName(state.chosenLayer)
      case .from: return "Copies start from \(label(in: state))"
      case .spacing:
        let each = state.chosenLayer.map { if case .amount = $0.copies.stagger.spacing { false } else { true } } ?? true
        return each ? "Starts spread between each two copies" : "Starts spread over all the copies"
      case .ease: return "Starts spread on the curve \(label(in: state))"
      case .parent:
        guard let p = state.chosenLayer?.parent else { return "Follows nothing" }
        return "Moves, turns and scales with \(LayersFeature.name(of: p, in: state.draft.setting))"
      case .nameField: return "Layer name"
      case .copiesDecrement: return "Fewer copies"
      case .copiesIncrement: return "More copies"
      case .staggerDecrement: return "Copies start closer together"
      case .staggerIncrement: return "Copies start further apart"
      default: return label(in: state)
      }
    }

    func accessibleValue(in state: AppState) -> AccessibleValue? {
      guard let layer = state.chosenLayer else { return nil }
      switch self {
      case .place(let f):
        return AccessibleValue(
          minimum: f.range.lowerBound, maximum: f.range.upperBound, current: f.value(of: layer),
          increment: f.step, text: LayersFeature.valueText(self, of: layer))
      case .copies:
        return AccessibleValue(
          minimum: 1, maximum: Double(Copies.most), current: Double(layer.copies.count), increment: 1,
          text: LayersFeature.valueText(self, of: layer))
      case .stagger:
        return AccessibleValue(
          minimum: 0, maximum: LayersFeature.staggerMost(layer.copies.stagger),
          current: LayersFeature.eachSeconds(layer.copies.stagger),
          increment: LayersFeature.staggerStep, text: LayersFeature.valueText(self, of: layer))
      default: return nil
      }
    }

    func valueActions(_ value: Double, in state: AppState) -> [AppAction] {
      switch self {
      case .place(let f): return [.layers(.placeSet(f, value))]
      case .copies: return [.layers(.copiesSet(Int(value.rounded())))]
      case .stagger: return [.layers(.staggerSet(value))]
      default: return []
      }
    }

    /// A row's ↑ and ↓ choose the layer above or below it; Delete deletes it. The numbers' arrows step them.
    func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]? {
      switch (self, key) {
      case (.layer(let n), .up): return [.layers(.layerClicked(n + 1))]
      case (.layer(let n), .down): return [.layers(.layerClicked(max(n - 1, 0)))]
      case (.layer, .delete), (.layer, .backspace): return [.layers(.deletePressed)]
      case (.layer(let n), .f2): return [.layers(.layerClicked(n)), .layers(.renamePressed)]
      case (.place(let f), .up), (.place(let f), .right): return [.layers(.placeStepped(f, by: 1)), .pointerReleased]
      case (.place(let f), .down), (.place(let f), .left): return [.layers(.placeStepped(f, by: -1)), .pointerReleased]
      case (.copies, .up), (.copies, .right): return [.layers(.copiesStepped(by: 1)), .pointerReleased]
      case (.copies, .down), (.copies, .left): return [.layers(.copiesStepped(by: -1)), .pointerReleased]
      case (.stagger, .up), (.stagger, .right): return [.layers(.staggerStepped(by: 1)), .pointerReleased]
      case (.stagger, .down), (.stagger, .left): return [.layers(.staggerStepped(by: -1)), .pointerReleased]
      default: return nil
      }
    }

    var shape: ControlShape {
      switch self {
      case .layer, .copies, .stagger, .place: return .tableRow
      case .copiesDecrement, .copiesIncrement, .staggerDecrement, .staggerIncrement, .placeDecrement, .placeIncrement:
        return .rowPart
      default: return .rounded
      }
    }

    enum Kind: CaseIterable {
      case list, layer, add, duplicate, hide, delete, place, placeDecrement, placeIncrement
      case copies, copiesDecrement, copiesIncrement
      case stagger, staggerDecrement, staggerIncrement, from, spacing, ease, parent, nameField
    }
    var caseKind: Kind {
      switch self {
      case .list: return .list
      case .layer: return .layer
      case .add: return .add
      case .duplicate: return .duplicate
      case .hide: return .hide
      case .delete: return .delete
      case .place: return .place
      case .placeDecrement: return .placeDecrement
      case .placeIncrement: return .placeIncrement
      case .copies: return .copies
      case .copiesDecrement: return .copiesDecrement
      case .copiesIncrement: return .copiesIncrement
      case .stagger: return .stagger
      case .staggerDecrement: return .staggerDecrement
      case .staggerIncrement: return .staggerIncrement
      case .from: return .from
      case .spacing: return .spacing
      case .ease: return .ease
      case .parent: return .parent
      case .nameField: return .nameField
      }
    }

    static var every: [Control] {
      [.list] + (0..<3).map(Control.layer)
        + PlaceField.allCases.flatMap { [Control.place($0), .placeDecrement($0), .placeIncrement($0)] }
        + [
          .add, .duplicate, .hide, .delete, .copies, .copiesDecrement, .copiesIncrement, .stagger, .staggerDecrement,
          .staggerIncrement, .from, .spacing, .ease, .parent, .nameField,
        ]
    }
  }

  /// Alt+↑ / Alt+↓ on a layer's row.
  static func altKey(_ key: Key, focus: ControlID?) -> AppAction? {
    guard case .feature(.layers(.layer))? = focus else { return nil }
    switch key {
    case .up: return .layers(.moved(up: true))
    case .down: return .layers(.moved(up: false))
    default: return nil
    }
  }
}

extension LayersFeature.Control: AccessibleControl {
  /// The list is a list, its rows its items (as GTK's list box speaks them); the numbers spin buttons.
  var role: AccessibleRole {
    switch self {
    case .list: return .list
    case .layer: return .listItem
    case .copies, .stagger, .place: return .spinButton
    case .nameField: return .text
    default: return .pushButton
    }
  }

  func group(in state: AppState) -> AccessibleGroup? {
    if case .layer = self { return .inside(.feature(.layers(.list))) }
    return nil
  }

  /// The layer the table edits is the list's chosen row.
  func isChosen(in state: AppState) -> Bool {
    if case .layer(let n) = self { return state.draft.layer == n }
    return false
  }

  func description(in state: AppState) -> String {
    switch self {
    case .layer: return "Up and Down choose a layer; Alt+Up and Alt+Down move it; F2 renames it; Delete deletes it"
    default: return ""
    }
  }
}

extension AppState {
  /// The layer the table edits, when it is one above the first picture.
  public var chosenLayer: SceneLayer? {
    let n = draft.layer
    return n > 0 && draft.setting.layers.indices.contains(n - 1) ? draft.setting.layers[n - 1] : nil
  }
}

extension LayersFeature.Control {
  /// The Layers card in Tab's order: the list as one stop at its chosen row (the arrows move in it), its buttons,
  /// then a chosen layer's place, copies and copies' step rows (each one stop, as the table's rows are).
  static func screenOrder(in state: AppState) -> [ControlID] {
    var order: [LayersFeature.Control] = [.layer(state.draft.layer), .add, .duplicate, .hide, .delete]
    if state.chosenLayer != nil {
      order +=
        LayersFeature.PlaceField.place.map(LayersFeature.Control.place) + [.copies, .stagger, .spacing, .from, .ease]
        + LayersFeature.PlaceField.step.map(LayersFeature.Control.place) + [.parent]
    }
    return order.map { .feature(.layers($0)) }
  }
}
