import SnowmanController
import SnowmanModel
import SnowmanStore
import XCTest

/// What each tab's screen adds to the app's shared input, ticking and preferences comes from the feature that
/// owns the screen (`ScreenFeatures`): asserted through the store, as a user's input reaches it.
final class ScreenFeaturesTests: XCTestCase {
  let crown = ImageReference(sha256: String(repeating: "c", count: 64), type: .png, name: "crown.png")

  func store(tab: Tab, preferences: Preferences = Preferences()) -> AppStore {
    var prefs = preferences
    prefs.lastTab = tab
    let store = MemoryStore()
    let c = AppStore(store: store, loaded: store.loadAll(), preferences: prefs)
    c.handle(.wardrobe(.stageMeasured(WardrobeGeometry(width: 440, height: 520, pictureAspect: 480.0 / 672.0))))
    return c
  }

  func test_whatTheFeaturesKeep_comesBackAtLaunch_andIsWrittenAgain() {
    var prefs = Preferences()
    prefs.costumes = [crown]
    prefs.introSeen = true
    let c = store(tab: .animation, preferences: prefs)
    XCTAssertEqual(c.state.wardrobe.costumes.last?.image, crown)
    XCTAssertTrue(c.state.intro.seen)
    let kept = c.preferences(windowWidth: 480, windowHeight: 800)
    XCTAssertEqual(kept.costumes, [crown])
    XCTAssertEqual(kept.introSeen, true)
    let fresh = store(tab: .animation).preferences(windowWidth: 480, windowHeight: 800)
    XCTAssertNil(fresh.costumes, "no own costumes, no entry")
    XCTAssertNil(fresh.introSeen)
  }

  func test_aDroppedFile_isACostumeOnTheWardrobe_andThePictureAnywhereElse() {
    for tab in Tab.allCases {
      let expected: AppAction =
        tab == .wardrobe ? .wardrobe(.costumeDropped("/tmp/a.png")) : .artwork(.fileDropped("/tmp/a.png"))
      XCTAssertEqual(ScreenFeatures.dropAction(tab, path: "/tmp/a.png"), expected, "\(tab)")
    }
  }

  func test_theWardrobesKeys_workOnItsScreenOnly() {
    for tab in Tab.allCases {
      let c = store(tab: tab)
      let command = InputMap.command(for: .left, [], state: c.state)
      if tab == .wardrobe {
        XCTAssertEqual(command, .actions([.wardrobe(.turnKeyPressed(-1))]))
      } else {
        XCTAssertEqual(command, .actions([.transport(.stepKeyPressed(frames: -1))]), "\(tab)")
      }
    }
  }

  func test_theRingTicks_whileItMovesOnItsScreen_andRestsAfter() {
    let c = store(tab: .wardrobe)
    c.handle(.wardrobe(.turnKeyPressed(1)))
    XCTAssertTrue(c.isAnimating, "the ring turns")
    var ticks = 0
    while c.isAnimating && ticks < 120 * 10 {
      c.tick()
      ticks += 1
    }
    XCTAssertFalse(c.isAnimating, "the ring comes to rest")
    // One more tick draws it at rest (the previous physics catches up); after that ticks pass it by.
    c.tick()
    let rest = c.state.wardrobe
    c.tick()
    XCTAssertEqual(c.state.wardrobe, rest, "a tick at rest reaches nothing")
    // On another screen the ring's motion does not keep the loop drawing.
    c.handle(.wardrobe(.turnKeyPressed(1)))
    c.handle(.tabSelected(.animation))
    XCTAssertFalse(c.isAnimating)
  }

  func test_theWardrobesSurface_meansItsPointerActions_andNoOtherScreenHasOne() {
    let events: [(SurfaceEvent, AppAction)] = [
      (.pressed(x: 1, y: 2, time: 3), .wardrobe(.pointerPressed(x: 1, y: 2, time: 3))),
      (.moved(x: 4, y: 5, time: 6), .wardrobe(.pointerMoved(x: 4, y: 5, time: 6))),
      (.released(x: 7, y: 8, time: 9), .wardrobe(.pointerReleased(x: 7, y: 8, time: 9))),
      (.wheel(notches: -1), .wardrobe(.wheelScrolled(notches: -1))),
    ]
    for (event, action) in events {
      XCTAssertEqual(ScreenFeatures.surfaceAction(.wardrobe, event), action)
      XCTAssertNil(ScreenFeatures.surfaceAction(.animation, event))
      XCTAssertNil(ScreenFeatures.surfaceAction(.settings, event))
    }
  }
}
