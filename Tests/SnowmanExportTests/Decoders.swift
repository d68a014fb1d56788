import CEncoders
import CFFmpeg
import Foundation
import SnowmanExport

/// An animation read back with the system's own decoders (giflib, libwebpdemux).
struct DecodedAnimation {
  var width = 0, height = 0
  /// Each frame as RGBA, fully composed.
  var frames: [[UInt8]] = []
  /// Each frame's delay in milliseconds.
  var delaysMS: [Int] = []
  /// 0 = forever.
  var loopCount = -1
  /// GIF: each frame's rectangle on the canvas (left, top, width, height).
  var rects: [(Int, Int, Int, Int)] = []
  /// Video: the decoder's codec name.
  var codec = ""

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
      out.rects.append((left, top, w, h))
      if gcb.DisposalMode == DISPOSE_BACKGROUND {
        for y in top..<(top + h) {
          for x in left..<(left + w) { for c in 0..<4 { canvas[(y * out.width + x) * 4 + c] = 0 } }
        }
      }
    }
    return out
  }

  /// An MP4 or APNG read with libavformat and libavcodec, each frame converted to RGBA by libswscale (BT.709, as the
  /// writer tags it). `codec` is the stream's codec name.
  static func video(_ url: URL) -> DecodedAnimation? {
    guard let ff = try? LoadedLibraries.ffmpeg() else { return nil }
    var format: UnsafeMutablePointer<AVFormatContext>?
    guard ff.avformat_open_input(&format, url.path, nil, nil) >= 0, let format else { return nil }
    defer {
      var f: UnsafeMutablePointer<AVFormatContext>? = format
      ff.avformat_close_input(&f)
    }
    guard ff.avformat_find_stream_info(format, nil) >= 0 else { return nil }
    let index = ff.av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
    guard index >= 0, let stream = format.pointee.streams[Int(index)],
      let decoder = ff.avcodec_find_decoder(stream.pointee.codecpar.pointee.codec_id)
    else { return nil }
    var codec = ff.avcodec_alloc_context3(decoder)
    defer { ff.avcodec_free_context(&codec) }
    guard let codec, ff.avcodec_parameters_to_context(codec, stream.pointee.codecpar) >= 0,
      ff.avcodec_open2(codec, decoder, nil) >= 0
    else { return nil }
    var out = DecodedAnimation()
    out.codec = String(cString: decoder.pointee.name)
    var packet = ff.av_packet_alloc()
    var frame = ff.av_frame_alloc()
    defer {
      ff.av_packet_free(&packet)
      ff.av_frame_free(&frame)
    }
    guard let packet, let frame else { return nil }
    func receive() -> Bool {
      while ff.avcodec_receive_frame(codec, frame) >= 0 {
        let w = Int(frame.pointee.width), h = Int(frame.pointee.height)
        out.width = w
        out.height = h
        guard
          let scaler = ff.sws_getContext(
            Int32(w), Int32(h), AVPixelFormat(frame.pointee.format), Int32(w), Int32(h), AV_PIX_FMT_RGBA,
            SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil)
        else { return false }
        defer { ff.sws_freeContext(scaler) }
        let coefficients = ff.sws_getCoefficients(SWS_CS_ITU709)
        guard ff.sws_setColorspaceDetails(scaler, coefficients, 0, coefficients, 1, 0, 1 << 16, 1 << 16) >= 0
        else { return false }
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        rgba.withUnsafeMutableBufferPointer { buffer in
          var planes: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
          var strides: [Int32] = [Int32(w * 4), 0, 0, 0]
          withUnsafeMutablePointer(to: &frame.pointee.data) { data in
            withUnsafeMutablePointer(to: &frame.pointee.linesize) { sizes in
              data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { source in
                sizes.withMemoryRebound(to: Int32.self, capacity: 8) {
                  _ = ff.sws_scale(scaler, source, $0, 0, Int32(h), &planes, &strides)
                }
              }
            }
          }
        }
        out.frames.append(rgba)
      }
      return true
    }
    while ff.av_read_frame(format, packet) >= 0 {
      defer { ff.av_packet_unref(packet) }
      guard packet.pointee.stream_index == index, ff.avcodec_send_packet(codec, packet) >= 0, receive() else {
        continue
      }
    }
    // Drains the decoder: the frames it held back come out through `receive`.
    _ = ff.avcodec_send_packet(codec, nil)
    _ = receive()
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
