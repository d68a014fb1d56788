import SnowmanModel

/// Which poses an export holds and how long each is shown: frame i is the timeline at i/fps seconds,
/// and the frames cover the whole animation exactly once.
public struct FrameSchedule: Equatable, Sendable {
  /// The animation.
  public let timeline: Timeline
  /// Frames per second, 1...120.
  public let fps: Int

  public init(timeline: Timeline, fps: Int) {
    self.timeline = timeline
    self.fps = fps
  }

  /// Duration × fps × passes × repeats, at least 1.
  public var frameCount: Int {
    max(1, Int((Double(timeline.totalTicks) * Double(fps) / Double(Timeline.ticksPerSecond)).rounded()))
  }

  /// The pose of frame `index`, between two ticks when 1/fps is not a whole number of ticks.
  public func pose(frame index: Int) -> Pose {
    let ticks = Double(index) * Double(Timeline.ticksPerSecond) / Double(fps)
    let whole = Int(ticks.rounded(.down))
    let fraction = ticks - Double(whole)
    let a = timeline.pose(atTick: whole)
    guard fraction > 1e-9 else { return a }
    return a.interpolated(to: timeline.pose(atTick: whole + 1), fraction)
  }

  /// When frame `index` starts, in units of 1/`unitsPerSecond` s, rounded so that the rounding never adds up.
  public func start(frame index: Int, unitsPerSecond: Int) -> Int {
    Int((Double(index) * Double(unitsPerSecond) / Double(fps)).rounded())
  }

  /// How long frame `index` shows, in 1/`unitsPerSecond` s (GIF counts centiseconds, WebP milliseconds).
  public func delay(frame index: Int, unitsPerSecond: Int) -> Int {
    start(frame: index + 1, unitsPerSecond: unitsPerSecond) - start(frame: index, unitsPerSecond: unitsPerSecond)
  }
}
