import SnowmanModel

/// Which poses an export holds and how long each is shown: frame i is the timeline at `from` + i/fps seconds;
/// the frames cover the whole animation exactly once, or the segment from `from` up to, not including, `to`.
public struct FrameSchedule: Equatable, Sendable {
  /// The animation.
  public let timeline: Timeline
  /// Frames per second, 1...120.
  public let fps: Int
  /// Where the first frame is, in seconds.
  public let from: Double
  /// Where the segment ends (no frame at or past it), in seconds; nil for the whole animation.
  public let to: Double?

  /// The frames of `timeline` at `fps`, all of it or the segment `from`..<`to`.
  public init(timeline: Timeline, fps: Int, from: Double = 0, to: Double? = nil) {
    self.timeline = timeline
    self.fps = fps
    self.from = from
    self.to = to
  }

  /// Duration × fps × passes × repeats (or the segment's frames), at least 1.
  public var frameCount: Int {
    if from == 0 && to == nil {
      return max(1, Int((Double(timeline.totalTicks) * Double(fps) / Double(Timeline.ticksPerSecond)).rounded()))
    }
    let end = to ?? timeline.totalSeconds
    return max(1, Int(((end - from) * Double(fps) - 1e-9).rounded(.up)))
  }

  /// The pose of frame `index`, between two ticks when its time is not a whole number of ticks.
  public func pose(frame index: Int) -> Pose {
    let ticks = self.ticks(frame: index)
    let whole = Int(ticks.rounded(.down))
    let fraction = ticks - Double(whole)
    let a = timeline.pose(atTick: whole)
    guard fraction > 1e-9 else { return a }
    return a.interpolated(to: timeline.pose(atTick: whole + 1), fraction)
  }

  /// The picture frame `index` shows: the chain's picture at the tick the frame starts in.
  public func artwork(frame index: Int) -> ImageReference? {
    timeline.artwork(atTick: Int(ticks(frame: index).rounded(.down)))
  }

  /// The copies of the layers above the picture frame `index` shows, each at the frame's own moment.
  public func layers(frame index: Int) -> [LayerDraw] {
    guard !timeline.setting.layers.isEmpty else { return [] }
    return timeline.layerDraws(atExactTick: ticks(frame: index))
  }

  /// When frame `index` is, in ticks: a time meant to be a whole tick (1.0 s = tick 120) is that tick, not a hair
  /// short of it.
  private func ticks(frame index: Int) -> Double {
    let perSecond = Double(Timeline.ticksPerSecond)
    let ticks = from * perSecond + Double(index) * perSecond / Double(fps)
    return abs(ticks - ticks.rounded()) < 1e-6 ? ticks.rounded() : ticks
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
