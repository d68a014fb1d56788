import Foundation
import SnowmanController
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanView

final class LayoutTests: XCTestCase {
  static let sizes: [(Double, Double)] = [(360, 640), (480, 800), (1280, 720), (800, 600), (2560, 1440)]

  /// A control may only overlap the control that contains it (a picker row in the picker, a stepper half in its row).
  func assertSane(_ layout: Layout, _ context: String) {
    let window = Rect(0, 0, layout.width, layout.height)
    for c in layout.controls {
      XCTAssertTrue(window.contains(c.rect), "\(c.id.key) \(c.rect) outside the window, \(context)")
      XCTAssertGreaterThan(c.rect.w, 0)
      XCTAssertGreaterThan(c.rect.h, 0)
    }
    for (i, a) in layout.controls.enumerated() {
      for b in layout.controls[(i + 1)...] where a.rect.intersects(b.rect) {
        let nested = a.rect.contains(b.rect) || b.rect.contains(a.rect)
        XCTAssertTrue(nested, "\(a.id.key) \(a.rect) overlaps \(b.id.key) \(b.rect), \(context)")
      }
    }
  }

  func test_everyScreen_atEverySize_keepsControlsInsideAndApart() {
    for (w, h) in Self.sizes {
      for tab in Tab.allCases {
        for prompt in [false, true] {
          var state = ViewTestSupport.state(tab: tab, prompt: prompt)
          // The Controller gives the Wardrobe's physics the window's stage before the View lays it out.
          var worn = state.draft.setting.costume
          let geometry = WardrobeGeometry(
            window: WindowMetrics(width: w, height: h), pictureAspect: StageFit.snowmanAspect)
          _ = WardrobeFeature.reduce(&state.wardrobe, .stageMeasured(geometry), worn: &worn)
          assertSane(Layout(width: w, height: h, state: state), "\(Int(w))x\(Int(h)) \(tab) prompt \(prompt)")
        }
      }
    }
  }

  func test_animationScreen_hasEveryControlDesignNames() {
    let layout = Layout(width: 480, height: 800, state: ViewTestSupport.state())
    let ids = Set(layout.controls.map(\.id.key))
    for id in [
      "tab.animation", "tab.settings", "stage", "button.play", "picker", "picker.row.0", "picker.row.1",
      "picker.row.2",
    ] {
      XCTAssertTrue(ids.contains(id), id)
    }
    XCTAssertFalse(ids.contains("picker.row.3"), "two rows below the selection is the last fully visible")
    XCTAssertEqual(layout.control(.feature(.transport(.play)))?.label, "Play")
    XCTAssertEqual(layout.control(.feature(.library(.row(1))))?.label, "Showcase")
    XCTAssertEqual(layout.control(.feature(.library(.row(0))))?.label, "Rest")
    XCTAssertGreaterThan(layout.stage.h, 300)
  }

  func test_landscape_putsThePickerBesideTheStage() {
    let layout = Layout(width: 1280, height: 720, state: ViewTestSupport.state())
    XCTAssertTrue(layout.isLandscape)
    XCTAssertGreaterThanOrEqual(layout.picker.x, layout.stage.maxX)
    XCTAssertFalse(layout.picker.intersects(layout.stage))
  }

  /// The side column is the picker down to the transport row: no empty band above or below it.
  func test_landscape_thePickerFillsTheColumnAboveTheTransportRow() {
    for (width, height) in [(1280.0, 720.0), (800.0, 480.0), (1920.0, 1080.0)] {
      let state = ViewTestSupport.state(saved: 20)
      let layout = Layout(width: width, height: height, state: state)
      let size = "\(Int(width))×\(Int(height))"
      XCTAssertEqual(layout.picker.y, layout.stage.y, "the picker starts level with the stage, \(size)")
      XCTAssertEqual(layout.playButton.maxY, layout.timeline.maxY, "the row ends level with the timeline, \(size)")
      XCTAssertEqual(layout.playButton.y - layout.picker.maxY, Layout.pickerToButton.landscape, size)
      // As many rows show as the card is tall.
      let rows = Layout.pickerRowRects(picker: layout.picker, offset: 30, count: 61)
      let whole = rows.filter { layout.picker.contains($0.1) }.count
      XCTAssertGreaterThanOrEqual(whole, Int(layout.picker.h / Layout.pickerRowHeight) - 1, size)
    }
  }

