import Foundation
import SnowmanFuzzing
import XCTest

/// SIGKILL in the middle of saving, and two processes saving into one folder at once.
final class CrashAndConcurrencyTests: XCTestCase {
  var work: URL!

  override func setUpWithError() throws { work = try Harness.tempFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: work) }

  /// `count` valid preset files named `prefix 0` … in a folder of their own.
  func sources(_ prefix: String, count: Int) throws -> [String] {
    let folder = work.appendingPathComponent("src-\(prefix)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try (0..<count).map { i in
      let url = folder.appendingPathComponent("\(i).json")
      try Data(HostileFiles.presetJSON(name: "\(prefix) \(i)").utf8).write(to: url)
      return url.path
    }
  }

  func startImport(_ files: [String], dataDir: URL, stdout: URL) throws -> Process {
    let p = Process()
    p.executableURL = Harness.binary
    p.arguments = ["presets", "import"] + files + ["--data-dir", dataDir.path]
    p.environment = Harness.childEnvironment()
    XCTAssertTrue(FileManager.default.createFile(atPath: stdout.path, contents: nil))
    p.standardOutput = try FileHandle(forWritingTo: stdout)
    p.standardError = FileHandle.nullDevice
    try p.run()
    return p
  }

  func test_sigkillDuringSaves_leavesOnlyWholePresets_andKeepsEverySaveThatReturned() throws {
    let files = try sources("Kill", count: 200)
    for seed in [1, 2, 3, 4, 5] {
      var rng = SplitMix(seed: UInt64(seed))
      let data = work.appendingPathComponent("data-\(seed)")
      let log = work.appendingPathComponent("log-\(seed).txt")
      let p = try startImport(files, dataDir: data, stdout: log)
      // Somewhere in the run, counted in saves the process has reported, not in time: after the first, before
      // the last.
      let after = Int.random(in: 1...190, using: &rng)
      let reachedIt = Harness.waitFor(60) {
        ((try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").count ?? 0) >= after
      }
      kill(p.processIdentifier, SIGKILL)
      p.waitUntilExit()
      XCTAssertTrue(reachedIt, "seed \(seed): \(after) saves reported within a minute")
      XCTAssertEqual(p.terminationReason, .uncaughtSignal, "seed \(seed): killed mid-run")

      let reported = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        .filter { $0.hasPrefix("imported ") }.map { String($0.dropFirst("imported ".count)) }
      let list = try Harness.run(Harness.binary.path, ["presets", "list", "--json", "--data-dir", data.path])
      XCTAssertEqual(list.stderr, "", "seed \(seed): every preset file parses")
      let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
      let names = Set(rows.filter { $0["kind"] as? String == "saved" }.compactMap { $0["name"] as? String })
      for name in reported { XCTAssertTrue(names.contains(name), "seed \(seed): \(name) was reported saved") }
      XCTAssertGreaterThanOrEqual(names.count, reported.count)
      XCTAssertLessThanOrEqual(names.count, reported.count + 1, "at most the save in flight is also there")
      // A kill before the first save leaves no folder at all.
      let left =
        (try? FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("presets").path)) ?? []
      XCTAssertTrue(left.filter { !$0.hasPrefix(".tmp-") }.allSatisfy { $0.hasSuffix(".json") })
      XCTAssertLessThanOrEqual(left.filter { $0.hasPrefix(".tmp-") }.count, 1, "at most one temporary file, never read")
    }
  }

  func test_twoProcessesSaving200Each_leave400() throws {
    let a = try sources("A", count: 200), b = try sources("B", count: 200)
    let data = work.appendingPathComponent("data")
    let pa = try startImport(a, dataDir: data, stdout: work.appendingPathComponent("a.txt"))
    let pb = try startImport(b, dataDir: data, stdout: work.appendingPathComponent("b.txt"))
    pa.waitUntilExit()
    pb.waitUntilExit()
    XCTAssertEqual(pa.terminationStatus, 0)
    XCTAssertEqual(pb.terminationStatus, 0)
    let list = try Harness.run(Harness.binary.path, ["presets", "list", "--json", "--data-dir", data.path])
    let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
    let saved = rows.filter { $0["kind"] as? String == "saved" }
    XCTAssertEqual(saved.count, 400)
    XCTAssertEqual(Set(saved.compactMap { $0["name"] as? String }).count, 400)
  }
}
