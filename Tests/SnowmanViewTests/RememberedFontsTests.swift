import Foundation
import XCTest

@testable import SnowmanView

/// fontconfig's answer is remembered between starts (`RememberedFonts`): a start with it skips fontconfig, a damaged
/// or stale memory is never used, and fontconfig's newer answer replaces an old one.
final class RememberedFontsTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("remembered-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Two files standing for fonts (any readable file will do for the memory).
  private func fontFiles() throws -> (regular: String, bold: String) {
    let (regular, bold) = (folder.appendingPathComponent("a.ttf"), folder.appendingPathComponent("b.ttf"))
    try Data("regular".utf8).write(to: regular)
    try Data("bold".utf8).write(to: bold)
    return (regular.path, bold.path)
  }

  func test_rememberedFonts_areRecalledWhileTheirFilesAreThere() throws {
    let fonts = try fontFiles()
    let memory = RememberedFonts(file: folder.appendingPathComponent("cache/snowman/fonts"))
    XCTAssertNil(memory.recalled(), "nothing remembered yet")
    memory.remember(fonts)
    XCTAssertEqual(memory.recalled()?.regular, fonts.regular)
    XCTAssertEqual(memory.recalled()?.bold, fonts.bold)
    try FileManager.default.removeItem(atPath: fonts.bold)
    XCTAssertNil(memory.recalled(), "a font file that is gone")
  }

  func test_damagedMemory_isNotUsed() throws {
    let fonts = try fontFiles()
    let memory = RememberedFonts(file: folder.appendingPathComponent("fonts"))
    for damaged in [
      "", "\(fonts.regular)\n", "\(fonts.regular)\n\(fonts.bold)", "a.ttf\nb.ttf\n",
      "\(fonts.regular)\n\(fonts.bold)\nextra\n", "\u{0}\u{1}\u{FFFD}",
    ] {
      try Data(damaged.utf8).write(to: memory.file)
      XCTAssertNil(memory.recalled(), "memory \(damaged.debugDescription)")
    }
    try Data([0xFF, 0xFE, 0x00, 0x80]).write(to: memory.file)
    XCTAssertNil(memory.recalled(), "bytes that are not UTF-8")
  }

  func test_refresh_remembersFontconfigsNewerAnswerOnly() throws {
    let fonts = try fontFiles()
    let memory = RememberedFonts(file: folder.appendingPathComponent("fonts"))
    memory.remember(fonts)
    memory.refresh { fonts }
    XCTAssertEqual(memory.recalled()?.regular, fonts.regular, "the same answer")
    memory.refresh { throw FontError.notFound("DejaVu Sans") }
    XCTAssertEqual(memory.recalled()?.regular, fonts.regular, "fontconfig failing leaves the memory")
    memory.refresh { (fonts.bold, fonts.regular) }
    XCTAssertEqual(memory.recalled()?.regular, fonts.bold, "a newer answer")
    XCTAssertEqual(memory.recalled()?.bold, fonts.regular)
  }

  /// The window's materials take the remembered fonts without asking fontconfig, and fontconfig's (remembered) where
  /// nothing usable is remembered.
  func test_sceneMaterials_takeRememberedFontsElseFontconfigs() throws {
    let fonts = try fontFiles()
    let memory = RememberedFonts(file: folder.appendingPathComponent("fonts"))
    memory.remember(fonts)
    let taken = try SceneMaterials(software: true, remembered: memory).takeFonts()
    XCTAssertEqual([taken.regular, taken.bold], [fonts.regular, fonts.bold])

    try Data("damaged".utf8).write(to: memory.file)
    let located = try FontLocator.files()
    let found = try SceneMaterials(software: true, remembered: memory).takeFonts()
    XCTAssertEqual([found.regular, found.bold], [located.regular, located.bold])
    XCTAssertEqual(memory.recalled()?.regular, located.regular, "fontconfig's answer remembered")
  }

  func test_memoryFile_followsTheCacheFolder() {
    XCTAssertEqual(
      RememberedFonts(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.file.path, "/c/snowman/fonts")
    XCTAssertEqual(
      RememberedFonts(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.file.path, "/h/.cache/snowman/fonts")
    XCTAssertNil(RememberedFonts(environment: [:]), "no home")
  }
}
