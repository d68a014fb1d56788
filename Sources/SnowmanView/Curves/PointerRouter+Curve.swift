import SnowmanController

extension PointerRouter {
  /// The Bézier handle `id` is (1 or 2), if it is one: a press on it starts dragging it.
  static func curveHandle(_ id: ControlID) -> Int? {
    if case .feature(.curves(.bezierHandle(let n))) = id { return n }
    return nil
  }

  /// A held handle follows the pointer, in the plot's numbers.
  func curveHandleDragged(_ n: Int, x: Double, y: Double, layout: Layout) -> [AppAction] {
    guard let plot = layout.settings.curve?.plot else { return [] }
    let v = plot.value(atX: x, y: y)
    return [.curves(.curveHandleDragged(handle: n, x: v.x, y: v.y))]
  }
}
