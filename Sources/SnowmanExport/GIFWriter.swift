import CEncoders
import Foundation
import SnowmanModel

/// An animated GIF that loops forever: each frame quantised to its own 256-colour palette by libimagequant
/// (with dithering, so the snowman's shading does not band), LZW-encoded by giflib.
final class GIFWriter: FrameSink {
  /// GIF delays are whole centiseconds and viewers stretch anything under 2 to 10, so 50 fps is the limit.
  static let maxFPS = 50

  private let url: URL
  private let temp: URL
  private let width: Int
  private let height: Int
  private let schedule: FrameSchedule
  private let transparent: Bool
  private var gif: UnsafeMutablePointer<GifFileType>?
  // libimagequant keeps a pointer to the pixels while it works, so they live in buffers that never move.
  private let indices: UnsafeMutablePointer<UInt8>
  private let opaque: UnsafeMutablePointer<UInt8>

  init(url: URL, width: Int, height: Int, schedule: FrameSchedule, transparent: Bool) throws {
    self.url = url
    self.width = width
    self.height = height
    self.schedule = schedule
    self.transparent = transparent
    temp = AtomicFile.temporaryURL(for: url)
    indices = .allocate(capacity: width * height)
    indices.initialize(repeating: 0, count: width * height)
    opaque = .allocate(capacity: width * height * 4)
    opaque.initialize(repeating: 0, count: width * height * 4)
    var error: Int32 = 0
    guard let gif = EGifOpenFileName(temp.path, true, &error) else {
      throw ExportError("cannot write \(url.path): \(String(cString: GifErrorString(error)))")
    }
    self.gif = gif
    EGifSetGifVersion(gif, true)
    guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else { throw failure() }
    // The NETSCAPE2.0 application extension with a loop count of 0: loop forever.
    var ok = EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
    ok = ok && Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(gif, 11, $0.baseAddress) } == GIF_OK
    ok = ok && [UInt8]([1, 0, 0]).withUnsafeBytes { EGifPutExtensionBlock(gif, 3, $0.baseAddress) } == GIF_OK
    ok = ok && EGifPutExtensionTrailer(gif) == GIF_OK
    guard ok else { throw failure() }
  }

  deinit {
    abort()
    indices.deallocate()
    opaque.deallocate()
  }

  private func failure() -> ExportError {
    let code = gif?.pointee.Error ?? 0
    return ExportError("cannot write \(url.path): \(String(cString: GifErrorString(code)))")
  }

  func add(frame index: Int, rgba: UnsafePointer<UInt8>, stride: Int) throws {
    guard let gif else { throw ExportError("cannot write \(url.path): the file is closed") }
    // GIF has one fully transparent colour and nothing in between: alpha is cut at half.
    for y in 0..<height {
      for x in 0..<width {
        let s = rgba + y * stride + x * 4
        let d = (y * width + x) * 4
        if s[3] < 128 {
          opaque[d] = 0; opaque[d + 1] = 0; opaque[d + 2] = 0; opaque[d + 3] = 0
        } else {
          opaque[d] = s[0]; opaque[d + 1] = s[1]; opaque[d + 2] = s[2]; opaque[d + 3] = 255
        }
      }
    }
    var colors = [GifColorType](repeating: GifColorType(), count: 256)
    var transparentIndex: Int32 = -1
    try quantize(into: &colors, transparentIndex: &transparentIndex)

    var gcb = GraphicsControlBlock()
    gcb.DisposalMode = transparent ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT
    gcb.UserInputFlag = false
    gcb.DelayTime = Int32(schedule.delay(frame: index, unitsPerSecond: 100))
    gcb.TransparentColor = transparentIndex
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    EGifGCBToExtension(&gcb, &extensionBytes)
    guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes) == GIF_OK else { throw failure() }
    guard let map = GifMakeMapObject(256, colors) else { throw ExportError("cannot write \(url.path): out of memory") }
    defer { GifFreeMapObject(map) }
    guard EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map) == GIF_OK else { throw failure() }
    guard EGifPutLine(gif, indices, Int32(width * height)) == GIF_OK else { throw failure() }
  }

  private func quantize(into colors: inout [GifColorType], transparentIndex: inout Int32) throws {
    guard let attr = liq_attr_create() else { throw ExportError("cannot write \(url.path): out of memory") }
    defer { liq_attr_destroy(attr) }
    liq_set_max_colors(attr, 256)
    liq_set_speed(attr, 4)
    let image = liq_image_create_rgba(attr, opaque, Int32(width), Int32(height), 0)
    guard let image else { throw ExportError("cannot write \(url.path): the frame cannot be quantised") }
    defer { liq_image_destroy(image) }
    var result: OpaquePointer?
    guard liq_image_quantize(image, attr, &result) == LIQ_OK, let result else {
      throw ExportError("cannot write \(url.path): the frame cannot be quantised")
    }
    defer { liq_result_destroy(result) }
    liq_set_dithering_level(result, 1.0)
    let remapped = liq_write_remapped_image(result, image, indices, width * height)
    guard remapped == LIQ_OK, let palette = liq_get_palette(result) else {
      throw ExportError("cannot write \(url.path): the frame cannot be quantised")
    }
    let count = Int(palette.pointee.count)
    withUnsafeBytes(of: palette.pointee.entries) { raw in
      let entries = raw.bindMemory(to: liq_color.self)
      for i in 0..<min(count, 256) {
        let c = entries[i]
        colors[i] = GifColorType(Red: c.r, Green: c.g, Blue: c.b)
        if c.a < 128 && transparentIndex < 0 { transparentIndex = Int32(i) }
      }
    }
  }

  func finish() throws {
    guard let gif else { return }
    var error: Int32 = 0
    self.gif = nil
    guard EGifCloseFile(gif, &error) == GIF_OK else {
      unlink(temp.path)
      throw ExportError("cannot write \(url.path): \(String(cString: GifErrorString(error)))")
    }
    // giflib creates the file readable by its owner only; give it the mode any new file would have.
    let mask = umask(0)
    umask(mask)
    chmod(temp.path, 0o666 & ~mask)
    guard rename(temp.path, url.path) == 0 else {
      unlink(temp.path)
      throw ExportError("cannot write \(url.path): \(String(cString: strerror(errno)))")
    }
  }

  func abort() {
    if let gif {
      var error: Int32 = 0
      EGifCloseFile(gif, &error)
      self.gif = nil
    }
    unlink(temp.path)
  }
}
