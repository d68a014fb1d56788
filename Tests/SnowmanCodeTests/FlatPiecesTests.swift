import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanCode

/// The flat Lottie's pieces as the players draw them: keyed at the same frames (between keys each piece strays by
/// its own straight line, and neighbours keyed apart stepped apart at their seams), none resting square (ThorVG
/// draws an image that neither turns nor shears by other rules), and each drawing a halved copy of the picture where
/// the motion squashes it (`FlatLevels`).
final class FlatPiecesTests: XCTestCase {
  /// A flip about X over a second on a 240×400 stage, the snowman's 480×672 picture embedded at 240×336.
  let flip: AnimationSetting = {
    var s = AnimationSetting(tracks: MotionTracks(), durationSeconds: 1, repeatCount: 1, autoreverse: false)
    s.tracks[.xFlips].insert(time: 0, value: 0, curve: .linear)
    s.tracks[.xFlips].insert(time: 1, value: 1, curve: .linear)
    return s
  }()

  func stage(copies: Bool) -> CodeStage {
    var picture = CodePicture(
      fileName: "snowman.png", png: Data(), width: 240, height: 336,
      original: CodePicture.Size(width: 480, height: 672))
    if copies {
      picture.reductions = CodePicture.Halvings.all.map {
        CodePicture.Reduction(halvings: $0, png: Data(), width: 240 >> $0.x, height: 336 >> $0.y)
      }
    }
    return CodeStage(
      width: 240, height: 400, density: 240.0 / 224, backdrop: .transparent, shadow: nil, pictures: [picture])
  }

  /// The flat file's pieces: its precomposition's layers.
  func pieces(copies: Bool) throws -> [[String: Any]] {
    let data = MotionCode.lottie(flip, name: "Flip", stage: stage(copies: copies), form: .flat)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let assets = try XCTUnwrap(root["assets"] as? [[String: Any]])
    return try XCTUnwrap(assets.first { $0["layers"] != nil }?["layers"] as? [[String: Any]])
  }

  /// The frames a keyed property is keyed at, or nil when it is still.
  func frames(_ property: Any?) -> [Double]? {
    guard let p = property as? [String: Any], p["a"] as? Int == 1, let keys = p["k"] as? [[String: Any]] else {
      return nil
    }
    return keys.compactMap { ($0["t"] as? NSNumber)?.doubleValue }
  }

  func test_everyPiece_isKeyedAtTheSameFrames() throws {
    let nulls = try pieces(copies: false).filter { $0["ty"] as? Int == 3 }
    XCTAssertGreaterThan(nulls.count, 4, "a flip is cut into pieces")
    let keyed = nulls.compactMap { frames(($0["ks"] as? [String: Any])?["p"]) }
    XCTAssertEqual(keyed.count, nulls.count, "every piece moves")
    for k in keyed.indices.dropFirst() { XCTAssertEqual(keyed[k], keyed[0], "piece \(k + 1)") }
  }

  func test_noPieceRestsSquare_soThorVGDrawsThemAlike() throws {
    let images = try pieces(copies: false).filter { $0["ty"] as? Int == 2 }
    var turns: [Double] = []
    for image in images {
      let r = try XCTUnwrap((image["ks"] as? [String: Any])?["r"] as? [String: Any])
      if let keys = r["k"] as? [[String: Any]] {
        turns += keys.compactMap { ($0["s"] as? [NSNumber])?.first?.doubleValue }
      } else {
        turns.append(try XCTUnwrap((r["k"] as? NSNumber)?.doubleValue))
      }
    }
    XCTAssertFalse(turns.isEmpty)
    // A flip about X leaves its middle column square: without the tilt those turns are whole quarter turns.
    let square = turns.filter { ($0 / 90).rounded() * 90 == $0 }
    XCTAssertTrue(square.isEmpty, "\(square.count) of \(turns.count) turns are square")
  }

  func test_squashedPieces_drawHalvedCopies_scaledBackToTheArtsSize() throws {
    let images = try pieces(copies: true).filter { $0["ty"] as? Int == 2 }
    let refs = Set(images.compactMap { $0["refId"] as? String })
    XCTAssertTrue(refs.contains("picture-0"), "the picture itself where the flip shows it whole")
    let halvedDown = refs.filter { $0.hasPrefix("picture-0-") && $0.last.flatMap(\.wholeNumberValue) ?? 0 > 0 }
    XCTAssertFalse(halvedDown.isEmpty, "copies halved down where the flip squashes the picture: \(refs)")
    for image in images {
      let ref = try XCTUnwrap(image["refId"] as? String)
      let ks = try XCTUnwrap(image["ks"] as? [String: Any])
      let scale = try XCTUnwrap((ks["s"] as? [String: Any])?["k"] as? [NSNumber]).map(\.doubleValue)
      let digits = ref.dropFirst("picture-0".count).compactMap(\.wholeNumberValue)
      let (x, y) = digits.count == 2 ? (digits[0], digits[1]) : (0, 0)
      XCTAssertEqual(scale[0], 100 * 240 / Double(240 >> x), accuracy: 1e-3, ref)
      XCTAssertEqual(scale[1], 100 * 336 / Double(336 >> y), accuracy: 1e-3, ref)
    }
    // Near edge-on (a quarter turn is frame 30 of 120), pieces draw copies halved down at least twice.
    let nearEdge = images.filter { ($0["ip"] as? Int ?? 0) <= 28 && 28 < ($0["op"] as? Int ?? 0) }
    XCTAssertTrue(
      nearEdge.contains { ($0["refId"] as? String)?.last?.wholeNumberValue ?? 0 >= 2 },
      "\(nearEdge.compactMap { $0["refId"] })")
  }

  func test_withoutCopies_everyPieceDrawsThePicture() throws {
    let refs = Set(try pieces(copies: false).compactMap { $0["refId"] as? String })
    XCTAssertEqual(refs, ["picture-0"])
  }

  func test_halvings_acrossToFiveEighths_downToItsSize() {
    func piece(across: Double, down: Double) -> FlatPiece {
      let map = FlatAffine(x: 0, y: 0, phi: 0, s1: 100 * across, s2: 100 * down, theta: 0)
      return FlatPiece(x0: 0, y0: 0, x1: 10, y1: 10, keys: [(0, map, false)])
    }
    let cases: [(across: Double, down: Double, x: Int, y: Int)] = [
      (1, 1, 0, 0), (0.6, 0.6, 1, 0), (0.65, 0.49, 0, 1), (0.3, 0.24, 2, 2), (0.01, 0.01, 3, 3),
    ]
    for c in cases {
      let h = FlatLevels.halvings(piece(across: c.across, down: c.down), at: 0)
      XCTAssertEqual([h.x, h.y], [c.x, c.y], "\(c.across) × \(c.down)")
    }
  }

  func test_runs_joinAShortRunToTheOneBefore_atTheLesserHalving() {
    let (a, b, c) = (
      CodePicture.Halvings(x: 0, y: 0), CodePicture.Halvings(x: 0, y: 2), CodePicture.Halvings(x: 1, y: 1)
    )
    let levels = Array(repeating: a, count: 5) + [b, b] + Array(repeating: c, count: 6)
    let runs = FlatLevels.runs(levels, start: 10)
    XCTAssertEqual(runs.map(\.start), [10, 17])
    XCTAssertEqual(runs.map(\.end), [17, 23])
    XCTAssertEqual(runs.map(\.halvings), [a, c])
  }
}
