import Foundation
import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// The layers list: a snowflake added and chosen, the table and the dope sheet editing the chosen layer and not the
/// first picture, delete and undo, duplicate, moves with their parents, hiding, the copies' steppers and limits, what a
/// screen reader hears, and the stage's click choosing the topmost copy under it.
final class LayersControllerTests: XCTestCase {
  func make() -> AppStore {
    let c = AppStore(store: MemoryStore(), loaded: PresetLoadResult(presets: [], problems: []))
    c.handle(.tabSelected(.settings))
    return c
  }

  func test_addASnowflake_choosesIt_andTheTableEditsItsTracks_notTheFirstPictures() {
    var s = make().state
    XCTAssertEqual(AppFeature.reduce(&s, .layers(.addSnowflakePressed)), [])
    XCTAssertEqual(s.draft.setting.layers.count, 1)
    XCTAssertEqual(s.draft.layer, 1)
    let flake = s.draft.setting.layers[0]
    XCTAssertEqual(flake.name, "Snowflake")
    XCTAssertEqual(flake.picture, BuiltInPresets.snowflake)
    XCTAssertEqual(flake.box, SceneLayer.RestBox(centerX: -90, centerY: -150, width: 48, height: 48))
    XCTAssertEqual(s.playheadPicture, BuiltInPresets.snowflake, "the Artwork row shows the chosen layer's picture")
    _ = AppFeature.reduce(&s, .draft(.stepperIncremented(.zTurns)))
    XCTAssertEqual(s.draft.setting.layers[0].tracks[.zTurns].keyframes.map(\.value), [0, 0.25])
    XCTAssertTrue(s.draft.setting.tracks[.zTurns].isEmpty, "the first picture keeps still")
    XCTAssertEqual(s.tableText(.zTurns), "0.25 turn")
    // The dope sheet's keyframes are the layer's: selected, dragged, deleted there.
    _ = AppFeature.reduce(&s, .tracks(.keyframeClicked(.property(.zTurns), 1, adding: false)))
    XCTAssertEqual(s.draft.selection.count, 1)
    _ = AppFeature.reduce(&s, .tracks(.deletePressed))
    XCTAssertEqual(s.draft.setting.layers[0].tracks[.zTurns].keyframes.count, 1)
    // A longer pass stretches every picture's keyframes, the first's and the layer's.
    _ = AppFeature.reduce(&s, .layers(.layerClicked(0)))
    _ = AppFeature.reduce(&s, .draft(.stepperIncremented(.widthMultiplier)))
    _ = AppFeature.reduce(&s, .layers(.layerClicked(1)))
    _ = AppFeature.reduce(&s, .draft(.stepperIncremented(.opacity)))
    _ = AppFeature.reduce(&s, .draft(.stepperDecremented(.opacity)))
    for _ in 0..<10 { _ = AppFeature.reduce(&s, .draft(.stepperIncremented(.duration))) }
    XCTAssertEqual(s.draft.setting.durationSeconds, 3, accuracy: 1e-9)
    XCTAssertEqual(s.draft.setting.tracks[.widthMultiplier].keyframes.map(\.time), [0, 3])
    XCTAssertEqual(s.draft.setting.layers[0].tracks[.opacity].keyframes.last?.time ?? 0, 3, accuracy: 1e-9)
  }

