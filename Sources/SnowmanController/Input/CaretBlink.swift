/// When a text field's caret shows, as GTK's entry blinks it: on two thirds of a 1.2 s cycle, steady after 10 s
/// without input (so a field left open stops waking the window), hidden while the window has no focus.
public enum CaretBlink {
  /// GTK's `gtk-cursor-blink-time`: one cycle, seconds.
  public static let cycle = 1.2
  /// The share of a cycle the caret shows (GTK's CURSOR_ON_MULTIPLIER).
  public static let onShare = 2.0 / 3
  /// GTK's `gtk-cursor-blink-timeout`: seconds after the last input when blinking stops, the caret shown.
  public static let timeout = 10.0

  /// Whether the caret shows `since` seconds after the last input in the field (or the window's focus change).
  public static func isShown(since: Double, focused: Bool) -> Bool {
    guard focused else { return false }
    if since >= timeout || since < 0 { return true }
    return since.truncatingRemainder(dividingBy: cycle) < cycle * onShare
  }

  /// Seconds from `since` until `isShown` changes, or nil when it will not change without input: how long the
  /// window may sleep.
  public static func nextChange(since: Double, focused: Bool) -> Double? {
    guard focused, since < timeout else { return nil }
    let start = max(since, 0)
    let phase = start.truncatingRemainder(dividingBy: cycle)
    let on = cycle * onShare
    let next = phase < on ? on - phase : cycle - phase
    guard start + next >= timeout else { return next }
    // Blinking stops at the time-out with the caret shown: a change only if it is hidden then.
    return isShown(since: start, focused: true) ? nil : timeout - start
  }
}
