import CGLib
import Foundation

/// SHA-256 as lowercase hex, the name a picture gets in images/: GLib's checksum, which the app links already
/// for D-Bus, instead of a cryptography package that compiles all of BoringSSL for one call.
public enum ContentHash {
  /// The SHA-256 of `data`, 64 lowercase hex digits.
  public static func sha256(_ data: Data) -> String {
    let hex = data.withUnsafeBytes { raw -> UnsafeMutablePointer<gchar>? in
      // GLib takes a non-null pointer even for no bytes.
      var empty: UInt8 = 0
      let base = raw.baseAddress?.assumingMemoryBound(to: guchar.self) ?? withUnsafePointer(to: &empty) { $0 }
      return g_compute_checksum_for_data(G_CHECKSUM_SHA256, base, gsize(raw.count))
    }
    guard let hex else { return "" }
    defer { g_free(hex) }
    return String(cString: hex)
  }
}
