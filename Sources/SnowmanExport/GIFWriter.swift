import CEncoders
import Foundation
import SnowmanModel

/// An animated GIF that loops forever. The first frame is whole, with its own 255-colour palette, which becomes the
/// file's global table; each later frame holds only the rectangle that changed (see `FramePatch`), mapped to that
/// table where it serves (so the sky a moving snowman uncovers comes back exactly as it was) or to a palette of its
/// own where it does not. Patches are quantised on several threads and written in order by giflib, so the bytes do
/// not depend on the thread count.
final class GIFWriter: FrameSink {
  /// GIF delays are whole centiseconds and viewers stretch anything under 2 to 10, so 50 fps is the limit.
  static let maxFPS = 50

  private let url: URL
  private let file: UnnamedFile
  private let width: Int
  private let height: Int
  private let schedule: FrameSchedule
  private let transparent: Bool
  /// How bytes are traded for fidelity (`--quality`).
  private let settings: GIFSettings
  private let lib: snowman_gif
  private var gif: UnsafeMutablePointer<GifFileType>?
  private let work: OrderedWork<QuantizedFrame>
  /// What was last sent for each pixel (nil before the first frame), and the frame being cut (alpha cut at half).
  private var sent: SentCanvas?
  private var current: [UInt8]
  /// The global table: the first frame's colours and, last, the transparent entry; nil until the first frame.
  private var shared: [GifColorType]?
  private var written = 0

  init(
    url: URL, width: Int, height: Int, schedule: FrameSchedule, transparent: Bool, threads: Int,
    settings: GIFSettings = .standard
  ) throws {
    self.settings = settings
    self.url = url
    self.width = width
    self.height = height
    self.schedule = schedule
    self.transparent = transparent
    lib = try LoadedLibraries.gif()
    work = OrderedWork(threads: threads)
    current = [UInt8](repeating: 0, count: width * height * 4)
    file = try UnnamedFile(becoming: url)
    var error: Int32 = 0
    // giflib closes the descriptor it is given; the file's own stays open until it is published.
    guard let gif = lib.EGifOpenFileHandle(dup(file.descriptor), &error) else {
      throw ExportError("cannot write \(url.path): \(message(error))")
    }
    self.gif = gif
    lib.EGifSetGifVersion(gif, true)
  }

  deinit { abort() }

  private func message(_ code: Int32) -> String {
    lib.GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }

  private func failure() -> ExportError {
    let code = gif?.pointee.Error ?? 0
    return ExportError("cannot write \(url.path): \(message(code))")
  }

  /// The screen descriptor with the global table, then the NETSCAPE2.0 extension with a loop count of 0: forever.
  private func writeHeader(table: [GifColorType]?) throws {
    guard let gif else { throw ExportError("cannot write \(url.path): the file is closed") }
    let map = table.flatMap { lib.GifMakeMapObject(Int32($0.count), $0) }
    defer { if let map { lib.GifFreeMapObject(map) } }
    guard lib.EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK else { throw failure() }
    var ok = lib.EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
    ok =
      ok && Array("NETSCAPE2.0".utf8).withUnsafeBytes { lib.EGifPutExtensionBlock(gif, 11, $0.baseAddress) } == GIF_OK
    ok = ok && [UInt8]([1, 0, 0]).withUnsafeBytes { lib.EGifPutExtensionBlock(gif, 3, $0.baseAddress) } == GIF_OK
    ok = ok && lib.EGifPutExtensionTrailer(gif) == GIF_OK
    guard ok else { throw failure() }
  }

