import Foundation
import SnowmanCode
import SnowmanExport
import SnowmanModel
import XCTest

/// The flat Lottie's own error: read back by `LottieFileReader` (not the writer's code), every piece's corners at
/// 2,001 moments lie within the tolerance of where the stage's projection puts the same point of the picture,
/// wherever the stage shows that point (on the frame, in front of the eye).
final class FlatLottieTests: XCTestCase {
  static let width = 240, height = 400

  /// The presets held to it: the fidelity suite's two that turn in depth, the library's flips, a spin with a costume,
  /// and a repeat that jumps back to rest with a cut in it, seen from close.
  static func presets() throws -> [(name: String, setting: AnimationSetting)] {
    func made(_ assignments: [String]) throws -> AnimationSetting {
      try SettingAssignment.apply(assignments, to: AnimationSetting())
    }
    let library = BuiltInPresets.all
    func named(_ name: String) throws -> AnimationSetting {
      try XCTUnwrap(library.first { $0.name == name }, name).setting
    }
    return [
      ("Showcase", try named("Showcase")),
      (
        "Chain",
        try made([
          "widthMultiplier=1.3", "easing=cubic-bezier(0.2, 0.8, 0.3, 1)", "--add-step", "horizontalOffset=100",
          "ySpins=1", "easing=cubic-bezier(0.6, -0.3, 0.4, 1.3)", "--add-step", "verticalOffset=-90", "opacity=0.5",
        ])
      ),
      ("Flip In X", try named("Flip In X")), ("Flip In Y", try named("Flip In Y")),
      ("Pirate spin", try made(["ySpins=1", "zTurns=0.25", "costume=pirate", "easing=bounce", "anchorX=0"])),
      (
        "Close cut",
        try made([
          "xFlips=0.75", "eye=400", "skewX=10", "autoreverse=off", "repeatCount=2", "--add-step", "duration=0",
          "ySpins=-0.3", "--add-step", "xFlips=0", "duration=1",
        ])
      ),
    ]
  }

  // Three presets a test, the largest files apart (since their pieces draw halved copies, all six took 133 s of one
  // worker): Showcase, Flip In Y and the pirate's spin; the chain, Flip In X and the close cut.
  func test_everyPieceCorner_within2Pixels_ofTheStage_at2001Moments_firstThree() throws { try checkPresets([0, 3, 4]) }
  func test_everyPieceCorner_within2Pixels_ofTheStage_at2001Moments_otherThree() throws { try checkPresets([1, 2, 5]) }

  func checkPresets(_ picked: [Int]) throws {
    let all = try Self.presets()
    let presets = picked.map { all[$0] }
    let lines = Lines(count: presets.count)
    // Two presets at a time, one a core; each says its figures or its first corner past the bar.
    DispatchQueue.concurrentPerform(iterations: presets.count) { k in
      lines.set(k, Result { try Self.check(presets[k].name, presets[k].setting) })
    }
    for (k, line) in lines.all.enumerated() {
      switch line {
      case .success(let text)?: print(text)
      case .failure(let error)?: XCTFail("\(presets[k].name): \(error)")
      case nil: XCTFail("\(presets[k].name) was not checked")
      }
    }
  }

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  static func check(_ name: String, _ setting: AnimationSetting) throws -> String {
    let data = try CodeExport.code(
      .lottie, setting: setting, name: name, width: Self.width, height: Self.height, background: .transparent,
      lottie: .flat)
    let file = try LottieFileReader(data)
    guard let end = try LottieFileReader.numbers(file.root["op"]).first else { throw Problem(description: "no op") }
    let timeline = Timeline(setting)
    let d = RenderRequest.density(width: Self.width, height: Self.height)
    let assets = file.root["assets"] as? [[String: Any]] ?? []
    // The pictures' own sizes: each is embedded at the size the motion shows it, each side on its own.
    let originals = try CodeExport.stage(
      setting, width: Self.width, height: Self.height, background: .transparent, artwork: nil, artworkSource: nil)
    // Each image's size and place on the plane, read once (a file has up to a few hundred pieces a moment).
    var sizes: [String: (w: Double, h: Double)] = [:]
    for art in assets {
      guard let id = art["id"] as? String, art["w"] != nil else { continue }
      sizes[id] = (try LottieFileReader.numbers(art["w"])[0], try LottieFileReader.numbers(art["h"])[0])
    }
    var places: [String: (picture: (w: Double, h: Double), rect: (x: Double, y: Double, w: Double, h: Double))] = [:]
    var worst = 0.0, corners = 0
    for i in 0...2000 {
      let frame = end * Double(i) / 2001
      let pose = timeline.pose(atExactTick: frame)
      for piece in try file.pieces(at: frame) {
        // The piece's own rectangle: its mask's far corner and that corner mirrored about its anchor (its middle);
        // the near edges reach under the neighbours drawn above it.
        guard let far = piece.mask.max(by: { $0[0] + $0[1] < $1[0] + $1[1] }), let (aw, ah) = sizes[piece.image]
        else { throw Problem(description: "a piece without its mask or image") }
        let near = [2 * piece.anchor[0] - far[0], 2 * piece.anchor[1] - far[1]]
        let stage = try places[piece.image] ?? place(piece.image, setting: setting, originals: originals)
        places[piece.image] = stage
        let projection = PoseProjection(pose: pose, box: (stage.picture.w / d, stage.picture.h / d))
        for (u, v) in [(near[0], near[1]), (far[0], near[1]), (far[0], far[1]), (near[0], far[1])] {
          let drawn = piece.map.apply(u, v)
          // The art's pixel on the plane, in points from the picture's rest centre, then projected.
          let px = (stage.rect.x + u * stage.rect.w / aw) / d, py = (stage.rect.y + v * stage.rect.h / ah) / d
          let seen = projection.project(px, py)
          let (x, y) = (Double(Self.width) / 2 + seen.x * d, Double(Self.height) / 2 + seen.y * d)
          // Held where the stage shows it: in front of the eye, on the frame or within 16 px of it.
          let margin = 16.0
          guard projection.depth(px, py) > 1e-3, x > -margin, y > -margin, x < Double(Self.width) + margin,
            y < Double(Self.height) + margin
          else { continue }
          let error = hypot(drawn.x - x, drawn.y - y)
          worst = max(worst, error)
          corners += 1
          if error > LottieForm.defaultTolerance {
            throw Problem(description: "at frame \(frame) a corner of \(piece.image) is \(error) px from the stage")
          }
        }
      }
    }
    guard corners > 2001 * 4 else { throw Problem(description: "only \(corners) corners were on the frame") }
    return String(format: "flat lottie %@: %d corners, worst %.3f px, %d bytes", name, corners, worst, data.count)
  }

