import Glibc

/// What a program prints, run with posix_spawn and read through a pipe: Foundation's `Process` took 55 ms for a 4 ms
/// `gsettings` on most runs here (its wait for the exit wakes on a 50 ms timer), and the window's first frame waits
/// for that answer.
enum SpawnedOutput {
  /// The program's standard output when it exits with status 0, its standard error discarded; nil when it cannot
  /// start, is killed or fails.
  static func of(_ path: String, _ arguments: [String]) -> String? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    defer { close(ends[0]) }
    // Neither end is left open in a program another thread starts meanwhile; dup2 gives the child its own.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, argv + [nil], environ)
    close(ends[1])
    guard spawned == 0 else { return nil }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &chunk, chunk.count)
      if count > 0 {
        bytes += chunk[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // Exited (not killed) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
