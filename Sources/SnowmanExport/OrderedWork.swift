import Foundation
import Synchronization

/// Runs jobs on up to `threads` background threads and hands their results back in the order they were submitted,
/// on the caller's thread. Results never depend on timing, so the output is the same for any thread count.
///
/// Not `Sendable`: it belongs to the one thread that submits and consumes. The workers reach only `Finished`, whose
/// results a `Mutex` owns.
final class OrderedWork<Output: Sendable> {
  /// What the workers hand back, by submission index, and a signal for each one that arrives.
  private final class Finished: Sendable {
    let results = Mutex<[Int: Result<Output, any Error>]>([:])
    let arrived = DispatchSemaphore(value: 0)
  }

  private let queue = DispatchQueue(label: "snowman.export.work", attributes: .concurrent)
  private let running: DispatchSemaphore
  /// At most this many results wait in memory (frames are large).
  private let capacity: Int
  private let finished = Finished()
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
    queue.async { [running, finished] in
      running.wait()
      let result = Result { try job() }
      running.signal()
      finished.results.withLock { $0[index] = result }
      finished.arrived.signal()
    }
    while try deliverIfReady(consume) {}
  }

  /// Waits for every job and hands the rest of the results to `consume`.
  func finish(_ consume: (Output) throws -> Void) throws {
    while delivered < submitted { try deliverNext(consume) }
  }

  /// Waits for the jobs still running and drops their results (after a failure or a cancel).
  func discard() {
    // Each wait takes one arrival's signal; signals left from results taken without waiting only end a wait early.
    while finished.results.withLock({ $0.count }) < submitted - delivered { finished.arrived.wait() }
    finished.results.withLock { $0.removeAll() }
    delivered = submitted
  }

  private func deliverNext(_ consume: (Output) throws -> Void) throws {
    let next = delivered
    while finished.results.withLock({ $0[next] == nil }) { finished.arrived.wait() }
    _ = try deliverIfReady(consume)
  }

  private func deliverIfReady(_ consume: (Output) throws -> Void) throws -> Bool {
    let next = delivered
    guard let result = finished.results.withLock({ $0.removeValue(forKey: next) }) else { return false }
    delivered += 1
    try consume(try result.get())
    return true
  }
}
