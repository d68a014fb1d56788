import SnowmanController
import SnowmanFuzzing
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanView

/// The layout cache's key is one function of the state (`LayoutCache.Inputs`): whatever a user does, the cached
/// layout is the one a fresh `Layout` of the same state and window gives. Measured by leaving each of the key's
/// fields out in turn: 14 of its 17 fail this test (a stale layout within 300 steps); the other three (a rename's
/// field, the draft's edited mark, how many costumes) never change without another field of the key changing
/// with them in any sequence the generator reaches.
final class LayoutCacheKeyTests: XCTestCase {
  /// What a user can do on every screen, each with the numbers a generator picks: one action, or a short gesture
  /// that reaches a state single random actions seldom do (a row renamed, the user's own costumes).
  static func actions(_ rng: inout SplitMix, presets: [Preset]) -> [AppAction] {
    func pick<T>(_ options: [T]) -> T { options[Int(rng.next() % UInt64(options.count))] }
    let key = pick(PropertyKey.allCases)
    let small = Int(rng.next() % 5)
    let fraction = Double(rng.next() % 1001) / 1000
    let actions: [AppAction] = [
      .tabSelected(pick(Tab.allCases)), .nextTabPressed, .settingsScrolled(points: Double(small * 40 - 60)),
      .menuToggled(pick([.easing, .preset(small), .copyCurve])), .menuDismissed,
      .textField(.typed(pick(["a", "Tall", " ", "é"]))), .textField(.deleted(.left)),
      .textField(.preeditChanged(pick(["", "ka"]))), .ticked,
      .transport(.playButtonPressed), .transport(.timelinePressed(fraction: fraction)),
      .transport(.timelineReleased), .transport(.stepForwardPressed), .transport(.speedButtonPressed),
      .transport(.loopButtonPressed), .transport(.ticked),
      .library(.pickerRowTapped(small)), .library(.pickerScrolled(rows: small - 2)),
      .library(.pickerRowRightClicked(small)), .library(.presetMenuChosen(pick(PresetMenuItem.allCases))),
      .library(.renameCancelled), .library(.ticked),
      .draft(.stepperIncremented(key)), .draft(.stepperDecremented(key)), .draft(.saveTapped),
      .draft(.promptCancelled), .draft(.undoPressed), .draft(.redoPressed), .draft(.revertPressed),
      .curves(.easingRowClicked), .curves(.easingChosen(pick(EasingKind.allCases))),
      .curves(.curveHandleDragged(handle: 1 + small % 2, x: fraction, y: 1 - fraction)),
      .tracks(.addKeyframesPressed), .tracks(.laneClicked(pick(TrackName.all), seconds: fraction * 2)),
      .tracks(.laneArrowPressed(pick(TrackName.all), forward: small % 2 == 0)), .tracks(.deletePressed),
      .tracks(.nudgePressed(frames: small - 2)), .tracks(.playheadDragged(seconds: fraction * 2)),
      .artwork(.chooseArtworkPressed), .artwork(.pathCancelled), .artwork(.snowmanArtworkPressed),
      .export(.exportSheetOpened), .export(.exportFormatChosen(pick(ExportSheet.Format.allCases))),
      .export(.exportSizeChosen(small % 3)), .export(.exportCancelled),
      .focus(.focusMoved(small % 2 == 0 ? 1 : -1)), .focus(.focusRingShown), .focus(.escapePressed),
      .notice(.shown(Notice(pick(["Saved Tall.gif", "Deleted “Tall”"])))), .notice(.noticeDismissed),
      .wardrobe(.turnKeyPressed(small % 2 == 0 ? 1 : -1)), .wardrobe(.dressFrontPressed), .wardrobe(.undressPressed),
      .wardrobe(.wheelScrolled(notches: Double(small - 2))), .wardrobe(.ticked),
      .intro(.introAsked), .intro(.nextPressed), .intro(.skipPressed),
    ]
    let costume = ImageReference(sha256: String(repeating: "c", count: 64), type: .png, name: "hat.png")
    let gestures: [[AppAction]] = [
      [
        .tabSelected(.animation), .library(.pickerRowRightClicked(3 + small % 3)), .library(.presetMenuChosen(.rename)),
      ],
      [
        .tabSelected(.animation), .library(.pickerRowRightClicked(3 + small % 3)),
        .library(.presetMenuChosen(.rename)), .textField(.typed("Tall")),
      ],
      [.wardrobe(.ownCostumesLoaded(small % 2 == 0 ? [costume] : []))],
      [.library(.presetsChangedOnDisk(PresetLoadResult(presets: Array(presets.prefix(3 + small)), problems: [])))],
      [.notice(.shown(Notice("Saved Tall.gif", button: small % 2 == 0 ? .showFolder("/tmp") : nil)))],
    ]
    return rng.next() % 10 == 0 ? pick(gestures) : [pick(actions)]
  }

  func test_aCachedLayout_isAFreshLayout_afterEverythingAUserDoes() {
    let sizes: [(Double, Double)] = [(360, 640), (480, 800), (1280, 720)]
    for seed: UInt64 in 1...6 {
      var rng = SplitMix(seed: seed)
      let state = ViewTestSupport.state()
      let controller = AppStore(
        store: NoStore(), loaded: PresetLoadResult(presets: state.library.presets, problems: []))
      let cache = LayoutCache()
      var size = sizes[0]
      for step in 0..<400 {
        let action = Self.actions(&rng, presets: state.library.presets)
        action.forEach(controller.handle)
        if rng.next() % 16 == 0 { size = sizes[Int(rng.next() % 3)] }
        controller.tellWindowSize(width: size.0, height: size.1)
        let cached = cache.layout(width: size.0, height: size.1, state: controller.state)
        let fresh = Layout(width: size.0, height: size.1, state: controller.state)
        guard cached == fresh else {
          XCTFail("seed \(seed), step \(step), after \(action) at \(size): the cached layout is stale")
          return
        }
      }
    }
  }
}
