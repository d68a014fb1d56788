import Foundation

/// A source of time in seconds, injected so tests can drive the clock by hand.
public protocol TimeSource: AnyObject {
  /// Seconds since an arbitrary origin; never decreases.
  func now() -> Double
}

/// A time source that moves only when told to, for tests.
public final class ManualTimeSource: TimeSource {
  /// The current time in seconds.
  public var time: Double
  /// Starts at `time`.
  public init(time: Double = 0) { self.time = time }
  /// Moves the time forward by `seconds`.
  public func advance(by seconds: Double) { time += seconds }
  public func now() -> Double { time }
}

/// Turns wall-clock frame times into whole fixed steps ("Fix Your Timestep!", Glenn Fiedler).
public struct FixedStepClock: Equatable, Sendable {
  /// The length of one step: 1/120 s.
  public let step: Double
  /// The longest frame time counted; a longer stall is clamped so it never causes a catch-up spiral.
  public let maxFrameTime: Double
  /// Time not yet consumed by whole steps, 0..<step after `advance`.
  public private(set) var accumulator: Double = 0

  /// A clock with 1/120 s steps and a 0.25 s clamp unless told otherwise.
  public init(step: Double = 1.0 / 120.0, maxFrameTime: Double = 0.25) {
    self.step = step
    self.maxFrameTime = maxFrameTime
  }

  /// Adds one frame's time and takes out whole steps.
  /// - Parameter frameTime: seconds since the last frame; negative counts as 0, more than `maxFrameTime` as that.
  /// - Returns: how many steps to run, and alpha (0..<1), how far the leftover time is into the next step.
  public mutating func advance(by frameTime: Double) -> (steps: Int, alpha: Double) {
    accumulator += min(max(frameTime, 0), maxFrameTime)
    // A small tolerance keeps 1/60 s from giving 1 step and 0.9999 of another through rounding.
    let tolerance = step * 1e-9
    var steps = 0
    while accumulator + tolerance >= step {
      accumulator -= step
      steps += 1
    }
    accumulator = max(accumulator, 0)
    return (steps, accumulator / step)
  }

  /// Drops the leftover time, e.g. after a pause, so no time is carried into the next play.
  public mutating func reset() { accumulator = 0 }
}
