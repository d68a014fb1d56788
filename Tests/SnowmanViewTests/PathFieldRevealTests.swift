import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

/// The path field opens over the Artwork row, which a scene's layers list and copies rows push far down the table:
/// Ctrl+O, or Choose… pressed by a screen reader, scrolls the table so the field the keys go to is in view.
final class PathFieldRevealTests: XCTestCase {
  func test_anOpenPathField_isScrolledIntoView_asTheFocusIs() throws {
    var state = ViewTestSupport.state(tab: .settings)
    _ = AppFeature.reduce(&state, .layers(.addSnowflakePressed))
    let closed = Layout(width: 480, height: 800, state: state)
    XCTAssertNil(closed.revealingFocus(in: state), "nothing focused off-screen, nothing open")
    _ = AppFeature.reduce(&state, .artwork(.chooseArtworkPressed))
    XCTAssertNotNil(state.pathField)
    let open = Layout(width: 480, height: 800, state: state)
    guard case .settingsScrolled(let points)? = open.revealingFocus(in: state) else {
      return XCTFail("the table is not scrolled to the open field")
    }
    XCTAssertGreaterThan(points, 0, "down the table, to the Artwork row")
    _ = AppFeature.reduce(&state, .settingsScrolled(points: points))
    let scrolled = Layout(width: 480, height: 800, state: state)
    XCTAssertNil(scrolled.revealingFocus(in: state), "in view once scrolled")
    let field = try XCTUnwrap(scrolled.settings.artworkRect(of: .feature(.artwork(.path))))
    XCTAssertTrue(scrolled.settings.viewport.contains(field), "the field's row inside the table's viewport")
  }
}
