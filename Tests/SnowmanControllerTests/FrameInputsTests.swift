import SnowmanModel
import XCTest

@testable import SnowmanController

/// What a frame needs reaches the Controller as actions and effects, before the frame: the window's size, and the
/// pictures the stage draws (read through an effect, whose answer says the picture's aspect or that it cannot be
/// had). Nothing is reported by the View after it drew.
final class FrameInputsTests: XCTestCase {
  let photo = ImageReference(sha256: String(repeating: "e", count: 64), type: .png, name: "photo.png")
  let lost = ImageReference(sha256: String(repeating: "f", count: 64), type: .png, name: "lost.png")

  /// A store whose world reads `photo` as 3:2 and cannot find `lost`.
  func make(asked: @escaping ([ImageReference?]) -> Void = { _ in }) -> AppStore {
    let photo = self.photo
    return AppStore(loaded: PresetLoadResult(presets: [], problems: [])) { effect in
      guard case .preparePictures(let references) = effect else { return [] }
      asked(references)
      var answers: [AppAction] = [.stagePictureMeasured(aspect: references.first == .some(photo) ? 1.5 : 0.7)]
      for case let reference? in references where reference != photo {
        answers.append(.artwork(.artworkUnavailable("The picture \(reference.name) is missing.")))
      }
      return answers
    }
  }

  func test_thePicturesOfTheFirstFrame_areAskedForAtStart_once() {
    var asked: [[ImageReference?]] = []
    let c = make { asked.append($0) }
    XCTAssertEqual(asked, [[nil]], "Rest's one step shows the snowman")
    c.handle(.windowResized(width: 480, height: 800))
    c.handle(.tabSelected(.settings))
    for _ in 0..<10 { c.tick() }
    XCTAssertEqual(asked.count, 1, "nothing changed the draft's pictures")
  }

  func test_aNewPicture_isAskedFor_andItsAspectShapesTheWardrobe() {
    let c = make()
    c.handle(.windowResized(width: 480, height: 800))
    c.handle(.artwork(.artworkChosen(photo, note: nil)))
    XCTAssertEqual(c.effects.last, .preparePictures([photo]))
    XCTAssertEqual(c.state.stagePictureAspect, 1.5)
    XCTAssertEqual(
      c.state.wardrobe.physics.geometry,
      WardrobeGeometry(window: WindowMetrics(width: 480, height: 800), pictureAspect: 1.5))
    c.handle(.draft(.undoPressed))
    XCTAssertEqual(c.effects.last, .preparePictures([nil]), "undo brings the snowman back, and asks again")
    XCTAssertEqual(c.state.stagePictureAspect, 0.7)
  }

  func test_aPictureThatCannotBeHad_isAnswered_withANotice() {
    let c = make()
    c.handle(.artwork(.artworkChosen(lost, note: nil)))
    XCTAssertEqual(c.effects.first { if case .preparePictures = $0 { true } else { false } }, .preparePictures([lost]))
    XCTAssertEqual(c.state.notice?.text, "The picture lost.png is missing.")
  }
}
