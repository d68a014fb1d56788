import SnowmanModel
import SnowmanStore
import XCTest

@testable import SnowmanController

/// What a frame needs reaches the Controller as actions and effects, before the frame: the window's size, and the
/// pictures the stage draws (read through an effect, whose answer says the picture's aspect or that it cannot be
/// had). Nothing is reported by the View after it drew.
final class FrameInputsTests: XCTestCase {
  let photo = ImageReference(sha256: String(repeating: "e", count: 64), type: .png, name: "photo.png")
  let lost = ImageReference(sha256: String(repeating: "f", count: 64), type: .png, name: "lost.png")

  /// A store whose world reads `photo` as 3:2 and cannot find `lost`.
  func make(asked: @escaping (ShownPictures) -> Void = { _ in }) -> AppStore {
    let photo = self.photo
    return AppStore(loaded: PresetLoadResult(presets: [], problems: [])) { effect in
      guard case .preparePictures(let shown) = effect else { return [] }
      asked(shown)
      let references = shown.motion + shown.costumes.map(Optional.some)
      var answers: [AppAction] = [.stagePictureMeasured(aspect: references.first == .some(photo) ? 1.5 : 0.7)]
      for case let reference? in references where reference != photo {
        answers.append(.artwork(.artworkUnavailable("The picture \(reference.name) is missing.")))
      }
      return answers
    }
  }

  func test_thePicturesOfTheFirstFrame_areAskedForAtStart_once() {
    var asked: [ShownPictures] = []
    let c = make { asked.append($0) }
    XCTAssertEqual(asked, [ShownPictures(motion: [nil])], "Rest's one step shows the snowman, no own costume")
    c.handle(.windowResized(width: 480, height: 800))
    c.handle(.tabSelected(.settings))
    for _ in 0..<10 { c.tick() }
    XCTAssertEqual(asked.count, 1, "nothing changed the draft's pictures")
  }

  func test_aNewPicture_isAskedFor_andItsAspectShapesTheWardrobe() {
    let c = make()
    c.handle(.windowResized(width: 480, height: 800))
    c.handle(.artwork(.artworkChosen(photo, note: nil)))
    XCTAssertEqual(c.effects.last, .preparePictures(ShownPictures(motion: [photo])))
    XCTAssertEqual(c.state.stagePictureAspect, 1.5)
    XCTAssertEqual(
      c.state.wardrobe.physics.geometry,
      WardrobeGeometry(window: WindowMetrics(width: 480, height: 800), pictureAspect: 1.5))
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(
      c.effects.last, .preparePictures(ShownPictures(motion: [nil])), "undo brings the snowman back, and asks again")
    XCTAssertEqual(c.state.stagePictureAspect, 0.7)
  }

  func test_aPictureThatCannotBeHad_isAnswered_withANotice() {
    let c = make()
    c.handle(.artwork(.artworkChosen(lost, note: nil)))
    XCTAssertEqual(
      c.effects.first { if case .preparePictures = $0 { true } else { false } },
      .preparePictures(ShownPictures(motion: [lost])))
    XCTAssertEqual(c.state.notice?.text, "The picture lost.png is missing.")
  }

  /// The user's own costumes are pictures too: one joining the ring is asked for, and one that cannot be had is
  /// answered with a notice, before any frame draws it.
  func test_anOwnCostume_isAskedFor_andOneThatCannotBeHadIsTold() {
    var asked: [ShownPictures] = []
    let c = make { asked.append($0) }
    c.handle(.wardrobe(.costumeTaken(lost)))
    XCTAssertEqual(asked.last, ShownPictures(motion: [nil], costumes: [lost]))
    XCTAssertEqual(c.state.notice?.text, "The picture lost.png is missing.")
    c.handle(.wardrobe(.costumeClicked(lost.sha256)))
    XCTAssertEqual(asked.count, 2, "wearing a costume of the ring asks for nothing new")
  }
}
