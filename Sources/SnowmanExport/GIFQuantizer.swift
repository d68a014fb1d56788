import CEncoders

/// One GIF frame ready for giflib: a local palette, one index a pixel, and which index is transparent.
struct QuantizedFrame: Sendable {
  let rect: PixelRect
  let keepsCanvas: Bool
  /// A power of two from 2 to 256 colours, as GIF's colour tables must be; empty for the file's global table.
  let colors: [GifColorType]
  let indices: [UInt8]
  /// -1 when no pixel is transparent.
  let transparentIndex: Int32
  /// For a patch mapped to the shared table: the mean squared error per channel of the pixels it sends.
  var error: Double = 0
  /// The image data already compressed (lossy LZW), as GIF sub-blocks; nil: giflib compresses `indices` exactly.
  var compressed: [UInt8]?

  /// This frame compressed with lossy LZW at `tolerance` (its true colours `rgba`), over its own palette or, when
  /// it has none, the file's global `table`.
  func compressing(rgba: [UInt8], table: [GifColorType], tolerance: Int) -> QuantizedFrame {
    let colors = self.colors.isEmpty ? table : self.colors
    var bytes = [UInt8]()
    bytes.reserveCapacity(colors.count * 3)
    for c in colors { bytes += [c.Red, c.Green, c.Blue] }
    // The code size giflib writes for a table of this size (GifBitSize, at least 2).
    var bits = 2
    while 1 << bits < colors.count { bits += 1 }
    var out = self
    out.compressed = GIFLZW.encode(
      indices: indices, rgba: rgba, colors: bytes, transparent: Int(transparentIndex), minCodeSize: bits,
      tolerance: tolerance)
    return out
  }

  init(
    rect: PixelRect, keepsCanvas: Bool, colors: [GifColorType], indices: [UInt8], transparentIndex: Int32 = -1,
    error: Double = 0
  ) {
    self.rect = rect
    self.keepsCanvas = keepsCanvas
    self.colors = colors
    self.indices = indices
    self.transparentIndex = transparentIndex
    self.error = error
  }
}

/// Maps each patch to the file's global table, or picks it a palette of its own with libimagequant.
/// Pure of shared state, so patches can be quantised on several threads and still give the same bytes.
enum GIFQuantizer {
  /// libimagequant's speed (1 best … 10 fastest): 1 to 7 give the same SSIM on Showcase (7 is 10 % faster than 6);
  /// 8 drops its k-means refinement and SSIM falls from 0.9871 to 0.9861.
  static let speed: Int32 = 7
  /// Colours for the first, whole frame (its palette becomes the file's global table, with one more entry for
  /// transparency). A patch the global table does not serve gets `GIFSettings.patchColors` (64: Showcase at 640×640
  /// with 128 instead: 1.011 MB against 0.964, SSIM 0.98771 against 0.98760).
  static let wholeColors: Int32 = 255
  /// No dithering: on Showcase it added bytes and lowered SSIM (dither noise in flat sky is structure SSIM counts).
  static let dithering: Float = 0
  /// A patch whose pixels land further than this from the global table (mean squared error per channel) gets its
  /// own palette: a new picture (a step's swap) or colours the first frame never had. On Showcase the median patch
  /// is at 6.8 and the worst at 29.6; at 15 (`GIFSettings.standard`), 10 % of its patches get their own (limit 25:
  /// SSIM 0.98731, 10: 0.98765).