  func test_deleteIsUndone_withTheLayerChosenAgain_andTheFirstPictureCannotBeDeleted() {
    let c = make()
    c.handle(.layers(.addSnowflakePressed))
    c.handle(.layers(.copiesStepped(by: 11)))
    XCTAssertEqual(c.state.draft.setting.layers[0].copies.count, 12)
    c.handle(.layers(.deletePressed))
    XCTAssertEqual(c.state.draft.setting.layers, [])
    XCTAssertEqual(c.state.draft.layer, 0)
    XCTAssertEqual(c.state.notice?.text, "Deleted Snowflake: Ctrl+Z brings it back")
    c.handle(.layers(.deletePressed))
    XCTAssertEqual(c.state.draft.setting.layers, [], "nothing to delete under the first picture")
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.setting.layers.map(\.copies.count), [12])
    XCTAssertEqual(c.state.draft.layer, 1)
    c.handle(.draft(.revertPressed))
    XCTAssertEqual(c.state.draft.layer, 0, "reverted to a preset of one picture, the first is chosen")
  }

  func test_duplicate_names_andMoves_keepParentsBelowTheirChildren() {
    var s = make().state
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    XCTAssertEqual(s.draft.setting.layers.map(\.name), ["Snowflake", "Snowflake 2"])
    s.draft.setting.layers[1].parent = 1
    _ = AppFeature.reduce(&s, .layers(.layerClicked(1)))
    _ = AppFeature.reduce(&s, .layers(.duplicatePressed))
    XCTAssertEqual(s.draft.setting.layers.map(\.name), ["Snowflake", "Snowflake 3", "Snowflake 2"])
    XCTAssertEqual(s.draft.layer, 2)
    XCTAssertEqual(s.draft.setting.layers[2].parent, 1, "its parent still the first snowflake")
    XCTAssertEqual(s.draft.setting.layers[1].box.centerX, s.draft.setting.layers[0].box.centerX + 18)
    // Snowflake 2 up past nothing; then its parent moved above it: the parent is dropped.
    _ = AppFeature.reduce(&s, .layers(.layerClicked(3)))
    _ = AppFeature.reduce(&s, .layers(.moved(up: true)))
    XCTAssertEqual(s.draft.layer, 3, "the top stays the top")
    _ = AppFeature.reduce(&s, .layers(.layerClicked(1)))
    _ = AppFeature.reduce(&s, .layers(.moved(up: true)))
    XCTAssertEqual(s.draft.setting.layers.map(\.name), ["Snowflake 3", "Snowflake", "Snowflake 2"])
    XCTAssertEqual(s.draft.setting.layers[2].parent, 2, "the parent followed to its new place")
    _ = AppFeature.reduce(&s, .layers(.moved(up: true)))
    XCTAssertEqual(s.draft.setting.layers.map(\.name), ["Snowflake 3", "Snowflake 2", "Snowflake"])
    XCTAssertNil(s.draft.setting.layers[1].parent, "a parent above its child is no parent")
    _ = AppFeature.reduce(&s, .layers(.layerClicked(1)))
    _ = AppFeature.reduce(&s, .layers(.moved(up: false)))
    XCTAssertEqual(s.draft.layer, 1, "nothing goes under the first picture")
  }

  func test_copiesStepperAndStagger_stayInTheirRanges_andHideToggles() {
    var s = make().state
    _ = AppFeature.reduce(&s, .layers(.copiesStepped(by: 1)))
    XCTAssertEqual(s.draft.setting.layers, [], "the first picture has no copies row")
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    _ = AppFeature.reduce(&s, .layers(.copiesSet(500)))
    XCTAssertEqual(s.draft.setting.layers[0].copies.count, Copies.most)
    _ = AppFeature.reduce(&s, .layers(.copiesStepped(by: -1000)))
    XCTAssertEqual(s.draft.setting.layers[0].copies.count, 1)
    _ = AppFeature.reduce(&s, .layers(.staggerStepped(by: 3)))
    XCTAssertEqual(
      s.draft.setting.layers[0].copies.stagger.spacing, .each(0.15), "on the grid exactly, as a file writes it")
    _ = AppFeature.reduce(&s, .layers(.staggerSet(99)))
    XCTAssertEqual(s.draft.setting.layers[0].copies.stagger.spacing, .each(5))
    var seen: [Stagger.Origin] = []
    for _ in 0..<5 {
      _ = AppFeature.reduce(&s, .layers(.staggerOriginPressed))
      seen.append(s.draft.setting.layers[0].copies.stagger.from)
    }
    XCTAssertEqual(seen, [.center, .end, .edges, .random(seed: 1), .start])
    _ = AppFeature.reduce(&s, .layers(.hideToggled))
    XCTAssertTrue(s.draft.setting.layers[0].hidden)
    XCTAssertEqual(ControlID.feature(.layers(.hide)).label(in: s), "Show")
  }

  func test_aScreenReaderHearsTheLayerAsAListItem() {
    var s = make().state
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    _ = AppFeature.reduce(&s, .layers(.layerClicked(1)))
    _ = AppFeature.reduce(&s, .layers(.copiesSet(12)))
    let row = ControlID.feature(.layers(.layer(1)))
    XCTAssertEqual(row.accessibleName(in: s), "Snowflake, layer 2 of 3, 12 copies")
    XCTAssertEqual(row.role, .listItem)
    XCTAssertEqual(ControlID.feature(.layers(.layer(0))).accessibleName(in: s), "Snowman, layer 1 of 3")
    XCTAssertEqual(ControlID.feature(.layers(.list)).role, .list)
    XCTAssertEqual(ControlID.feature(.layers(.copies)).accessibleValue(in: s)?.current, 12)
    XCTAssertEqual(ControlID.feature(.layers(.copies)).valueActions(3, in: s), [.layers(.copiesSet(3))])
  }

  func test_followsSteps_fromNothing_throughEveryPictureBelow_andBack() {
    var s = make().state
    for _ in 0..<3 { _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed)) }
    XCTAssertEqual(s.draft.layer, 3)
    let button = ControlID.feature(.layers(.parent))
    XCTAssertEqual(button.label(in: s), "Nothing")
    XCTAssertEqual(button.accessibleName(in: s), "Follows nothing")
    var seen: [Int?] = []
    for _ in 0..<4 {
      XCTAssertEqual(AppFeature.reduce(&s, .layers(.parentPressed)), [])
      seen.append(s.draft.setting.layers[2].parent)
    }
    XCTAssertEqual(seen, [0, 1, 2, nil], "the first picture, the two layers below, then nothing")
    _ = AppFeature.reduce(&s, .layers(.parentPressed))
    _ = AppFeature.reduce(&s, .layers(.parentPressed))
    XCTAssertEqual(button.label(in: s), "Snowflake")
    XCTAssertEqual(button.accessibleName(in: s), "Moves, turns and scales with Snowflake")
    XCTAssertEqual(
      ControlID.feature(.layers(.layer(3))).accessibleName(in: s), "Snowflake 3, layer 4 of 4, following Snowflake")
    XCTAssertTrue(s.focusOrder.contains(button), "one Tab stop, after the copies' offsets")
    // Moved above its follower, a parent is dropped.
    _ = AppFeature.reduce(&s, .layers(.layerClicked(1)))
    _ = AppFeature.reduce(&s, .layers(.moved(up: true)))
    _ = AppFeature.reduce(&s, .layers(.moved(up: true)))
    XCTAssertNil(s.draft.setting.layers[1].parent)
  }

  func test_aClickOnTheStage_findsAFollowerWhereItsParentCarriedIt() {
    var s = make().state
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    // The second snowflake follows the first, which stands 100 pt right of its box throughout.
    s.draft.setting.layers[0].tracks[.horizontalOffset].insert(time: 0, value: 100, curve: .linear)
    s.draft.setting.layers[1].parent = 1
    XCTAssertEqual(s.layerHit(x: -54 + 100 + 20, y: -132), 2, "where the first carried it")
    XCTAssertNil(s.layerHit(x: -54 - 20, y: -132), "nothing is left where its box is")
    s.draft.setting.layers[1].parent = nil
    XCTAssertEqual(s.layerHit(x: -54 - 20, y: -132), 2, "following nothing, it is where its box is")
  }

  func test_aClickOnTheStage_choosesTheTopmostCopyUnderIt() {
    var s = make().state
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    // The second snowflake 36 pt right and 18 down of the first, both 48 pt: their overlap is the top one's.
    XCTAssertEqual(s.layerHit(x: -90 - 20, y: -150), 1)
    XCTAssertEqual(s.layerHit(x: -54 + 20, y: -132), 2)
    XCTAssertEqual(s.layerHit(x: -72, y: -141), 2, "where they overlap, the topmost")
    XCTAssertNil(s.layerHit(x: 0, y: 40), "the first picture and the empty stage are nobody's")
    // Copies moved by their step are hit where they stand, turned and scaled about the layer's centre.
    s.draft.setting.layers[0].copies = Copies(count: 3, step: Copies.Step(offsetX: 100, zTurns: 0.25, scale: 0.5))
    s.draft.setting.layers[1].hidden = true
    XCTAssertEqual(s.layerHit(x: -90 + 100, y: -150), 1, "the second copy, 100 pt right")
    XCTAssertEqual(s.layerHit(x: -90 + 100, y: -150 + 50 + 5), 1, "the third, 50 pt below it, 12 pt wide")
    XCTAssertNil(s.layerHit(x: -90 + 100, y: -150 + 50 + 8), "past the third copy's edge")
    _ = AppFeature.reduce(&s, .layers(.layerClicked(0)))
    XCTAssertEqual(
      AppFeature.reduce(&s, .layers(.pictureClickedOnStage(1))), [.pass("Snowflake chosen")])
    XCTAssertEqual(s.draft.layer, 1)
  }
}

