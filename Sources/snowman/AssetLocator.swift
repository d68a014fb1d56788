import Foundation

/// Finds the artwork: `SNOWMAN_ASSETS_DIR`, then `<prefix>/share/snowman` beside an installed binary, then an
/// `Assets/` folder above the binary (a build in the source tree).
enum AssetLocator {
  static func spritePath(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
    let name = "snowman.png"
    var candidates: [URL] = []
    if let dir = environment["SNOWMAN_ASSETS_DIR"], !dir.isEmpty {
      candidates.append(URL(fileURLWithPath: dir).appendingPathComponent(name))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let binDir = executable.deletingLastPathComponent()
    candidates.append(binDir.deletingLastPathComponent().appendingPathComponent("share/snowman/\(name)"))
    var dir = binDir
    for _ in 0..<6 {
      candidates.append(dir.appendingPathComponent("Assets/\(name)"))
      dir = dir.deletingLastPathComponent()
    }
    if let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) {
      return found.path
    }
    throw CLIError(
      "the snowman artwork \(name) was not found (looked in \(candidates[0].deletingLastPathComponent().path) and beside the binary); set SNOWMAN_ASSETS_DIR"
    )
  }
}

/// An error shown to the user as one sentence.
struct CLIError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
