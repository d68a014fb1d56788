import SnowmanController
import SnowmanModel

extension PointerRouter {
  /// What the dope sheet does with a press on `id` at `x`: a keyframe is selected (and held for a drag), a lane's
  /// empty part or the ruler moves the playhead there. Nil for any other control.
  static func dopeSheetPressed(_ id: ControlID, x: Double, layout: Layout, state: AppState) -> [AppAction]? {
    let sheet = layout.settings.dopeSheet
    switch id {
    case .feature(.tracks(.key(let track, let i))):
      return [.tracks(.keyframeClicked(track, i, adding: false))]
    case .feature(.tracks(.lane(let track))):
      return [.tracks(.laneClicked(track, seconds: sheet.seconds(atX: x)))]
    case .feature(.tracks(.playhead)):
      return [.tracks(.playheadDragged(seconds: sheet.seconds(atX: x)))]
    default:
      return nil
    }
  }

  /// Whether a press on `id` holds something the pointer then drags along the lanes' axis: a keyframe, or the
  /// playhead by its ruler.
  static func dragsAlongLanes(_ id: ControlID) -> Bool {
    switch id {
    case .feature(.tracks(.key)), .feature(.tracks(.playhead)): return true
    default: return false
    }
  }

  /// The held keyframe follows the pointer (snapping within 6 points of another keyframe), or the playhead does.
  static func dopeSheetDragged(_ id: ControlID, x: Double, layout: Layout) -> [AppAction] {
    let sheet = layout.settings.dopeSheet
    switch id {
    case .feature(.tracks(.key)):
      return [.tracks(.keyframeDragged(toSeconds: sheet.seconds(atX: x), snap: sheet.seconds(spanning: 6)))]
    case .feature(.tracks(.playhead)):
      return [.tracks(.playheadDragged(seconds: sheet.seconds(atX: x)))]
    default:
      return []
    }
  }
}
