import SnowmanController
import SnowmanModel

extension Layout {
  /// The stage, which a click plays or pauses.
  static func stagePlace(_ stage: Rect) -> (ControlID, Rect) { (.feature(.transport(.stage)), stage) }

  /// The stage and its timeline alone, as the wide Settings screen shows them beside the table.
  static func stagePlaces(stage: Rect, timeline: Rect) -> [(ControlID, Rect)] {
    [stagePlace(stage), (.feature(.transport(.timeline)), timeline)]
  }

  /// The transport's controls where they are. The timeline's label (its readout) changes every tick; the ui-map
  /// fills it in, so a playing frame needs no new layout.
  static func transportPlaces(timeline: Rect, row: TransportRow) -> [(ControlID, Rect)] {
    [
      (.feature(.transport(.timeline)), timeline), (.feature(.transport(.loop)), row.loop),
      (.feature(.transport(.stepBackward)), row.stepBackward), (.feature(.transport(.play)), row.play),
      (.feature(.transport(.stepForward)), row.stepForward), (.feature(.transport(.speed)), row.speed),
    ]
  }

  /// Where the transport row's buttons go in a row `width` wide: Play in the middle, as wide as fits up to
  /// its full width, two round buttons on each side.
  struct TransportRow {
    let y: Double
    let loop: Rect, stepBackward: Rect, play: Rect, stepForward: Rect, speed: Rect

    init(x: Double, y: Double, width: Double) {
      self.y = y
      let b = Layout.transportButtonSize, gap = Layout.transportGap(rowWidth: width), h = Layout.playButtonSize.h
      let sides = 3 * b + Layout.speedButtonWidth + 4 * gap
      let playWidth = max(Layout.minimumPlayWidth, min(Layout.playButtonSize.w, width - sides))
      let total = playWidth + sides
      var left = x + (width - total) / 2
      let buttonY = y + (h - b) / 2
      func next(_ w: Double, _ top: Double, _ height: Double) -> Rect {
        defer { left += w + gap }
        return Rect(left, top, w, height)
      }
      loop = next(b, buttonY, b)
      stepBackward = next(b, buttonY, b)
      play = next(playWidth, y, h)
      stepForward = next(b, buttonY, b)
      speed = next(Layout.speedButtonWidth, buttonY, b)
    }
  }

  /// The inset of the timeline's track from the row's ends: the playhead's radius, so it stays inside.
  public static let timelineInset = 8.0

  /// The timeline's track, as wide as the timeline: its left edge is the start, its right edge the end.
  public var timelineTrack: Rect { Rect(timeline.x, timeline.maxY - 12, timeline.w, 4) }

  /// The fraction (0…1) of the timeline under window x.
  public func timelineFraction(atX x: Double) -> Double {
    timeline.w > 0 ? min(max((x - timeline.x) / timeline.w, 0), 1) : 0
  }
}
