import Foundation
import XCTest

@testable import SnowmanModel

/// The freedesktop.org trash, against a temporary `XDG_DATA_HOME`.
final class TrashTests: XCTestCase {
  var root: URL!
  var trash: Trash!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-trash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    trash = Trash(environment: ["HOME": "/nonexistent", "XDG_DATA_HOME": root.appendingPathComponent("data").path])
  }

  override func tearDown() { try? FileManager.default.removeItem(at: root) }

  func file(_ relative: String, _ text: String) throws -> URL {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  func test_theHomeTrash_isXDGDataHomeTrash() {
    XCTAssertEqual(trash.home.path, root.appendingPathComponent("data/Trash").path)
    XCTAssertEqual(Trash(environment: ["HOME": "/home/ann"]).home.path, "/home/ann/.local/share/Trash")
    XCTAssertEqual(
      Trash(environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "relative"]).home.path,
      "/home/ann/.local/share/Trash", "a relative XDG_DATA_HOME is ignored, as the base directory spec says")
  }

  func test_aTrashedFile_movesToFiles_withAnInfoFile_percentEncoded() throws {
    let url = try file("my presets/Tall é%.json", "{}")
    let date = Date(timeIntervalSince1970: 1_790_000_000)
    let trashed = try trash.trash(url, date: date)
    XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    XCTAssertEqual(trashed.trashedURL.path, trash.home.path + "/files/Tall é%.json")
    XCTAssertEqual(try String(contentsOf: trashed.trashedURL, encoding: .utf8), "{}")
    XCTAssertEqual(trashed.infoURL.path, trash.home.path + "/info/Tall é%.json.trashinfo")
    let info = try String(contentsOf: trashed.infoURL, encoding: .utf8)
    let encoded = url.path.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "é", with: "%C3%A9")
      .replacingOccurrences(of: "%.json", with: "%25.json")
    var t = time_t(1_790_000_000)
    var parts = tm()
    localtime_r(&t, &parts)
    let local = String(
      format: "%04d-%02d-%02dT%02d:%02d:%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
      Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    XCTAssertEqual(info, "[Trash Info]\nPath=\(encoded)\nDeletionDate=\(local)\n")
    XCTAssertTrue(info.contains("%20") && info.contains("%C3%A9") && info.contains("%25"), info)
  }

  func test_sameNames_getNumbers_andEachRestoresToItsOwnPlace() throws {
    let a = try file("a/x.json", "A"), b = try file("b/x.json", "B"), c = try file("c/x.json", "C")
    let ta = try trash.trash(a), tb = try trash.trash(b), tc = try trash.trash(c)
    XCTAssertEqual(
      [ta, tb, tc].map(\.trashedURL.lastPathComponent), ["x.json", "x.2.json", "x.3.json"])
    XCTAssertEqual(
      [ta, tb, tc].map(\.infoURL.lastPathComponent), ["x.json.trashinfo", "x.2.json.trashinfo", "x.3.json.trashinfo"])
    try trash.restore(tb)
    XCTAssertEqual(try String(contentsOf: b, encoding: .utf8), "B")
    XCTAssertFalse(FileManager.default.fileExists(atPath: tb.infoURL.path))
    XCTAssertFalse(FileManager.default.fileExists(atPath: tb.trashedURL.path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: ta.trashedURL.path), "the others stay in the trash")
  }

  func test_restore_refusesToOverwrite_andKeepsBothFiles() throws {
    let a = try file("a/x.json", "old")
    let trashed = try trash.trash(a)
    try Data("new".utf8).write(to: a)
    XCTAssertThrowsError(try trash.restore(trashed)) { error in
      XCTAssertTrue("\(error)".contains("a file of that name is there now"), "\(error)")
    }
    XCTAssertEqual(try String(contentsOf: a, encoding: .utf8), "new")
    XCTAssertEqual(try String(contentsOf: trashed.trashedURL, encoding: .utf8), "old")
  }

  func test_aMissingFile_isAnError_andNothingIsTrashed() {
    XCTAssertThrowsError(try trash.trash(root.appendingPathComponent("none.json"))) { error in
      XCTAssertTrue("\(error)".contains("none.json"), "\(error)")
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: trash.home.path + "/files")) ?? []
    XCTAssertEqual(files, [])
  }

  /// /dev/shm is a tmpfs, another file system than the temporary folder: its own top-directory trash takes the
  /// file, with a path relative to that top, instead of a copy across file systems.
  func test_aFileOnAnotherFileSystem_goesToThatFileSystemsTrash() throws {
    var a = stat(), b = stat()
    XCTAssertEqual(stat("/dev/shm", &a), 0)
    XCTAssertEqual(stat(root.path, &b), 0)
    XCTAssertNotEqual(a.st_dev, b.st_dev, "the test needs /dev/shm on its own file system")
    let folder = URL(fileURLWithPath: "/dev/shm/snowman-trash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let topTrash = URL(fileURLWithPath: "/dev/shm/.Trash-\(getuid())")
    defer {
      try? FileManager.default.removeItem(at: folder)
    }
    let url = folder.appendingPathComponent("y.json")
    try Data("Y".utf8).write(to: url)
    let trashed = try trash.trash(url)
    defer {
      unlink(trashed.trashedURL.path)
      unlink(trashed.infoURL.path)
    }
    XCTAssertEqual(trashed.trashedURL.deletingLastPathComponent().deletingLastPathComponent().path, topTrash.path)
    let info = try String(contentsOf: trashed.infoURL, encoding: .utf8)
    XCTAssertTrue(info.contains("\nPath=\(folder.lastPathComponent)/y.json\n"), info)
    try trash.restore(trashed)
    XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "Y")
  }

  func test_theStore_trashesAndRestoresUnderTheSameID() throws {
    let store = FilePresetStore(directory: root.appendingPathComponent("presets"), trash: trash)
    let p = Preset(name: "Tall", setting: AnimationSetting())
    try store.save(p)
    let trashed = try store.moveToTrash(id: p.id)
    XCTAssertEqual(store.loadAll().presets, [])
    XCTAssertTrue(FileManager.default.fileExists(atPath: trashed.trashedURL.path))
    try store.restore(trashed)
    XCTAssertEqual(store.loadAll().presets.map(\.id), [p.id])
    XCTAssertThrowsError(try store.moveToTrash(id: UUID()))
  }

  func test_copyNames() {
    let taken: Set = ["Tall copy", "Tall copy 2"]
    XCTAssertEqual(PresetName.copy(of: "Tall") { taken.contains($0) }, "Tall copy 3")
    XCTAssertEqual(PresetName.copy(of: "Short") { taken.contains($0) }, "Short copy")
    let long = String(repeating: "n", count: 64)
    XCTAssertLessThanOrEqual(PresetName.copy(of: long) { _ in false }.count, PresetName.maxLength)
  }
}