  /// A tall column is never half blank: near the first preset the list starts at the card's top, near the last it
  /// ends at its bottom, the band on the selected row; the portrait wheel of five keeps its selection in the middle.
  func test_aTallPicker_startsAtTheTop_andEndsAtTheBottom() {
    let state = ViewTestSupport.state()
    let count = state.library.presets.count
    let layout = Layout(width: 1920, height: 1080, state: state)
    let picker = layout.picker
    let first = Layout.pickerRowRects(picker: picker, offset: 0, count: count)
    XCTAssertEqual(first.first?.0, 0)
    XCTAssertEqual(first.first?.1.y ?? 0, picker.y + 4, accuracy: 1e-9, "the first row at the card's top")
    XCTAssertEqual(layout.pickerBand.midY, first.first?.1.midY ?? 0, accuracy: 1e-9, "the band on it")
    XCTAssertGreaterThan(first.last?.1.maxY ?? 0, picker.maxY - Layout.pickerRowHeight, "rows down to the bottom")
    let last = Layout.pickerRowRects(picker: picker, offset: Double(count - 1), count: count)
    XCTAssertEqual(last.last?.0, count - 1)
    XCTAssertEqual(last.last?.1.maxY ?? 0, picker.maxY - 4, accuracy: 1e-9, "the last row at the card's bottom")
    let middle = Layout.pickerRowRects(picker: picker, offset: 25, count: count)
    let selected = middle.first { $0.0 == 25 }?.1
    XCTAssertEqual(selected?.midY ?? 0, picker.midY, accuracy: 1e-9, "far from either end, the middle")
    let portrait = Layout(width: 480, height: 800, state: state)
    let wheel = Layout.pickerRowRects(picker: portrait.picker, offset: 0, count: count)
    XCTAssertEqual(wheel.first?.1.midY ?? 0, portrait.picker.midY, accuracy: 1e-9, "the five-row wheel's middle")
  }

  func test_settingsScreen_rowsAndSteppers() {
    let state = ViewTestSupport.state(tab: .settings)
    let layout = Layout(width: 480, height: 800, state: state)
    XCTAssertEqual(layout.control(.feature(.draft(.row(.widthMultiplier))))?.label, "Width ×1.0")
    XCTAssertNotNil(layout.control(.feature(.draft(.increment(.widthMultiplier)))))
    XCTAssertNotNil(layout.control(.feature(.draft(.save))))
    // Opacity 1 is at its maximum: + is disabled.
    let tall = Layout(width: 480, height: 2100, state: state)
    XCTAssertEqual(tall.control(.feature(.draft(.increment(.opacity))))?.enabled, false)
    XCTAssertEqual(tall.control(.feature(.draft(.decrement(.opacity))))?.enabled, true)
    // At 640 high the table scrolls: the last rows are below the fold until scrolled.
    let small = Layout(width: 360, height: 640, state: state)
    XCTAssertGreaterThan(small.settings.maxScroll, 0)
    XCTAssertNil(small.control(.feature(.draft(.row(.easing)))))
    let controller = AppStore(store: NoStore(), loaded: PresetLoadResult(presets: state.library.presets, problems: []))
    controller.handle(.tabSelected(.settings))
    let cache = LayoutCache()
    controller.tellWindowSize(width: 360, height: 640)
    _ = cache.layout(width: 360, height: 640, state: controller.state)
    controller.handle(.settingsScrolled(points: 10_000))
    XCTAssertEqual(controller.state.settingsScroll, small.settings.maxScroll, "clamped to what the table measured")
    controller.tellWindowSize(width: 360, height: 640)
    let scrolled = cache.layout(width: 360, height: 640, state: controller.state)
    XCTAssertNotNil(scrolled.control(.feature(.draft(.row(.easing)))))
    XCTAssertNil(scrolled.control(.feature(.draft(.row(.widthMultiplier)))))
  }

  func test_hitTesting_findsTheTopmostControl() {
    let layout = Layout(width: 480, height: 800, state: ViewTestSupport.state(tab: .settings))
    let plus = try! XCTUnwrap(layout.control(.feature(.draft(.increment(.widthMultiplier)))))
    XCTAssertEqual(
      layout.control(at: plus.rect.midX, plus.rect.midY)?.id, .feature(.draft(.increment(.widthMultiplier))))
    let row = try! XCTUnwrap(layout.control(.feature(.draft(.row(.widthMultiplier)))))
    XCTAssertEqual(layout.control(at: row.rect.x + 20, row.rect.midY)?.id, .feature(.draft(.row(.widthMultiplier))))
  }
}

/// A store with nothing in it, for layouts that need a controller.
final class NoStore: PresetStore {
  func loadAll() -> PresetLoadResult { PresetLoadResult(presets: [], problems: []) }
  func save(_ preset: Preset) throws {}
  func rename(id: UUID, to newName: String) throws {}
  func delete(id: UUID) throws {}
  func moveToTrash(id: UUID) throws -> TrashedFile { throw PresetStoreError.notFound(id.uuidString) }
  func restore(_ trashed: TrashedFile) throws {}
  func changeToken() -> String { "" }
}

