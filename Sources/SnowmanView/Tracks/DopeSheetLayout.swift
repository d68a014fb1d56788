import SnowmanController
import SnowmanModel

/// The dope sheet on the Settings screen: the bar over the table ("Add keyframes here", where the playhead is,
/// the ruler the lanes share) and a lane of keyframes under each animated row and under the Artwork row, every
/// lane on one time axis from 0 s to the pass's end.
public struct DopeSheetLayout: Equatable, Sendable {
  /// The bar, its button and readout, and the ruler (`settings.playhead`: click or drag to move the playhead).
  public let bar: Rect, addKeys: Rect, readout: Rect, ruler: Rect
  /// Where 0 s and the pass's end are across every lane.
  public let axisStart: Double, axisEnd: Double
  /// The pass's length the axis spans, in seconds.
  public let duration: Double

  /// One lane: its track, its strip, and its keyframes' places in time order.
  public struct Lane: Equatable, Sendable {
    public let track: TrackName
    public let rect: Rect
    public let keys: [Rect]
  }
  public let lanes: [Lane]
  /// Where the playhead is across the lanes.
  public let playheadX: Double

  /// A keyframe's mark, its hit area a little larger.
  public static let keySize = 12.0, keyHitSize = 18.0

  /// The sheet in a table column from `x` and `width` wide, `origin` being the table's top in the window.
  init(x: Double, width: Double, origin: Double, table: SettingsTable, state: AppState) {
    bar = Rect(x, origin + table.keysBarY, width, SettingsTable.keysBarHeight)
    addKeys = Rect(bar.x + 16, bar.y + 8, 196, 36)
    readout = Rect(addKeys.maxX + 8, bar.y + 8, bar.maxX - 16 - addKeys.maxX - 8, 36)
    let inset = 16 + Self.keyHitSize / 2
    let start = x + inset, end = x + width - inset
    axisStart = start
    axisEnd = end
    ruler = Rect(x + 16, bar.y + 52, width - 32, 28)
    let setting = state.draft.edited
    let seconds = setting.durationSeconds
    duration = seconds
    var made: [Lane] = []
    func lane(_ track: TrackName, _ y: Double) -> Lane {
      let rect = Rect(x + 16, y, width - 32, SettingsTable.laneHeight)
      let times = setting.tracks.times(track)
      var keys: [Rect] = []
      for (i, t) in times.enumerated() {
        // A jump's two keyframes at one moment sit side by side, so each can be clicked.
        let shift = i > 0 && abs(times[i - 1] - t) <= AnimationSetting.keyReach ? Self.keySize * 0.75 : 0
        let cx = Self.x(of: t, start: start, end: end, duration: seconds) + shift
        keys.append(Rect(cx - Self.keyHitSize / 2, rect.midY - Self.keyHitSize / 2, Self.keyHitSize, Self.keyHitSize))
      }
      return Lane(track: track, rect: rect, keys: keys)
    }
    made.append(lane(.picture, origin + table.pictureLaneY))
    for row in table.rows {
      guard let y = row.laneY else { continue }
      made.append(lane(.property(row.key), origin + y))
    }
    lanes = made
    playheadX = Self.x(of: state.playhead, start: start, end: end, duration: seconds)
  }

  static func x(of seconds: Double, start: Double, end: Double, duration: Double) -> Double {
    start + (end - start) * min(max(seconds / max(duration, 1e-9), 0), 1)
  }

  /// Where `seconds` is across the lanes.
  public func x(of seconds: Double) -> Double {
    Self.x(of: seconds, start: axisStart, end: axisEnd, duration: duration)
  }

  /// The moment at `x` across the lanes, within the pass.
  public func seconds(atX x: Double) -> Double {
    duration * min(max((x - axisStart) / max(axisEnd - axisStart, 1), 0), 1)
  }

  /// How many seconds `points` across the lanes span: what a drag snaps within.
  public func seconds(spanning points: Double) -> Double { duration * points / max(axisEnd - axisStart, 1) }

  /// The sheet's controls, the lanes in table order each followed by its keyframes, and whether each is shown
  /// while `shownWhole` is in view.
  func controls(viewport: Rect) -> [(id: ControlID, rect: Rect, shownWhole: Rect)] {
    var all: [(id: ControlID, rect: Rect, shownWhole: Rect)] = [
      (.feature(.tracks(.sheet)), viewport, viewport), (.feature(.tracks(.addKeys)), addKeys, bar),
      (.feature(.tracks(.playhead)), ruler, bar),
    ]
    for lane in lanes {
      all.append((.feature(.tracks(.lane(lane.track))), lane.rect, lane.rect))
      all += lane.keys.enumerated().map { (.feature(.tracks(.key(lane.track, $0.offset))), $0.element, lane.rect) }
    }
    return all
  }

  /// Where `id`, one of the sheet's, is: a keyframe's lane, for a keyframe.
  func rect(of id: ControlID) -> Rect? {
    switch id {
    case .feature(.tracks(.sheet)), .feature(.tracks(.addKeys)), .feature(.tracks(.playhead)): return bar
    case .feature(.tracks(.lane(let track))), .feature(.tracks(.key(let track, _))):
      return lanes.first { $0.track == track }?.rect
    default: return nil
    }
  }
}
