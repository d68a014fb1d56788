import Foundation
import XCTest

/// The layers are kept apart by the compiler, not by a search of the sources: the View does not depend on the store
/// (`SnowmanStore`) nor the Controller on SDL, and make's builds check every import against Package.swift. Each
/// rule is tried here the way a mistake would make it: a scratch copy of the package (the sources linked, the
/// manifest copied) with one wrong import added, built as make builds; the build must fail, naming the module.
final class LayerImportTests: XCTestCase {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func test_aWrongImport_failsTheBuild() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-layers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for (target, module) in [("SnowmanView", "SnowmanStore"), ("SnowmanController", "CSDL2")] {
      let copy = try Self.scratchCopy(at: scratch, probing: target, with: "import \(module)\n")
      let (status, output) = try Self.run(
        ["swift", "build", "--explicit-target-dependency-import-check", "error", "--target", target], in: copy)
      XCTAssertNotEqual(status, 0, "\(target) built with import \(module): \(output.suffix(2000))")
      XCTAssertTrue(
        output.contains("imports another target (\(module))") || output.contains("no such module '\(module)'"),
        "the build failed, but not on import \(module): \(output.suffix(2000))")
    }
  }

  /// The package at `scratch` (made the first time): every folder of Sources and Tests linked, except `target`'s,
  /// whose files are linked one by one beside a new file holding `probe`.
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
      if name == target {
        try files.createDirectory(at: link, withIntermediateDirectories: false)
        for file in try files.contentsOfDirectory(atPath: real.path) {
          try files.createSymbolicLink(
            at: link.appendingPathComponent(file), withDestinationURL: real.appendingPathComponent(file))
        }
        try probe.write(to: link.appendingPathComponent("LayerProbe.swift"), atomically: true, encoding: .utf8)
      } else {
        try files.createSymbolicLink(at: link, withDestinationURL: real)
      }
    }
    return scratch
  }

  static func run(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
