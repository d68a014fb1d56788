import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// Copying the whole motion as code, and exporting it as HTML or Lottie from the sheet.
final class CopyAnimationTests: XCTestCase {
  func make() -> AppStore {
    let store = MemoryStore()
    let c = AppStore(store: store, loaded: store.loadAll())
    c.handle(.library(.pickerRowTapped(1)))
    return c
  }

  func test_copyMenu_listsTheCurvesFormsThenTheAnimations() {
    XCTAssertEqual(
      CurveCopyFormat.allCases.map(\.label),
      [
        "CSS cubic-bezier", "Core Animation", "SwiftUI", "Animation as CSS", "Animation as SwiftUI",
        "Animation as Core Animation",
      ])
    XCTAssertEqual(CurveCopyFormat.allCases.compactMap(\.animation), [.css, .swiftUI, .coreAnimation])
  }

  func test_animationItem_closesTheMenu_andAsksForTheDraftsMotionAsCode() {
    let c = make()
    c.handle(.tabSelected(.settings))
    c.handle(.draft(.stepperIncremented(.zTurns)))
    c.handle(.curves(.copyButtonClicked))
    XCTAssertEqual(c.state.menu, .copyCurve)
    c.handle(.curves(.copyCurvePressed(.animationSwiftUI)))
    XCTAssertNil(c.state.menu)
    XCTAssertEqual(c.state.library.selectedPreset.name, "Showcase")
    XCTAssertEqual(c.effects, [.copyAnimation(.swiftUI, c.state.draft.setting, name: "Showcase")])
    XCTAssertNotEqual(c.state.draft.setting, BuiltInPresets.showcase.setting, "the draft, edits included")
  }

  func test_ctrlShiftC_copiesCSS_fromAnyScreen() {
    let c = make()
    c.handle(.draft(.animationCopyPressed(.css)))
    XCTAssertEqual(c.effects, [.copyAnimation(.css, BuiltInPresets.showcase.setting, name: "Showcase")])
  }

  func test_exportSheet_offersHTMLAndLottie_whichHaveNoFrameRate() {
    let c = make()
    c.handle(.export(.exportSheetOpened))
    c.handle(.export(.exportFormatChosen(.html)))
    XCTAssertFalse(ControlID.feature(.export(.fps(30))).isEnabled(in: c.state), "code plays at its player's rate")
    XCTAssertTrue(ControlID.feature(.export(.size(720))).isEnabled(in: c.state), "its stage still has a size")
    XCTAssertEqual(ExportSheet.Format.lottie.fileExtension, "json")
    XCTAssertEqual(ExportSheet.Format.html.fileExtension, "html")
    XCTAssertNil(ExportSheet.Format.png.fileExtension)
    XCTAssertEqual(ExportSheet.Format.pictures + ExportSheet.Format.code, ExportSheet.Format.allCases)
    c.handle(.export(.exportFormatChosen(.lottie)))
    c.handle(.export(.exportStartPressed))
    guard case .startExport(let order)? = c.effects.first else { return XCTFail("\(c.effects)") }
    XCTAssertEqual(order.format, .lottie)
    XCTAssertEqual(order.longSide, 480)
    let frame = order.frameSize(stageWidth: 448, stageHeight: 336)
    XCTAssertEqual([frame.width, frame.height], [480, 360])
  }

  func test_exportSheet_offersLottieFlat_whoseNoticeGivesTheFileSize() {
    let c = make()
    c.handle(.export(.exportSheetOpened))
    c.handle(.export(.exportFormatChosen(.lottieFlat)))
    XCTAssertEqual(ExportSheet.Format.lottieFlat.label, "Lottie, flat")
    XCTAssertEqual(ExportSheet.Format.lottieFlat.fileExtension, "json")
    XCTAssertFalse(ControlID.feature(.export(.fps(30))).isEnabled(in: c.state), "code plays at its player's rate")
    c.handle(.export(.exportStartPressed))
    guard case .startExport(let order)? = c.effects.first else { return XCTFail("\(c.effects)") }
    XCTAssertEqual(order.format, .lottieFlat)
    c.handle(.export(.exportStarted(file: "Showcase.json")))
    c.handle(.export(.exportFinished(path: "/p/Showcase.json", frames: 1, bytes: 2_641_379, inBackground: false)))
    XCTAssertEqual(c.state.notice?.text, "Saved Showcase.json, 2.6 MB")
    // The 3-D file is small: its notice stays as every other export's.
    c.handle(.export(.exportSheetOpened))
    c.handle(.export(.exportFormatChosen(.lottie)))
    c.handle(.export(.exportStartPressed))
    c.handle(.export(.exportStarted(file: "Showcase.json")))
    c.handle(.export(.exportFinished(path: "/p/Showcase.json", frames: 1, bytes: 77_160, inBackground: false)))
    XCTAssertEqual(c.state.notice?.text, "Saved Showcase.json")
  }
}
