import Foundation
import SnowmanFuzzing
import XCTest

/// Runs the built `snowman` binary and the X tools the end-to-end tests need.
enum Harness {
  /// The executable, built beside the test bundle.
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["SNOWMAN_BINARY"] { return URL(fileURLWithPath: path) }
    // On Linux the test bundle is an executable in the build folder, next to `snowman`.
    let tests = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return tests.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("snowman")
  }

  static func which(_ tool: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let path = "\(dir)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs `path` with `arguments` to completion.
  @discardableResult
  /// `quiet`: stop it once it and its children have used nearly no CPU for that many seconds (a hung browser,
  /// `StalledProcess`), as at the deadline.
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 60,
    quiet: Double? = nil
  ) throws -> Result {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    p.environment = childEnvironment(environment)
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    // Read while it runs so a chatty process cannot fill the pipe and stall.
    let outData = Collected(), errData = Collected()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      outData.set(out.fileHandleForReading.readDataToEndOfFile()); group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      errData.set(err.fileHandleForReading.readDataToEndOfFile()); group.leave()
    }
    _ = StalledProcess.wait(pid: p.processIdentifier, isRunning: { p.isRunning }, timeout: timeout, quiet: quiet)
    if p.isRunning { p.terminate() }
    p.waitUntilExit()
    group.wait()
    return Result(
      status: p.terminationStatus, stdout: String(decoding: outData.get(), as: UTF8.self),
      stderr: String(decoding: errData.get(), as: UTF8.self))
  }

  /// This process's environment with `extra` on top; under `make test-asan` the snowman processes check for leaks.
  static func childEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    // A deleted preset goes to the trash under XDG_DATA_HOME: the tests' own, never the user's.
    env["XDG_DATA_HOME"] = dataHome.path
    // The desktop's session bus (a portal saying "dark") must not reach the tests: each test that wants a bus
    // starts its own and passes its address.
    env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/snowman-tests-have-no-session-bus"
    if let child = env["SNOWMAN_CHILD_ASAN_OPTIONS"] { env["ASAN_OPTIONS"] = child }
    for (k, v) in extra { env[k] = v }
    return env
  }

  /// Whether the suite runs under a sanitizer, whose bookkeeping makes memory figures meaningless.
  static var sanitized: Bool { ProcessInfo.processInfo.environment["SNOWMAN_SANITIZER"] != nil }

  /// The XDG_DATA_HOME every process the tests start gets, unless a test gives its own.
  static let dataHome: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-e2e-xdg-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// A fresh temporary folder.
  static func tempFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass.
  static func waitFor(_ timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }
}

/// Why the harness could not set up what a test needs; it fails the test (a skip would hide a broken app).
struct HarnessError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Bytes handed from a reader thread to the test, behind a lock.
final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  func set(_ d: Data) { lock.lock(); data = d; lock.unlock() }
  func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}

/// An Xvfb server of the test's own, on a display number the server picks free itself (`-displayfd`), so tests
/// running in parallel processes never race for one.
final class XvfbServer {
  let display: String
  private let process: Process

  /// A server whose screen is `screen` (WxH) pixels.
  init(screen: String = "1600x1200") throws {
    guard let xvfb = Harness.which("Xvfb") else { throw XCTSkip("Xvfb is not installed (make test installs it)") }
    process = Process()
    process.executableURL = URL(fileURLWithPath: xvfb)
    // Xvfb writes the display it took to this pipe once it listens, then a newline.
    let chosen = Pipe()
    process.arguments = ["-displayfd", "1", "-screen", "0", screen + "x24", "-nolisten", "tcp"]
    process.standardOutput = chosen
    process.standardError = FileHandle.nullDevice
    try process.run()
    let said = Collected()
    let reader = Thread {
      var bytes = Data()
      while !bytes.contains(UInt8(ascii: "\n")) {
        let more = chosen.fileHandleForReading.availableData
        if more.isEmpty { break }
        bytes += more
      }
      said.set(bytes)
    }
    reader.start()
    guard Harness.waitFor(10, { said.get().contains(UInt8(ascii: "\n")) }),
      let number = Int(String(decoding: said.get(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      process.terminate()
      throw HarnessError("Xvfb is installed but did not say which display it took")
    }
    display = ":\(number)"
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
  }
}

/// A PNG decoded to RGBA bytes by ImageMagick.
struct ImageFile {
  let width: Int, height: Int
  let bytes: [UInt8]

  /// Decodes `png` with ImageMagick's `identify` and `convert`.
  static func rgba(_ png: URL) throws -> ImageFile {
    guard let identify = Harness.which("identify"), let convert = Harness.which("convert") else {
      throw XCTSkip("ImageMagick is not installed (make test installs it)")
    }
    let size = try Harness.run(identify, ["-format", "%w %h", png.path])
    let parts = size.stdout.split(separator: " ").compactMap { Int($0) }
    guard size.status == 0, parts.count == 2 else { throw CocoaError(.fileReadCorruptFile) }
    let raw = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-\(UUID().uuidString).rgba")
    defer { try? FileManager.default.removeItem(at: raw) }
    let r = try Harness.run(convert, [png.path, "-depth", "8", "rgba:\(raw.path)"])
    guard r.status == 0 else { throw CocoaError(.fileReadCorruptFile) }
    return ImageFile(width: parts[0], height: parts[1], bytes: [UInt8](try Data(contentsOf: raw)))
  }

  /// Every `PREFIXNNNN.png` of `folder` (`frame-0000.png` …), in order, decoded by one ImageMagick run.
  static func frames(in folder: URL, prefix: String = "frame-") throws -> [ImageFile] {
    guard let convert = Harness.which("convert") else {
      throw XCTSkip("ImageMagick is not installed (make test installs it)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasPrefix(prefix) && $0.hasSuffix(".png")
    }
    .sorted()
    guard let first = names.first else { return [] }
    let size = try rgba(folder.appendingPathComponent(first))
    let raw = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-\(UUID().uuidString).rgba")
    defer { try? FileManager.default.removeItem(at: raw) }
    let r = try Harness.run(
      convert, names.map { folder.appendingPathComponent($0).path } + ["-depth", "8", "rgba:\(raw.path)"],
      timeout: 300)
    guard r.status == 0 else { throw CocoaError(.fileReadCorruptFile) }
    let bytes = [UInt8](try Data(contentsOf: raw))
    let length = size.width * size.height * 4
    guard bytes.count == length * names.count else { throw CocoaError(.fileReadCorruptFile) }
    return (0..<names.count).map {
      ImageFile(width: size.width, height: size.height, bytes: Array(bytes[$0 * length..<($0 + 1) * length]))
    }
  }

  /// The pixel at (x, y).
  func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
  }
}
