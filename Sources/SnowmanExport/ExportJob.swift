import Foundation
import SnowmanModel
import SnowmanView

/// One export, frame by frame: frames are drawn on the caller's thread (SDL's, the main one in the window) and
/// encoded in order, on a thread of their own when `background` (the window keeps drawing and playing), or at once.
/// `snowman render` and the window's Export sheet both run one, so the same request gives the same bytes.
///
/// `@unchecked Sendable` because its work is split by thread, which the compiler cannot check (Swift has no way to
/// say "owned by this serial queue", and the sink holds C encoders' state that no lock could guard): `encoded` and
/// `failure`
/// are read and written under `lock`; `stage` and `drawn` belong to the thread that calls `drawFrames`; `sink`
/// belongs to the encoder's serial queue when there is one (every `add`, `finish` and `abort` is queued there, and
/// `finish()` drains it first) and to the caller's thread when there is none.
public final class ExportJob: @unchecked Sendable {
  public let request: RenderRequest
  /// Frames in all.
  public let frameCount: Int
  private let schedule: FrameSchedule
  private let stage: StageFrames
  private let sink: FrameSink
  private let encoder: DispatchQueue?
  /// At most this many drawn frames wait for the encoder (each is width × height × 4 bytes).
  private let slots = DispatchSemaphore(value: 4)
  private let lock = NSLock()
  private var encoded = 0
  private var failure: Error?
  private var drawn = 0

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
    background: Bool, sink: any FrameSink
  ) throws {
    self.request = request
    schedule = FrameSchedule(timeline: Timeline(request.setting), fps: request.fps, from: request.from, to: request.to)
    frameCount = schedule.frameCount
    stage = try StageFrames(
      width: request.width, height: request.height, artwork: artwork,
      bands: min(4, ProcessInfo.processInfo.activeProcessorCount))
    stage.artworkSource = artworkSource
    self.sink = sink
    encoder = background ? DispatchQueue(label: "snowman.export.encoder") : nil
  }

  deinit { cancel() }

  /// Frames written so far.
  public var framesEncoded: Int {
    lock.lock()
    defer { lock.unlock() }
    return encoded
  }

  /// Draws the next frames and hands them on, until all are drawn, `enough()` says stop, or (in the background)
  /// the encoder has four waiting.
  /// - Returns: true once every frame is drawn.
  /// - Throws: the encoder's error, or `ExportError` after `cancel()`.
  public func drawFrames(until enough: () -> Bool) throws -> Bool {
    while drawn < frameCount {
      try check()
      if let encoder {
        guard slots.wait(timeout: .now()) == .success else { return false }
        var pixels = [UInt8]()
        let index = drawn
        try stage.draw(
          schedule.pose(frame: index), artwork: schedule.artwork(frame: index), costume: request.setting.costume,
          density: request.density,
          background: request.background
        ) { rgba, stride in
          pixels.reserveCapacity(request.width * request.height * 4)
          for y in 0..<request.height {
            pixels.append(contentsOf: UnsafeBufferPointer(start: rgba + y * stride, count: request.width * 4))
          }
        }
        let frame = pixels
        encoder.async { [self] in
          defer { slots.signal() }
          guard !isStopped else { return }
          do {
            try frame.withUnsafeBufferPointer { buffer in
              guard let base = buffer.baseAddress else { return }
              try sink.add(frame: index, rgba: base, stride: request.width * 4)
            }
            lock.lock()
            encoded += 1
            lock.unlock()
          } catch {
            stop(error)
          }
        }
      } else {
        let index = drawn
        try stage.draw(
          schedule.pose(frame: index), artwork: schedule.artwork(frame: index), costume: request.setting.costume,
          density: request.density,
          background: request.background
        ) { rgba, stride in try sink.add(frame: index, rgba: rgba, stride: stride) }
        lock.lock()
        encoded += 1
        lock.unlock()
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
    do {
      try check()
      try sink.finish()
    } catch {
      sink.abort()
      throw error
    }
  }

  /// Completes the file on the encoder's thread and calls `done` there with the outcome.
  public func finishInBackground(_ done: @escaping @Sendable (Error?) -> Void) {
    let work: @Sendable () -> Void = { [self] in
      do {
        try check()
        try sink.finish()
        done(nil)
      } catch {
        sink.abort()
        done(error)
      }
    }
    if let encoder { encoder.async(execute: work) } else { work() }
  }

  /// Stops the export: frames not yet written are dropped and what was written is removed.
  public func cancel() {
    stop(ExportError("the export was cancelled"))
    // Not `self`: this runs from deinit too, and a job must not outlive its deinit.
    let sink = EncoderOwned(self.sink)
    encoder?.async { sink.value.abort() }
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return failure != nil
  }

  private func stop(_ error: Error) {
    lock.lock()
    if failure == nil { failure = error }
    lock.unlock()
  }

  private func check() throws {
    lock.lock()
    let error = failure
    lock.unlock()
    if let error { throw error }
  }
}

/// A value handed to the encoder's serial queue, which alone uses it from then on: `@unchecked Sendable` because
/// that hand-off, not the type, is what makes it safe, and Dispatch's `async` takes a `@Sendable` closure, not a
/// `sending` one, so the compiler cannot see the caller let go of it.
private struct EncoderOwned<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
