import Foundation
import XCTest

/// The layers are kept apart by the compiler, not by a search of the sources: the View does not depend on the store
/// (`SnowmanStore`) nor the Controller on SDL, and make's builds check every import against Package.swift. Each
/// rule is tried here the way a mistake would make it: a scratch copy of the package (the manifest copied, C modules
/// linked) with one wrong import added, built as make builds; the build must fail, naming the module. Whether an
/// import is allowed is the manifest's to say, not the code's: each Swift target holds one empty file in the copy,
/// so the build reaches the probe in 3 s rather than compiling the View's dependencies for 25.
final class LayerImportTests: XCTestCase {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func test_aWrongImport_failsTheBuild() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-layers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // The copy builds with an import the manifest allows: what fails below fails on the wrong import alone.
    let allowed = try Self.scratchCopy(at: scratch, probing: "SnowmanView", with: "import SnowmanModel\n")
    let (built, log) = try Self.build("SnowmanView", in: allowed)
    XCTAssertEqual(built, 0, "the scratch copy did not build with import SnowmanModel: \(log.suffix(2000))")
    for (target, module) in [("SnowmanView", "SnowmanStore"), ("SnowmanController", "CSDL2")] {
      let copy = try Self.scratchCopy(at: scratch, probing: target, with: "import \(module)\n")
      let (status, output) = try Self.build(target, in: copy)
      XCTAssertNotEqual(status, 0, "\(target) built with import \(module): \(output.suffix(2000))")
      XCTAssertTrue(
        output.contains("imports another target (\(module))") || output.contains("no such module '\(module)'"),
        "the build failed, but not on import \(module): \(output.suffix(2000))")
    }
  }

  /// The package at `scratch` (made the first time): each Swift target's folder one empty file (`main.swift` for an
  /// executable) and an empty file for each resource; each C module's folder linked; `target`'s folder also holding
  /// `probe`.
  static func scratchCopy(at scratch: URL, probing target: String, with probe: String) throws -> URL {
    let files = FileManager.default
    let sources = scratch.appendingPathComponent("Sources")
    if !files.fileExists(atPath: sources.path) {
      try files.createDirectory(at: sources, withIntermediateDirectories: true)
      try files.copyItem(
        at: package.appendingPathComponent("Package.swift"), to: scratch.appendingPathComponent("Package.swift"))
      try files.createSymbolicLink(
        at: scratch.appendingPathComponent("Tests"), withDestinationURL: package.appendingPathComponent("Tests"))
    }
    for name in try files.contentsOfDirectory(atPath: package.appendingPathComponent("Sources").path) {
      let link = sources.appendingPathComponent(name), real = package.appendingPathComponent("Sources/\(name)")
      try? files.removeItem(at: link)
      let contents = try files.contentsOfDirectory(atPath: real.path)
      // A Swift target's files may sit in folders of their own (the Controller's features).
      let swift = (files.enumerator(atPath: real.path)?.allObjects as? [String] ?? []).contains {
        $0.hasSuffix(".swift")
      }
      guard swift else {
        try files.createSymbolicLink(at: link, withDestinationURL: real)
        continue
      }
      try files.createDirectory(at: link, withIntermediateDirectories: false)
      let stub = contents.contains("main.swift") ? "main.swift" : "Stub.swift"
      try "// A stand-in: which imports are allowed is the manifest's to say.\n".write(
        to: link.appendingPathComponent(stub), atomically: true, encoding: .utf8)
      // The manifest names each resource; an empty file of each name serves (the artwork, compiled in as array
      // literals, took the compiler 11 s).
      if contents.contains("Resources") {
        let resources = link.appendingPathComponent("Resources")
        try files.createDirectory(at: resources, withIntermediateDirectories: false)
        for file in try files.contentsOfDirectory(atPath: real.appendingPathComponent("Resources").path) {
          _ = files.createFile(atPath: resources.appendingPathComponent(file).path, contents: Data())
        }
      }
      if name == target {
        try probe.write(to: link.appendingPathComponent("LayerProbe.swift"), atomically: true, encoding: .utf8)
      }
    }
    return scratch
  }

  /// `swift build` of `target` in the package at `folder`, as make builds: its status and what it printed.
  static func build(_ target: String, in folder: URL) throws -> (Int32, String) {
    let r = try Harness.run(
      "/usr/bin/env",
      [
        "swift", "build", "--package-path", folder.path, "--explicit-target-dependency-import-check", "error",
        "--target", target,
      ],
      timeout: 600)
    return (r.status, r.stdout + r.stderr)
  }
}
