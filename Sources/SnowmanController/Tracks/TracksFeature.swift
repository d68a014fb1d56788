import SnowmanModel

/// The dope sheet: each property's keyframes on one time axis beside its row of the table, the playhead across
/// them. Keyframes are selected, dragged in time (snapping to others and to 1/60 s), nudged, deleted, copied and
/// pasted; "Add keyframes here" keys every property at the playhead (what a new step did).
public enum TracksFeature {
  /// The drag under way: the keyframe held and where each selected keyframe was when it began.
  public struct State: Equatable, Sendable {
    var drag: Drag?

    struct Drag: Equatable, Sendable {
      let held: KeyframeRef
      let startTimes: [KeyframeRef: Double]
    }

    public init() {}
  }

  /// What the user did on the dope sheet, or what the clipboard held.
  public enum Action: Equatable, Sendable {
    /// "Add keyframes here", or Ctrl+K.
    case addKeyframesPressed
    /// A lane's keyframe at this index (in time order) was clicked, or pressed by a screen reader (`adding`: with
    /// Shift or Ctrl, to the selection): selected, the playhead on it, held for a drag.
    case keyframeClicked(TrackName, Int, adding: Bool)
    /// The keyframe held since its click was dragged to `seconds` into the pass; it snaps to another keyframe
    /// within `snap` seconds, else to the nearest 1/60 s. The other selected keyframes move with it.
    case keyframeDragged(toSeconds: Double, snap: Double)
    /// A lane's empty part was clicked at `seconds`: the playhead goes there and the selection clears.
    case laneClicked(TrackName, seconds: Double)
    /// The playhead was dragged, or set by a screen reader, to `seconds`.
    case playheadDragged(seconds: Double)
    /// ← or → on the focused playhead: a frame (with Shift, ten) either way.
    case playheadStepped(frames: Int)
    /// ← or → on a focused lane: its keyframe before or after the one selected (or the playhead) is selected.
    case laneArrowPressed(TrackName, forward: Bool)
    /// Shift+← or Shift+→ on a focused lane: the selected keyframes move a frame (1/60 s) a press.
    case nudgePressed(frames: Int)
    /// Delete or Backspace: the selected keyframes go.
    case deletePressed
    /// Ctrl+C: the selected keyframes go to the clipboard (with none selected, the curve does).
    case copyPressed
    /// Keyframes came from the clipboard: they are keyed from the playhead on.
    case keyframesPasted(String)
  }

  /// One frame: what a nudge moves and the grid a drag snaps to.
  public static let frame = 1.0 / 60

