import CSDL2
import Foundation
import SnowmanController
import SnowmanExport
import SnowmanModel
import SnowmanView
import Synchronization

/// The window's export: started from the controller's order, a few frames drawn each turn of the loop on the
/// main thread (SDL's), encoded on a thread of its own, so the window keeps drawing and playing.
final class ExportRunner {
  /// One export under way, with its own outcome: a cancelled job that finishes late writes into its own, which
  /// nothing reads any more, never into the next export's.
  // The loop's alone: another thread reaches only its `outcome`, which is Sendable.
  private final class Running {
    /// The frames' job; nil for code, which is written whole on a thread of its own.
    let job: ExportJob?
    let output: URL
    /// The encoder thread's answer, taken by the loop, and how a code file's writing ended.
    let outcome = Outcome()
    var reported = -1
    var finishing = false
    init(job: ExportJob?, output: URL) {
      self.job = job
      self.output = output
    }
  }

  /// Makes the job for a request (the tests give one whose encoder answers late).
  typealias JobMaker = (RenderRequest, @escaping (ImageReference) -> Surface?) throws -> ExportJob

  private var running: Running?
  private let makeJob: JobMaker
  private let folder: () -> URL
  /// Seconds of drawing a turn of the loop may spend on export frames.
  static let budget = 0.006

  /// A runner writing into `folder` (the user's Pictures/Snowman by default).
  init(
    folder: @escaping () -> URL = { ExportDestination.folder() },
    makeJob: @escaping JobMaker = { try ExportJob($0, artworkSource: $1, background: true) }
  ) {
    self.folder = folder
    self.makeJob = makeJob
  }

  /// When quitting was last asked for during an export.
  private var quitAskedAt: Double?

  /// Whether an export is under way.
  var isRunning: Bool { running != nil }

  /// One turn of the loop: feeds or completes the export; returns what the controller should hear.
  /// `windowFocused` is asked only when an export completes.
  func step(windowFocused: () -> Bool) -> [AppAction] {
    guard let running else { return [] }
    let actions = feed(running, windowFocused: windowFocused)
    if self.running == nil { FreedMemory.giveBack() }
    return actions
  }

  private func feed(_ running: Running, windowFocused: () -> Bool) -> [AppAction] {
    if let result = running.outcome.take() {
      self.running = nil
      let url = running.output
      if let error = result {
        return [.export(.exportFailed("Could not export \(url.lastPathComponent): \(error)."))]
      }
      return [
        .export(
          .exportFinished(
            path: url.path, frames: running.job?.frameCount ?? 1, bytes: ExportRunner.size(of: url),
            inBackground: !windowFocused()))
      ]
    }
    guard let job = running.job else { return [] }
    var actions: [AppAction] = []
    if !running.finishing {
      let deadline = Date().addingTimeInterval(ExportRunner.budget)
      do {
        if try job.drawFrames(until: { Date() > deadline }) {
          running.finishing = true
          job.finishInBackground { [outcome = running.outcome] error in outcome.value.withLock { $0 = .some(error) } }
        }
      } catch {
        job.cancel()
        self.running = nil
        return [.export(.exportFailed("Could not export \(running.output.lastPathComponent): \(error)."))]
      }
    }
    let done = job.framesEncoded
    if done != running.reported {
      running.reported = done
      actions.append(.export(.exportProgressed(done: done, total: job.frameCount)))
    }
    return actions
  }

  /// Stops a running export at once (the window is closing); nothing is left behind.
  func cancel() {
    if let running {
      running.job?.cancel()
      let written = running.outcome.ended.withLock { ended in
        ended.cancelled = true
        return ended.written
      }
      if running.job == nil && written { try? FileManager.default.removeItem(at: running.output) }
    }
    running = nil
  }

  /// The sheet's Cancel: the export stops, and the sheet hears that it has.
  func cancelAsked() -> [AppAction] {
    cancel()
    return [.export(.exportCancelled)]
  }

  /// Quit was asked for at `now` (seconds). While an export runs, the first ask is answered with a question (what
  /// the controller hears); a second within the notice's 3 s stops the export and lets the window quit (nil).
  func quitAsked(at now: Double) -> [AppAction]? {
    if isRunning, quitAskedAt.map({ now - $0 > 3 }) ?? true {
      quitAskedAt = now
      return [.export(.quitAskedDuringExport)]
    }
    cancel()
    return nil
  }

  /// Starts exporting `order` into the user's Pictures/Snowman folder, never over an existing file.
  func start(_ order: ExportOrder, dataDirectory: String?) -> [AppAction] {
    cancel()
    let folder = folder()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return [.export(.exportFailed("Could not export: the folder \(folder.path) cannot be made."))]
    }
    let ext = order.format.fileExtension
    let url = ExportDestination.unusedURL(
      in: folder, name: ExportDestination.safeName(order.presetName), fileExtension: ext)
    do {
      let pictures = try RenderCommand.storedPictures(order.setting, dataDirectory)
      let stage = RenderRequest.referenceStage
      let frame = order.frameSize(stageWidth: stage.width, stageHeight: stage.height)
      let request = try RenderRequest(
        setting: order.setting, width: frame.width, height: frame.height, fps: order.fps, background: .sky,
        output: url.path + (ext == nil ? "/" : ""), lottie: order.format == .lottieFlat ? .flat : .threeD)
      if order.format.isCode {
        // Code is written whole, on a thread of its own: a flat Lottie takes up to a second or so, which the window
        // keeps drawing through. The pictures become PNG bytes here, where SDL's surfaces stay.
        let stage = try CodeExport.stage(
          request.setting, width: request.width, height: request.height, background: request.background,
          artwork: nil, artworkSource: { pictures[$0.sha256] }, halved: request.drawsHalvedCopies)
        let code = Running(job: nil, output: url)
        running = code
        Thread.detachNewThread { [outcome = code.outcome] in
          var failure: (any Error)?
          do { try CodeExport.write(request, stage: stage) } catch { failure = error }
          let cancelled = outcome.ended.withLock { ended in
            ended.written = true
            return ended.cancelled
          }
          if cancelled { try? FileManager.default.removeItem(at: url) }
          outcome.value.withLock { $0 = .some(failure) }
        }
        return [.export(.exportStarted(file: url.lastPathComponent))]
      }
      running = Running(job: try makeJob(request, { pictures[$0.sha256] }), output: url)
    } catch {
      return [.export(.exportFailed("Could not export \(url.lastPathComponent): \(error)."))]
    }
    return [.export(.exportStarted(file: url.lastPathComponent))]
  }

  /// A file's size, or a folder's (PNG frames) added up.
  static func size(of url: URL) -> Int {
    let fm = FileManager.default
    var isFolder: ObjCBool = false
    guard fm.fileExists(atPath: url.path, isDirectory: &isFolder) else { return 0 }
    if !isFolder.boolValue { return (try? fm.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0 }
    let names = (try? fm.contentsOfDirectory(atPath: url.path)) ?? []
    return names.reduce(0) { $0 + size(of: url.appendingPathComponent($1)) }
  }
}

/// How a finished export ended (nil: it did not fail), set on the encoder's thread, taken on the main one.
private final class Outcome: Sendable {
  let value = Mutex<(any Error)??>(nil)
  /// Whether the export was cancelled, and whether a code file's writing has ended: a cancelled code file that ends
  /// late is removed by whichever of the two comes second.
  let ended = Mutex((cancelled: false, written: false))

  /// The answer, if it came, taken once.
  func take() -> (any Error)?? {
    value.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
