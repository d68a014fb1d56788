import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The keyboard's focus: the order Tab visits on each screen and in each open thing, wrapping, clicks, and where
/// the focus goes when its control does.
final class FocusTests: XCTestCase {
  /// The tab bar, first in every screen's order.
  let tabs = Tab.allCases.map { ControlID.tab($0) }

  func make() -> AppStore {
    AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
  }

  /// Presses Tab (or Shift+Tab) `times` times and returns each focus on the way.
  func tab(_ c: AppStore, _ times: Int, back: Bool = false) -> [ControlID?] {
    (0..<times).map { _ in
      c.handle(.focus(.focusMoved(back ? -1 : 1)))
      return c.state.focus.id
    }
  }

  func test_animationScreen_tabsThenPickerTransportAndTimeline_wrapping() {
    let c = make()
    XCTAssertNil(c.state.focus.id)
    XCTAssertFalse(c.state.focus.visible)
    let expected: [ControlID] =
      tabs + [
        .feature(.library(.picker)), .feature(.transport(.loop)),
        .feature(.transport(.stepBackward)), .feature(.transport(.play)),
        .feature(.transport(.stepForward)), .feature(.transport(.speed)), .feature(.transport(.timeline)),
      ]
    XCTAssertEqual(c.state.focusOrder, expected)
    XCTAssertEqual(tab(c, expected.count + 1), expected + [expected[0]], "Tab goes round and starts again")
    XCTAssertTrue(c.state.focus.visible)
    XCTAssertEqual(
      tab(c, 2, back: true), [.feature(.transport(.timeline)), .feature(.transport(.speed))],
      "Shift+Tab from the first wraps to the last")
  }

  func test_shiftTabFromNothing_startsAtTheLast() {
    let c = make()
    XCTAssertEqual(tab(c, 1, back: true), [.feature(.transport(.timeline))])
  }

