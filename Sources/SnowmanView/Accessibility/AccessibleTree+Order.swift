import SnowmanController
import SnowmanModel

extension AccessibleTree {
  /// The Settings screen's sections as panels named by their headings, holding their rows, as libadwaita's
  /// preference groups are; the dope sheet's bar is the "Keyframes" panel. A section scrolled wholly away is out of
  /// view.
  static func panels(layout: Layout, state: AppState, nodes: inout [Node]) -> [(index: Int, rect: Rect)] {
    guard state.tab == .settings, state.featureLayer == nil else { return [] }
    let s = layout.settings
    let all = [("Keyframes", s.dopeSheet.bar)] + s.sections.map { ($0.name, $0.titleRect.union($0.card)) }
    return all.map { name, rect in
      nodes.append(
        Node(
          path: "panel_" + name.filter(\.isLetter), parent: 1, role: .panel, name: name, description: "", control: nil,
          rect: rect, states: s.viewport.intersects(rect) ? [.enabled] : [.enabled, .outOfView]))
      return (nodes.count - 1, rect)
    }
  }

  /// `nodes` with each parent's children in the order they are on screen, as a toolkit's widget tree gives them
  /// and flat review reads them: line by line from the top, start to end along a line. A line is what begins
  /// above the bottom of what is already on it, so a tall stage and the column beside it are one line, read
  /// column by column. The tabs, the window's foot, come after the screen's content (rows scrolled below the
  /// fold included); menus and dialogs, drawn over the screen, come last, in the order they opened.
  static func inScreenOrder(_ nodes: [Node]) -> [Node] {
    let children = Self.children(of: nodes)
    var order: [Int] = []
    func visit(_ i: Int) {
      order.append(i)
      let all = children[i]
      let foot = all.filter { nodes[$0].role == .pageTabList }
      let over = all.filter { nodes[$0].role == .menu || nodes[$0].role == .dialog }
      for child in lines(all.filter { !over.contains($0) && !foot.contains($0) }, nodes) + foot + over { visit(child) }
    }
    if !nodes.isEmpty { visit(0) }
    var moved = [Int](repeating: 0, count: nodes.count)
    for (new, old) in order.enumerated() { moved[old] = new }
    return order.map { old in
      var node = nodes[old]
      node.parent = node.parent.map { moved[$0] }
      return node
    }
  }

  /// Each node's children's indices, in the order of `nodes`.
  static func children(of nodes: [Node]) -> [[Int]] {
    var children = [[Int]](repeating: [], count: nodes.count)
    for (i, node) in nodes.enumerated() {
      if let parent = node.parent { children[parent].append(i) }
    }
    return children
  }

  /// `items` line by line, top to bottom, and along each line from its start. Taken from the top, a line is a run
  /// of what follows: once something begins below its bottom, everything after does too.
  private static func lines(_ items: [Int], _ nodes: [Node]) -> [Int] {
    let byTop = items.sorted { a, b in
      let (p, q) = (nodes[a].rect, nodes[b].rect)
      return (p.y, p.x, a) < (q.y, q.x, b)
    }
    var ordered: [Int] = []
    ordered.reserveCapacity(byTop.count)
    var start = 0
    while start < byTop.count {
      var end = start + 1, bottom = nodes[byTop[start]].rect.maxY
      while end < byTop.count, nodes[byTop[end]].rect.y < bottom {
        bottom = max(bottom, nodes[byTop[end]].rect.maxY)
        end += 1
      }
      ordered += byTop[start..<end].sorted { a, b in
        let (p, q) = (nodes[a].rect, nodes[b].rect)
        return (p.x, p.y, a) < (q.x, q.y, b)
      }
      start = end
    }
    return ordered
  }
}