extension LayersControllerTests {
  /// A user's logo put on an added snowflake: the layer shows it throughout (not a swap at the playhead), is named
  /// after it, and its box takes the logo's proportions once the picture is measured.
  func test_aLogoChosenForAnAddedSnowflake_replacesIt_namesIt_andKeepsItsProportions() {
    var s = make().state
    let logo = ImageReference(sha256: String(repeating: "ab", count: 32), type: .png, name: "logo.png")
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    XCTAssertEqual(s.playhead, 2, "Settings stands at the pass's end")
    _ = AppFeature.reduce(&s, .artwork(.artworkChosen(logo, note: nil)))
    let layer = s.draft.setting.layers[0]
    XCTAssertEqual(layer.tracks.picture.keyframes.map(\.value), [logo], "the logo throughout, no swap")
    XCTAssertEqual(layer.name, "logo")
    XCTAssertNil(s.draft.setting.image, "the first picture is still the snowman")
    _ = AppFeature.reduce(&s, .layers(.picturesMeasured([logo: 2])))
    XCTAssertEqual(s.draft.setting.layers[0].box.width, 96)
    XCTAssertEqual(s.draft.setting.layers[0].box.height, 48)
    // Measured again later (another picture read), a box the user has since shaped is left alone.
    s.draft.setting.layers[0].box.width = 50
    _ = AppFeature.reduce(&s, .layers(.picturesMeasured([logo: 2])))
    XCTAssertEqual(s.draft.setting.layers[0].box.width, 50)
    _ = AppFeature.reduce(&s, .draft(.undoPressed))
    XCTAssertEqual(s.draft.setting.layers[0].picture, BuiltInPresets.snowflake, "undo takes the choice back")
  }
}

