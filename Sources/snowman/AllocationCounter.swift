import Foundation

/// Counts heap allocations when the bench runs with scripts/malloc-count.so preloaded, which exports
/// `snowman_malloc_count`; without it there is nothing to count and the figure is left out.
enum AllocationCounter {
  private typealias Counter = @convention(c) () -> UInt64

  private static let counter: Counter? = {
    // A nil handle is glibc's RTLD_DEFAULT: search every loaded object, the preloaded one included.
    guard let symbol = dlsym(nil, "snowman_malloc_count") else { return nil }
    return unsafeBitCast(symbol, to: Counter.self)
  }()

  private typealias Arm = @convention(c) (Int32) -> Void

  private static let arm: Arm? = {
    guard let symbol = dlsym(nil, "snowman_malloc_arm") else { return nil }
    return unsafeBitCast(symbol, to: Arm.self)
  }()

  /// The allocations `body` made, or nil when no counter is preloaded.
  static func count(_ body: () -> Void) -> Int? {
    guard let counter else { return nil }
    body()  // warm-up: caches fill on the first pass
    let before = counter()
    arm?(1)
    body()
    arm?(0)
    return Int(counter() - before)
  }
}
