import Foundation

/// Runs jobs on up to `threads` background threads and hands their results back in the order they were submitted,
/// on the caller's thread. Results never depend on timing, so the output is the same for any thread count.
///
/// `@unchecked Sendable` because the worker closures reach `results`, which is read and written only while
/// `condition` is locked; `submitted` and `delivered` belong to the one thread that submits and consumes.
final class OrderedWork<Output: Sendable>: @unchecked Sendable {
  private let queue = DispatchQueue(label: "snowman.export.work", attributes: .concurrent)
  private let running: DispatchSemaphore
  /// At most this many results wait in memory (frames are large).
  private let capacity: Int
  private let condition = NSCondition()
  private var results: [Int: Result<Output, Error>] = [:]
  private var submitted = 0
  private var delivered = 0

  /// - Parameter threads: 1 or more.
  init(threads: Int) {
    running = DispatchSemaphore(value: max(1, threads))
    capacity = 2 * max(1, threads)
  }

  /// Starts `job`, first handing any finished results to `consume` (and waiting for one when `capacity` wait).
  func submit(_ job: @escaping @Sendable () throws -> Output, consume: (Output) throws -> Void) throws {
    while submitted - delivered >= capacity { try deliverNext(consume) }
    let index = submitted
    submitted += 1
    queue.async { [running, condition] in
      running.wait()
      let result = Result { try job() }
      running.signal()
      condition.lock()
      self.results[index] = result
      condition.broadcast()
      condition.unlock()
    }
    while try deliverIfReady(consume) {}
  }

  /// Waits for every job and hands the rest of the results to `consume`.
  func finish(_ consume: (Output) throws -> Void) throws {
    while delivered < submitted { try deliverNext(consume) }
  }

  /// Waits for the jobs still running and drops their results (after a failure or a cancel).
  func discard() {
    condition.lock()
    while results.count < submitted - delivered { condition.wait() }
    results.removeAll()
    delivered = submitted
    condition.unlock()
  }

  private func deliverNext(_ consume: (Output) throws -> Void) throws {
    condition.lock()
    while results[delivered] == nil { condition.wait() }
    condition.unlock()
    _ = try deliverIfReady(consume)
  }

  private func deliverIfReady(_ consume: (Output) throws -> Void) throws -> Bool {
    condition.lock()
    let result = results.removeValue(forKey: delivered)
    condition.unlock()
    guard let result else { return false }
    delivered += 1
    try consume(try result.get())
    return true
  }
}
