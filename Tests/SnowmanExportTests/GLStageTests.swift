import CSDL2
import Foundation
import SnowmanModel
import XCTest

@testable import SnowmanExport
@testable import SnowmanView

/// The window's OpenGL stage (Mesa under Xvfb: SDL's triangles on a grid as fine as the perspective needs, each cell
/// from the rip-map level its squash asks for, at 4 × 4 samples a pixel brought back by linear halvings) against the
/// software stage, at the generator's poses, every pose within the same bounds as the Chromium comparison.
final class GLStageTests: XCTestCase {
  static let width = 320, height = 240

  func test_generatedPoses_openGLMatchesTheSoftwareStage() throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    let environment = ProcessInfo.processInfo.environment
    let count = environment["SNOWMAN_FIDELITY_POSES"].flatMap(Int.init) ?? 200
    let cases = PoseGenerator.cases(count: count, seed: 2026_11_25)
    let gl = try GLStage(width: Self.width, height: Self.height)
    XCTAssertEqual(gl.rendererName, "opengl", "the accelerated path is SDL's OpenGL renderer on Mesa")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gl-stage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pictures = try TestPictures(folder: folder)
    var summary = FidelitySummary()
    for c in cases {
      let software = try StageFidelityTests.render(c, width: Self.width, height: Self.height, pictures: pictures)
      let accelerated = try gl.draw(c.pose, picture: pictures.surface(c.picture))
      let result = StageComparison(software, accelerated, width: Self.width, height: Self.height)
      summary.add(result, pose: c.index)
      if let failure = result.failure {
        XCTFail("pose \(c.index) (\(c.picture), tick \(c.tick), \(c.pose)): \(failure)")
        try StageFidelityTests.save(
          c, [("software", software), ("opengl", accelerated)], width: Self.width, height: Self.height)
      }
    }
    print(summary.line("stage fidelity, OpenGL against software"))
  }
}

/// The window's accelerated stage, offscreen: a hidden window's OpenGL renderer drawing the stage into a texture
/// (so "nothing" stays transparent), read back as straight-alpha RGBA as exports are.
final class GLStage {
  private let context: SDLContext
  private let window: Window
  private let renderer: Renderer
  private let target: Texture
  private var scenes: [ObjectIdentifier: SceneRenderer] = [:]
  let width: Int, height: Int
  var rendererName: String { renderer.name }

  init(width: Int, height: Int) throws {
    context = try SDLContext(video: true)
    window = try Window(
      context: context, title: "gl-stage", width: width, height: height, minimum: (1, 1), hidden: true)
    renderer = try Renderer(window: window, software: false)
    target = try Texture(renderer: renderer, targetWidth: width, height: height)
    (self.width, self.height) = (width, height)
  }

  func draw(_ pose: Pose, picture: Surface) throws -> [UInt8] {
    let key = ObjectIdentifier(picture)
    let scene = try scenes[key] ?? SceneRenderer(context: context, renderer: renderer, artwork: picture)
    scenes[key] = scene
    XCTAssertTrue(renderer.setTarget(target))
    let density = RenderRequest.density(width: width, height: height)
    scene.drawStage(
      pose: pose, width: Double(width) / density, height: Double(height) / density, density: density,
      background: .transparent)
    var out = [UInt8](repeating: 0, count: width * height * 4)
    let rc = out.withUnsafeMutableBytes {
      sdl.SDL_RenderReadPixels(renderer.pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, $0.baseAddress, Int32(width * 4))
    }
    renderer.setTarget(nil)
    XCTAssertEqual(rc, 0, "SDL_RenderReadPixels")
    out.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      StageFrames.unpremultiply(base, pitch: width * 4, width: width, height: height)
    }
    return out
  }
}

/// Xvfb on a display it picks free itself (`-displayfd`), for the OpenGL renderer (Mesa's GLX); SDL is pointed at
/// it before it starts its video. Tests in parallel processes then never race for one number.
final class VirtualDisplay {
  private let process = Process()

  init() throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    let chosen = Pipe()
    process.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
    process.standardOutput = chosen
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Xvfb writes the number once it listens, then a newline; a server that cannot start closes the pipe.
    var said = Data()
    while !said.contains(UInt8(ascii: "\n")) {
      let more = chosen.fileHandleForReading.availableData
      if more.isEmpty { break }
      said += more
    }
    let number = try XCTUnwrap(
      Int(String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
      "Xvfb did not say which display it took")
    setenv("DISPLAY", ":\(number)", 1)
    setenv("SDL_VIDEODRIVER", "x11", 1)
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }
}
