import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The Export sheet's state machine: choose, start, progress, cancel, done, failure.
final class ExportSheetTests: XCTestCase {
  func make() -> AppStore {
    let store = MemoryStore()
    let c = AppStore(store: store, loaded: store.loadAll())
    c.handle(.library(.pickerRowTapped(1)))
    return c
  }

  func test_choices_andGIFsLimitOf50fps() {
    let c = make()
    c.handle(.export(.exportSheetOpened))
    XCTAssertEqual(c.state.exportSheet, ExportSheet())
    c.handle(.export(.exportFormatChosen(.mp4)))
    c.handle(.export(.exportFPSChosen(60)))
    c.handle(.export(.exportSizeChosen(720)))
    c.handle(.export(.exportSizeChosen(999)))  // not offered
    XCTAssertEqual(c.state.exportSheet?.fps, 60)
    XCTAssertEqual(c.state.exportSheet?.size, 720)
    c.handle(.export(.exportFormatChosen(.gif)))
    XCTAssertEqual(c.state.exportSheet?.fps, 30, "GIF shows at most 50 fps")
    c.handle(.export(.exportFPSChosen(60)))
    XCTAssertEqual(c.state.exportSheet?.fps, 30)
    c.handle(.export(.exportCancelPressed))
    XCTAssertNil(c.state.exportSheet, "Cancel before starting closes the sheet")
  }

  func test_start_ordersTheStagesAspect_evenSizes_theDraftAndThePresetsName() {
    let c = make()
    c.handle(.draft(.stepperIncremented(.widthMultiplier)))
    c.handle(.export(.exportSheetOpened))
    c.handle(.export(.exportSizeChosen(1080)))
    c.handle(.export(.exportStartPressed))
    guard case .startExport(let order)? = c.effects.first, c.effects.count == 1 else {
      return XCTFail("one export started: \(c.effects)")
    }
    XCTAssertEqual(order.presetName, "Showcase")
    XCTAssertEqual(order.setting, c.state.draft.setting, "what the stage shows, edits included")
    XCTAssertEqual(order.longSide, 1080)
    let frame = order.frameSize(stageWidth: 448, stageHeight: 336)
    XCTAssertEqual([frame.width, frame.height], [1080, 810], "the stage's aspect")
    let tall = order.frameSize(stageWidth: 300, stageHeight: 451)
    XCTAssertEqual([tall.height, tall.width % 2], [1080, 0], "the long side as chosen, the other even")
    XCTAssertEqual(c.state.exportSheet?.phase, .running(progress: 0, file: ""))
    c.handle(.export(.exportFormatChosen(.webp)))
    XCTAssertEqual(c.state.exportSheet?.format, .gif, "no changes while it runs")
    c.handle(.export(.exportStarted(file: "Showcase.gif")))
    XCTAssertEqual(c.effects, [], "one order, once")
    c.handle(.export(.exportProgressed(done: 30, total: 120)))
    XCTAssertEqual(c.state.exportSheet?.phase, .running(progress: 0.25, file: "Showcase.gif"))
    XCTAssertTrue(c.isAnimating, "the window keeps drawing while it runs")
    c.handle(.export(.exportFinished(path: "/home/ann/Pictures/Snowman/Showcase.gif", frames: 120, bytes: 1_100_000)))
    XCTAssertNil(c.state.exportSheet)
    XCTAssertEqual(c.state.notice?.text, "Saved Showcase.gif")
    XCTAssertEqual(c.state.notice?.button, .showFolder("/home/ann/Pictures/Snowman"))
    XCTAssertEqual(c.effects, [], "in front of the user, no desktop notification")
    c.handle(.notice(.showFolderPressed))
    XCTAssertNil(c.state.notice)
    XCTAssertEqual(c.effects, [.openFolder("/home/ann/Pictures/Snowman")])
  }

  func test_anExportFinishedBehindAnotherWindow_notifiesTheDesktop() {
    let c = make()
    c.handle(.export(.exportSheetOpened))
    c.handle(.export(.exportStartPressed))
    c.handle(.export(.exportStarted(file: "Showcase.gif")))
    c.handle(
      .export(.exportFinished(path: "/p/Snowman/Showcase.gif", frames: 120, bytes: 1_100_000, inBackground: true)))
    XCTAssertEqual(c.effects, [.notify(title: "Export finished", body: "Showcase.gif — 120 frames, 1.1 MB")])
    XCTAssertEqual(c.state.notice?.text, "Saved Showcase.gif")
  }

