import SnowmanController

extension PointerRouter {
  /// A drag that began on the wheel turns it.
  static let pickerDragBegan = AppAction.library(.pickerDragBegan)

  /// The held wheel follows the pointer: `dy` points down turn it `dy` rows' height back.
  static func pickerDragged(dy: Double) -> AppAction {
    .library(.pickerDragged(rows: -dy / Layout.pickerRowHeight))
  }

  /// The wheel let go at `vy` points a second (+ down) spins on: rows a second, + toward later rows.
  static func pickerFlung(vy: Double) -> AppAction {
    .library(.pickerDragEnded(velocity: -vy / Layout.pickerRowHeight))
  }

  /// A mouse wheel's notches over the picker turn it a row a notch (+ away from the user: earlier rows).
  static func pickerScrolled(notches dy: Double) -> AppAction {
    .library(.pickerScrolled(rows: dy > 0 ? -1 : 1))
  }

  /// A right click on a row opens its menu.
  static func rowMenuOpened(_ id: ControlID) -> AppAction? {
    if case .feature(.library(.row(let row))) = id { return .library(.pickerRowRightClicked(row)) }
    return nil
  }
}