extension LayersControllerTests {
  /// F2 on a layer's row opens its name over the row, selected; typing replaces it, Enter renames (one undo step),
  /// an empty name is refused in a sentence with the field kept, Esc keeps the old name; the first picture has no
  /// name of its own to type.
  func test_F2RenamesTheChosenLayer_EnterKeeps_EscDrops() throws {
    let c = make()
    c.handle(.layers(.addSnowflakePressed))
    c.handle(.focus(.focusClicked(.feature(.layers(.layer(1))))))
    guard case .actions(let actions)? = InputMap.command(for: .f2, [], state: c.state) else {
      return XCTFail("F2 on the row does nothing")
    }
    for action in actions { c.handle(action) }
    XCTAssertEqual(c.state.layerNameField?.text, "Snowflake")
    XCTAssertEqual(c.state.layerNameField?.selection, 0..<9, "all of it selected")
    c.handle(.textField(.typed("Flurry")))
    c.handle(.layers(.renameConfirmed))
    XCTAssertNil(c.state.layerNameField)
    XCTAssertEqual(c.state.draft.setting.layers[0].name, "Flurry")
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.state.draft.setting.layers[0].name, "Snowflake", "one undo step")
    c.handle(.layers(.renamePressed))
    c.handle(.textField(.deleted(.left)))
    c.handle(.layers(.renameConfirmed))
    XCTAssertEqual(c.state.notice?.text, "A layer needs a name: type one, or Esc keeps “Snowflake”.")
    XCTAssertNotNil(c.state.layerNameField, "the field stays for another try")
    c.handle(.layers(.renameCancelled))
    XCTAssertNil(c.state.layerNameField)
    XCTAssertEqual(c.state.draft.setting.layers[0].name, "Snowflake")
    c.handle(.layers(.layerClicked(0)))
    c.handle(.layers(.renamePressed))
    XCTAssertNil(c.state.layerNameField, "the first picture is named by its picture")
  }
}

