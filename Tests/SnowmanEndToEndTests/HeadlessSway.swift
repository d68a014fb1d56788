import Foundation
import XCTest

/// A headless Wayland compositor of the test's own: sway with wlroots' headless backend and pixman renderer (no
/// GPU), one output at `scale`. sway refuses to run as root, so under root it runs as nobody.
final class HeadlessSway {
  let folder: URL
  let runtime: URL
  let process: Process
  private(set) var display = ""
  private(set) var ipc = ""

  /// An output of `width`×`height` points at `scale`, floating snowman windows at the size they ask for.
  init(scale: Int, width: Int, height: Int) throws {
    let sway = try XCTUnwrap(Harness.which("sway"), "make test installs sway")
    folder = try Harness.tempFolder()
    runtime = folder.appendingPathComponent("runtime")
    try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    let config = folder.appendingPathComponent("config")
    try Data(
      """
      output HEADLESS-1 mode \(width * scale)x\(height * scale) scale \(scale)
      default_border none
      for_window [app_id="snowman"] floating enable
      """.utf8
    ).write(to: config)
    var command = [sway, "-c", config.path]
    if getuid() == 0 {
      // Nobody's own runtime folder; root (the app, grim) may still reach the socket in it.
      chown(runtime.path, 65534, 65534)
      command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + command
    }
    chmod(runtime.path, 0o700)
    process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    var environment = Harness.childEnvironment([
      "XDG_RUNTIME_DIR": runtime.path, "WLR_BACKENDS": "headless", "WLR_RENDERER": "pixman",
      "WLR_LIBINPUT_NO_DEVICES": "1", "HOME": folder.path,
    ])
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: createdFile("sway.log"))
    try process.run()
    let up = Harness.waitFor(15) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: self.runtime.path)) ?? []
      if let socket = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }) {
        self.display = socket
      }
      if let socket = names.first(where: { $0.hasPrefix("sway-ipc.") }) {
        self.ipc = self.runtime.appendingPathComponent(socket).path
      }
      return !self.display.isEmpty && !self.ipc.isEmpty
    }
    if !up {
      stop()
      let log = (try? String(contentsOf: folder.appendingPathComponent("sway.log"), encoding: .utf8)) ?? ""
      throw HarnessError("sway did not come up: \(log.suffix(600))")
    }
  }

  deinit { stop() }

  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }

  private func createdFile(_ name: String) -> URL {
    let url = folder.appendingPathComponent(name)
    XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil), "cannot create \(url.path)")
    return url
  }

  /// What a Wayland client of this compositor needs.
  var environment: [String: String] {
    ["XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": display, "SWAYSOCK": ipc, "SDL_VIDEODRIVER": "wayland"]
  }

  /// The rectangle (in points) and shell of the first window with `appID`, from sway's tree.
  func window(appID: String) throws -> (x: Double, y: Double, w: Double, h: Double, shell: String)? {
    let swaymsg = try XCTUnwrap(Harness.which("swaymsg"))
    let r = try Harness.run(swaymsg, ["-t", "get_tree"], environment: environment)
    guard let tree = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] else { return nil }
    var found: (Double, Double, Double, Double, String)?
    func walk(_ node: [String: Any]) {
      if found == nil, node["app_id"] as? String == appID, let rect = node["rect"] as? [String: Any] {
        found = (
          rect["x"] as? Double ?? 0, rect["y"] as? Double ?? 0, rect["width"] as? Double ?? 0,
          rect["height"] as? Double ?? 0, node["shell"] as? String ?? ""
        )
      }
      for key in ["nodes", "floating_nodes"] { for child in node[key] as? [[String: Any]] ?? [] { walk(child) } }
    }
    walk(tree)
    return found
  }
}
