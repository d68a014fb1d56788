import SnowmanController

extension PointerRouter {
  /// The layer a press on `id` holds for a drag: a row above the first picture's (the first picture stays at the
  /// bottom).
  static func draggableLayerRow(_ id: ControlID) -> Int? {
    guard case .feature(.layers(.layer(let n))) = id, n > 0 else { return nil }
    return n
  }

  /// The held row let go at `y`: dragged, the layer moves to the row there (never under the first picture);
  /// not dragged, it is a click that chooses it.
  static func layerRowReleased(_ n: Int, dragged: Bool, y: Double, layout: Layout) -> [AppAction] {
    guard dragged else { return [.layers(.layerClicked(n))] }
    let rows = layout.settings.layers.rows
    // Rows are drawn topmost first: above the top row is the top, below the bottom row the first above the picture.
    let target: Int
    if let i = rows.firstIndex(where: { y >= $0.y && y < $0.maxY }) {
      target = i
    } else {
      target = y < (rows.map(\.y).min() ?? 0) ? rows.count - 1 : 1
    }
    let to = max(target, 1)
    return to == n ? [.layers(.layerClicked(n))] : [.layers(.layerClicked(n)), .layers(.movedTo(to))]
  }
}