  /// Applies `action` to the draft's keyframes and selection; the playhead moves through the transport.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    let playhead = state.playhead
    switch action {
    case .addKeyframesPressed:
      let made = state.draft.edited.addKeyframesEverywhere(at: playhead)
      state.draft.selection = made.refs
      return made.seconds == playhead ? [] : [.send(.playheadMoved(seconds: made.seconds))]
    case .keyframeClicked(let track, let index, let adding):
      let ids = state.draft.edited.tracks.ids(track)
      guard ids.indices.contains(index) else { return [] }
      let ref = KeyframeRef(track, ids[index])
      guard let k = state.draft.edited.tracks.keyframe(ref) else { return [] }
      var selection = state.draft.selection
      if adding {
        if let i = selection.firstIndex(of: ref) { selection.remove(at: i) } else { selection.append(ref) }
      } else if !selection.contains(ref) {
        selection = [ref]
      }
      state.draft.selection = selection
      let times = selection.compactMap { r in state.draft.edited.tracks.keyframe(r).map { (r, $0.time) } }
      state.tracks.drag = State.Drag(held: ref, startTimes: Dictionary(uniqueKeysWithValues: times))
      return [.send(.playheadMoved(seconds: k.time))]
    case .keyframeDragged(let seconds, let snap):
      guard let drag = state.tracks.drag, let from = drag.startTimes[drag.held] else { return [] }
      let target = snapped(seconds, within: snap, ignoring: Set(drag.startTimes.keys), in: state.draft.edited)
      let duration = state.draft.edited.durationSeconds
      let delta = min(
        max(target - from, -(drag.startTimes.values.min() ?? 0)),
        duration - (drag.startTimes.values.max() ?? duration))
      for (ref, start) in drag.startTimes { state.draft.edited.tracks.update(ref, time: start + delta) }
      return [.send(.playheadMoved(seconds: from + delta))]
    case .laneClicked(_, let seconds):
      state.draft.selection = []
      state.tracks.drag = nil
      return [.send(.playheadMoved(seconds: seconds))]
    case .playheadDragged(let seconds):
      return [.send(.playheadMoved(seconds: seconds))]
    case .playheadStepped(let frames):
      let at = ((playhead / frame).rounded() + Double(frames)) * frame
      return [.send(.playheadMoved(seconds: min(max(at, 0), state.draft.edited.durationSeconds)))]
    case .laneArrowPressed(let track, let forward):
      let times = state.draft.edited.tracks.times(track), ids = state.draft.edited.tracks.ids(track)
      guard !ids.isEmpty else { return [] }
      let reach = AnimationSetting.keyReach
      let current = state.draft.selection.last { $0.track == track }.flatMap { ids.firstIndex(of: $0.id) }
      let index: Int?
      if let current {
        index = forward ? (current + 1 < ids.count ? current + 1 : nil) : (current > 0 ? current - 1 : nil)
      } else {
        index = forward ? times.firstIndex { $0 > playhead + reach } : times.lastIndex { $0 < playhead - reach }
      }
      guard let i = index ?? current else { return [] }
      state.draft.selection = [KeyframeRef(track, ids[i])]
      return [.send(.playheadMoved(seconds: times[i]))]
    case .nudgePressed(let frames):
      let selection = state.draft.selection
      guard !selection.isEmpty else { return [] }
      let duration = state.draft.edited.durationSeconds
      for ref in selection {
        guard let k = state.draft.edited.tracks.keyframe(ref) else { continue }
        let grid = ((k.time / frame).rounded() + Double(frames)) * frame
        state.draft.edited.tracks.update(ref, time: min(max(grid, 0), duration))
      }
      return state.draft.edited.tracks.keyframe(selection[0]).map {
        [.send(.playheadMoved(seconds: $0.time))]
      } ?? []
    case .deletePressed:
      for ref in state.draft.selection { state.draft.edited.tracks.remove(ref) }
      state.draft.selection = []
    case .copyPressed:
      let selection = state.draft.selection
      guard !selection.isEmpty else { return [.send(.curves(.copyCurvePressed(.css)))] }
      let clip = KeyframeClip(selection, of: state.draft.edited)
      let n = clip.items.count
      return [.writeClipboard(clip.text), .pass("Copied \(n) keyframe\(n == 1 ? "" : "s")")]
    case .keyframesPasted(let text):
      guard let clip = KeyframeClip(text: text) else {
        return [.tell("Nothing pasted: the clipboard holds no keyframes.")]
      }
      state.draft.selection = clip.paste(into: &state.draft.edited, at: playhead)
      let n = clip.items.count
      return [.pass("Pasted \(n) keyframe\(n == 1 ? "" : "s") at \(Easing.number(playhead, places: 2)) s")]
    }
    return []
  }

  /// `seconds` snapped to the nearest keyframe of the motion's (not `ignoring`) within `within` seconds, else to the
  /// nearest frame.
  static func snapped(_ seconds: Double, within: Double, ignoring: Set<KeyframeRef>, in setting: AnimationSetting)
    -> Double
  {
    var best: Double?
    for track in TrackName.all {
      for (id, t) in zip(setting.tracks.ids(track), setting.tracks.times(track))
      where !ignoring.contains(KeyframeRef(track, id)) && abs(t - seconds) <= within {
        if best.map({ abs(t - seconds) < abs($0 - seconds) }) ?? true { best = t }
      }
    }
    return best ?? (seconds / frame).rounded() * frame
  }
}

extension TracksFeature.Action {
  /// Which actions edit the draft (`AppAction.editGesture`): a drag or a held nudge is one undo step for the
  /// gesture; keys added, deleted or pasted are one edit each.
  var editGesture: Bool? {
    switch self {
    case .keyframeDragged, .nudgePressed: return true
    case .addKeyframesPressed, .deletePressed, .keyframesPasted: return false
    case .keyframeClicked, .laneClicked, .playheadDragged, .playheadStepped, .laneArrowPressed, .copyPressed:
      return nil
    }
  }
}

extension AppAction {
  /// The dope sheet's action, as the app's action.
  public static func tracks(_ action: TracksFeature.Action) -> AppAction { .feature(.tracks(action)) }
}
