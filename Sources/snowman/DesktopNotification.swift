import CNotify
import Foundation

/// A notification through the freedesktop Notifications service, by libnotify. A machine with no session bus or
/// no notification service is normal: then nothing is shown and nothing is said.
enum DesktopNotification {
  private static let queue = DispatchQueue(label: "snowman.notifications")

  /// Shows `title` and `body` off the main thread (a D-Bus round trip the window need not wait for).
  static func show(title: String, body: String) {
    queue.async {
      guard notify_is_initted() != 0 || notify_init("Snowman") != 0 else { return }
      guard let note = notify_notification_new(title, body, "snowman") else { return }
      var error: UnsafeMutablePointer<GError>?
      if notify_notification_show(note, &error) == 0, let error { g_error_free(error) }
      g_object_unref(UnsafeMutableRawPointer(note))
    }
  }
}