  /// `patch` as palette indices.
  /// - Throws: `ExportError` naming `path` when libimagequant cannot work (out of memory).
  static func quantize(
    _ patch: FramePatch, with lib: snowman_gif, colors patchColors: Int32 = 64, path: String
  ) throws -> QuantizedFrame {
    let failure = ExportError("cannot write \(path): a frame cannot be quantised")
    let count = patch.rect.width * patch.rect.height
    guard let attr = lib.liq_attr_create() else { throw failure }
    defer { lib.liq_attr_destroy(attr) }
    _ = lib.liq_set_max_colors(attr, patch.isWhole ? wholeColors : patchColors)
    _ = lib.liq_set_speed(attr, speed)
    return try patch.rgba.withUnsafeBufferPointer { pixels -> QuantizedFrame in
      guard let base = pixels.baseAddress,
        let image = lib.liq_image_create_rgba(attr, base, Int32(patch.rect.width), Int32(patch.rect.height), 0)
      else { throw failure }
      defer { lib.liq_image_destroy(image) }
      var result: OpaquePointer?
      guard lib.liq_image_quantize(image, attr, &result) == LIQ_OK, let result else { throw failure }
      defer { lib.liq_result_destroy(result) }
      _ = lib.liq_set_dithering_level(result, dithering)
      var indices = [UInt8](repeating: 0, count: count)
      let remapped = indices.withUnsafeMutableBytes { buffer -> liq_error in
        guard let out = buffer.baseAddress else { return LIQ_OUT_OF_MEMORY }
        return lib.liq_write_remapped_image(result, image, out, count)
      }
      guard remapped == LIQ_OK, let palette = lib.liq_get_palette(result) else { throw failure }
      let used = min(Int(palette.pointee.count), 256)
      var colors = [GifColorType](repeating: GifColorType(), count: tableSize(used))
      var transparentIndex: Int32 = -1
      withUnsafeBytes(of: palette.pointee.entries) { raw in
        let entries = raw.bindMemory(to: liq_color.self)
        for i in 0..<used {
          let c = entries[i]
          colors[i] = GifColorType(Red: c.r, Green: c.g, Blue: c.b)
          if c.a < 128 && transparentIndex < 0 { transparentIndex = Int32(i) }
        }
      }
      // The patch's alpha is exact (0 or 255): pin it, so no dither error ever shows or hides a pixel.
      if transparentIndex >= 0 {
        let clear = UInt8(transparentIndex)
        for i in 0..<count where pixels[i * 4 + 3] == 0 { indices[i] = clear }
      }
      return QuantizedFrame(
        rect: patch.rect, keepsCanvas: patch.keepsCanvas, colors: colors, indices: indices,
        transparentIndex: transparentIndex)
    }
  }

  /// The file's global table from the first frame's palette: its colours, padded to 255, then the transparent entry.
  static func sharedTable(_ colors: [GifColorType]) -> [GifColorType] {
    var table = Array(colors.prefix(255))
    while table.count < 256 { table.append(GifColorType()) }
    return table
  }

  /// `patch` mapped to the nearest colours of `shared` (whose last entry is the transparent one), with the mean
  /// squared error per channel of the pixels it sends. Nearest, not dithered: a pixel that returns to the colour
  /// it had in the first frame gets the very entry it had then.
  static func remap(_ patch: FramePatch, to shared: [GifColorType]) -> QuantizedFrame {
    let count = patch.rect.width * patch.rect.height
    let clear = UInt8(shared.count - 1)
    var indices = [UInt8](repeating: clear, count: count)
    var nearest: [UInt32: UInt8] = [:]
    var lastKey: UInt32 = .max, lastIndex: UInt8 = 0
    var squared = 0, sent = 0
    patch.rgba.withUnsafeBufferPointer { px in
      for i in 0..<count where px[i * 4 + 3] != 0 {
        let r = Int(px[i * 4]), g = Int(px[i * 4 + 1]), b = Int(px[i * 4 + 2])
        let key = UInt32(r << 16 | g << 8 | b)
        if key != lastKey {
          if let known = nearest[key] {
            lastIndex = known
          } else {
            var best = 0, bestDistance = Int.max
            for j in 0..<(shared.count - 1) {
              let c = shared[j]
              let dr = Int(c.Red) - r, dg = Int(c.Green) - g, db = Int(c.Blue) - b
              let d = dr * dr + dg * dg + db * db
              if d < bestDistance {
                bestDistance = d
                best = j
              }
            }
            lastIndex = UInt8(best)
            nearest[key] = lastIndex
          }
          lastKey = key
        }
        indices[i] = lastIndex
        let c = shared[Int(lastIndex)]
        let dr = Int(c.Red) - r, dg = Int(c.Green) - g, db = Int(c.Blue) - b
        squared += dr * dr + dg * dg + db * db
        sent += 1
      }
    }
    return QuantizedFrame(
      rect: patch.rect, keepsCanvas: patch.keepsCanvas, colors: [], indices: indices,
      transparentIndex: Int32(clear), error: sent == 0 ? 0 : Double(squared) / Double(sent * 3))
  }

  /// The smallest power of two from 2 to 256 that holds `used` colours.
  static func tableSize(_ used: Int) -> Int {
    var size = 2
    while size < used { size *= 2 }
    return size
  }
}