extension LayersControllerTests {
  /// The place rows move a chosen layer's box across and down by 4 pt a step and size it keeping its proportions,
  /// within their ranges; a screen reader sets them as spin buttons.
  func test_thePlaceRows_moveAndSizeTheChosenLayersBox() {
    var s = make().state
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    s.draft.setting.layers[0].box = SceneLayer.RestBox(centerX: -88, centerY: -152, width: 96, height: 48)
    _ = AppFeature.reduce(&s, .layers(.placeStepped(.across, by: 3)))
    _ = AppFeature.reduce(&s, .layers(.placeStepped(.down, by: -2)))
    _ = AppFeature.reduce(&s, .layers(.placeStepped(.size, by: 3)))
    XCTAssertEqual(
      s.draft.setting.layers[0].box, SceneLayer.RestBox(centerX: -76, centerY: -160, width: 120, height: 60))
    _ = AppFeature.reduce(&s, .layers(.placeSet(.size, 0)))
    XCTAssertEqual(s.draft.setting.layers[0].box.height, 4, "at least 4 pt")
    XCTAssertEqual(s.draft.setting.layers[0].box.width, 8, "still twice as wide")
    let across = ControlID.feature(.layers(.place(.across)))
    XCTAssertEqual(across.label(in: s), "Across -76 pt")
    XCTAssertEqual(across.accessibleName(in: s), "Across")
    XCTAssertEqual(across.role, .spinButton)
    XCTAssertEqual(across.valueActions(500, in: s), [.layers(.placeSet(.across, 500))])
    XCTAssertEqual(across.accessibleValue(in: s)?.increment, 4)
  }
}

extension LayersControllerTests {
  /// The copies' step rows set how each copy stands against the one before, in the rows' units (points, degrees,
  /// percent), each within its range, as one undo step a press; what the stage draws follows (`Copies.placements`).
  func test_theStepRows_setHowEachCopyStandsAgainstTheOneBefore() {
    var s = make().state
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    _ = AppFeature.reduce(&s, .layers(.copiesSet(3)))
    _ = AppFeature.reduce(&s, .layers(.placeStepped(.eachAcross, by: 9)))
    _ = AppFeature.reduce(&s, .layers(.placeStepped(.eachDown, by: -2)))
    _ = AppFeature.reduce(&s, .layers(.placeStepped(.eachTurn, by: 18)))
    _ = AppFeature.reduce(&s, .layers(.placeStepped(.eachSize, by: -10)))
    _ = AppFeature.reduce(&s, .layers(.placeStepped(.eachFade, by: -25)))
    XCTAssertEqual(
      s.draft.setting.layers[0].copies.step,
      Copies.Step(offsetX: 18, offsetY: -4, zTurns: 0.25, scale: 0.9, opacity: -0.25))
    let placements = s.draft.setting.layers[0].copies.placements
    XCTAssertEqual(placements[1].x, 18, accuracy: 1e-9)
    // The second step is turned a quarter by the first and scaled by it: 18 across becomes 16.2 down.
    XCTAssertEqual(placements[2].x, 18 + 0.9 * 4, accuracy: 1e-9)
    XCTAssertEqual(placements[2].y, -4 + 0.9 * 18, accuracy: 1e-9)
    XCTAssertEqual(placements[2].fade, 0.5, accuracy: 1e-9)
    _ = AppFeature.reduce(&s, .layers(.placeSet(.eachFade, 20)))
    XCTAssertEqual(s.draft.setting.layers[0].copies.step.opacity, 0, "a copy fades, never brightens past its layer")
    _ = AppFeature.reduce(&s, .layers(.placeSet(.eachTurn, 400)))
    XCTAssertEqual(s.draft.setting.layers[0].copies.step.zTurns, 0.5, "at most half a turn a copy")
    let turn = ControlID.feature(.layers(.place(.eachTurn)))
    XCTAssertEqual(turn.label(in: s), "Offset turn 180°")
    XCTAssertEqual(turn.accessibleName(in: s), "Each copy's turn from the one before")
    XCTAssertEqual(turn.key, "settings.copies.turn")
    XCTAssertEqual(turn.accessibleValue(in: s)?.increment, 5)
    XCTAssertFalse(ControlID.feature(.layers(.placeIncrement(.eachTurn))).isEnabled(in: s), "at the range's end")
    let order = LayersFeature.Control.screenOrder(in: s)
    XCTAssertEqual(
      Array(order.suffix(7)),
      [.feature(.layers(.ease))] + LayersFeature.PlaceField.step.map { .feature(.layers(.place($0))) }
        + [.feature(.layers(.parent))],
      "the step rows follow the copies' choices, and what the layer follows comes last")
  }
}

