import Foundation
import SnowmanController
import SnowmanDigest
import SnowmanExport
import SnowmanModel
import SnowmanStore
import SnowmanView

/// What `scripts/stage-reference.c` draws the stage benchmark's frames from, and what it is held to.
extension Bench {
  /// Writes what `scripts/stage-reference.c` needs to draw the stage benchmark's frames as Swift draws them:
  /// the poses (eight doubles each), the stage's assets, every frame's digest (`swift-digests.txt`, FNV-1a over each
  /// row's RGBA bytes, one line a frame, as the C program writes its own) and every 60th frame as Swift drew it
  /// (`swift-frame-N.png`, to count the pixels apart), so squashed, turned and faded poses are among them.
  static func dumpStage(to folder: String, width: Int, height: Int) throws {
    let url = URL(fileURLWithPath: folder)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw CLIError("cannot create the folder \(folder): \(error.localizedDescription)")
    }
    let schedule = FrameSchedule(timeline: Timeline(BuiltInPresets.showcase.setting), fps: 60)
    var values: [Double] = []
    for i in 0..<schedule.frameCount {
      let p = schedule.pose(frame: i)
      values += [p.scaleX, p.scaleY, p.offsetX, p.offsetY, p.rotationX, p.rotationY, p.rotationZ, p.opacity]
    }
    try AtomicFile.write(values.withUnsafeBytes { Data($0) }, to: url.appendingPathComponent("poses.bin"))
    try StageReference.write(width: width, height: height, to: url)
    let stage = try StageFrames(width: width, height: height)
    let showcase = (0..<benchFrames).map {
      (pose: schedule.pose(frame: $0 % schedule.frameCount), layers: [LayerDraw]())
    }
    try dumpFrames(showcase, named: "swift", stage: stage, to: url, width: width, height: height)
    try dumpScene(to: url, stage: stage, width: width, height: height)
  }

  /// As `dumpStage`, for Snowfall (the benchmark's `stage_render_ms_per_frame_scene` frames): `scene.bin` and the
  /// snowflake's levels (`StageReference.writeScene`), every frame's digest (`swift-scene-digests.txt`) and every
  /// 60th frame (`swift-scene-frame-N.png`).
  static func dumpScene(to url: URL, stage: StageFrames, width: Int, height: Int) throws {
    let snowfall = FrameSchedule(timeline: Timeline(BuiltInScenes.snowfall.setting), fps: 60)
    let density = RenderRequest.density(width: width, height: height)
    let frames = (0..<benchFrames).map { i in
      (pose: snowfall.pose(frame: i % snowfall.frameCount), layers: snowfall.layers(frame: i % snowfall.frameCount))
    }
    try StageReference.writeScene(frames, width: width, height: height, density: density, to: url)
    try dumpFrames(frames, named: "swift-scene", stage: stage, to: url, width: width, height: height)
  }

  /// Draws `frames` on the sky and writes each one's digest (`NAME-digests.txt`) and every 60th frame
  /// (`NAME-frame-N.png`).
  static func dumpFrames(
    _ frames: [(pose: Pose, layers: [LayerDraw])], named name: String, stage: StageFrames, to url: URL, width: Int,
    height: Int
  ) throws {
    var digests = ""
    for (k, frame) in frames.enumerated() {
      try stage.draw(
        frame.pose, layers: frame.layers, density: RenderRequest.density(width: width, height: height),
        background: .sky
      ) { rgba, stride in
        digests += digest(rgba, stride: stride, width: width, height: height)
        guard k % 60 == 0 else { return }
        try Surface.savePNG(
          rgba: rgba, width: width, height: height, stride: stride,
          to: url.appendingPathComponent("\(name)-frame-\(k).png").path)
      }
    }
    try AtomicFile.write(Data(digests.utf8), to: url.appendingPathComponent("\(name)-digests.txt"))
  }

  /// A frame's line of a digests file: FNV-1a, 64 bits, over each row's RGBA bytes (padding left out), as
  /// `scripts/stage-reference.c` writes its own.
  static func digest(_ rgba: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> String {
    var h: UInt64 = 14_695_981_039_346_656_037
    for y in 0..<height {
      for b in 0..<(width * 4) { h = (h ^ UInt64(rgba[y * stride + b])) &* 1_099_511_628_211 }
    }
    return String(h, radix: 16).leftPadded(to: 16) + "\n"
  }

  /// The frames the stage benchmark draws, here and in `scripts/stage-reference.c`.
  static let benchFrames = 600
}

extension String {
  /// Zeros before, to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