/// A window grown taller re-clamps the scroll: it never stays scrolled past the end.
final class SettingsScrollResizeTests: XCTestCase {
  func test_growingTheWindow_reclampsTheScroll() {
    let controller = AppStore(store: NoStore(), loaded: PresetLoadResult(presets: [], problems: []))
    controller.handle(.tabSelected(.settings))
    let cache = LayoutCache()
    controller.tellWindowSize(width: 360, height: 640)
    let small = cache.layout(width: 360, height: 640, state: controller.state)
    controller.handle(.settingsScrolled(points: 10_000))
    XCTAssertEqual(controller.state.settingsScroll, small.settings.maxScroll)
    XCTAssertGreaterThan(controller.state.settingsScroll, 0)
    controller.tellWindowSize(width: 360, height: 3000)
    let tall = cache.layout(width: 360, height: 3000, state: controller.state)
    XCTAssertEqual(tall.settings.maxScroll, 0)
    XCTAssertEqual(controller.state.settingsScroll, 0, "a tall window shows the whole table from the top")
    XCTAssertNotNil(tall.control(.feature(.draft(.row(.widthMultiplier)))))
  }
}

/// The cached layout follows everything it shows: the playhead, an open menu, the path field.
final class LayoutCacheFollowsTests: XCTestCase {
  func test_playheadMenuAndPathField_giveANewLayout() {
    let controller = AppStore(store: NoStore(), loaded: PresetLoadResult(presets: [], problems: []))
    controller.handle(.tabSelected(.settings))
    let cache = LayoutCache()
    controller.handle(.draft(.stepperIncremented(.widthMultiplier)))
    controller.tellWindowSize(width: 480, height: 800)
    let end = cache.layout(width: 480, height: 800, state: controller.state)
    XCTAssertEqual(end.control(.feature(.draft(.row(.widthMultiplier))))?.label, "Width ×1.1", "keyed at the end")
    controller.handle(.tracks(.playheadDragged(seconds: 0)))
    controller.tellWindowSize(width: 480, height: 800)
    let start = cache.layout(width: 480, height: 800, state: controller.state)
    XCTAssertEqual(start.control(.feature(.draft(.row(.widthMultiplier))))?.label, "Width ×1.0", "from rest")
    controller.handle(.curves(.easingRowClicked))
    XCTAssertNotNil(cache.layout(width: 480, height: 800, state: controller.state).settings.menu)
    controller.handle(.menuDismissed)
    controller.handle(.artwork(.chooseArtworkPressed))
    XCTAssertNotNil(cache.layout(width: 480, height: 800, state: controller.state).control(.feature(.artwork(.path))))
  }
}

/// From 900 points wide the Settings screen puts the stage and its timeline left of the table.
final class WideSettingsLayoutTests: XCTestCase {
  func test_theStageStandsBesideTheTable_fromNineHundredPoints() {
    for (w, h) in [(900.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0), (899.0, 720.0), (480.0, 800.0)] {
      var state = ViewTestSupport.state(tab: .settings)
      _ = AppFeature.reduce(&state, .windowResized(width: w, height: h))
      let layout = Layout(width: w, height: h, state: state)
      let s = layout.settings
      let context = "\(Int(w))x\(Int(h))"
      guard w >= 900 else {
        XCTAssertNil(s.stage, context)
        XCTAssertNil(layout.control(.feature(.transport(.stage))), context)
        continue
      }
      let stage = try? XCTUnwrap(s.stage, context), timeline = try? XCTUnwrap(s.timeline, context)
      guard let stage, let timeline else { continue }
      XCTAssertEqual(layout.stage, stage, "a click on the stage plays the draft, \(context)")
      XCTAssertEqual(layout.timeline, timeline, context)
      XCTAssertEqual(layout.control(.feature(.transport(.stage)))?.rect, stage, context)
      XCTAssertEqual(layout.control(.feature(.transport(.timeline)))?.rect, timeline, context)
      XCTAssertFalse(stage.intersects(s.viewport), "the stage beside the table, \(context)")
      XCTAssertFalse(timeline.intersects(s.viewport), context)
      XCTAssertLessThan(timeline.maxY, layout.tabBar.y, context)
      XCTAssertGreaterThan(stage.y, s.navBar.maxY, context)
      XCTAssertGreaterThanOrEqual(stage.w, 380, "a stage worth watching, \(context)")
      for row in s.rows { XCTAssertGreaterThan(row.rect.x, stage.maxX, context) }
    }
  }
}
