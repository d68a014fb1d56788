import SnowmanModel

extension TracksFeature {
  /// The dope sheet's controls: the sheet itself (a tree table to a screen reader), "Add keyframes here", the
  /// playhead, a lane a track beside its row, and a lane's keyframes in time order.
  public enum Control: DescribedControl {
    case sheet
    case addKeys
    case playhead
    case lane(TrackName)
    /// The keyframe at this index of its lane, in time order (0-based; its id counts from 1).
    case key(TrackName, Int)

    public var key: String {
      switch self {
      case .sheet: return "settings.tracks"
      case .addKeys: return "settings.addKeys"
      case .playhead: return "settings.playhead"
      case .lane(let track): return "settings.track.\(track.key)"
      case .key(let track, let n): return "settings.track.\(track.key).key.\(n + 1)"
      }
    }

    public func label(in state: AppState) -> String {
      switch self {
      case .sheet: return "Keyframes"
      case .addKeys: return "Add keyframes here"
      case .playhead: return "\(Easing.number(state.playhead, places: 2)) s"
      case .lane(let track):
        let n = state.draft.edited.tracks.ids(track).count
        return "\(track.label), \(n) keyframe\(n == 1 ? "" : "s")"
      case .key(let track, let i): return Self.describe(track, i, in: state.draft.edited)
      }
    }

    /// "Z turns, keyframe 2 of 2, 2.00 s, 1 turn, linear": what a screen reader says of a keyframe, and its label.
    static func describe(_ track: TrackName, _ i: Int, in setting: AnimationSetting) -> String {
      let times = setting.tracks.times(track)
      guard times.indices.contains(i) else { return track.label }
      let head = "\(track.label), keyframe \(i + 1) of \(times.count), \(String(format: "%.2f", times[i])) s, "
      switch track {
      case .property(let key):
        let k = setting.tracks[key].keyframes[i]
        let how = k.hold ? "jump" : (i == 0 ? "start" : k.curve.css)
        return head + PropertyTable.spec(key).format(k.value) + ", " + how
      case .picture:
        return head + (setting.tracks.picture.keyframes[i].value?.name ?? "Snowman")
      }
    }

    /// A keyframe is there only while its lane has that many.
    public func isEnabled(in state: AppState) -> Bool {
      if case .key(let track, let i) = self { return state.draft.edited.tracks.ids(track).indices.contains(i) }
      return true
    }

    /// The keyframe a control stands for in `state`, if it is one that is there.
    func ref(in state: AppState) -> KeyframeRef? {
      guard case .key(let track, let i) = self else { return nil }
      let ids = state.draft.edited.tracks.ids(track)
      return ids.indices.contains(i) ? KeyframeRef(track, ids[i]) : nil
    }

    /// A keyframe pressed by a screen reader is chosen as a click chooses it (the pointer's press does it at once,
    /// to hold it for a drag).
    var clickActions: [AppAction] {
      switch self {
      case .addKeys: return [.tracks(.addKeyframesPressed)]
      case .key(let track, let i): return [.tracks(.keyframeClicked(track, i, adding: false))]
      case .sheet, .playhead, .lane: return []
      }
    }

    /// A lane's keys, and a keyframe's: the arrows walk the lane's keyframes, Shift moves the selected ones a
    /// frame, Delete deletes them, Ctrl+C and Ctrl+V copy and paste them. The playhead's arrows move it a frame.
    func keyActions(_ key: Key, ctrl: Bool, shift: Bool) -> [AppAction]? {
      let track: TrackName
      switch self {
      case .lane(let t), .key(let t, _): track = t
      case .playhead:
        switch key {
        case .left: return [.tracks(.playheadStepped(frames: shift ? -10 : -1))]
        case .right: return [.tracks(.playheadStepped(frames: shift ? 10 : 1))]
        default: return nil
        }
      case .sheet, .addKeys: return nil
      }
      switch key {
      case .left where shift: return [.tracks(.nudgePressed(frames: -1)), .pointerReleased]
      case .right where shift: return [.tracks(.nudgePressed(frames: 1)), .pointerReleased]
      case .left: return [.tracks(.laneArrowPressed(track, forward: false))]
      case .right: return [.tracks(.laneArrowPressed(track, forward: true))]
      case .delete, .backspace: return [.tracks(.deletePressed)]
      case .character("c") where ctrl && !shift: return [.tracks(.copyPressed)]
      case .character("v") where ctrl && !shift: return [.curves(.pasteKeyPressed)]
      default: return nil
      }
    }

    /// The playhead is named for what it is; its time is its value.
    func accessibleName(in state: AppState) -> String {
      if case .playhead = self { return "Playhead" }
      return label(in: state)
    }

    func accessibleValue(in state: AppState) -> AccessibleValue? {
      guard case .playhead = self else { return nil }
      return AccessibleValue(
        minimum: 0, maximum: state.draft.edited.durationSeconds, current: state.playhead,
        increment: TracksFeature.frame, text: label(in: state))
    }

    /// The playhead set by a screen reader goes there.
    func valueActions(_ value: Double, in state: AppState) -> [AppAction] {
      guard case .playhead = self else { return [] }
      return [.tracks(.playheadDragged(seconds: value))]
    }

    /// Its case without what it carries: `kind` numbers these in order.
    enum Kind: CaseIterable { case sheet, addKeys, playhead, lane, key }
    var caseKind: Kind {
      switch self {
      case .sheet: return .sheet
      case .addKeys: return .addKeys
      case .playhead: return .playhead
      case .lane: return .lane
      case .key: return .key
      }
    }

    static var every: [Control] {
      [.sheet, .addKeys, .playhead] + TrackName.all.map(Control.lane)
        + TrackName.all.flatMap { track in (0..<3).map { Control.key(track, $0) } }
    }
  }
}

extension TracksFeature.Control: AccessibleControl {
  var shape: ControlShape {
    switch self {
    case .key: return .circular
    case .lane: return .rowPart
    case .sheet, .addKeys, .playhead: return .rounded
    }
  }

  /// The sheet is a tree table, a lane its row, a keyframe its cell (as GTK 4's column view speaks it).
  var role: AccessibleRole {
    switch self {
    case .sheet: return .treeTable
    case .addKeys: return .pushButton
    case .playhead: return .slider
    case .lane: return .tableRow
    case .key: return .tableCell
    }
  }

  func group(in state: AppState) -> AccessibleGroup? {
    switch self {
    case .lane: return .inside(.feature(.tracks(.sheet)))
    case .key(let track, _): return .inside(.feature(.tracks(.lane(track))))
    case .sheet, .addKeys, .playhead: return nil
    }
  }

  /// A selected keyframe is the chosen cell.
  func isChosen(in state: AppState) -> Bool {
    ref(in: state).map { state.draft.selection.contains($0) } ?? false
  }

  func description(in state: AppState) -> String {
    switch self {
    case .lane, .key: return "Left and Right choose a keyframe; Shift moves it a frame; Delete deletes it"
    case .playhead: return "Left and Right move it a frame"
    case .sheet, .addKeys: return ""
    }
  }
}

extension TracksFeature {
  /// The Settings screen's keys of the dope sheet: Ctrl+K adds keyframes at the playhead; Delete deletes the
  /// selected ones (when no field holds the keyboard, which takes its keys first).
  static func keyAction(_ key: Key, ctrl: Bool, shift: Bool) -> AppAction? {
    switch key {
    case .character("k") where ctrl && !shift: return .tracks(.addKeyframesPressed)
    case .delete: return .tracks(.deletePressed)
    default: return nil
    }
  }
}
