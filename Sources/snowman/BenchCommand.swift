import ArgumentParser
import Foundation
import SnowmanController
import SnowmanExport
import SnowmanModel
import SnowmanView

/// `snowman bench`: the in-process figures of `make bench`, one `name: value unit` a line, each the median of
/// five runs. (Start-up, memory and CPU of the real window are measured from outside by scripts/bench.sh.)
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench", abstract: "Measure the render path, UI frames, ticks and the preset store.")

  @Option(name: .long, help: "Frames per run of the stage benchmark (at least 600 for a fair figure).")
  var frames: Int = 600

  @Option(name: .long, help: "Stage size in pixels.")
  var size: SizeArgument = SizeArgument(width: 800, height: 600)

  @Option(name: .long, help: "Runs per figure; the median is printed.")
  var runs: Int = 5

  @Option(name: .long, help: "Only this group: stage, ui, tick, presets or a11y.")
  var only: String?

  @Option(
    name: .long,
    help: "Write the stage benchmark's poses and assets into DIR for scripts/stage-reference.c, and stop.")
  var dumpStage: String?

  static let groups = ["stage", "ui", "tick", "presets", "a11y"]

  func validate() throws {
    if frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames).") }
    if runs < 1 { throw ValidationError("--runs must be at least 1, not \(runs).") }
    if let only, !Self.groups.contains(only) {
      throw ValidationError("--only \(only) is not one of \(Self.groups.joined(separator: ", ")).")
    }
  }

  func run() throws {
    _ = try reportingErrors {
      if let dumpStage {
        try Bench.dumpStage(to: dumpStage, width: size.width, height: size.height)
        return 0
      }
      let bench = Bench(runs: runs)
      let groups = only.map { [$0] } ?? Self.groups
      if groups.contains("stage") { try bench.stage(frames: frames, width: size.width, height: size.height) }
      if groups.contains("ui") { try bench.uiFrames() }
      if groups.contains("tick") { bench.ticks() }
      if groups.contains("presets") { try bench.presets() }
      if groups.contains("a11y") { try bench.accessibility() }
      return 0
    }
  }
}
