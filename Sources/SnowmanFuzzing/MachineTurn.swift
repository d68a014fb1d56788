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

  /// `executable` and `arguments` as a program holding a turn runs them: under `nice -n -5`, ahead of the tests
  /// around it, which SwiftPM starts at nice 0 whatever `swift test`'s own; the browser and GPU processes then
  /// raise themselves to -8, while the renderers, forked from Chromium's zygote, run at 0 beside the tests. (Started
  /// by the browser itself, `--no-zygote`, they kept -5 and a 50-page shot under load took 2.6–2.8 s rather than
  /// 3.9–4.4, but the suite was no quicker and a schema check beside them ran past its minute.) The turn is a chain
  /// every Chromium test waits on, so a shot slowed by the other test processes slowed them all: alone a page of
  /// computed styles took 9.6 s, in the suite 116–184 s, nearly all of it waiting for the turn. Without the
  /// privilege to raise a priority, `nice` says so on stderr and runs it as it is.
  public static func ahead(_ executable: String, _ arguments: [String]) -> (executable: String, arguments: [String]) {
    ("/usr/bin/nice", ["-n", "-5", executable] + arguments)
  }
}
