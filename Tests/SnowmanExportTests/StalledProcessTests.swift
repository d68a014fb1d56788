import Foundation
import SnowmanFuzzing
import XCTest

/// The hung-browser rule the Chromium shots lean on: a process tree that sleeps, or wakes only now and then as a hung
/// Chromium does, is given up on long before its deadline; one that works to its end is waited for.
final class StalledProcessTests: XCTestCase {
  /// Runs `script` under sh and waits on it with a 60 s deadline and the shots' 2 s rule: whether it ended by itself,
  /// and whether the wait returned before the deadline.
  private func wait(_ script: String) throws -> (ended: Bool, beforeDeadline: Bool) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    let start = Date()
    let ended = StalledProcess.wait(
      pid: process.processIdentifier, isRunning: { process.isRunning }, timeout: 60, quiet: 2)
    return (ended, Date().timeIntervalSince(start) < 50)
  }

  func test_aSleepingTree_isGivenUpOn_beforeItsDeadline() throws {
    let verdict = try wait("exec sleep 120")
    XCTAssertFalse(verdict.ended, "a sleeping tree was waited for to its end")
    XCTAssertTrue(verdict.beforeDeadline, "a sleeping tree was waited on until the deadline")
  }

  /// A hung Chromium's processes still wake for a tick every 0.1–1.4 s: that is asleep too.
  func test_aTreeThatOnlyWakesNowAndThen_isGivenUpOn_beforeItsDeadline() throws {
    // 10 ms of CPU every 0.4 s, 2.4 % of a core: its own ticks, as a hung Chromium's are.
    let verdict = try wait(
      "exec python3 -c 'import time\nwhile True:\n t = time.process_time()\n while time.process_time() - t < 0.01: pass\n time.sleep(0.4)'"
    )
    XCTAssertFalse(verdict.ended)
    XCTAssertTrue(verdict.beforeDeadline, "a tree waking now and then was waited on until the deadline")
  }

  /// A child that works for about 3 s of CPU (longer than the rule's 2 s), then ends: waited for.
  func test_aWorkingTree_isWaitedFor() throws {
    let verdict = try wait(
      "python3 -c 'import time\nwhile time.process_time() < 3: pass' & wait")
    XCTAssertTrue(verdict.ended, "a working tree was taken as hung")
  }
}
