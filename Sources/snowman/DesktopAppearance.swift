import CPortal
import CSDL2
import Foundation
import SnowmanModel
import SnowmanView
import Synchronization

/// The desktop's colour scheme and wish for less motion, followed live: the freedesktop settings portal's
/// `org.freedesktop.appearance color-scheme` and `reduced-motion` over D-Bus and its SettingChanged signal; with
/// no portal (or one without the key), GNOME's `color-scheme` and `enable-animations` settings read once; with
/// neither, light and full motion, and nothing said. The watch runs on its own thread and wakes the window's loop
/// with an SDL event when the scheme changes. The portal's thread and the window's share only `heard` (behind a
/// mutex) and a semaphore.
final class DesktopAppearance: Sendable {
  /// What the portal said last, what the window took last, and whether anything was said yet.
  private struct Heard {
    var latest: ColorScheme?
    var taken: ColorScheme?
    var answered = false
    var reducedMotion: Bool?
    var reducedMotionTaken: Bool?
  }

  /// The SDL event type that says the scheme changed, registered at its first use: made before the command line is
  /// read, this object must not wait for SDL, which loads on a thread of its own meanwhile (`SDLLibraries`).
  var eventType: UInt32 {
    registered.withLock { type in
      let known = type ?? SDLLibraries.registerEvent()
      type = known
      return known
    }
  }
  private let registered = Mutex<UInt32?>(nil)
  private let heard = Mutex(Heard())
  private let firstAnswer = DispatchSemaphore(value: 0)

  /// Starts following the desktop.
  init() {
    let thread = Thread { [unowned self] in
      let context = Unmanaged.passUnretained(self).toOpaque()
      snowman_portal_follow(
        { key, value, context in
          guard let context else { return }
          let appearance = Unmanaged<DesktopAppearance>.fromOpaque(context).takeUnretainedValue()
          if key == Int32(SNOWMAN_REDUCED_MOTION.rawValue) {
            appearance.portalSaid(reducedMotion: value)
          } else {
            appearance.portalSaid(value)
          }
        }, context, 2000)
    }
    thread.name = "snowman.appearance"
    thread.start()
  }

  /// The scheme as first read, waiting at most `seconds` for it (nil when nothing answered in time).
  func first(waiting seconds: Double) -> ColorScheme? {
    _ = firstAnswer.wait(timeout: .now() + seconds)
    return change()
  }

  /// The scheme, when it differs from what this last returned.
  func change() -> ColorScheme? {
    heard.withLock { heard in
      guard let latest = heard.latest, latest != heard.taken else { return nil }
      heard.taken = latest
      return latest
    }
  }

  /// Whether the desktop asks for less motion, when it differs from what this last returned.
  func motionChange() -> Bool? {
    heard.withLock { heard in
      guard let latest = heard.reducedMotion, latest != heard.reducedMotionTaken else { return nil }
      heard.reducedMotionTaken = latest
      return latest
    }
  }

  /// The portal's reduced-motion (1 reduced, 0 not), or -1 when it has none (then GNOME's setting says). The
  /// scheme follows it at once, so the window is woken by that report.
  private func portalSaid(reducedMotion value: Int32) {
    let reduced = value < 0 ? DesktopAppearance.gnomeReducesMotion(gnomeInterface()) : value == 1
    heard.withLock { $0.reducedMotion = reduced }
    wakeTheWindow()
  }

  /// Tells the window's loop that something changed; nothing where SDL could not be loaded (the window then says so).
  private func wakeTheWindow() {
    guard (try? SDLLibraries.open()) != nil else { return }
    var event = SDL_Event()
    event.type = eventType
    sdl.SDL_PushEvent(&event)
  }

  /// The portal's value (1 prefers dark; 0 and 2 do not), or -1 when no portal answers.
  private func portalSaid(_ value: Int32) {
    let scheme = value < 0 ? DesktopAppearance.gnomeScheme(gnomeInterface()) : value == 1 ? ColorScheme.dark : .light
    let first = heard.withLock { heard in
      heard.latest = scheme
      defer { heard.answered = true }
      return !heard.answered
    }
    if first { firstAnswer.signal() }
    wakeTheWindow()
  }

  /// GNOME's interface settings, read once with one `gsettings list-recursively` when the portal cannot answer
  /// (one process for both keys, before the first frame), or empty without gsettings or an answer, and where
  /// `GnomeDefaults` shows both keys can only be their defaults.
  private let gnome = Mutex<[String: String]?>(nil)

  private func gnomeInterface() -> [String: String] {
    gnome.withLock { cached in
      if let cached { return cached }
      let read = DesktopAppearance.readGnomeInterface()
      cached = read
      return read
    }
  }

  /// `color-scheme` 'prefer-dark' is dark; anything else, or nothing, light.
  static func gnomeScheme(_ settings: [String: String]) -> ColorScheme {
    settings["color-scheme"]?.contains("prefer-dark") == true ? .dark : .light
  }

  /// `enable-animations` false asks for less motion.
  static func gnomeReducesMotion(_ settings: [String: String]) -> Bool { settings["enable-animations"] == "false" }

  /// Each key of `org.gnome.desktop.interface` with its value as gsettings prints it.
  static func readGnomeInterface() -> [String: String] {
    let environment = ProcessInfo.processInfo.environment
    // Nothing can differ from the defaults, which the empty answer means too.
    if GnomeDefaults.hold(environment: environment) { return [:] }
    // gsettings found on PATH here, not by /usr/bin/env: one process fewer on the way to the first frame.
    let paths = (environment["PATH"] ?? "").split(separator: ":")
    guard
      let gsettings = paths.lazy.map({ "\($0)/gsettings" }).first(where: FileManager.default.isExecutableFile)
    else { return [:] }
    guard let output = SpawnedOutput.of(gsettings, ["list-recursively", "org.gnome.desktop.interface"]) else {
      return [:]
    }
    var settings: [String: String] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 2)
      if parts.count == 3 { settings[String(parts[1])] = String(parts[2]) }
    }
    return settings
  }
}
