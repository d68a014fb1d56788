import SnowmanModel

/// Where Tab goes: the controls of what is on screen, in reading order. A feature's layer over every screen, an
/// open name field, menu or prompt keeps Tab inside itself until it closes.
public enum FocusScope: Equatable, Sendable {
  case screen(Tab)
  case layer(FeatureLayer)
  /// A feature's text field (`FeatureField`).
  case field(FeatureField)
  case menu
}

extension AppState {
  /// The innermost thing open, which holds the keyboard. Inlined: read twice on every action, ticks included,
  /// and called outlined it copied the whole state each time (214 ns a tick against 161).
  @inline(__always) public var focusScope: FocusScope {
    // Matched in place: `!= nil` copied each optional (the sheet, the fields) on every tick.
    if let layer = featureLayer { return .layer(layer) }
    let field = FeatureField.open(in: self)
    if let field, !field.isUnderMenus { return .field(field) }
    if case .some = menu { return .menu }
    if let field { return .field(field) }
    return .screen(tab)
  }

  /// The open menu's items, top to bottom, and whether each can be chosen.
  public var menuItems: [(id: ControlID, enabled: Bool)] {
    menu.map { ScreenFeatures.menuItems($0, in: self) } ?? []
  }

  /// Whether `id` is an item of the open menu that can be chosen.
  func isMenuItemEnabled(_ id: ControlID) -> Bool { menuItems.first { $0.id == id }?.enabled ?? false }

  /// The menu item the keyboard has highlighted (↑ / ↓ / Tab), 0-based among all items; nil until a key moves
  /// it (a menu opens with nothing highlighted, as before the focus ring: the first ↓ lands on the first item).
  public var menuHighlight: Int? {
    guard menu != nil, focus.menuKeyed, let focus = focus.id else { return nil }
    return menuItems.firstIndex { $0.id == focus }
  }

  /// The stepper rows of the settings table, top to bottom: each section's properties, with the curve's
  /// numbers under Easing.
  public var tableKeys: [PropertyKey] {
    var keys: [PropertyKey] = []
    for section in PropertySection.allCases {
      for spec in PropertyTable.specs(in: section) {
        keys.append(spec.key)
        if spec.key == .easing { keys += AppState.curveNumberKeys(draft.curve(at: playhead)) }
      }
    }
    return keys
  }

  /// The steppers under the curve: a Bézier's four numbers, a spring's bounce, or none.
  public static func curveNumberKeys(_ easing: Easing) -> [PropertyKey] {
    easing.bezier != nil ? [.curveX1, .curveY1, .curveX2, .curveY2] : easing.kind == .spring ? [.springBounce] : []
  }

  /// The controls Tab visits now, in order.
  public var focusOrder: [ControlID] {
    switch focusScope {
    case .layer(let layer): return ScreenFeatures.focusOrder(of: layer, in: self)
    case .field(let field): return field.focusOrder
    case .menu: return menuItems.filter(\.enabled).map(\.id)
    case .screen(let tab):
      // What is over the tabs (the notice) first: it is at the top of the window.
      var order = ScreenFeatures.bannerOrder(in: self)
      order += Tab.allCases.map { .tab($0) }
      order += ScreenFeatures.focusOrder(tab, in: self)
      return order
    }
  }

}