  func test_settingsScreen_saveTheDopeSheetArtworkThenEveryRowOnce_inTableOrder() {
    let c = make()
    c.handle(.tabSelected(.settings))
    let order = c.state.focusOrder
    let lanes = ([TrackName.picture] + PropertyKey.animated.map(TrackName.property)).map {
      ControlID.feature(.tracks(.lane($0)))
    }
    XCTAssertEqual(
      Array(order.prefix(tabs.count + 12 + lanes.count)),
      tabs + [.feature(.draft(.save)), .feature(.tracks(.addKeys)), .feature(.tracks(.playhead))]
        + [.layer(0), .add, .duplicate, .hide, .delete].map { .feature(.layers($0)) } + lanes + [
          .feature(.artwork(.choose)), .feature(.artwork(.reset)),
          .feature(.draft(.row(.widthMultiplier))), .feature(.draft(.row(.heightMultiplier))),
        ], "the dope sheet as one, its lanes in the table's order, then the table")
    // A row is one stop, as a GTK spin button is; its halves are for the pointer.
    for spec in PropertyTable.all {
      XCTAssertEqual(order.filter { $0 == .feature(.draft(.row(spec.key))) }.count, 1, "\(spec.key) once")
      XCTAssertFalse(order.contains(.feature(.draft(.decrement(spec.key)))), "\(spec.key) −")
      XCTAssertFalse(order.contains(.feature(.draft(.increment(spec.key)))), "\(spec.key) +")
    }
    // The Easing row opens its menu; the curve's Copy follows it.
    let easing = order.firstIndex(of: .feature(.draft(.row(.easing))))!
    XCTAssertEqual(order[easing + 1], .feature(.curves(.copy)))
    XCTAssertTrue(order.contains(.feature(.draft(.row(.curveX1)))), "a Bézier's numbers are under its curve")
    XCTAssertEqual(
      Array(order[(easing + 2)...(easing + 3)]),
      [.feature(.curves(.bezierHandle(1))), .feature(.curves(.bezierHandle(2)))],
      "then its handles")
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.pointerReleased)
    c.handle(.curves(.easingChosen(.spring)))
    XCTAssertFalse(c.state.focusOrder.contains(.feature(.draft(.row(.curveX1)))))
    XCTAssertTrue(c.state.focusOrder.contains(.feature(.draft(.row(.springBounce)))), "a spring has its bounce")
    XCTAssertTrue(c.state.focusOrder.contains(.feature(.draft(.revert))), "the draft is edited: Revert can be reached")
    XCTAssertEqual(c.state.focusOrder[tabs.count], .feature(.draft(.revert)), "Revert is left of Save")
  }

  func test_steppingAFocusedRow_keepsTheFocusOnIt() {
    let c = make()
    c.handle(.tabSelected(.settings))
    while c.state.focus.id != .feature(.draft(.row(.widthMultiplier))) { c.handle(.focus(.focusMoved(1))) }
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.pointerReleased)
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.pointerReleased)
    XCTAssertEqual(c.state.draft.setting.value(.widthMultiplier, step: 0), 1.2, accuracy: 1e-9)
    XCTAssertEqual(
      c.state.focus.id, .feature(.draft(.row(.widthMultiplier))), "Revert appearing does not move the focus")
    c.handle(.focus(.focusClicked(.feature(.draft(.decrement(.heightMultiplier))))))
    XCTAssertEqual(c.state.focus.id, .feature(.draft(.row(.heightMultiplier))), "a click on a half focuses its row")
  }

  func test_arrowsOnAFocusedHandle_moveItByAHundredth_asOneUndoStepEach() {
    let c = make()
    c.handle(.tabSelected(.settings))
    c.handle(.curves(.curveHandleNudged(handle: 1, dx: 0.01, dy: 0)))
    c.handle(.pointerReleased)
    c.handle(.curves(.curveHandleNudged(handle: 2, dx: 0, dy: -0.1)))
    c.handle(.pointerReleased)
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .custom(CubicBezier(0.43, 0, 0.58, 0.9)))
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.curve(at: c.state.playhead), .custom(CubicBezier(0.43, 0, 0.58, 1)))
  }

  func test_switchingScreens_byKey_putsTheFocusOnTheNewScreensTab() {
    let c = make()
    c.handle(.tabSelected(.settings))
    while c.state.focus.id != .feature(.draft(.row(.opacity))) { c.handle(.focus(.focusMoved(1))) }
    c.handle(.nextTabPressed)
    XCTAssertEqual(c.state.focus.id, .tab(Tab.settings.next))
    while c.state.tab != .wardrobe { c.handle(.nextTabPressed) }
    // Past the tabs, the screen's own.
    while case .tab? = c.state.focus.id { c.handle(.focus(.focusMoved(1))) }
    XCTAssertEqual(c.state.focus.id, .feature(.wardrobe(.costume("doctor"))), "the Wardrobe's first costume")
    c.handle(.nextTabPressed)
    XCTAssertEqual(c.state.focus.id, .tab(Tab.wardrobe.next))
  }

  func test_promptOpen_tabStaysInThePrompt_andTheFocusComesBackToSave() {
    let c = make()
    c.handle(.tabSelected(.settings))
    _ = tab(c, tabs.count + 1)
    XCTAssertEqual(c.state.focus.id, .feature(.draft(.save)))
    c.handle(.draft(.saveTapped))
    XCTAssertEqual(
      c.state.focusOrder,
      [.feature(.draft(.promptField)), .feature(.draft(.promptCancel)), .feature(.draft(.promptConfirm))])
    XCTAssertEqual(c.state.focus.id, .feature(.draft(.promptField)), "the name field takes the focus")
    XCTAssertEqual(
      tab(c, 3), [.feature(.draft(.promptCancel)), .feature(.draft(.promptConfirm)), .feature(.draft(.promptField))])
    XCTAssertEqual(tab(c, 1, back: true), [.feature(.draft(.promptConfirm))])
    c.handle(.draft(.promptCancelled))
    XCTAssertEqual(c.state.focus.id, .feature(.draft(.save)), "back where it was")
  }

  func test_menuOpen_tabVisitsItsEnabledItems_andClosingGivesTheFocusBack() {
    let c = make()
    c.handle(.tabSelected(.settings))
    while c.state.focus.id != .feature(.draft(.row(.easing))) { c.handle(.focus(.focusMoved(1))) }
    c.handle(.curves(.easingRowClicked))
    XCTAssertEqual(c.state.focusOrder, EasingKind.allCases.map { .feature(.curves(.easing($0))) })
    XCTAssertEqual(c.state.focus.id, .feature(.curves(.easing(EasingKind.allCases[0]))))
    XCTAssertNil(c.state.menuHighlight, "a menu opens with nothing highlighted")
    c.handle(.focus(.menuHighlightMoved(1)))
    XCTAssertEqual(c.state.menuHighlight, 0, "the first ↓ lands on the first item")
    c.handle(.focus(.menuHighlightMoved(-1)))
    XCTAssertEqual(c.state.menuHighlight, EasingKind.allCases.count - 1, "↑ from the first wraps")
    c.handle(.menuDismissed)
    XCTAssertEqual(c.state.focus.id, .feature(.draft(.row(.easing))))
  }

  func test_aMenuOpenedByTheMouse_showsNoHighlightUntilAKey() {
    let c = make()
    c.handle(.library(.pickerRowRightClicked(1)))
    XCTAssertNil(c.state.menuHighlight)
    c.handle(.focus(.menuHighlightMoved(1)))
    XCTAssertEqual(c.state.menuHighlight, 0)
  }

  func test_whenTheFocusedControlGoes_theOneNowInItsPlaceTakesIt() {
    let c = make()
    c.handle(.tabSelected(.settings))
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    _ = tab(c, tabs.count + 1)
    XCTAssertEqual(c.state.focus.id, .feature(.draft(.revert)))
    c.handle(.draft(.revertPressed))
    XCTAssertFalse(c.state.focusOrder.contains(.feature(.draft(.revert))))
    XCTAssertEqual(c.state.focus.id, .feature(.draft(.save)), "Revert went: Save, now in its place, has the focus")

    // The notice's Undo goes by itself after 8 s.
    let store = MemoryStore()
    let saved = Preset(name: "Mine", setting: AnimationSetting())
    store.presets[saved.id] = saved
    let d = AppStore(store: store, loaded: store.loadAll())
    d.handle(.library(.pickerRowTapped(BuiltInPresets.core.count)))
    d.handle(.library(.deleteKeyPressed))
    XCTAssertEqual(
      d.state.focusOrder.prefix(3), [.feature(.notice(.text)), .feature(.notice(.undo)), .tab(.animation)])
    d.handle(.focus(.focusMoved(1)))
    d.handle(.focus(.focusMoved(1)))
    XCTAssertEqual(d.state.focus.id, .feature(.notice(.undo)))
    for _ in 0..<Notice.buttonTicks { d.tick() }
    XCTAssertNil(d.state.notice)
    XCTAssertEqual(d.state.focus.id, .tab(.settings), "the control now in the Undo's place")
  }

  func test_theSheetHoldsTheFocus_andWhileExportingOnlyCancel() {
    let c = make()
    _ = tab(c, tabs.count + 1)
    c.handle(.export(.exportSheetOpened))
    XCTAssertEqual(c.state.focus.id, .feature(.export(.format(.gif))))
    XCTAssertFalse(c.state.focusOrder.contains(.feature(.export(.fps(60)))), "60 fps is not offered for GIF")
    XCTAssertEqual(c.state.focusOrder.suffix(2), [.feature(.export(.cancel)), .feature(.export(.start))])
    c.handle(.export(.exportStartPressed))
    XCTAssertEqual(c.state.focusOrder, [.feature(.export(.cancel))])
    XCTAssertEqual(c.state.focus.id, .feature(.export(.cancel)))
    c.handle(.export(.exportCancelled))
    XCTAssertEqual(c.state.focus.id, .feature(.library(.picker)))
  }

  func test_aClick_movesTheFocusThere_withoutARing() {
    let c = make()
    _ = tab(c, 2)
    XCTAssertTrue(c.state.focus.visible)
    c.handle(.focus(.focusClicked(.feature(.library(.row(2))))))
    XCTAssertEqual(c.state.focus.id, .feature(.library(.picker)), "a row's click focuses the wheel")
    XCTAssertFalse(c.state.focus.visible)
    c.handle(.focus(.focusMoved(1)))
    XCTAssertEqual(c.state.focus.id, .feature(.transport(.loop)), "Tab goes on from what was clicked")
    c.handle(.focus(.focusClicked(.feature(.transport(.stage)))))
    XCTAssertNil(c.state.focus.id, "the stage is not a control Tab reaches")
    c.handle(.focus(.focusClicked(.feature(.transport(.play)))))
    c.handle(.focus(.focusRingShown))
    XCTAssertTrue(c.state.focus.visible, "a key on the clicked control shows its ring")
  }

  func test_escWithNothingOpen_clearsTheFocusRing_andNothingElse() {
    let c = make()
    _ = tab(c, 2)
    let before = c.state
    c.handle(.focus(.escapePressed))
    XCTAssertNil(c.state.focus.id)
    XCTAssertFalse(c.state.focus.visible)
    XCTAssertEqual(c.state.tab, before.tab)
    XCTAssertEqual(c.state.playback, before.playback)
    XCTAssertEqual(c.state.library.selectedIndex, before.library.selectedIndex)
    c.handle(.focus(.focusMoved(1)))
    XCTAssertEqual(c.state.focus.id, c.state.focusOrder.first, "Tab starts again at the first control")
  }

  func test_theme_followsTheDesktop_unlessChosen_andCtrlTStepsThePreference() {
    let c = make()
    XCTAssertEqual(c.state.theme, .light, "no desktop answer: light")
    c.handle(.desktopColorSchemeChanged(.dark))
    XCTAssertEqual(c.state.theme, .dark)
    c.handle(.themeChosenAtStart(.light))
    XCTAssertEqual(c.state.theme, .light, "--theme is over the desktop")
    XCTAssertNil(c.preferences(windowWidth: 480, windowHeight: 800).theme, "--theme is not kept")
    c.handle(.themeKeyPressed)
    XCTAssertEqual(c.state.themePreference, .dark, "light → dark")
    XCTAssertEqual(c.preferences(windowWidth: 480, windowHeight: 800).theme, .dark)
    c.handle(.themeKeyPressed)
    XCTAssertEqual(c.state.themePreference, .system)
    XCTAssertEqual(c.state.theme, .dark, "back to the desktop, which prefers dark")
    c.handle(.desktopColorSchemeChanged(.light))
    XCTAssertEqual(c.state.theme, .light, "and follows it live")
    let kept = AppStore(
      store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []), preferences: Preferences(theme: .dark))
    XCTAssertEqual(kept.state.theme, .dark, "the preference is read at start")
  }
}
