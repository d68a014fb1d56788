import CFFmpeg

/// FFmpeg's functions, its libraries loaded the first time a video (MP4, APNG) is written or read: the app does
/// not link them, so the window and every command start without their 136 libraries.
public enum FFmpegLibrary {
  /// The functions, loading the libraries on the first call.
  /// - Throws: `ExportError` naming the library or function that cannot be had, and the Debian package.
  public static func load() throws -> snowman_ffmpeg {
    var missing: UnsafePointer<CChar>?
    guard let table = snowman_ffmpeg_load(&missing) else {
      let what = missing.map { String(cString: $0) } ?? "a library"
      throw ExportError(
        "MP4 and APNG need FFmpeg's libraries, and \(what) cannot be loaded; install libavformat59 and "
          + "libavcodec59 (GIF, WebP and PNG frames need neither)")
    }
    return table.pointee
  }
}
