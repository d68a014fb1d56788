import Foundation

/// A folder of hostile preset files, and good ones with awkward names, for the reliability tests.
enum HostileFiles {
  static func presetJSON(
    id: String = UUID().uuidString, name: String = "Good", version: String = "1",
    setting: [String: String] = [:], extra: String = ""
  ) -> String {
    var values: [String: String] = [
      "widthMultiplier": "1.5", "heightMultiplier": "1", "horizontalOffset": "0", "verticalOffset": "0",
      "xFlips": "0", "ySpins": "0", "zTurns": "0", "opacity": "1", "duration": "2", "repeatCount": "1",
      "autoreverse": "true", "easing": "\"easeInOut\"",
    ]
    for (k, v) in setting { values[k] = v }
    let body = values.sorted { $0.key < $1.key }.filter { $0.value != "<missing>" }.map { "\"\($0.key)\": \($0.value)" }
      .joined(separator: ", ")
    let nameJSON = String(decoding: (try? JSONEncoder().encode(name)) ?? Data(), as: UTF8.self)
    return """
      {"version": \(version), "id": "\(id)", "name": \(nameJSON), "createdAt": "2026-11-22T09:00:00.000Z",\
       "setting": {\(body)}\(extra)}
      """
  }

  /// Writes the bad files; returns their file names with a piece of the reason each must be reported with.
  static func writeBad(into folder: URL) throws -> [(String, String)] {
    var cases: [(String, String)] = []
    func put(_ name: String, _ text: String, _ reason: String) throws {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
      cases.append((name, reason))
    }
    try put("empty.json", "", "is not valid JSON")
    try put("truncated.json", String(presetJSON().prefix(60)), "is not valid JSON")
    try put("not-json.json", "snowman, but not JSON", "is not valid JSON")
    try put("array.json", "[1, 2, 3]", "is not a preset object")
    try put("wrong-type-version.json", presetJSON(version: "\"1\""), "field \"version\"")
    try put("nan.json", presetJSON(setting: ["duration": "NaN"]), "is not valid JSON")
    try put("infinity.json", presetJSON(setting: ["opacity": "Infinity"]), "is not valid JSON")
    try put(
      "huge-number.json", presetJSON(setting: ["widthMultiplier": "1e308"]), "field \"widthMultiplier\" is 1e+308")
    try put("minus-zero-duration.json", presetJSON(setting: ["duration": "-0"]), "field \"duration\"")
    try put("negative-duration.json", presetJSON(setting: ["duration": "-2"]), "field \"duration\" is -2.0")
    try put("zero-duration.json", presetJSON(setting: ["duration": "0"]), "field \"duration\" is 0.0")
    try put("version-9.json", presetJSON(version: "9"), "field \"version\" is 9")
    try put("unknown-easing.json", presetJSON(setting: ["easing": "\"wobble\""]), "field \"easing\" is \"wobble\"")
    try put("missing-field.json", presetJSON(setting: ["opacity": "<missing>"]), "field \"opacity\" is missing")
    try put("null-field.json", presetJSON(setting: ["opacity": "null"]), "field \"opacity\" is null")
    try put("string-number.json", presetJSON(setting: ["opacity": "\"0.5\""]), "field \"opacity\" is \"0.5\"")
    try put("fractional-repeat.json", presetJSON(setting: ["repeatCount": "2.5"]), "field \"repeatCount\" is 2.5")
    try put("bad-id.json", presetJSON(id: "not-a-uuid"), "field \"id\"")
    try put("empty-name.json", presetJSON(name: ""), "field \"name\"")
    try put(
      "deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
      "is nested more than 16 levels deep")
    try put("id-mismatch.json", presetJSON(), "does not match its file name")
    let builtIn = "00000000-0000-4000-8000-000000000001"
    try put("\(builtIn).json", presetJSON(id: builtIn, name: "Fake Rest"), "its id is already taken")
    var invalid = Data(presetJSON(name: "XX").utf8)
    if let r = invalid.range(of: Data("XX".utf8)) { invalid.replaceSubrange(r, with: [0xFF, 0xFE]) }
    try invalid.write(to: folder.appendingPathComponent("invalid-utf8.json"))
    cases.append(("invalid-utf8.json", "is not UTF-8 text"))
    // 50 MB, sparse: refused by its size before a byte is read.
    let big = folder.appendingPathComponent("fifty-mb.json")
    guard FileManager.default.createFile(atPath: big.path, contents: nil), truncate(big.path, 50_000_000) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: big.path])
    }
    cases.append(("fifty-mb.json", "is larger than 1 MB"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
    cases.append(("folder.json", "is a folder, not a file"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("zero.json").path, withDestinationPath: "/dev/zero")
    cases.append(("zero.json", "is not a regular file"))
    mkfifo(folder.appendingPathComponent("fifo.json").path, 0o644)
    cases.append(("fifo.json", "is not a regular file"))
    return cases
  }

  /// Good presets with awkward names and contents: all must load. Returns their names.
  static func writeGood(into folder: URL) throws -> [String] {
    let names = [
      "Bell\u{7}\u{1B}[31mRed", "\u{202E}txt.exe", String(repeating: "long ", count: 2_000), "../x", "Minus zero",
    ]
    for name in names {
      let id = UUID().uuidString.lowercased()
      let setting = name == "Minus zero" ? ["opacity": "-0", "horizontalOffset": "-0"] : [:]
      try Data(presetJSON(id: id, name: name, setting: setting, extra: ", \"comment\": \"from a newer build\"").utf8)
        .write(to: folder.appendingPathComponent("\(id).json"))
    }
    return names
  }

  /// Bytes (or link target) and mode of every entry, to show nothing was touched.
  static func snapshot(_ folder: URL) throws -> [String: String] {
    var out: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let path = folder.appendingPathComponent(name).path
      var info = stat()
      lstat(path, &info)
      var content = "mode \(info.st_mode) size \(info.st_size)"
      if (info.st_mode & S_IFMT) == S_IFREG && info.st_size < 2_000_000,
        let data = FileManager.default.contents(atPath: path)
      {
        content += " bytes \(data.hashValue) \(data.count)"
      }
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) { content += " -> \(target)" }
      out[name] = content
    }
    return out
  }
}
