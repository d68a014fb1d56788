import Foundation
import SnowmanFuzzing
import SnowmanModel
import XCTest

@testable import SnowmanController
@testable import SnowmanView

/// The tree as GTK builds it: children in the order they are on screen, the Settings sections as panels, and the
/// rows scrolled out of view still there, not showing.
final class AccessibleTreeOrderTests: XCTestCase {
  /// Seeded grids of boxes, shuffled and jittered inside their cells: read back row by row, start to end.
  func test_childrenComeLineByLine_startToEnd_forGeneratedGrids() {
    var rng = SplitMix(seed: 20_261_126)
    for _ in 0..<300 {
      let rows = Int.random(in: 1...6, using: &rng), columns = Int.random(in: 1...5, using: &rng)
      var cells: [(row: Int, column: Int)] = []
      for r in 0..<rows { for c in 0..<columns where Bool.random(using: &rng) || c == 0 { cells.append((r, c)) } }
      cells.shuffle(using: &rng)
      // A cell is 100×60; a box starts within its top 20 pt, so the boxes of a row share a line.
      let boxes = cells.map { cell in
        Rect(
          Double(cell.column) * 100 + .random(in: 0...30, using: &rng),
          Double(cell.row) * 60 + .random(in: 0...19, using: &rng), 60, .random(in: 25...40, using: &rng))
      }
      var nodes = [node(parent: nil, Rect(0, 0, 600, 400)), node(parent: 0, Rect(0, 0, 600, 400))]
      nodes += boxes.map { node(parent: 1, $0) }
      let ordered = AccessibleTree.inScreenOrder(nodes).dropFirst(2).map(\.rect)
      let expected = zip(cells, boxes).sorted { ($0.0.row, $0.0.column) < ($1.0.row, $1.0.column) }.map(\.1)
      XCTAssertEqual(ordered, expected)
    }
  }

  /// A tall stage beside a column is one line: the stage and its timeline, then the column, top to bottom.
  func test_aColumnBesideTheStage_isReadAfterIt_andTheTabsAndMenusLast() {
    let stage = node(parent: 1, Rect(16, 60, 400, 500), path: "stage")
    let timeline = node(parent: 1, Rect(24, 566, 384, 38), path: "timeline")
    let picker = node(parent: 1, Rect(432, 60, 300, 400), path: "picker")
    let play = node(parent: 1, Rect(500, 540, 120, 52), path: "play")
    let tabs = node(parent: 1, Rect(0, 0, 800, 68), role: .pageTabList, path: "tabs")
    let menu = node(parent: 1, Rect(0, 0, 200, 100), role: .menu, path: "menu")
    let nodes = [node(parent: nil, Rect(0, 0, 800, 700)), node(parent: 0, Rect(0, 0, 800, 700))]
    let ordered = AccessibleTree.inScreenOrder(nodes + [menu, tabs, play, picker, timeline, stage])
    XCTAssertEqual(ordered.dropFirst(2).map(\.path), ["stage", "timeline", "picker", "play", "tabs", "menu"])
    XCTAssertTrue(ordered.dropFirst(2).allSatisfy { $0.parent == 1 })
  }

  func test_settings_sectionsArePanels_inOrder_andEveryRowIsThere_belowTheFoldNotShowing() throws {
    let state = ViewTestSupport.state(tab: .settings)
    let layout = Layout(width: 480, height: 800, state: state)
    let tree = AccessibleTree(layout: layout, state: state)
    let panels = tree.nodes.filter { $0.role == .panel }
    XCTAssertEqual(
      panels.map(\.name),
      ["Keyframes", "Layers", "Artwork", "Size", "Skew", "Position", "Rotation", "Anchor", "Appearance", "Timing"])
    XCTAssertFalse(panels[0].states.contains(.outOfView))
    XCTAssertTrue(try XCTUnwrap(panels.last).states.contains(.outOfView), "Timing is below the fold at 800 pt")
    for key in state.tableKeys {
      let rows = tree.nodes.enumerated().filter { $0.element.control == .feature(.draft(.row(key))) }
      XCTAssertEqual(rows.count, 1, "\(key) in the tree")
      guard let (index, row) = rows.first, let parent = row.parent else { continue }
      XCTAssertEqual(tree.nodes[parent].role, .panel, "\(key) in its section")
      let shown = layout.control(.feature(.draft(.row(key)))) != nil
      XCTAssertEqual(row.states.contains(.outOfView), !shown, "\(key): out of view exactly when not drawn")
      let halves = tree.nodes.filter { $0.parent == index }.compactMap(\.control)
      XCTAssertEqual(
        halves, [.feature(.draft(.decrement(key))), .feature(.draft(.increment(key)))], "\(key)'s − and + inside it")
    }
    // Parents come before their children, whatever the order on screen.
    for (index, node) in tree.nodes.enumerated() { XCTAssertLessThan(node.parent ?? -1, index) }
  }

  func test_thePickersRowsOffTheWheel_areThere_notShowing() {
    let state = ViewTestSupport.state(tab: .animation)
    let layout = Layout(width: 480, height: 800, state: state)
    let tree = AccessibleTree(layout: layout, state: state)
    let rows = tree.nodes.filter { if case .feature(.library(.row)) = $0.control { return true } else { return false } }
    XCTAssertEqual(rows.count, state.library.presets.count, "every preset of an ordinary library")
    XCTAssertEqual(
      rows.filter { !$0.states.contains(.outOfView) }.count,
      layout.controls.count { $0.id.key.hasPrefix("picker.row.") })
    XCTAssertEqual(rows.map(\.name), state.library.presets.map(\.name), "top to bottom")
  }

  private func node(parent: Int?, _ rect: Rect, role: AccessibleRole = .pushButton, path: String = "n")
    -> AccessibleTree.Node
  {
    AccessibleTree.Node(
      path: path, parent: parent, role: role, name: path, description: "", control: nil, rect: rect, states: [])
  }
}
