import Foundation
import XCTest

/// Every built-in of the library, exported as code and played elsewhere at 8 moments: its HTML page in Chromium
/// and its Lottie file in rlottie (ThorVG where it skews, which rlottie does not draw), against `render`'s frames,
/// at the code exports' bars. A motion that turns in depth is a 3-D Lottie file under a camera, which neither
/// player draws: its file's structure is checked instead.
final class BuiltInMotionExportTests: XCTestCase {
  static let width = CodeExportFidelityTests.width, height = CodeExportFidelityTests.height
  static let fps = CodeExportFidelityTests.fps
  /// What the transparent drawings are laid over to compare their colours: any opaque colour serves.
  static let sky: (r: Double, g: Double, b: Double) = (150, 200, 235)
  var data: URL!

  override func setUpWithError() throws { data = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: data) }

  /// CSS written here in the shapes the libraries use (skews, a flip in perspective, a move scaled with the
  /// picture, a staircase, `linear()`, an origin at a corner, a matrix), each once met as a fixed case: imported,
  /// its exports must play as the stage does, which plays as Chromium plays the CSS (`CSSImportFidelityTests`).
  static let imported = """
    @keyframes jelly {
      from, 11.1%, to { transform: translate3d(0, 0, 0); }
      22.2% { transform: skewX(-12.5deg) skewY(-12.5deg); }
      33.3% { transform: skewX(6.25deg) skewY(6.25deg); }
      44.4% { transform: skewX(-3.125deg) skewY(-3.125deg); }
      55.5% { transform: skewX(1.5625deg) skewY(1.5625deg); }
    }
    @keyframes flip-in {
      from { transform: perspective(400px) rotate3d(1, 0, 0, 90deg); animation-timing-function: ease-in; opacity: 0; }
      40% { transform: perspective(400px) rotate3d(1, 0, 0, -20deg); animation-timing-function: ease-in; }
      60% { transform: perspective(400px) rotate3d(1, 0, 0, 10deg); opacity: 1; }
      80% { transform: perspective(400px) rotate3d(1, 0, 0, -5deg); }
      to { transform: perspective(400px); }
    }
    @keyframes drop-zoom {
      from { opacity: 0; transform: scale3d(0.1, 0.1, 0.1) translate3d(0, -1000px, 0);
        animation-timing-function: cubic-bezier(0.55, 0.055, 0.675, 0.19); }
      60% { opacity: 1; transform: scale3d(0.475, 0.475, 0.475) translate3d(0, 60px, 0);
        animation-timing-function: cubic-bezier(0.175, 0.885, 0.32, 1); }
    }
    @keyframes blink { 0%, 100% { opacity: 1; } 50% { opacity: 0.2; } }
    @keyframes hang { 20%, 60% { transform: rotate(70deg); } 40%, 80% { transform: rotate(55deg); } }
    @keyframes slide-matrix { from { transform: matrix(1, 0, 0, 1, -60, 0); } to { transform: matrix(1, 0.2, 0, 1, 60, 10); } }
    @keyframes settle {
      from { transform: translateY(-80px); }
      to { transform: translateY(0); animation-timing-function: linear(0, 0.6 30%, 1.1 60%, 1); }
    }
    .jelly { animation: jelly 1s both; }
    .flip-in { animation: flip-in 1s; backface-visibility: visible; }
    .drop-zoom { animation: drop-zoom 1s both; }
    .blink { animation: blink 1.2s steps(3, jump-none) 2; }
    .hang { transform-origin: top left; animation: hang 2s ease-in-out both; }
    .settle { animation: settle 0.9s linear(0, 0.5 40%, 0.9 70%, 1); }
    """

  /// The library's presets and the imported ones, as `presets list --json` names them after the core three.
  func library() throws -> [String] {
    let r = try Harness.run(Harness.binary.path, ["presets", "list", "--json", "--data-dir", data.path])
    let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
    return rows.dropFirst(3).compactMap { $0["name"] as? String }
  }

  static func render(_ preset: String, _ out: String, _ extra: [String], data: URL) throws {
    let r = try Harness.run(
      "/usr/bin/env",
      [
        "-u", "DISPLAY", Harness.binary.path, "render", "--data-dir", data.path, "--preset", preset, "--out", out,
        "--size", "\(Self.width)x\(Self.height)",
      ] + extra)
    guard r.status == 0 else { throw Failure("\(preset): render \(out) failed: \(r.stderr)") }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// `pixel` laid over the sky.
  static func over(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (Double, Double, Double) {
    let a = Double(p.a) / 255
    return (Double(p.r) * a + sky.r * (1 - a), Double(p.g) * a + sky.g * (1 - a), Double(p.b) * a + sky.b * (1 - a))
  }

  /// The mean colour difference of two transparent drawings laid over the sky, in levels.
  static func meanOverSky(_ shot: ImageFile, _ tile: (x: Int, y: Int), _ stage: ImageFile) -> Double {
    var sum = 0.0
    for y in 0..<stage.height {
      for x in 0..<stage.width {
        let a = over(shot.pixel(tile.x + x, tile.y + y)), b = over(stage.pixel(x, y))
        sum += abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2)
      }
    }
    return sum / Double(stage.width * stage.height * 3)
  }

  /// One built-in's files: its page, its transparent frames and Lottie file, and the 8 frames looked at.
  struct Exported {
    let name: String, folder: URL, page: URL, clear: URL, json: URL
    /// Its flat Lottie file, when it turns in depth.
    let flat: URL?
    let picks: [Int]
    /// The stage's drawings at the picks, in order.
    func frames() throws -> [ImageFile] { try ImageFile.frames(in: clear) }
  }

  static func export(_ preset: String, data: URL) throws -> Exported {
    let folder = data.appendingPathComponent(preset.replacingOccurrences(of: " ", with: "-"), isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let page = folder.appendingPathComponent("page.html"), json = folder.appendingPathComponent("motion.json")
    let clear = folder.appendingPathComponent("clear", isDirectory: true)
    try render(preset, page.path, ["--background", "transparent"], data: data)
    try render(preset, clear.path + "/", ["--background", "transparent", "--fps", "\(Self.fps)"], data: data)
    try render(preset, json.path, ["--background", "transparent"], data: data)
    var flat: URL?
    if try String(contentsOf: json, encoding: .utf8).contains("\"ty\":13") {
      flat = folder.appendingPathComponent("flat.json")
      try render(preset, flat!.path, ["--background", "transparent", "--lottie", "flat"], data: data)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: clear.path).sorted()
    let picks = (0..<8).map { (2 * $0 + 1) * names.count / 16 }
    // Only the frames looked at stay, so one ImageMagick run reads them all.
    let kept = Set(picks.map { String(format: "frame-%04d.png", $0) })
    for name in names where !kept.contains(name) {
      try FileManager.default.removeItem(at: clear.appendingPathComponent(name))
    }
    return Exported(name: preset, folder: folder, page: page, clear: clear, json: json, flat: flat, picks: picks)
  }

  /// The page's 8 tiles (from `shot`, starting at tile `first`) against the stage; then the Lottie file, drawn
  /// where a flat player can, its structure where it turns in depth. A line of figures, or what failed.
  static func check(_ e: Exported, shot: ImageFile, first: Int, columns: Int, rlottie: URL) throws -> String {
    var problems: [String] = []
    var worstMean = 0.0, worstIoU = 1.0
    let stages = try e.frames()
    guard stages.count == e.picks.count else { throw Failure("\(e.name): \(stages.count) frames read") }
    for (k, pick) in e.picks.enumerated() {
      let stage = stages[k]
      let tile = (x: ((first + k) % columns) * Self.width, y: ((first + k) / columns) * Self.height)
      let mean = Self.meanOverSky(shot, tile, stage)
      // A drawing fainter than 3 % has no shape to speak of (a fade's first frames): its colours alone are held.
      let peak = stride(from: 3, to: stage.bytes.count, by: 4).reduce(0) { max($0, Int(stage.bytes[$1])) }
      let iou = peak < 8 ? 1 : CodeExportFidelityTests.silhouetteOverlap(shot, tile, stage).withinAPixel
      (worstMean, worstIoU) = (max(worstMean, mean), min(worstIoU, iou))
      if mean > 3 || iou < 0.97 { problems.append("html frame \(pick): mean \(mean) levels, IoU \(iou)") }
    }
    let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: e.json)) as? [String: Any])
    let layers = root["layers"] as? [[String: Any]] ?? []
    var lottie = "3-D (camera)"
    if layers.contains(where: { $0["ty"] as? Int == 13 }) {
      let motion = layers.first { $0["nm"] as? String == "Motion" && $0["ddd"] as? Int == 1 }
      let ks = motion?["ks"] as? [String: Any] ?? [:]
      if ks["rx"] == nil || ks["ry"] == nil { problems.append("its 3-D Lottie has no turning layer") }
      guard let flat = e.flat else { throw Failure("\(e.name): no flat Lottie file was made") }
      var figures: [String] = []
      for player in [Player.rlottie(rlottie), .thorvg] {
        let r = try Self.play(flat, player, e.picks, against: stages, in: e.folder)
        problems += r.problems
        figures.append(String(format: "%@ %.2f levels, IoU %.3f", player.name, r.mean, r.iou))
      }
      lottie = "3-D (camera); flat: " + figures.joined(separator: ", ")
    } else {
      let skews = Self.skews(root)
      let prefix = e.folder.appendingPathComponent(skews ? "thorvg" : "rlottie")
      let frames = e.picks.map { String($0 * 4) }
      let python = CodeExportLottieTests.repository.appendingPathComponent(".build/python").path
      let r =
        skews
        ? try Harness.run(
          "/usr/bin/python3",
          [
            CodeExportLottieTests.repository.appendingPathComponent("scripts/thorvg-frame.py").path, e.json.path,
            prefix.path,
          ] + frames, environment: ["PYTHONPATH": python])
        : try Harness.run(rlottie.path, [e.json.path, prefix.path] + frames)
      guard r.status == 0 else { throw Failure("\(e.name): the Lottie player failed: \(r.stderr)") }
      let drawn = try ImageFile.frames(in: e.folder, prefix: prefix.lastPathComponent + "-")
      var worst = 0.0
      for (k, pick) in e.picks.enumerated() where k < drawn.count {
        let mean = Self.meanOverSky(drawn[k], (0, 0), stages[k])
        worst = max(worst, mean)
        if mean > 3 { problems.append("lottie frame \(pick): mean \(mean) levels") }
      }
      if drawn.count != e.picks.count { problems.append("the Lottie player drew \(drawn.count) frames") }
      lottie = String(format: "%@ worst %.2f levels", skews ? "ThorVG" : "rlottie", worst)
    }
    if !problems.isEmpty { throw Failure("\(e.name): " + problems.joined(separator: "; ")) }
    return String(format: "%@: html worst %.2f levels, IoU %.4f; lottie %@", e.name, worstMean, worstIoU, lottie)
  }

  /// Whether a Lottie file skews anything: a transform's `sk` animated, or held at another angle than 0.
  static func skews(_ node: Any) -> Bool {
    if let object = node as? [String: Any] {
      if let sk = object["sk"] as? [String: Any], sk["a"] as? Int == 1 || (sk["k"] as? Double).map({ $0 != 0 }) == true
      {
        return true
      }
      return object.values.contains { skews($0) }
    }
    if let array = node as? [Any] { return array.contains { skews($0) } }
    return false
  }

  // The library and the imported CSS in two halves (every other motion each), so two workers can check them at once.
  func test_everyLibraryMotion_andImportedCSS_playInChromiumAndALottiePlayer_asOnTheStage_firstHalf() throws {
    try checkLibrary(half: 0)
  }

  func test_everyLibraryMotion_andImportedCSS_playInChromiumAndALottiePlayer_asOnTheStage_secondHalf() throws {
    try checkLibrary(half: 1)
  }

  func checkLibrary(half: Int) throws {
    let css = data.appendingPathComponent("imported.css")
    try Self.imported.write(to: css, atomically: true, encoding: .utf8)
    let imported = try Harness.run(Harness.binary.path, ["presets", "import", css.path, "--data-dir", data.path])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertEqual(imported.stdout.split(separator: "\n").count, 7, imported.stdout)
    let all = try library()
    XCTAssertGreaterThanOrEqual(all.count, 37)
    let names = all.indices.filter { $0 % 2 == half }.map { all[$0] }
    let tool = data.appendingPathComponent("lottie-frame")
    let source = CodeExportLottieTests.repository.appendingPathComponent("scripts/lottie-frame.c").path
    let cc = try Harness.run(
      "/bin/sh", ["-c", "gcc -O2 -o '\(tool.path)' '\(source)' $(pkg-config --cflags --libs rlottie sdl2 SDL2_image)"])
    XCTAssertEqual(cc.status, 0, cc.stderr)
    // Exported two at a time, then shot 16 motions to a Chromium run, then each held to its bars.
    let data: URL = self.data
    let exported = Results<Exported>(count: names.count)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for k in stride(from: worker, to: names.count, by: 2) {
        exported.set(k, Result { try Self.export(names[k], data: data) })
      }
    }
    let results = Results<String>(count: names.count)
    let columns = 8
    for start in stride(from: 0, to: names.count, by: 16) {
      let part = Array(start..<min(names.count, start + 16))
      var made: [(Int, Exported)] = []
      for k in part {
        switch exported.all[k] {
        case .success(let e)?: made.append((k, e))
        case .failure(let error)?: results.set(k, .failure(error))
        case nil: break
        }
      }
      guard !made.isEmpty else { continue }
      let batch = made
      let shot = try ChromiumGrid(width: Self.width, height: Self.height, columns: columns, folder: data).shot(
        batch.flatMap { _, e in e.picks.map { (e.page, Double($0) * 1000 / Double(Self.fps)) } }, transparent: true)
      DispatchQueue.concurrentPerform(iterations: batch.count) { i in
        let (k, e) = batch[i]
        results.set(k, Result { try Self.check(e, shot: shot, first: i * 8, columns: columns, rlottie: tool) })
      }
    }
    for (k, result) in results.all.enumerated() {
      switch result {
      case .success(let line)?: print("built-in export \(line)")
      case .failure(let error)?: XCTFail("\(error)")
      case nil: XCTFail("\(names[k]) was not checked")
      }
    }
  }
}

/// What each worker found, kept under a lock.
private final class Results<T>: @unchecked Sendable {
  private var items: [Result<T, Error>?]
  private let lock = NSLock()
  init(count: Int) { items = Array(repeating: nil, count: count) }
  func set(_ k: Int, _ result: Result<T, Error>) { lock.withLock { items[k] = result } }
  var all: [Result<T, Error>?] { lock.withLock { items } }
}
