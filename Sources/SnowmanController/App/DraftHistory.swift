import SnowmanModel

/// Undo and redo of the draft: one entry per click, per hold-to-repeat burst, per handle drag, per menu choice.
/// A gesture (a press held on a stepper, a handle dragged) stays one entry until the pointer is released.
public struct DraftHistory: Equatable, Sendable {
  /// What an entry gives back: the draft, the keyframes selected, and the curve new keyframes take (what the
  /// Easing row edits while no move is under the playhead).
  public struct Snapshot: Equatable, Sendable {
    public let draft: AnimationSetting
    public let selection: [KeyframeRef]
    public let newKeyCurve: Easing
    /// The picture the table edited (the layers list's row).
    public var layer = 0

    /// Whether `other` differs from it in what an edit changes (a selection alone is not an edit).
    func edits(_ other: Snapshot) -> Bool { draft != other.draft || newKeyCurve != other.newKeyCurve }
  }

  private(set) var undoStack: [Snapshot] = []
  private(set) var redoStack: [Snapshot] = []
  /// True while a gesture's changes go into the entry it opened.
  private var gestureOpen = false
  /// The most entries kept; the oldest go first.
  public static let limit = 200

  /// Whether there is something to undo or redo.
  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Records `before`, the state an edit that changed something started from, unless the gesture it belongs to
  /// already has an entry.
  /// - Parameter gesture: true for a change that may repeat within one press or drag.
  mutating func record(_ before: Snapshot, gesture: Bool) {
    if gesture && gestureOpen { return }
    undoStack.append(before)
    if undoStack.count > DraftHistory.limit { undoStack.removeFirst() }
    redoStack.removeAll()
    gestureOpen = gesture
  }

  /// The pointer came up: the next change is a new entry.
  mutating func gestureEnded() { gestureOpen = false }

  /// The state to show after Undo, given the one showing now; nil when there is nothing to undo.
  mutating func undo(from current: Snapshot) -> Snapshot? {
    gestureOpen = false
    guard let last = undoStack.popLast() else { return nil }
    redoStack.append(current)
    return last
  }

  /// The state to show after Redo, given the one showing now; nil when there is nothing to redo.
  mutating func redo(from current: Snapshot) -> Snapshot? {
    gestureOpen = false
    guard let next = redoStack.popLast() else { return nil }
    undoStack.append(current)
    return next
  }

  /// Starts over (another preset was selected).
  mutating func clear() { self = DraftHistory() }
}
