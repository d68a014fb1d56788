import Foundation
import SnowmanModel

/// The one-sentence banner at the top of the window: its text, its button and how long it stays, as one value,
/// so showing a notice replaces every part of the one before it (an old Undo never outlives its sentence).
public struct Notice: Equatable, Sendable {
  /// The sentence shown.
  public var text: String
  /// What the notice's button does, when it has one.
  public var button: NoticeAction?
  /// Ticks (1/120 s of real time) until the notice goes by itself; nil keeps it until it is dismissed.
  public var ticksLeft: Int?

  /// A notice showing `text`, with `button`, for `ticksLeft` ticks (nil: until dismissed).
  public init(_ text: String, button: NoticeAction? = nil, ticksLeft: Int? = nil) {
    self.text = text
    self.button = button
    self.ticksLeft = ticksLeft
  }

  /// How long a passing notice ("Copied …") stays: 3 s.
  public static let passingTicks = 3 * Timeline.ticksPerSecond
  /// How long a notice with a button ("Deleted … — Undo", "Saved … — Show in folder") stays: 8 s.
  public static let buttonTicks = 8 * Timeline.ticksPerSecond

  /// A notice that goes by itself after 3 s.
  public static func passing(_ text: String) -> Notice { Notice(text, ticksLeft: passingTicks) }

  /// A notice with a button, for 8 s.
  public static func offering(_ text: String, _ button: NoticeAction) -> Notice {
    Notice(text, button: button, ticksLeft: buttonTicks)
  }

  /// One tick of real time: the notice as it is after it, or nil once its time is up.
  func ticked() -> Notice? {
    guard let left = ticksLeft else { return self }
    if left <= 1 { return nil }
    var next = self
    next.ticksLeft = left - 1
    return next
  }
}

/// What the notice's button does.
public enum NoticeAction: Equatable, Sendable {
  /// Puts `preset`, just deleted, back from the trash, where `file` says it is.
  case undoDelete(Preset, TrashedFile)
  /// Opens the folder holding the file just exported.
  case showFolder(String)
}
