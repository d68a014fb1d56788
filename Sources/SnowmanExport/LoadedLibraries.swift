import CEncoders
import CFFmpeg

/// The C libraries an export needs and the first frame does not, loaded the first time such a file is written or
/// read: the app does not link them, so the window and every command start without them (see CLoader/loader.h).
/// Each table is loaded here only: every Swift file compiled apart would get its own copy of a header's statics.
public enum LoadedLibraries {
  /// FFmpeg's functions, for MP4 and APNG (and the 136 libraries FFmpeg's codecs pull in).
  /// - Throws: `ExportError` naming the library or function that cannot be had, and the Debian packages.
  public static func ffmpeg() throws -> snowman_ffmpeg {
    var missing: UnsafePointer<CChar>?
    guard let table = snowman_ffmpeg_load(&missing) else {
      throw ExportError(
        "MP4 and APNG need FFmpeg's libraries, and \(name(missing)) cannot be loaded; install libavformat59 and "
          + "libavcodec59 (GIF, WebP and PNG frames need neither)")
    }
    return table.pointee
  }

  /// giflib's and libimagequant's functions, for GIF.
  /// - Throws: `ExportError` naming the library or function that cannot be had, and the Debian packages.
  public static func gif() throws -> snowman_gif {
    var missing: UnsafePointer<CChar>?
    guard let table = snowman_gif_load(&missing) else {
      throw ExportError(
        "GIF needs giflib and libimagequant, and \(name(missing)) cannot be loaded; install libgif7 and "
          + "libimagequant0")
    }
    return table.pointee
  }

  /// libwebp's and its muxer's functions, for WebP.
  /// - Throws: `ExportError` naming the library or function that cannot be had, and the Debian packages.
  public static func webp() throws -> snowman_webp {
    var missing: UnsafePointer<CChar>?
    guard let table = snowman_webp_load(&missing) else {
      throw ExportError(
        "WebP needs libwebp and its muxer, and \(name(missing)) cannot be loaded; install libwebp7 and libwebpmux3")
    }
    return table.pointee
  }

  private static func name(_ missing: UnsafePointer<CChar>?) -> String {
    missing.map { String(cString: $0) } ?? "a library"
  }
}