  /// A code file is one file, not "1 frames": the notification says what was saved.
  func test_aCodeExportBehindAnotherWindow_notifiesWhatWasSaved() {
    let c = make()
    c.handle(.export(.exportSheetOpened))
    c.handle(.export(.exportFormatChosen(.lottie)))
    c.handle(.export(.exportStartPressed))
    c.handle(.export(.exportStarted(file: "Showcase.json")))
    c.handle(.export(.exportFinished(path: "/p/Snowman/Showcase.json", frames: 1, bytes: 77_000, inBackground: true)))
    XCTAssertEqual(c.effects, [.notify(title: "Export finished", body: "Saved Showcase.json, 77 KB")])
    XCTAssertEqual(c.state.notice?.text, "Saved Showcase.json")
  }

  func test_cancelWhileRunning_asksTheAppToStop_thenCloses() {
    let c = make()
    c.handle(.export(.exportSheetOpened))
    c.handle(.export(.exportStartPressed))
    c.handle(.export(.exportStarted(file: "Showcase.gif")))
    c.handle(.export(.exportCancelPressed))
    XCTAssertEqual(c.state.exportSheet?.phase, .cancelling)
    XCTAssertEqual(c.effects, [.cancelExport])
    c.handle(.export(.exportCancelled))
    XCTAssertNil(c.state.exportSheet)
    XCTAssertNil(c.state.notice)
  }

  func test_aFailure_keepsTheSheet_toTryAgain_andSaysWhy() {
    let c = make()
    c.handle(.export(.exportSheetOpened))
    c.handle(.export(.exportStartPressed))
    c.handle(.export(.exportStarted(file: "Showcase.gif")))
    c.handle(.export(.exportFailed("Could not export Showcase.gif: No space left on device.")))
    XCTAssertEqual(c.state.exportSheet?.phase, .choosing)
    XCTAssertEqual(c.state.notice?.text, "Could not export Showcase.gif: No space left on device.")
    c.handle(.export(.exportStartPressed))
    XCTAssertEqual(c.effects.count, 1, "Export again")
  }

  func test_quitDuringAnExport_asks() {
    let c = make()
    c.handle(.export(.quitAskedDuringExport))
    XCTAssertEqual(c.state.notice?.text, "An export is running: quit again to stop it and quit.")
  }

  /// The sheet is a feature layer: opening it closes a menu under it, it holds the keys (Ctrl+S saves nothing
  /// under it), and the intro asked for over it covers it and gives it back.
  func test_theSheetIsALayer_underTheIntro() {
    let c = make()
    c.handle(.menuOpened(.preset(1)))
    XCTAssertEqual(
      InputMap.command(for: .character("e"), .ctrl, state: c.state), .actions([.export(.exportSheetOpened)]))
    c.handle(.export(.exportSheetOpened))
    XCTAssertNil(c.state.menu, "the menu under the sheet closes")
    XCTAssertEqual(c.state.featureLayer, .export)
    XCTAssertEqual(InputMap.command(for: .character("s"), .ctrl, state: c.state), .actions([]))
    XCTAssertEqual(c.effects, [])
    c.handle(.intro(.introAsked))
    XCTAssertEqual(c.state.focusScope, .layer(.intro))
    XCTAssertTrue(c.state.isUp(.export), "still there, under the intro")
    c.handle(.intro(.skipPressed))
    XCTAssertEqual(c.state.focusScope, .layer(.export))
    XCTAssertEqual(c.state.focus.id, .feature(.export(.format(.gif))), "the sheet's focus is back")
    XCTAssertEqual(InputMap.command(for: .escape, [], state: c.state), .actions([.export(.exportCancelPressed)]))
  }

  /// Each layer alone is the layer up, and both up give the topmost: the compiler asks this switch for a new
  /// layer, and `featureLayer` (matched in place for speed, not switched) must then learn it too.
  func test_eachLayer_whenUp_isTheFeatureLayer_theLastListedOnTop() {
    let none = AppState(tab: .animation, presets: BuiltInPresets.all, selectedIndex: 0, draft: nil)
    XCTAssertNil(none.featureLayer)
    var all = none
    for layer in FeatureLayer.allCases {
      func up(_ state: inout AppState) {
        switch layer {
        case .export: state.exportSheet = ExportSheet()
        case .intro: state.intro.page = 0
        }
      }
      var alone = none
      up(&alone)
      XCTAssertEqual(alone.featureLayer, layer)
      XCTAssertEqual(FeatureLayer.allCases.filter(alone.isUp), [layer])
      up(&all)
    }
    XCTAssertEqual(all.featureLayer, FeatureLayer.allCases.last)
  }
}
