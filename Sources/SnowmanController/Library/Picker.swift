import Foundation

/// The picker wheel's model: rows, the selected row, and a scroll position in rows that moves with the
/// wheel, with drags and their momentum, and settles on a row.
public struct Picker: Equatable, Sendable {
  /// Momentum below this speed (rows per second) stops and snaps.
  public static let minimumSpeed = 0.5
  /// How fast momentum decays: velocity is multiplied by e^(-friction · seconds).
  public static let friction = 4.0
  /// How fast the wheel settles on its row: the gap shrinks by e^(-settleRate · seconds).
  public static let settleRate = 18.0

  /// The number of rows (at least 1).
  public private(set) var rowCount: Int
  /// The selected row, 0..<rowCount.
  public private(set) var selectedIndex: Int
  /// The scroll position in rows: row i is centred when `offset == i`.
  public private(set) var offset: Double
  /// The momentum in rows per second (+ toward later rows).
  public private(set) var velocity: Double = 0
  /// Whether a drag is under way.
  public private(set) var isDragging = false

  /// A wheel of `rowCount` rows settled on `selectedIndex`.
  public init(rowCount: Int, selectedIndex: Int) {
    self.rowCount = max(1, rowCount)
    let index = min(max(selectedIndex, 0), max(1, rowCount) - 1)
    self.selectedIndex = index
    self.offset = Double(index)
  }

  /// Whether the wheel is still moving (dragged, coasting or settling), so the app keeps drawing.
  public var isMoving: Bool { isDragging || velocity != 0 || offset != Double(selectedIndex) }

  /// Replaces the rows, keeping the wheel settled on `selectedIndex`.
  public mutating func setRows(count: Int, selectedIndex: Int) {
    self = Picker(rowCount: count, selectedIndex: selectedIndex)
  }

  /// Selects `index` (clamped); the wheel glides there.
  public mutating func select(_ index: Int) {
    velocity = 0
    isDragging = false
    selectedIndex = clamp(index)
  }

  /// Selects `index` (clamped) with the wheel already on it: no glide, as when a window opens.
  public mutating func settle(on index: Int) {
    self = Picker(rowCount: rowCount, selectedIndex: index)
  }

  /// Moves the selection by whole rows, as a mouse wheel notch or an arrow key does.
  public mutating func scroll(byRows rows: Int) {
    select(selectedIndex + rows)
  }

  /// A drag started: momentum stops and the wheel follows the pointer.
  public mutating func dragBegan() {
    isDragging = true
    velocity = 0
  }

  /// The pointer moved by `rows` rows (+ when the content moves up, toward later rows).
  public mutating func dragMoved(byRows rows: Double) {
    guard isDragging else { return }
    // Past either end the wheel gives way by a third, like a rubber band.
    let next = offset + rows
    let limit = Double(rowCount - 1)
    if next < 0 || next > limit { offset += rows / 3 } else { offset = next }
  }

  /// The pointer let go at `velocity` rows per second; the wheel coasts, then settles on a row.
  public mutating func dragEnded(velocity: Double) {
    guard isDragging else { return }
    isDragging = false
    self.velocity = abs(velocity) < Picker.minimumSpeed ? 0 : velocity
    if self.velocity == 0 { selectedIndex = clamp(Int(offset.rounded())) }
  }

  /// Advances momentum and settling by `seconds`; with `reducedMotion` the wheel lands at once on the row its
  /// momentum would have carried it to.
  /// - Returns: true when the selected row changed.
  @discardableResult
  public mutating func step(seconds: Double, reducedMotion: Bool = false) -> Bool {
    guard !isDragging else { return false }
    let before = selectedIndex
    if reducedMotion {
      // Momentum v decaying as e^(-friction·t) covers v / friction in all.
      if velocity != 0 { selectedIndex = clamp(Int((offset + velocity / Picker.friction).rounded())) }
      velocity = 0
      offset = Double(selectedIndex)
      return selectedIndex != before
    }
    if velocity != 0 {
      offset += velocity * seconds
      velocity *= exp(-Picker.friction * seconds)
      let limit = Double(rowCount - 1)
      if offset < 0 || offset > limit || abs(velocity) < Picker.minimumSpeed {
        velocity = 0
      }
      selectedIndex = clamp(Int(offset.rounded()))
    }
    if velocity == 0 {
      let target = Double(selectedIndex)
      offset = target + (offset - target) * exp(-Picker.settleRate * seconds)
      if abs(offset - target) < 0.002 { offset = target }
    }
    return selectedIndex != before
  }

  private func clamp(_ index: Int) -> Int { min(max(index, 0), rowCount - 1) }
}
