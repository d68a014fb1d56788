import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

/// A layer's row dragged in the layers list moves the layer to the row it is let go over; a press without a drag
/// chooses it; the first picture's row is not held (a drag there scrolls the table).
final class LayerRowDragTests: XCTestCase {
  func scene() -> AppState {
    var state = ViewTestSupport.state(tab: .settings)
    for _ in 0..<3 { _ = AppFeature.reduce(&state, .layers(.addSnowflakePressed)) }
    return state
  }

  func test_aRowDraggedOverAnother_movesTheLayerThere_aPressAloneChoosesIt() throws {
    var state = scene()
    let layout = Layout(width: 480, height: 800, state: state)
    let rows = layout.settings.layers.rows
    XCTAssertEqual(rows.count, 4)
    // Row 3 (the top snowflake, drawn first) dragged down over row 1.
    var r = PointerRouter()
    XCTAssertEqual(r.pressed(x: rows[3].midX, y: rows[3].midY, time: 0, layout: layout, state: state), [])
    for (k, y) in stride(from: rows[3].midY, through: rows[1].midY, by: 10).enumerated() {
      XCTAssertEqual(r.moved(x: rows[3].midX, y: y, time: 0.02 * Double(k), layout: layout, state: state), [])
    }
    let actions = r.released(x: rows[3].midX, y: rows[1].midY, time: 0.5, layout: layout, state: state)
    XCTAssertEqual(actions, [.layers(.layerClicked(3)), .layers(.movedTo(1))])
    for action in actions { _ = AppFeature.reduce(&state, action) }
    XCTAssertEqual(state.draft.setting.layers.map(\.name), ["Snowflake 3", "Snowflake", "Snowflake 2"])
    XCTAssertEqual(state.draft.layer, 1)
    // Let go below the list's last row: the lowest place above the first picture.
    var again = PointerRouter()
    _ = again.pressed(x: rows[2].midX, y: rows[2].midY, time: 1, layout: layout, state: state)
    _ = again.moved(x: rows[2].midX, y: rows[0].maxY + 40, time: 1.1, layout: layout, state: state)
    XCTAssertEqual(
      again.released(x: rows[2].midX, y: rows[0].maxY + 40, time: 1.2, layout: layout, state: state),
      [.layers(.layerClicked(2)), .layers(.movedTo(1))])
    // Pressed and let go in place: a click.
    var click = PointerRouter()
    _ = click.pressed(x: rows[2].midX, y: rows[2].midY, time: 2, layout: layout, state: state)
    XCTAssertEqual(
      click.released(x: rows[2].midX, y: rows[2].midY, time: 2.1, layout: layout, state: state),
      [.layers(.layerClicked(2))])
  }
}
