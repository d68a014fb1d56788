import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

/// Every control a layout places is of a kind `ControlID.everyKind` lists, so the ui-map document's test sees it:
/// a feature whose controls were left out of `FeatureControl.every` would go unchecked (four were, for one commit).
final class EveryControlListedTests: XCTestCase {
  func test_everyControlPlaced_onEveryScreen_andInWhatOpens_isOfAListedKind() {
    let kinds = Set(ControlID.everyKind.map(\.kind))
    // What opens over a screen, each from the state the screen shows.
    let openings: [(String, [AppAction])] = [
      ("nothing", []), ("keyframes added", [.tracks(.addKeyframesPressed)]),
      ("the Easing menu", [.menuOpened(.easing)]),
      ("the Copy menu", [.menuOpened(.copyCurve)]), ("a row's menu", [.menuOpened(.preset(4))]),
      ("Rename…", [.menuOpened(.preset(4)), .library(.presetMenuChosen(.rename))]),
      ("the Save prompt", [.draft(.saveTapped)]), ("the path field", [.artwork(.chooseArtworkPressed)]),
      ("the Export sheet", [.export(.exportSheetOpened)]), ("the intro", [.intro(.introAsked)]),
      ("a notice", [.notice(.shown(Notice("Exported", button: .showFolder("/tmp"))))]),
    ]
    var seen = 0
    for tab in Tab.allCases {
      for (name, actions) in openings {
        var state = ViewTestSupport.state(tab: tab)
        for action in actions { _ = AppFeature.reduce(&state, action) }
        for (width, height) in [(480.0, 800.0), (1280.0, 720.0)] {
          let layout = Layout(width: width, height: height, state: state)
          for control in layout.controls + layout.outOfView(state: state) {
            seen += 1
            XCTAssertTrue(
              kinds.contains(control.id.kind), "\(control.id.key) on \(tab) with \(name) open is of no listed kind")
          }
        }
      }
    }
    XCTAssertGreaterThan(seen, 500)
  }
}