  /// Where an image lies on the plane: the picture fills its rest box; the costume sits where the stage puts it.
  static func place(_ image: String, setting: AnimationSetting, originals: CodeStage) throws -> (
    picture: (w: Double, h: Double), rect: (x: Double, y: Double, w: Double, h: Double)
  ) {
    // The picture under the costume is the first step's (these presets swap none).
    guard let first = originals.pictures.first?.original else { throw Problem(description: "no picture-0") }
    let box = StageFit.pictureSize(
      stageWidth: Double(Self.width), stageHeight: Double(Self.height),
      aspect: Double(first.width) / Double(first.height))
    // A halved copy's id is its art's and a suffix (`costume-01`).
    if image.hasPrefix("costume") {
      guard let costume = setting.costume, let art = originals.costume?.art.original else {
        throw Problem(description: "a costume piece with no costume")
      }
      return (
        box,
        costume.rect(pictureWidth: box.w, pictureHeight: box.h, aspect: Double(art.height) / Double(art.width))
      )
    }
    return (box, (-box.w / 2, -box.h / 2, box.w, box.h))
  }

  func test_withoutTurnsInDepth_bothFormsAreTheSameBytes_andTheFlatOneHasNo3DLayer() throws {
    let flat = try XCTUnwrap(BuiltInPresets.all.first { $0.name == "Bounce" }).setting
    func file(_ setting: AnimationSetting, _ form: LottieForm) throws -> Data {
      try CodeExport.code(
        .lottie, setting: setting, name: "x", width: Self.width, height: Self.height, background: .sky, lottie: form)
    }
    XCTAssertEqual(try file(flat, .flat), try file(flat, .threeD))
    let showcase = try file(BuiltInPresets.showcase.setting, .flat)
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: showcase) as? [String: Any])
    XCTAssertEqual(root["ddd"] as? Int, 0)
    let text = String(decoding: showcase, as: UTF8.self)
    XCTAssertFalse(text.contains("\"ddd\":1"), "a flat file has no 3-D layer")
    XCTAssertFalse(text.contains("\"ty\":13"), "a flat file has no camera")
    // The pieces share the picture's one image asset and its halved copies, each halved from it.
    let images = (root["assets"] as? [[String: Any]] ?? []).filter { $0["p"] != nil }
    let full = try XCTUnwrap(images.first { $0["id"] as? String == "picture-0" })
    let (w, h) = (try XCTUnwrap(full["w"] as? Int), try XCTUnwrap(full["h"] as? Int))
    XCTAssertGreaterThan(images.count, 1, "Showcase squashes its picture: some pieces draw a halved copy")
    for image in images where image["id"] as? String != "picture-0" {
      let id = try XCTUnwrap(image["id"] as? String)
      let halvings = id.dropFirst("picture-0-".count).compactMap { $0.wholeNumberValue }
      XCTAssertTrue(id.hasPrefix("picture-0-") && halvings.count == 2, id)
      guard halvings.count == 2 else { continue }
      XCTAssertEqual(image["w"] as? Int, max(1, w >> halvings[0]), id)
      XCTAssertEqual(image["h"] as? Int, max(1, h >> halvings[1]), id)
    }
  }

  func test_flatOptions_areCheckedWithOneSentence() throws {
    let setting = BuiltInPresets.showcase.setting
    let folder = FileManager.default.temporaryDirectory.path
    for (output, form, message) in [
      ("\(folder)/x.gif", LottieForm.flat, "--lottie flat is for Lottie files (FILE.json), not x.gif"),
      ("\(folder)/x.json", .flat(tolerance: 0.2), "--lottie-tolerance 0.2 is outside 0.5 to 8.0 pixels"),
      ("\(folder)/x.json", .flat(tolerance: 9), "--lottie-tolerance 9.0 is outside 0.5 to 8.0 pixels"),
    ] {
      XCTAssertThrowsError(
        try RenderRequest(
          setting: setting, width: 100, height: 100, fps: 30, background: .sky, output: output, lottie: form)
      ) { XCTAssertEqual("\($0)", message) }
    }
    XCTAssertNoThrow(
      try RenderRequest(
        setting: setting, width: 100, height: 100, fps: 30, background: .sky, output: "\(folder)/x.json",
        lottie: .flat(tolerance: 0.5)))
  }
}

/// What each worker found, kept under a lock.
private final class Lines: @unchecked Sendable {
  private var items: [Result<String, Error>?]
  private let lock = NSLock()
  init(count: Int) { items = Array(repeating: nil, count: count) }
  func set(_ k: Int, _ result: Result<String, Error>) { lock.withLock { items[k] = result } }
  var all: [Result<String, Error>?] { lock.withLock { items } }
}
