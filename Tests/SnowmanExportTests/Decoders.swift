import CEncoders
import Foundation

/// An animation read back with the system's own decoders (giflib, libwebpdemux).
struct DecodedAnimation {
  var width = 0, height = 0
  /// Each frame as RGBA, fully composed.
  var frames: [[UInt8]] = []
  /// Each frame's delay in milliseconds.
  var delaysMS: [Int] = []
  /// 0 = forever.
  var loopCount = -1

  static func gif(_ url: URL) -> DecodedAnimation? {
    var error: Int32 = 0
    guard let gif = DGifOpenFileName(url.path, &error) else { return nil }
    defer { DGifCloseFile(gif, &error) }
    guard DGifSlurp(gif) == GIF_OK else { return nil }
    var out = DecodedAnimation()
    out.width = Int(gif.pointee.SWidth)
    out.height = Int(gif.pointee.SHeight)
    var canvas = [UInt8](repeating: 0, count: out.width * out.height * 4)
    for i in 0..<Int(gif.pointee.ImageCount) {
      let image = gif.pointee.SavedImages[i]
      var gcb = GraphicsControlBlock()
      DGifSavedExtensionToGCB(gif, Int32(i), &gcb)
      out.delaysMS.append(Int(gcb.DelayTime) * 10)
      for e in 0..<Int(image.ExtensionBlockCount) {
        let block = image.ExtensionBlocks[e]
        if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11 {
          let next = image.ExtensionBlocks[e + 1]
          out.loopCount = Int(next.Bytes[1]) | Int(next.Bytes[2]) << 8
        }
      }
      guard let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap else { return nil }
      let w = Int(image.ImageDesc.Width), h = Int(image.ImageDesc.Height)
      let left = Int(image.ImageDesc.Left), top = Int(image.ImageDesc.Top)
      for y in 0..<h {
        for x in 0..<w {
          let index = Int32(image.RasterBits[y * w + x])
          if index == gcb.TransparentColor { continue }
          let c = map.pointee.Colors[Int(index)]
          let d = ((top + y) * out.width + left + x) * 4
          canvas[d] = c.Red; canvas[d + 1] = c.Green; canvas[d + 2] = c.Blue; canvas[d + 3] = 255
        }
      }
      out.frames.append(canvas)
    }
    return out
  }

  static func webp(_ url: URL) -> DecodedAnimation? {
    guard let bytes = try? Data(contentsOf: url) else { return nil }
    return bytes.withUnsafeBytes { raw -> DecodedAnimation? in
      var data = WebPData(bytes: raw.bindMemory(to: UInt8.self).baseAddress, size: raw.count)
      var options = WebPAnimDecoderOptions()
      guard WebPAnimDecoderOptionsInit(&options) != 0 else { return nil }
      options.color_mode = MODE_RGBA
      guard let decoder = WebPAnimDecoderNew(&data, &options) else { return nil }
      defer { WebPAnimDecoderDelete(decoder) }
      var info = WebPAnimInfo()
      guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return nil }
      var out = DecodedAnimation()
      out.width = Int(info.canvas_width)
      out.height = Int(info.canvas_height)
      out.loopCount = Int(info.loop_count)
      var previous: Int32 = 0
      while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
        var buffer: UnsafeMutablePointer<UInt8>?
        var timestamp: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else { return nil }
        out.frames.append(Array(UnsafeBufferPointer(start: buffer, count: out.width * out.height * 4)))
        // libwebpdemux reports when each frame ends.
        out.delaysMS.append(Int(timestamp - previous))
        previous = timestamp
      }
      return out
    }
  }
}

/// The mean absolute difference per channel between two RGBA images of one size.
func meanDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
  guard a.count == b.count, !a.isEmpty else { return .infinity }
  var total = 0
  for i in 0..<a.count where i % 4 != 3 { total += abs(Int(a[i]) - Int(b[i])) }
  return Double(total) / Double(a.count / 4 * 3)
}