  func add(frame index: Int, rgba: UnsafePointer<UInt8>, stride: Int) throws {
    guard gif != nil else { throw ExportError("cannot write \(url.path): the file is closed") }
    // GIF has one fully transparent colour and nothing in between: alpha is cut at half.
    current.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let row = rgba + y * stride
        for x in 0..<width {
          let s = row + x * 4
          let d = (y * width + x) * 4
          if s[3] < 128 {
            out[d] = 0; out[d + 1] = 0; out[d + 2] = 0; out[d + 3] = 0
          } else {
            out[d] = s[0]; out[d + 1] = s[1]; out[d + 2] = s[2]; out[d + 3] = 255
          }
        }
      }
    }
    // The workers get copies, not `self`: a patch is quantised from its own values only.
    let path = url.path
    let lib = self.lib
    if transparent {
      if index == 0 { try writeHeader(table: nil) }
      let patch = FramePatch.visible(current, width: width, height: height)
      let settings = self.settings
      try work.submit(
        {
          let frame = try GIFQuantizer.quantize(patch, with: lib, colors: settings.patchColors, path: path)
          guard settings.tolerance > 0 else { return frame }
          return frame.compressing(rgba: patch.rgba, table: frame.colors, tolerance: settings.tolerance)
        }, consume: write)
      return
    }
    let patch = FramePatch.changes(from: &sent, to: current, width: width, height: height, settings: settings)
    guard let table = shared else {
      // The first frame is quantised here, before any other: its palette heads the file and serves the rest.
      // Its pixels are mapped the way later patches are, so a pixel that returns to its first colour gets the
      // very entry it had.
      let table = GIFQuantizer.sharedTable(try GIFQuantizer.quantize(patch, with: lib, path: path).colors)
      shared = table
      try writeHeader(table: table)
      // Exact: on the whole first frame (the sky's gradient) lossy LZW cost more SSIM than it saved bytes.
      try write(GIFQuantizer.remap(patch, to: table))
      return
    }
    let settings = self.settings
    try work.submit(
      {
        let mapped = GIFQuantizer.remap(patch, to: table)
        let frame =
          mapped.error <= settings.sharedErrorLimit
          ? mapped : try GIFQuantizer.quantize(patch, with: lib, colors: settings.patchColors, path: path)
        guard settings.tolerance > 0 else { return frame }
        return frame.compressing(rgba: patch.rgba, table: table, tolerance: settings.tolerance)
      }, consume: write)
  }

  private func write(_ frame: QuantizedFrame) throws {
    guard let gif else { throw ExportError("cannot write \(url.path): the file is closed") }
    var gcb = GraphicsControlBlock()
    gcb.DisposalMode = frame.keepsCanvas ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND
    gcb.UserInputFlag = false
    gcb.DelayTime = Int32(schedule.delay(frame: written, unitsPerSecond: 100))
    gcb.TransparentColor = frame.transparentIndex
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    _ = lib.EGifGCBToExtension(&gcb, &extensionBytes)
    guard lib.EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes) == GIF_OK else { throw failure() }
    // No local table: the frame uses the global one.
    let map = frame.colors.isEmpty ? nil : lib.GifMakeMapObject(Int32(frame.colors.count), frame.colors)
    defer { if let map { lib.GifFreeMapObject(map) } }
    let r = frame.rect
    guard lib.EGifPutImageDesc(gif, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), false, map) == GIF_OK
    else { throw failure() }
    if let compressed = frame.compressed {
      // EGifPutImageDesc wrote the code size; the data goes in as the sub-blocks it already is.
      var start = 0
      while start < compressed.count, compressed[start] != 0 {
        let length = Int(compressed[start])
        let ok = compressed[start..<(start + length + 1)].withUnsafeBufferPointer {
          lib.EGifPutCodeNext(gif, $0.baseAddress)
        }
        guard ok == GIF_OK else { throw failure() }
        start += length + 1
      }
      guard lib.EGifPutCodeNext(gif, nil) == GIF_OK else { throw failure() }
    } else {
      var indices = frame.indices
      guard lib.EGifPutLine(gif, &indices, Int32(indices.count)) == GIF_OK else { throw failure() }
    }
    written += 1
  }

  func finish() throws {
    try work.finish(write)
    guard let gif else { return }
    var error: Int32 = 0
    self.gif = nil
    guard lib.EGifCloseFile(gif, &error) == GIF_OK else {
      throw ExportError("cannot write \(url.path): \(message(error))")
    }
    try file.publish()
  }

  func abort() {
    work.discard()
    if let gif {
      var error: Int32 = 0
      _ = lib.EGifCloseFile(gif, &error)
      self.gif = nil
    }
  }
}
