import SnowmanModel

/// The animation being edited, the app's document: the features edit it (the table's steppers at the playhead,
/// the dope sheet's keyframes, the curve, the picture, the costume worn), the stage on the wide Settings screen
/// plays it, Save names it. With the keyframes selected and its undo history, in which an edit from any feature is
/// one step.
public struct Draft: Equatable, Sendable {
  /// The motion; starts from the selected preset.
  public var setting: AnimationSetting {
    // A layer deleted, reverted or undone away leaves the table on the topmost one left.
    didSet { if layer > setting.layers.count { choose(layer: setting.layers.count) } }
  }
  /// The keyframes selected on the dope sheet, in the order they were chosen (what the curve edits, Delete
  /// deletes, Ctrl+C copies); a keyframe since deleted is left out when read.
  public var selection: [KeyframeRef] {
    get { chosen.filter { edited.tracks.keyframe($0) != nil } }
    set { chosen = newValue }
  }
  private var chosen: [KeyframeRef] = []
  /// The picture the table and the dope sheet edit: 0 the first, `n` the motion's layer `n - 1` (the layers list's
  /// row `n`); always one that is there.
  public private(set) var layer = 0
  /// The curve a keyframe takes when it is made where no move says otherwise, and what the Easing row chooses
  /// while no move is under the playhead.
  public var newKeyCurve: Easing = .easeInOut
  /// Undo and redo of the draft; a new one for each preset selected.
  var history = DraftHistory()

  /// A draft of `setting`, nothing selected.
  public init(setting: AnimationSetting) { self.setting = setting }

  /// Undo can take something back, redo can make it again.
  public var canUndo: Bool { history.canUndo }
  public var canRedo: Bool { history.canRedo }

  /// Starts over from `setting` (another preset was picked), nothing selected; the history is the parent's to
  /// clear.
  mutating func startOver(from setting: AnimationSetting) {
    self.setting = setting
    chosen = []
    layer = 0
  }

  /// The table and the dope sheet edit picture `n` (clamped to those there), no keyframe selected.
  mutating func choose(layer n: Int) {
    let n = min(max(n, 0), setting.layers.count)
    if n != layer { chosen = [] }
    layer = n
  }

  /// The motion as the table and the dope sheet see it: the edited picture's tracks where the first picture's are,
  /// the first's where the edited layer's are (so what retimes every track still does), the rest the motion's.
  /// Writing it swaps them back.
  public var edited: AnimationSetting {
    get { Self.swapped(setting, layer) }
    set { setting = Self.swapped(newValue, layer) }
  }

  /// `setting` with the first picture's tracks and layer `n - 1`'s exchanged (itself for 0).
  private static func swapped(_ setting: AnimationSetting, _ n: Int) -> AnimationSetting {
    guard n > 0, setting.layers.indices.contains(n - 1) else { return setting }
    var out = setting
    (out.tracks, out.layers[n - 1].tracks) = (setting.layers[n - 1].tracks, setting.tracks)
    return out
  }

  /// The draft and the selection, as undo keeps them.
  var snapshot: DraftHistory.Snapshot {
    get { DraftHistory.Snapshot(draft: setting, selection: chosen, newKeyCurve: newKeyCurve, layer: layer) }
    set {
      setting = newValue.draft
      chosen = newValue.selection
      newKeyCurve = newValue.newKeyCurve
      layer = min(newValue.layer, setting.layers.count)
    }
  }

  // MARK: - The table at the playhead

  /// `key`'s value as the table shows it with the playhead `playhead` seconds into the pass: an animated
  /// property's there, the motion's own, or the number of the curve the Easing row edits.
  public func value(_ key: PropertyKey, at playhead: Double) -> Double {
    key.isCurve ? curve(at: playhead).number(key) : edited.value(key, at: playhead)
  }

  /// `key`'s value as the table writes it ("×1.5", "on").
  public func formatted(_ key: PropertyKey, at playhead: Double) -> String {
    PropertyTable.spec(key).format(value(key, at: playhead))
  }

  /// Sets `key` as its stepper does: an animated property is keyed at the playhead (auto-key), the motion's own
  /// values are the motion's, a curve's number reshapes the curve the Easing row edits. A duration of 0 is one
  /// step instead: a pass must take time.
  mutating func setValue(_ key: PropertyKey, _ value: Double, at playhead: Double) {
    if key.isCurve {
      var curve = curve(at: playhead)
      curve.set(key, value)
      setCurve(curve, at: playhead)
    } else if key.isAnimated {
      let curve = edited.tracks[key].isEmpty ? newKeyCurve : nil
      edited.setKey(key, value, at: playhead, curve: curve)
    } else if key == .duration && value <= 0 {
      edited.setMotionValue(key, PropertyTable.spec(.duration).stepIncrement)
    } else {
      edited.setMotionValue(key, value)
    }
  }

  // MARK: - The curve edited

  /// The keyframes whose curve the Easing row and the curve view edit: the selected ones (a picture's swap has no
  /// curve), else the moves under the playhead, each track's that changes its value across it (at the pass's end,
  /// the moves that arrive there).
  public func curveKeys(at playhead: Double) -> [KeyframeRef] {
    let selected = selection.filter { $0.track != .picture }
    if !selected.isEmpty { return selected }
    var refs: [KeyframeRef] = []
    let reach = AnimationSetting.keyReach
    for key in PropertyKey.animated {
      let keys = edited.tracks[key].keyframes
      let next =
        keys.firstIndex { $0.time > playhead + reach }
        ?? (playhead >= setting.durationSeconds - reach ? keys.indices.last : nil)
      guard let j = next, j > 0, !keys[j].hold, keys[j].value != keys[j - 1].value else { continue }
      refs.append(KeyframeRef(.property(key), keys[j].id))
    }
    return refs
  }

  /// The curve the Easing row shows: the first edited keyframe's, or the curve new keyframes take.
  public func curve(at playhead: Double) -> Easing {
    curveKeys(at: playhead).first.flatMap { edited.tracks.keyframe($0)?.curve } ?? newKeyCurve
  }

  /// How long the move the curve edits lasts, in seconds (the whole pass when none is under the playhead).
  public func curveSpan(at playhead: Double) -> Double {
    guard let ref = curveKeys(at: playhead).first, let k = edited.tracks.keyframe(ref) else {
      return edited.durationSeconds
    }
    let times = edited.tracks.times(ref.track)
    let before = times.last { $0 < k.time - AnimationSetting.keyReach } ?? 0
    return max(k.time - before, 0)
  }

  /// Puts the edited keyframes on `curve`; with none, it is the curve new keyframes take.
  mutating func setCurve(_ curve: Easing, at playhead: Double) {
    let refs = curveKeys(at: playhead)
    if refs.isEmpty { newKeyCurve = curve } else { edited.setCurve(curve, of: refs) }
  }
}
