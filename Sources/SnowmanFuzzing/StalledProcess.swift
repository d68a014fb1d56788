import Foundation

/// A headless Chromium that has stopped working before its shot: about one screenshot in four of a page of paused
/// animations never ends here (`--virtual-time-budget` with `--run-all-compositor-stages-before-draw`; 3 of 12 runs
/// of one page, the same page finishing the next time in 2.3 s), every one of its processes asleep. Waiting out a
/// deadline of 15–30 s for each held Chromium's turn (`MachineTurn`) from every other test; a working browser never
/// rests for seconds, so one whose processes have used no CPU for `quiet` seconds is taken as hung.
public enum StalledProcess {
  /// Waits while `isRunning` says so, up to `timeout` seconds, polling every 10 ms. Returns false, leaving the
  /// process to the caller to stop, at the deadline or once `pid` and every process under it have used no CPU for
  /// `quiet` seconds (nil: only the deadline); true when the process ended by itself.
  public static func wait(
    pid: Int32, isRunning: () -> Bool, timeout: TimeInterval, quiet: TimeInterval? = 3
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var lastTicks = -1, lastChange = Date()
    var nextLook = Date()
    while isRunning() {
      let now = Date()
      if now >= deadline { return false }
      if let quiet, now >= nextLook {
        nextLook = now.addingTimeInterval(0.25)
        let ticks = treeTicks(pid)
        if ticks != lastTicks {
          (lastTicks, lastChange) = (ticks, now)
        } else if now.timeIntervalSince(lastChange) >= quiet {
          return false
        }
      }
      usleep(10_000)
    }
    return true
  }

  /// The CPU clock ticks (user and system) `root` and every process under it have used, from /proc.
  static func treeTicks(_ root: Int32) -> Int {
    var parent: [Int32: Int32] = [:], ticks: [Int32: Int] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // The command name may hold spaces and parentheses: the fields are counted after its last ')'.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 12, let ppid = Int32(fields[1]), let user = Int(fields[11]), let system = Int(fields[12])
      else { continue }
      parent[pid] = ppid
      ticks[pid] = user + system
    }
    var total = 0
    for (pid, used) in ticks {
      var p = pid
      while p != root, let up = parent[p], up != 0 { p = up }
      if p == root { total += used }
    }
    return total
  }
}
