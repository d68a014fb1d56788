import Foundation
import SnowmanController
import SnowmanDigest
import SnowmanExport
import SnowmanModel
import SnowmanStore
import SnowmanView

/// The workloads behind `snowman bench`. Each figure does the same work its name says, with nothing cached
/// across runs that the real path would not cache.
final class Bench {
  let runs: Int

  init(runs: Int) {
    self.runs = runs
  }

  static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// The median of `runs` timings of `body`, in seconds.
  func median(_ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
      let start = Bench.now()
      try body()
      times.append(Bench.now() - start)
    }
    times.sort()
    return times[times.count / 2]
  }

  func report(_ name: String, _ value: Double, _ unit: String, decimals: Int = 3) {
    // Unbuffered: a figure is on the terminal as soon as it is measured.
    FileHandle.standardOutput.write(Data("\(name): \(String(format: "%.\(decimals)f", value)) \(unit)\n".utf8))
  }

  /// The stage alone, headless, software renderer: draw and flush, no encoding, no read-back.
  func stage(frames: Int, width: Int, height: Int) throws {
    let stage = try StageFrames(width: width, height: height)
    let schedule = FrameSchedule(timeline: Timeline(BuiltInPresets.showcase.setting), fps: 60)
    let density = RenderRequest.density(width: width, height: height)
    let seconds = try median {
      for i in 0..<frames {
        try stage.drawOnly(schedule.pose(frame: i % schedule.frameCount), density: density, background: .sky)
      }
    }
    report("stage_render_ms_per_frame", seconds * 1000 / Double(frames), "ms")
    let allocations = AllocationCounter.count {
      for i in 0..<120 { try? stage.drawOnly(schedule.pose(frame: i), density: density, background: .sky) }
    }
    if let allocations { report("stage_render_allocs_per_frame", Double(allocations) / 120, "count", decimals: 2) }
    // Snowfall: the snowman and 24 snowflakes, each copy through the same exact sampler, over its whole scene.
    let snowfall = FrameSchedule(timeline: Timeline(BuiltInScenes.snowfall.setting), fps: 60)
    let scene = try median {
      for i in 0..<frames {
        let k = i % snowfall.frameCount
        try stage.drawOnly(
          snowfall.pose(frame: k), layers: snowfall.layers(frame: k), density: density, background: .sky)
      }
    }
    report("stage_render_ms_per_frame_scene", scene * 1000 / Double(frames), "ms")
    // A user's pictures on the same stage: a 4096-px photo (opaque, every cell drawn) and a 512-px icon
    // (transparent margins trimmed), each through the loader as a PNG, as a dropped file would be.
    for (name, side, margin) in [("photo4096", 4096, 0), ("photo512", 512, 0), ("icon512", 512, 96)] {
      let loaded = try ArtworkLoader.decode(try Bench.testPicture(side: side, margin: margin), name: name)
      let user = try StageFrames(width: width, height: height, artwork: loaded.surface)
      let s = try median {
        for i in 0..<frames {
          try user.drawOnly(schedule.pose(frame: i % schedule.frameCount), density: density, background: .sky)
        }
      }
      report("stage_render_ms_per_frame_\(name)", s * 1000 / Double(frames), "ms")
    }
  }

  /// A square test picture as PNG bytes: a colour field with a pattern (a photo has no empty cells), inside a
  /// transparent margin of `margin` pixels.
  static func testPicture(side: Int, margin: Int) throws -> Data {
    let surface = try Surface(width: side, height: side)
    _ = surface.withPixels { base, pitch in
      for y in 0..<side {
        for x in 0..<side {
          let p = base + y * pitch + x * 4
          let inside = x >= margin && y >= margin && x < side - margin && y < side - margin
          p[0] = UInt8((x * 255) / side); p[1] = UInt8((y * 255) / side); p[2] = UInt8(((x ^ y) & 0xFF))
          p[3] = inside ? 255 : 0
        }
      }
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-bench-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try surface.savePNG(to: url.path)
    return try Data(contentsOf: url)
  }

  /// A whole UI frame offscreen at 480×800: layout, hit-test map, drawing, flush.
  func uiFrames() throws {
    let ui = try OffscreenUI(presets: 0)
    ui.choosePreset(row: 1)
    ui.play()
    let frames = 300
    // Showcase ends after 240 ticks: played again each time it ends, so every frame measured is one of it playing
    // (a stage at rest is laid over from its kept layer, `StageLayer`, and measured by the picker's figure).
    func playingFrame() {
      if ui.controller.state.playbackRate == nil { ui.play() }
      ui.frame(ticks: 2)
    }
    let animation = median {
      for _ in 0..<frames { playingFrame() }
    }
    report("ui_frame_ms_animation", animation * 1000 / Double(frames), "ms")
    // Counted from the second frame of a pass (pressing Play is an action, not a frame) for 100 of its 120 frames.
    while ui.controller.state.playbackRate != nil { ui.frame(ticks: 2) }
    playingFrame()
    if let n = AllocationCounter.count({ for _ in 0..<100 { ui.frame(ticks: 2) } }) {
      report("ui_frame_allocs_animation", Double(n) / 100, "count", decimals: 2)
    }
    ui.controller.handle(.tabSelected(.settings))
    let settings = median {
      for _ in 0..<frames { ui.frame(ticks: 2) }
    }
    report("ui_frame_ms_settings", settings * 1000 / Double(frames), "ms")
    if let n = AllocationCounter.count({ for _ in 0..<120 { ui.frame(ticks: 2) } }) {
      report("ui_frame_allocs_settings", Double(n) / 120, "count", decimals: 2)
    }
    // The same screen while the table scrolls: layout and every cell drawn again each frame.
    var step = 0
    let scrolling = median {
      for _ in 0..<frames {
        step += 1
        ui.controller.handle(.settingsScrolled(points: step % 40 < 20 ? 4 : -4))
        ui.frame(ticks: 2)
      }
    }
    report("ui_frame_ms_settings_scrolling", scrolling * 1000 / Double(frames), "ms")
  }

  /// One controller tick while Showcase plays.
  func ticks() {
    let store = FilePresetStore(directory: URL(fileURLWithPath: "/nonexistent-snowman-bench"))
    let controller = AppStore(store: store, loaded: PresetLoadResult(presets: [], problems: []))
    OffscreenUI.choosePreset(row: 1, in: controller)
    let count = 1_000_000
    let seconds = median {
      for i in 0..<count {
        if i % 480 == 0 { OffscreenUI.play(in: controller) }
        controller.tick()
        controller.playbackTick()
      }
    }
    report("tick_ns", seconds * 1e9 / Double(count), "ns", decimals: 1)
  }

  /// Opening a folder of 10,000 presets, and the Animation screen listing them all.
  func presets() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FilePresetStore(directory: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for i in 0..<10_000 {
      let s = AnimationSetting(values: [.widthMultiplier: 0.1 + Double(i % 29) * 0.1])
      let preset = Preset(name: "Preset \(i + 1)", createdAt: Date(timeIntervalSince1970: Double(i)), setting: s)
      // Setting up is not what is measured: plain writes, without the store's fsync per file.
      try FilePresetStore.encode(preset).write(to: store.fileURL(for: preset.id))
    }
    var loaded = 0
    let seconds = median { loaded = store.loadAll().presets.count }
    guard loaded == 10_000 else { throw CLIError("the bench store read \(loaded) presets, not 10000") }
    report("presets_load_ms_10k", seconds * 1000, "ms", decimals: 1)

    let ui = try OffscreenUI(presets: 0, store: store)
    ui.choosePreset(row: 5000)
    ui.frame(ticks: 0)
    let frames = 300
    let picker = median {
      for i in 0..<frames {
        // Keep the wheel moving a row each frame (↓ ↑, as the mouse wheel does), so every frame lays out and draws
        // fresh rows.
        ui.press(i % 2 == 0 ? .down : .up)
        ui.frame(ticks: 2)
      }
    }
    report("picker_frame_ms_10k", picker * 1000 / Double(frames), "ms")
  }
}

