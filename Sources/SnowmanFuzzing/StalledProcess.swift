import Foundation

/// A headless Chromium that has stopped working before its shot: about one screenshot in ten to four of a page of
/// paused animations never ends here (`--virtual-time-budget` with `--run-all-compositor-stages-before-draw`; the same
/// page finishing the next time in 2.3 s). Hung, its processes are nearly asleep: beside a busy core they wake for a
/// tick every 0.1–1.4 s, under 3 % of a core, where a working shot's processes use 7–100 % of one in every second of
/// it (40 shots of a page of 100 paused animations beside a busy core, 2026-11-30). Waiting out a deadline of 15–30 s
/// for each held Chromium's turn (`MachineTurn`) from every other test, so one whose processes have used under
/// `idleShare` of a core for `quiet` seconds is taken as hung. (Asking for no CPU at all, as this did at first, never
/// saw those ticks end, and each hang waited out its deadline.)
public enum StalledProcess {
  /// At most this share of one core over the `quiet` seconds is taken as asleep.
  static let idleShare = 0.05

  /// Waits while `isRunning` says so, up to `timeout` seconds, polling every 10 ms. Returns false, leaving the
  /// process to the caller to stop, at the deadline or once `pid` and every process under it have used under
  /// `idleShare` of a core over the last `quiet` seconds (nil: only the deadline); true when the process ended by
  /// itself.
  public static func wait(
    pid: Int32, isRunning: () -> Bool, timeout: TimeInterval, quiet: TimeInterval? = 2
  ) -> Bool {
    let start = Date(), deadline = start.addingTimeInterval(timeout)
    let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    // Each look's ticks gained since the one before (a child that exits takes its ticks out of the sum: not a gain).
    var gains: [(at: Date, ticks: Int)] = []
    var lastTicks: Int?, nextLook = start
    while isRunning() {
      let now = Date()
      if now >= deadline { return false }
      if let quiet, now >= nextLook {
        nextLook = now.addingTimeInterval(0.25)
        let ticks = treeTicks(pid)
        gains.append((now, max(0, ticks - (lastTicks ?? ticks))))
        lastTicks = ticks
        gains.removeAll { now.timeIntervalSince($0.at) > quiet }
        let used = gains.reduce(0) { $0 + $1.ticks }
        if now.timeIntervalSince(start) >= quiet && Double(used) <= idleShare * ticksPerSecond * quiet {
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
