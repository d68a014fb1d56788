import Foundation
import SnowmanController
import SnowmanModel
import XCTest

@testable import SnowmanView

/// The first-run intro is a coach mark: at every window size from 360×640 to 1920×1080 and on every page, over
/// every screen, neither its bubble nor its mascot covers a control the page names, and each named control is
/// found where the screen under it draws it.
final class IntroCoachMarkTests: XCTestCase {
  static let widths: [Double] = [360, 400, 480, 600, 720, 800, 900, 1024, 1280, 1440, 1600, 1920]
  static let heights: [Double] = [640, 720, 800, 900, 1024, 1080]

  func test_theBubbleAndMascot_neverCoverWhatThePageNames() throws {
    var checked = 0
    for w in Self.widths {
      for h in Self.heights {
        for tab in Tab.allCases {
          for page in IntroFeature.pages.indices {
            var state = ViewTestSupport.state(tab: tab)
            let under = Layout(width: w, height: h, state: state)
            state.intro.page = page
            let layout = Layout(width: w, height: h, state: state)
            let context = "\(Int(w))x\(Int(h)) over \(tab), page \(page + 1)"
            let intro = try XCTUnwrap(layout.intro, context)
            let named = IntroFeature.targets(page: page, tab: tab)
            XCTAssertFalse(named.isEmpty, context)
            XCTAssertEqual(intro.targets.map(\.id), named, "every named control is on screen, \(context)")
            let window = Rect(0, 0, w, h)
            XCTAssertTrue(window.contains(intro.bubble), "the bubble in the window, \(context)")
            XCTAssertTrue(window.contains(intro.stage), "the mascot's stage in the window, \(context)")
            XCTAssertTrue(intro.stage.contains(intro.mascot), "the mascot on its stage, \(context)")
            XCTAssertGreaterThanOrEqual(intro.mascot.h, 60, "a mascot to see, \(context)")
            // Nor in front of the stage's own snowman, where the screen shows the stage.
            if let stage = under.control(.feature(.transport(.stage)))?.rect {
              let size = StageFit.pictureSize(stageWidth: stage.w, stageHeight: stage.h, aspect: StageFit.snowmanAspect)
              let picture = Rect(stage.midX - size.w / 2, stage.midY - size.h / 2, size.w, size.h)
              XCTAssertFalse(intro.mascot.intersects(picture), "the mascot over the stage's snowman, \(context)")
            }
            for button in [intro.skip, intro.next] {
              XCTAssertTrue(intro.bubble.contains(button), "the buttons in the bubble, \(context)")
            }
            for target in intro.targets {
              XCTAssertEqual(target.rect, under.control(target.id)?.rect, "\(target.id.key) where drawn, \(context)")
              XCTAssertFalse(intro.bubble.intersects(target.rect), "the bubble covers \(target.id.key), \(context)")
              // The stage holds the mascot at every moment of its zoom.
              XCTAssertFalse(intro.stage.intersects(target.rect), "the mascot covers \(target.id.key), \(context)")
            }
            checked += 1
          }
        }
      }
    }
    XCTAssertEqual(checked, Self.widths.count * Self.heights.count * Tab.allCases.count * IntroFeature.pages.count)
  }

  func test_thePagesName_theWheelAndPlay_thenEachScreensTab() {
    XCTAssertEqual(
      IntroFeature.targets(page: 0, tab: .animation), [.feature(.library(.picker)), .feature(.transport(.play))])
    XCTAssertEqual(IntroFeature.targets(page: 0, tab: .settings), [.tab(.animation)])
    XCTAssertEqual(IntroFeature.targets(page: 1, tab: .animation), [.tab(.settings)])
    XCTAssertEqual(IntroFeature.targets(page: 2, tab: .wardrobe), [.tab(.wardrobe)])
    XCTAssertEqual(IntroFeature.targets(page: 9, tab: .animation), [])
  }

  func test_theScrim_leavesExactlyTheHoles() {
    let area = Rect(0, 0, 100, 80)
    let holes = [Rect(10, 10, 20, 20), Rect(25, 20, 30, 40), Rect(90, 70, 20, 20)]
    let bands = IntroLayout.uncovered(area, holes: holes)
    for y in stride(from: 0.5, to: 80, by: 1) {
      for x in stride(from: 0.5, to: 100, by: 1) {
        let inHole = holes.contains { $0.contains(x, y) }
        let covered = bands.filter { $0.contains(x, y) }.count
        XCTAssertEqual(covered, inHole ? 0 : 1, "(\(x), \(y))")
      }
    }
  }
}