/// The app's UI drawn into an offscreen 480×800 surface on the software renderer, as the window would draw it.
final class OffscreenUI {
  let context: SDLContext
  let surface: Surface
  let renderer: Renderer
  let scene: SceneRenderer
  let controller: AppStore
  let layouts = LayoutCache()

  init(presets: Int, store: PresetStore? = nil) throws {
    context = try SDLContext(video: false)
    // XRGB8888, as an X11 window's surface, so the figure includes the conversions a window pays.
    surface = try Surface(
      width: 480, height: 800, xrgb: ProcessInfo.processInfo.environment["SNOWMAN_BENCH_RGBA"] == nil)
    renderer = try Renderer(surface: surface)
    // An empty data folder nothing is written to: the bench reads presets and draws; it saves nothing.
    let folder = "/nonexistent-snowman-bench"
    let locations = DataLocations(dataDirectory: folder)
    let parts = try WindowParts(
      context: context, renderer: renderer, materials: SceneMaterials(software: true),
      store: store ?? FilePresetStore(directory: locations.presetsDirectory),
      images: ContentHash.imageStore(locations), preferences: Preferences(), dataDirectory: folder)
    (scene, controller) = (parts.scene, parts.controller)
  }

  /// What a click on Play does.
  func play() { Self.play(in: controller) }

  static func play(in controller: AppStore) { controller.handle(.transport(.playButtonPressed)) }

  /// What a click on the picker's row `row` does: its preset chosen.
  func choosePreset(row: Int) { Self.choosePreset(row: row, in: controller) }

  static func choosePreset(row: Int, in controller: AppStore) {
    for action in ControlID.feature(.library(.row(row))).clickActions { controller.handle(action) }
  }

  /// What `key` does in the state shown.
  func press(_ key: Key) {
    guard case .actions(let actions)? = InputMap.command(for: key, [], state: controller.state) else { return }
    for action in actions { controller.handle(action) }
  }

  func frame(ticks: Int) {
    for _ in 0..<ticks {
      controller.tick()
      controller.playbackTick()
    }
    controller.tellWindowSize(width: 480, height: 800)
    let layout = layouts.layout(width: 480, height: 800, state: controller.state)
    scene.draw(state: controller.state, layout: layout, interaction: Interaction(), alpha: 0.5, density: 1)
    renderer.flush()
  }
}
