import CEncoders
import Foundation
import SnowmanModel

/// An animated WebP that loops forever, made by libwebp's animation encoder: lossless, so the art stays crisp, or
/// lossy at a `quality` (alpha kept, losslessly).
final class WebPWriter: FrameSink {
  private let url: URL
  private let width: Int
  private let height: Int
  private let schedule: FrameSchedule
  private let lib: snowman_webp
  private var encoder: OpaquePointer?
  private var config = WebPConfig()

  init(url: URL, width: Int, height: Int, schedule: FrameSchedule, quality: Int? = nil) throws {
    self.url = url
    self.width = width
    self.height = height
    self.schedule = schedule
    lib = try LoadedLibraries.webp()
    var options = WebPAnimEncoderOptions()
    guard snowman_webp_anim_options_init(lib, &options) != 0, snowman_webp_config_init(lib, &config) != 0 else {
      throw ExportError("cannot write \(url.path): libwebp does not match its headers")
    }
    options.anim_params.loop_count = 0
    options.allow_mixed = 0
    config.lossless = quality == nil ? 1 : 0
    config.quality = Float(quality ?? 75)
    config.alpha_quality = 100
    config.method = 4
    config.thread_level = 0
    guard let encoder = snowman_webp_anim_encoder_new(lib, Int32(width), Int32(height), &options) else {
      throw ExportError("cannot write \(url.path): the WebP encoder cannot start")
    }
    self.encoder = encoder
  }

  deinit { abort() }

  func add(frame index: Int, rgba: UnsafePointer<UInt8>, stride: Int) throws {
    guard let encoder else { throw ExportError("cannot write \(url.path): the encoder is closed") }
    var picture = WebPPicture()
    guard snowman_webp_picture_init(lib, &picture) != 0 else {
      throw ExportError("cannot write \(url.path): out of memory")
    }
    picture.width = Int32(width)
    picture.height = Int32(height)
    picture.use_argb = 1
    defer { lib.WebPPictureFree(&picture) }
    guard lib.WebPPictureImportRGBA(&picture, rgba, Int32(stride)) != 0 else {
      throw ExportError("cannot write \(url.path): out of memory")
    }
    let timestamp = Int32(schedule.start(frame: index, unitsPerSecond: 1000))
    guard lib.WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
      throw ExportError("cannot write \(url.path): \(error(encoder))")
    }
  }

  func finish() throws {
    guard let encoder else { return }
    defer {
      lib.WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
    let end = Int32(schedule.start(frame: schedule.frameCount, unitsPerSecond: 1000))
    guard lib.WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else {
      throw ExportError("cannot write \(url.path): \(error(encoder))")
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { snowman_webp_data_clear(lib, &data) }
    guard lib.WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw ExportError("cannot write \(url.path): \(error(encoder))")
    }
    let file = Data(bytes: bytes, count: data.size)
    do {
      try AtomicFile.write(file, to: url)
    } catch {
      throw ExportError("\(error)")
    }
  }

  private func error(_ encoder: OpaquePointer) -> String {
    lib.WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "the WebP encoder failed"
  }

  func abort() {
    if let encoder {
      lib.WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
  }
}
