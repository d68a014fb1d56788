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
  private var encoder: OpaquePointer?
  private var config = WebPConfig()

  init(url: URL, width: Int, height: Int, schedule: FrameSchedule, quality: Int? = nil) throws {
    self.url = url
    self.width = width
    self.height = height
    self.schedule = schedule
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
      throw ExportError("cannot write \(url.path): libwebp does not match its headers")
    }
    options.anim_params.loop_count = 0
    options.allow_mixed = 0
    config.lossless = quality == nil ? 1 : 0
    config.quality = Float(quality ?? 75)
    config.alpha_quality = 100
    config.method = 4
    config.thread_level = 0
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
      throw ExportError("cannot write \(url.path): the WebP encoder cannot start")
    }
    self.encoder = encoder
  }

  deinit { abort() }

  func add(frame index: Int, rgba: UnsafePointer<UInt8>, stride: Int) throws {
    guard let encoder else { throw ExportError("cannot write \(url.path): the encoder is closed") }
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else { throw ExportError("cannot write \(url.path): out of memory") }
    picture.width = Int32(width)
    picture.height = Int32(height)
    picture.use_argb = 1
    defer { WebPPictureFree(&picture) }
    guard WebPPictureImportRGBA(&picture, rgba, Int32(stride)) != 0 else {
      throw ExportError("cannot write \(url.path): out of memory")
    }
    let timestamp = Int32(schedule.start(frame: index, unitsPerSecond: 1000))
    guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
      throw ExportError("cannot write \(url.path): \(String(cString: WebPAnimEncoderGetError(encoder)))")
    }
  }

  func finish() throws {
    guard let encoder else { return }
    defer {
      WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
    let end = Int32(schedule.start(frame: schedule.frameCount, unitsPerSecond: 1000))
    guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else {
      throw ExportError("cannot write \(url.path): \(String(cString: WebPAnimEncoderGetError(encoder)))")
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
      throw ExportError("cannot write \(url.path): \(String(cString: WebPAnimEncoderGetError(encoder)))")
    }
    let file = Data(bytes: bytes, count: data.size)
    do {
      try AtomicFile.write(file, to: url)
    } catch {
      throw ExportError("\(error)")
    }
  }

  func abort() {
    if let encoder {
      WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
  }
}
