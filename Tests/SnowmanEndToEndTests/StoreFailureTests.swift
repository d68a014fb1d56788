import Foundation
import XCTest

/// Full disks, read-only folders, folders that vanish: the window shows the error and keeps the draft,
/// the command line exits non-zero with one sentence.
final class StoreFailureTests: XCTestCase {
  var work: URL!
  var mounted: [URL] = []

  override func setUpWithError() throws { work = try Harness.tempFolder() }

  override func tearDown() {
    for m in mounted.reversed() { _ = try? Harness.run("/bin/umount", [m.path]) }
    try? FileManager.default.removeItem(at: work)
  }

  /// A small tmpfs of the test's own (needs root, as on CI), optionally read-only.
  func tmpfs(_ name: String, sizeKB: Int) throws -> URL {
    let dir = work.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let r = try Harness.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(sizeKB)k", "tmpfs", dir.path])
    guard r.status == 0 else { throw XCTSkip("cannot mount a tmpfs here: \(r.stderr)") }
    mounted.append(dir)
    return dir
  }

  func presetFile(_ name: String) throws -> String {
    let url = work.appendingPathComponent("\(name).json")
    try Data(HostileFiles.presetJSON(name: name).utf8).write(to: url)
    return url.path
  }

  func fill(_ dir: URL) {
    // Write until the disk refuses.
    let junk = dir.appendingPathComponent("junk")
    XCTAssertTrue(FileManager.default.createFile(atPath: junk.path, contents: nil))
    if let h = try? FileHandle(forWritingTo: junk) {
      let block = Data(count: 4096)
      while (try? h.write(contentsOf: block)) != nil {}
      try? h.close()
    }
  }

  func test_commandLine_fullDisk_readOnly_missingFolder() throws {
    let full = try tmpfs("full", sizeKB: 64)
    try FileManager.default.createDirectory(
      at: full.appendingPathComponent("presets"), withIntermediateDirectories: true)
    fill(full)
    let r = try Harness.run(Harness.binary.path, ["presets", "import", try presetFile("Big"), "--data-dir", full.path])
    XCTAssertEqual(r.status, 1)
    XCTAssertTrue(r.stderr.contains("not imported: could not write \(full.path)/presets/"), r.stderr)
    XCTAssertTrue(r.stderr.contains("No space left on device"), r.stderr)
    let left = try FileManager.default.contentsOfDirectory(atPath: full.appendingPathComponent("presets").path)
    XCTAssertEqual(left, [], "no partial or temporary file")

    let ro = try tmpfs("ro", sizeKB: 256)
    try FileManager.default.createDirectory(at: ro.appendingPathComponent("presets"), withIntermediateDirectories: true)
    XCTAssertEqual(try Harness.run("/bin/mount", ["-o", "remount,ro", ro.path]).status, 0)
    let r2 = try Harness.run(Harness.binary.path, ["presets", "import", try presetFile("RO"), "--data-dir", ro.path])
    XCTAssertEqual(r2.status, 1)
    XCTAssertTrue(r2.stderr.contains("Read-only file system"), r2.stderr)

    let missing = work.appendingPathComponent("not/yet/there")
    let r3 = try Harness.run(
      Harness.binary.path, ["presets", "import", try presetFile("New"), "--data-dir", missing.path])
    XCTAssertEqual(r3.status, 0, r3.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: missing.appendingPathComponent("presets").path))
  }

  func test_window_fullDiskShowsTheError_keepsTheDraft_thenSavesWhenThereIsRoom() throws {
    let x = try XvfbServer()
    let disk = try tmpfs("disk", sizeKB: 128)
    // The ui-map lives off the full disk, so the test can still read what the window shows.
    let app = try AppUnderTest(x: x, dataDir: disk, mapFolder: work)
    try app.click("tab.settings")
    app.waitFor("Settings") { app.state["tab"] as? String == "settings" }
    try app.click("stepper.heightMultiplier.increment")
    app.waitFor("the draft") { app.label("settings.row.heightMultiplier") == "Height ×1.1" }
    // Now the disk fills up.
    fill(disk)
    try app.click("settings.save")
    app.waitFor("the prompt") { app.control("prompt.field") != nil }
    try app.key("Return")
    app.waitFor("the error on screen") {
      (app.state["notice"] as? String)?.hasPrefix("Could not save “Preset 1”") == true
    }
    XCTAssertTrue((app.state["notice"] as? String ?? "").contains("No space left on device"))
    XCTAssertEqual(app.label("settings.row.heightMultiplier"), "Height ×1.1", "the draft is kept")
    // Room again, and the folder deleted while the app runs: the next save makes it anew.
    try FileManager.default.removeItem(at: disk.appendingPathComponent("junk"))
    try? FileManager.default.removeItem(at: disk.appendingPathComponent("presets"))
    try app.click("notice")
    app.waitFor("the notice gone") { app.state["notice"] == nil || app.state["notice"] is NSNull }
    try app.click("settings.save")
    app.waitFor("the prompt again") { app.control("prompt.field") != nil }
    try app.key("Return")
    app.waitFor("the saved preset") { (app.state["presets"] as? [String])?.contains("Preset 1") == true }
    let files = try FileManager.default.contentsOfDirectory(atPath: disk.appendingPathComponent("presets").path)
    XCTAssertEqual(files.filter { $0.hasSuffix(".json") }.count, 1)
  }

  /// `snowman` with `args` as an unprivileged user: as root (CI) through setpriv to nobody, since root reads
  /// and writes past any permission bits; as anyone else, directly.
  func snowmanUnprivileged(_ args: [String]) throws -> Harness.Result {
    if getuid() != 0 { return try Harness.run(Harness.binary.path, args) }
    let setpriv = try XCTUnwrap(Harness.which("setpriv"), "util-linux's setpriv (Debian installs it always)")
    return try Harness.run(
      setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", Harness.binary.path] + args)
  }

  func test_unreadableFile_andReadOnlyFolder_asAnUnprivilegedUser() throws {
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.path)
    let presets = work.appendingPathComponent("presets")
    try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
    let locked = presets.appendingPathComponent("\(UUID().uuidString.lowercased()).json")
    let bytes = Data(HostileFiles.presetJSON(name: "Locked").utf8)
    try bytes.write(to: locked)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: presets.path)

    let list = try snowmanUnprivileged(["presets", "list", "--data-dir", work.path])
    XCTAssertEqual(list.status, 0, list.stderr)
    XCTAssertEqual(list.stderr, "snowman: skipped \(locked.path): cannot be opened: Permission denied\n")

    let source = try presetFile("New")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: source)
    let imported = try snowmanUnprivileged(["presets", "import", source, "--data-dir", work.path])
    XCTAssertEqual(imported.status, 1)
    XCTAssertTrue(
      imported.stderr.contains("not imported: could not write \(presets.path)"), "names the folder: \(imported.stderr)")
    XCTAssertTrue(imported.stderr.contains("Permission denied"), imported.stderr)

    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: presets.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked.path)
    XCTAssertEqual(try Data(contentsOf: locked), bytes, "the unreadable file was left as it was")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: presets.path), [locked.lastPathComponent])
  }
}
