import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A turn shared by every test process on the machine, held with `flock` on a file in the temporary folder, for
/// work that alone keeps every core busy: a headless Chromium compositing a page of tiles. With two test processes
/// a core, shots taken side by side each took several times as long and a scene's 50-tile page ran past its
/// deadline five times in a row (so did two turns at once: the suite failed in 703 s); one at a time it passed in
/// 548 s, the other processes' tests filling the cores around the shot.
public enum MachineTurn {
  /// Runs `work` holding the turn called `name`, waiting while another process holds it.
  public static func taking<T>(_ name: String, _ work: () throws -> T) rethrows -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-\(name).lock").path
    let lock = open(path, O_CREAT | O_RDWR, 0o644)
    // Without the file the work still runs, only out of turn.
    if lock >= 0 { _ = flock(lock, LOCK_EX) }
    // Closing the file gives the turn up, as the process's exit would.
    defer { if lock >= 0 { close(lock) } }
    return try work()
  }
}
