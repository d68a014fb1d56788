import Foundation
import XCTest

/// A feature's screen is its own files plus a case in each shared list: outside its folders in the Controller and
/// the View (`SnowmanController/<Name>/`, `SnowmanView/<Name>/`), at most six source files may name it (the tabs, the Controller's feature list
/// and state, the View's screen list, the ui-map's document, and the effect runner that answers it).
final class FeatureNamingTests: XCTestCase {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// The source files, outside `feature`'s own, whose text names it: any of `words` (exactly), or a match of
  /// `pattern` (a regular expression, for a state read as `state.playback` but not `state.playbackRate`), or
  /// without either the feature's name in any case.
  func filesNaming(_ feature: String, words: [String] = [], pattern: String? = nil) throws -> [String] {
    let files = try XCTUnwrap(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { ["swift", "h", "c"].contains($0.pathExtension) }
    XCTAssertGreaterThan(files.count, 100, "the sources are where this test looks: \(Self.sources.path)")
    return try files.compactMap { file -> String? in
      let path = String(file.path.dropFirst(Self.sources.path.count + 1))
      let own = path.hasPrefix("SnowmanController/\(feature)/") || path.hasPrefix("SnowmanView/\(feature)/")
      guard !own else { return nil }
      let text = try String(contentsOf: file, encoding: .utf8)
      let names: Bool
      if let pattern {
        names = text.range(of: pattern, options: .regularExpression) != nil
      } else {
        names = words.isEmpty ? text.lowercased().contains(feature.lowercased()) : words.contains(where: text.contains)
      }
      // The feature list is one list in a folder of files by the types it holds.
      let list = "SnowmanController/App/FeatureList/"
      return names ? (path.hasPrefix(list) ? String(list.dropLast()) : path) : nil
    }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.sorted()
  }

  /// Holds `feature` (looked for as `filesNaming` does) to six files outside its own, the feature list among them,
  /// and gives back the files that name it.
  @discardableResult
  func assertNamedByAtMostSixFiles(
    _ feature: String, words: [String] = [], pattern: String? = nil, as what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> [String] {
    let naming = try filesNaming(feature, words: words, pattern: pattern)
    XCTAssertLessThanOrEqual(
      naming.count, 6, "outside its own files, these name \(what): \(naming)", file: file, line: line)
    XCTAssertTrue(naming.contains("SnowmanController/App/FeatureList"), file: file, line: line)
    return naming
  }

  func test_theWardrobe_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    let naming = try filesNaming("Wardrobe")
    XCTAssertLessThanOrEqual(naming.count, 6, "outside its own files, these name the Wardrobe: \(naming)")
    // The lists a new screen fills in: if one of these stops naming it, the screen lost a case somewhere.
    for list in [
      "SnowmanModel/Preferences/Tab.swift", "SnowmanController/App/FeatureList", "SnowmanView/ScreenList.swift",
    ] {
      XCTAssertTrue(naming.contains(list), "\(list) is a list of the screens and should name the Wardrobe")
    }
  }

  /// "Curves" is also the Model's word for every easing, so the feature is looked for by its names in code: its
  /// reducer and its actions.
  func test_theCurvesFeature_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    try assertNamedByAtMostSixFiles("Curves", words: ["CurvesFeature", ".curves("], as: "the Curves feature")
  }

  /// The intro is a layer over every screen rather than a screen: the feature list's `FeatureLayer`, the View's
  /// screen list, and the `--intro` option's group.
  func test_theIntro_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    try assertNamedByAtMostSixFiles("Intro", as: "the intro")
  }

  /// "Export" is also a module's name and the word of every command that writes files, so the sheet is looked for
  /// by its names in code. It is a layer too; the row menu's Export… opens it, and the App's export runner answers
  /// it (named after it, in the App's module).
  func test_theExportSheet_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    let naming = try assertNamedByAtMostSixFiles(
      "Export", words: ["ExportFeature", "ExportSheet", ".export(", "exportSheet"], as: "the Export sheet")
    XCTAssertTrue(naming.contains("SnowmanView/ScreenList.swift"))
  }

  /// "Library" is also the Model's `PresetLibrary` (which the presets command reads), so the Animation screen's
  /// feature is looked for by its names in code: its reducer, its actions and its state read anywhere
  /// (`state.library`). The draft and the Export sheet are given what they need of it by the app (`AppState`'s
  /// contexts); the stage says what it plays, and the launch options and the benchmarks pick a preset.
  func test_thePresetsFeature_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    try assertNamedByAtMostSixFiles(
      "Library", pattern: #"LibraryFeature|\.library\(\.|state\.library\b"#, as: "the Library feature")
  }

  /// "Tracks" is also the model's (`setting.tracks`), so the dope sheet is looked for by its names in code: its
  /// reducer, its actions and its controls. It edits the draft's keyframes and selection; the playhead it moves is
  /// the transport's, through the app (`playheadMoved`).
  func test_theDopeSheet_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    try assertNamedByAtMostSixFiles("Tracks", words: ["TracksFeature", ".tracks(."], as: "the dope sheet")
  }

  /// The banner over every screen: its reducer, its actions (`.notice(.shown(…))` is how the effect runner tells
  /// the user something), its layout, its button's action, and its state read anywhere (`state.notice`).
  func test_theNotice_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    let words = ["NoticeFeature", ".notice(.", "state.notice", "NoticeLayout", "NoticeAction"]
    try assertNamedByAtMostSixFiles("Notice", words: words, as: "the notice")
  }

  /// The user's own picture: its reducer, its actions, and its state, the path field (`pathField`), wherever it is
  /// read. The Settings screen's Tab order and Save (which closes other fields) are the draft's.
  func test_theArtworkFeature_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    try assertNamedByAtMostSixFiles(
      "Artwork", words: ["ArtworkFeature", ".artwork(.", "pathField"], as: "the Artwork feature")
  }

  /// The Settings screen's table, its Save and Revert and the Save prompt: its reducer, its actions and its state,
  /// the prompt (`savePrompt`). "Draft" is also the app's document every feature edits (`state.draft`, the
  /// `Draft` the App holds), so the feature is looked for by its names in code.
  func test_theDraftFeature_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    try assertNamedByAtMostSixFiles(
      "Draft", words: ["DraftFeature", ".draft(.", "savePrompt"], as: "the Draft feature")
  }

  /// The keyboard's focus, with the key routing it drives (`InputMap` is in its folder): its reducer, its actions
  /// and its state read anywhere (`.focus.`). The accessibility tree and its bridge say and move it.
  func test_theFocus_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    try assertNamedByAtMostSixFiles("Focus", pattern: #"FocusFeature|\.focus\(\.|state\.focus\b"#, as: "the focus")
  }

  /// The transport: its reducer, its actions and its state, the playback, read anywhere (`state.playback`, not
  /// the app's derived `playbackRate`). The presets' pick stops it; the Settings screen's Tab order reaches its
  /// timeline; the launch options and the benchmarks press Play.
  func test_theTransport_isNamedByAtMostSixFilesOutsideItsOwn() throws {
    try assertNamedByAtMostSixFiles(
      "Transport", pattern: #"TransportFeature|\.transport\(\.|\.playback\b"#, as: "the transport")
  }
}
