import CEncoders
import CFFmpeg

/// The C libraries an export needs and the first frame does not, loaded the first time such a file is written or
/// read: the app does not link them, so the window and every command start without them (see CLoader/loader.h).
/// Each table is loaded here only: every Swift file compiled apart would get its own copy of a header's statics.
public enum LoadedLibraries {
  /// FFmpeg's functions, for MP4 and APNG (and the 136 libraries FFmpeg's codecs pull in).
  /// - Throws: `ExportError` naming the library or function that cannot be had, and the Debian packages.
  public static func ffmpeg() throws -> snowman_ffmpeg {
    try load(snowman_ffmpeg_load) {
      "MP4 and APNG need FFmpeg's libraries, and \($0) cannot be loaded; install libavformat59 and libavcodec59 "
        + "(GIF, WebP and PNG frames need neither)"
    }
  }

  /// giflib's and libimagequant's functions, for GIF.
  public static func gif() throws -> snowman_gif {
    try load(snowman_gif_load) {
      "GIF needs giflib and libimagequant, and \($0) cannot be loaded; install libgif7 and libimagequant0"
    }
  }

  /// libwebp's and its muxer's functions, for WebP.
  public static func webp() throws -> snowman_webp {
    try load(snowman_webp_load) {
      "WebP needs libwebp and its muxer, and \($0) cannot be loaded; install libwebp7 and libwebpmux3"
    }
  }

  private static func load<Table>(
    _ loader: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> UnsafePointer<Table>?, refusal: (String) -> String
  ) throws -> Table {
    var missing: UnsafePointer<CChar>?
    guard let table = loader(&missing) else {
      throw ExportError(refusal(missing.map { String(cString: $0) } ?? "a library"))
    }
    return table.pointee
  }
}
