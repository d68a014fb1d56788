import Foundation
import SnowmanModel
import SnowmanView
import Synchronization

/// One export, frame by frame: frames are drawn on the caller's thread (SDL's, the main one in the window) and
/// encoded in order, on a thread of their own when `background` (the window keeps drawing and playing), or at once.
/// `snowman render` and the window's Export sheet both run one, so the same request gives the same bytes.
///
/// The job itself stays on the thread that draws; what the encoder's thread shares with it is `Encoding`, which the
/// compiler checks: the sink (C encoders' state) and the count and failure each behind a `Mutex`.
public final class ExportJob {
  public let request: RenderRequest
  /// Frames in all.
  public let frameCount: Int
  private let schedule: FrameSchedule
  private let stage: StageFrames
  private let encoding: Encoding
  private let encoder: DispatchQueue?
  private var drawn = 0

  /// What the drawing thread and the encoder's share: the sink, which one of them uses at a time (the encoder's
  /// queue when there is one: every `add`, `finish` and `abort` is queued there, and `finish()` drains it first),
  /// the frames written and the first failure.
  private final class Encoding: Sendable {
    let sink: Mutex<any FrameSink>
    let encoded = Mutex(0)
    let failure = Mutex<Error?>(nil)
    /// At most this many drawn frames wait for the encoder (each is width × height × 4 bytes).
    let slots = DispatchSemaphore(value: 4)

    init(_ sink: sending any FrameSink) { self.sink = Mutex(sink) }

    var isStopped: Bool { failure.withLock { $0 != nil } }

    func stop(_ error: Error) { failure.withLock { if $0 == nil { $0 = error } } }

    func check() throws { if let error = failure.withLock({ $0 }) { throw error } }

    /// Completes the file, or removes what was written when the job failed or completing fails.
    func finish() throws {
      do {
        try check()
        try sink.withLock { try $0.finish() }
      } catch {
        sink.withLock { $0.abort() }
        throw error
      }
    }
  }

  /// A job for `request`.
  /// - Parameter background: encode on a thread of its own (the window), or on the caller's (the command line).
  /// - Throws: `ExportError` when the output cannot be opened, `SDLError` when drawing cannot start.
  public convenience init(
    _ request: RenderRequest, artwork: Surface? = nil, artworkSource: ((ImageReference) -> Surface?)? = nil,
    background: Bool
  ) throws {
    let schedule = FrameSchedule(
      timeline: Timeline(request.setting), fps: request.fps, from: request.from, to: request.to)
    try self.init(
      request, artwork: artwork, artworkSource: artworkSource, background: background,
      sink: try Exporter.sink(for: request, schedule: schedule))
  }

  /// A job whose frames go to `sink` (the tests give one that answers late).
  init(
    _ request: RenderRequest, artwork: Surface? = nil, artworkSource: ((ImageReference) -> Surface?)? = nil,
    background: Bool, sink: sending any FrameSink
  ) throws {
    self.request = request
    schedule = FrameSchedule(timeline: Timeline(request.setting), fps: request.fps, from: request.from, to: request.to)
    frameCount = schedule.frameCount
    stage = try StageFrames(
      width: request.width, height: request.height, artwork: artwork,
      bands: min(4, ProcessInfo.processInfo.activeProcessorCount))
    stage.artworkSource = artworkSource
    encoding = Encoding(sink)
    encoder = background ? DispatchQueue(label: "snowman.export.encoder") : nil
  }

  deinit { cancel() }

  /// Frames written so far.
  public var framesEncoded: Int { encoding.encoded.withLock { $0 } }

  /// Draws the next frames and hands them on, until all are drawn, `enough()` says stop, or (in the background)
  /// the encoder has four waiting.
  /// - Returns: true once every frame is drawn.
  /// - Throws: the encoder's error, or `ExportError` after `cancel()`.
  public func drawFrames(until enough: () -> Bool) throws -> Bool {
    while drawn < frameCount {
      try encoding.check()
      if let encoder {
        guard encoding.slots.wait(timeout: .now()) == .success else { return false }
        var pixels = [UInt8]()
        let index = drawn
        try stage.draw(
          schedule.pose(frame: index), artwork: schedule.artwork(frame: index), costume: request.setting.costume,
          layers: schedule.layers(frame: index), density: request.density,
          background: request.background
        ) { rgba, stride in
          pixels.reserveCapacity(request.width * request.height * 4)
          for y in 0..<request.height {
            pixels.append(contentsOf: UnsafeBufferPointer(start: rgba + y * stride, count: request.width * 4))
          }
        }
        let (frame, encoding, stride) = (pixels, encoding, request.width * 4)
        encoder.async {
          defer { encoding.slots.signal() }
          guard !encoding.isStopped else { return }
          do {
            try encoding.sink.withLock { try $0.add(frame: index, pixels: frame.span, stride: stride) }
            encoding.encoded.withLock { $0 += 1 }
          } catch {
            encoding.stop(error)
          }
        }
      } else {
        let index = drawn
        try stage.draw(
          schedule.pose(frame: index), artwork: schedule.artwork(frame: index), costume: request.setting.costume,
          layers: schedule.layers(frame: index), density: request.density,
          background: request.background
        ) { rgba, stride in
          let bytes = UnsafeBufferPointer(start: rgba, count: stride * (request.height - 1) + request.width * 4)
          try encoding.sink.withLock { try $0.add(frame: index, pixels: bytes.span, stride: stride) }
        }
        encoding.encoded.withLock { $0 += 1 }
      }
      drawn += 1
      if enough() { return drawn == frameCount }
    }
    return true
  }

  /// Waits for the encoder and completes the file (it appears only now).
  /// - Throws: the encoder's error or `ExportError` after `cancel()`; nothing is left at the output path.
  public func finish() throws {
    encoder?.sync {}
    try encoding.finish()
  }

  /// Completes the file on the encoder's thread and calls `done` there with the outcome.
  public func finishInBackground(_ done: @escaping @Sendable (Error?) -> Void) {
    let encoding = encoding
    let work: @Sendable () -> Void = {
      do {
        try encoding.finish()
        done(nil)
      } catch {
        done(error)
      }
    }
    if let encoder { encoder.async(execute: work) } else { work() }
  }

  /// Stops the export: frames not yet written are dropped and what was written is removed.
  public func cancel() {
    encoding.stop(ExportError("the export was cancelled"))
    // Not `self`: this runs from deinit too, and a job must not outlive its deinit.
    let encoding = encoding
    encoder?.async { encoding.sink.withLock { $0.abort() } }
  }
}