extension LayersControllerTests {
  /// Spread keeps the starts' spread between each two copies or over them all, the delays unchanged by the switch
  /// and the stepper then stepping the other number; Ease steps the delays' curve through linear, ease in, ease out
  /// and ease in-out (GSAP's stagger `ease`).
  func test_spreadAndEase_switchHowTheStartsAreSpread() {
    var s = make().state
    _ = AppFeature.reduce(&s, .layers(.addSnowflakePressed))
    _ = AppFeature.reduce(&s, .layers(.copiesSet(5)))
    _ = AppFeature.reduce(&s, .layers(.staggerSet(0.3)))
    let stagger = ControlID.feature(.layers(.stagger)), spread = ControlID.feature(.layers(.spacing))
    let before = s.draft.setting.layers[0].copies.delays
    XCTAssertEqual(spread.label(in: s), "Each")
    let effects = AppFeature.reduce(&s, .layers(.staggerSpacingPressed))
    XCTAssertEqual(effects, [])
    XCTAssertEqual(s.draft.setting.layers[0].copies.stagger.spacing, .amount(1.2))
    XCTAssertEqual(s.draft.setting.layers[0].copies.delays, before, "the same starts, kept the other way")
    XCTAssertEqual(spread.label(in: s), "In all")
    XCTAssertEqual(stagger.label(in: s), "All start within 1.2 s")
    XCTAssertEqual(stagger.accessibleName(in: s), "All start within")
    XCTAssertEqual(stagger.accessibleValue(in: s)?.maximum, 20)
    _ = AppFeature.reduce(&s, .layers(.staggerStepped(by: 2)))
    XCTAssertEqual(s.draft.setting.layers[0].copies.stagger.spacing, .amount(1.3))
    _ = AppFeature.reduce(&s, .layers(.staggerSpacingPressed))
    XCTAssertEqual(s.draft.setting.layers[0].copies.stagger.spacing, .each(0.35), "1.3 s over 4 gaps, on the grid")
    let ease = ControlID.feature(.layers(.ease))
    var names: [String] = []
    for _ in 0..<4 {
      names.append(ease.label(in: s))
      _ = AppFeature.reduce(&s, .layers(.staggerEasePressed))
    }
    XCTAssertEqual(names, ["Linear", "Ease in", "Ease out", "Ease in-out"])
    XCTAssertEqual(s.draft.setting.layers[0].copies.stagger.ease, .linear, "round again")
    _ = AppFeature.reduce(&s, .layers(.staggerEasePressed))
    let eased = Stagger(.each(0.35), ease: .easeIn).delays(count: 5)
    for (a, b) in zip(s.draft.setting.layers[0].copies.delays, eased) { XCTAssertEqual(a, b, accuracy: 1e-12) }
    XCTAssertEqual(ease.accessibleName(in: s), "Starts spread on the curve Ease in")
    XCTAssertEqual(ease.key, "settings.copies.ease")
    XCTAssertEqual(spread.key, "settings.copies.spread")
  }
}
