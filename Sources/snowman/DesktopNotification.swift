import CNotify
import Foundation

/// A notification through the freedesktop Notifications service, by libnotify (loaded on the first one). A machine
/// with no session bus, no notification service or no libnotify is normal: then nothing is shown and nothing is
/// said.
enum DesktopNotification {
  private static let queue = DispatchQueue(label: "snowman.notifications")

  /// Shows `title` and `body` off the main thread (a D-Bus round trip the window need not wait for).
  static func show(title: String, body: String) {
    queue.async {
      var missing: UnsafePointer<CChar>?
      guard let notify = snowman_notify_load(&missing)?.pointee else { return }
      guard notify.notify_is_initted() != 0 || notify.notify_init("Snowman") != 0 else { return }
      guard let note = notify.notify_notification_new(title, body, "snowman") else { return }
      var error: UnsafeMutablePointer<GError>?
      if notify.notify_notification_show(note, &error) == 0, let error { g_error_free(error) }
      g_object_unref(UnsafeMutableRawPointer(note))
    }
  }
}
