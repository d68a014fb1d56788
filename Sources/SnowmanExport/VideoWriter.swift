import CFFmpeg
import Foundation
import SnowmanModel

/// H.264 in MP4 (libx264, yuv420p, `+faststart`, for browsers and chat apps) or an animated PNG (full alpha, looping
/// forever), through FFmpeg's own libraries.
final class VideoWriter: FrameSink {
  enum Kind: Equatable {
    /// `crf` 0 (lossless) … 51 (worst), libx264's constant rate factor.
    case mp4(crf: Int)
    case apng
  }

  /// libx264's bytes depend on its thread count, so it is fixed: the same request gives the same file anywhere.
  static let x264Threads: Int32 = 2

  private let url: URL
  /// FFmpeg's functions (its libraries are loaded when the first video is written).
  private let ff: snowman_ffmpeg
  private let file: UnnamedFile
  private let width: Int, height: Int
  private let codedWidth: Int, codedHeight: Int
  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var stream: UnsafeMutablePointer<AVStream>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var scaler: OpaquePointer?
  /// The frame widened to even sizes for H.264, its new edge copied from the old (the background at the border).
  private var padded: [UInt8] = []

  init(url: URL, width: Int, height: Int, fps: Int, kind: Kind) throws {
    self.url = url
    ff = try LoadedLibraries.ffmpeg()
    self.width = width
    self.height = height
    // yuv420p halves the chroma both ways, so H.264 wants even sizes.
    codedWidth = kind == .apng ? width : width + width % 2
    codedHeight = kind == .apng ? height : height + height % 2
    // libx264 and the muxers report their settings on stderr; a command's stderr is for errors.
    ff.av_log_set_level(AV_LOG_ERROR)
    file = try UnnamedFile(becoming: url)
    do {
      try open(fps: fps, kind: kind)
    } catch {
      close()
      throw error
    }
  }

  deinit { close() }

  private func open(fps: Int, kind: Kind) throws {
    let muxer = kind == .apng ? "apng" : "mp4"
    guard ff.avformat_alloc_output_context2(&format, nil, muxer, file.path) >= 0, let format else {
      throw ExportError("cannot write \(url.path): this FFmpeg has no \(muxer) muxer")
    }
    format.pointee.flags |= AVFMT_FLAG_BITEXACT
    let encoder: UnsafePointer<AVCodec>?
    switch kind {
    case .mp4: encoder = ff.avcodec_find_encoder_by_name("libx264")
    case .apng: encoder = ff.avcodec_find_encoder(AV_CODEC_ID_APNG)
    }
    guard let encoder else {
      throw ExportError(
        "cannot write \(url.path): this FFmpeg has no \(kind == .apng ? "APNG" : "H.264 (libx264)") encoder")
    }
    guard let stream = ff.avformat_new_stream(format, nil), let codec = ff.avcodec_alloc_context3(encoder) else {
      throw ExportError("cannot write \(url.path): out of memory")
    }
    self.stream = stream
    self.codec = codec
    codec.pointee.width = Int32(codedWidth)
    codec.pointee.height = Int32(codedHeight)
    codec.pointee.time_base = AVRational(num: 1, den: Int32(fps))
    codec.pointee.framerate = AVRational(num: Int32(fps), den: 1)
    codec.pointee.flags |= AV_CODEC_FLAG_BITEXACT
    if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
      codec.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
    }
    switch kind {
    case .mp4(let crf):
      codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
      codec.pointee.thread_count = VideoWriter.x264Threads
      codec.pointee.gop_size = Int32(fps * 2)
      codec.pointee.colorspace = AVCOL_SPC_BT709
      codec.pointee.color_primaries = AVCOL_PRI_BT709
      codec.pointee.color_trc = AVCOL_TRC_BT709
      codec.pointee.color_range = AVCOL_RANGE_MPEG
      _ = ff.av_opt_set(codec.pointee.priv_data, "preset", "medium", 0)
      _ = ff.av_opt_set(codec.pointee.priv_data, "crf", String(crf), 0)
    case .apng:
      codec.pointee.pix_fmt = AV_PIX_FMT_RGBA
      _ = ff.av_opt_set_int(format.pointee.priv_data, "plays", 0, 0)  // Loop forever.
    }
    try check(ff.avcodec_open2(codec, encoder, nil))
    try check(ff.avcodec_parameters_from_context(stream.pointee.codecpar, codec))
    stream.pointee.time_base = codec.pointee.time_base
    try check(ff.avio_open(&format.pointee.pb, file.path, AVIO_FLAG_WRITE))
    var options: OpaquePointer?
    if kind != .apng { _ = ff.av_dict_set(&options, "movflags", "+faststart", 0) }
    defer { ff.av_dict_free(&options) }
    try check(ff.avformat_write_header(format, &options))
    guard let frame = ff.av_frame_alloc(), let packet = ff.av_packet_alloc() else {
      throw ExportError("cannot write \(url.path): out of memory")
    }
    self.frame = frame
    self.packet = packet
    frame.pointee.format = codec.pointee.pix_fmt.rawValue
    frame.pointee.width = Int32(codedWidth)
    frame.pointee.height = Int32(codedHeight)
    try check(ff.av_frame_get_buffer(frame, 0))
    if kind != .apng {
      let flags = SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP
      scaler = ff.sws_getContext(
        Int32(codedWidth), Int32(codedHeight), AV_PIX_FMT_RGBA, Int32(codedWidth), Int32(codedHeight),
        AV_PIX_FMT_YUV420P, flags, nil, nil, nil)
      guard let scaler else { throw ExportError("cannot write \(url.path): libswscale cannot convert RGBA") }
      // BT.709 to match the stream's tags; RGB in is full range, video out limited range.
      let coefficients = ff.sws_getCoefficients(SWS_CS_ITU709)
      _ = ff.sws_setColorspaceDetails(scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16)
      if codedWidth != width || codedHeight != height {
        padded = [UInt8](repeating: 0, count: codedWidth * codedHeight * 4)
      }
    }
  }

  func add(frame index: Int, rgba: UnsafePointer<UInt8>, stride: Int) throws {
    guard let frame, let codec else { throw ExportError("cannot write \(url.path): the file is closed") }
    try check(ff.av_frame_make_writable(frame))
    try withPlanes(frame) { planes, linesizes in
      if let scaler {
        try withPadded(rgba, stride) { source, sourceStride in
          var sources: [UnsafePointer<UInt8>?] = [source, nil, nil, nil]
          var strides: [Int32] = [Int32(sourceStride), 0, 0, 0]
          let rows = ff.sws_scale(scaler, &sources, &strides, 0, Int32(codedHeight), planes, linesizes)
          guard rows == Int32(codedHeight) else {
            throw ExportError("cannot write \(url.path): a frame cannot be converted")
          }
        }
      } else if let plane = planes[0] {
        for y in 0..<height {
          (plane + y * Int(linesizes[0])).update(from: rgba + y * stride, count: width * 4)
        }
      }
    }
    frame.pointee.pts = Int64(index)
    try check(ff.avcodec_send_frame(codec, frame))
    try drain()
  }

  /// Calls `body` with the frame's plane pointers and line sizes as C arrays.
  private func withPlanes(
    _ frame: UnsafeMutablePointer<AVFrame>,
    _ body: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int32>) throws -> Void
  ) rethrows {
    try withUnsafeMutablePointer(to: &frame.pointee.data) { data in
      try withUnsafeMutablePointer(to: &frame.pointee.linesize) { sizes in
        try data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
          try sizes.withMemoryRebound(to: Int32.self, capacity: 8) { try body(planes, $0) }
        }
      }
    }
  }

  /// The frame as `codedWidth`×`codedHeight` RGBA: itself when the sizes are even, else copied with its last column
  /// and row repeated.
  private func withPadded(
    _ rgba: UnsafePointer<UInt8>, _ stride: Int, _ body: (UnsafePointer<UInt8>, Int) throws -> Void
  ) rethrows {
    guard !padded.isEmpty else { return try body(rgba, stride) }
    let (w, h, cw, ch) = (width, height, codedWidth, codedHeight)
    try padded.withUnsafeMutableBufferPointer { out in
      guard let base = out.baseAddress else { return }
      for y in 0..<ch {
        let row = base + y * cw * 4
        row.update(from: rgba + min(y, h - 1) * stride, count: w * 4)
        if cw > w { (row + w * 4).update(from: row + (w - 1) * 4, count: 4) }
      }
      try body(UnsafePointer(base), cw * 4)
    }
  }

  /// Writes every packet the encoder has ready.
  private func drain() throws {
    guard let codec, let packet, let stream, let format else { return }
    while true {
      let status = ff.avcodec_receive_packet(codec, packet)
      if status == CFFmpeg_AVERROR(EAGAIN) || status == CFFmpeg_AVERROR_EOF() { return }
      try check(status)
      ff.av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
      packet.pointee.stream_index = stream.pointee.index
      try check(ff.av_interleaved_write_frame(format, packet))
    }
  }

  func finish() throws {
    guard let codec, let format else { throw ExportError("cannot write \(url.path): the file is closed") }
    try check(ff.avcodec_send_frame(codec, nil))
    try drain()
    try check(ff.av_write_trailer(format))
    try check(ff.avio_closep(&format.pointee.pb))
    close()
    try file.publish()
  }

  func abort() { close() }

  private func close() {
    if let format {
      if format.pointee.pb != nil { _ = ff.avio_closep(&format.pointee.pb) }
      ff.avformat_free_context(format)
      self.format = nil
    }
    ff.avcodec_free_context(&codec)
    ff.av_frame_free(&frame)
    ff.av_packet_free(&packet)
    if let scaler { ff.sws_freeContext(scaler) }
    scaler = nil
  }

  /// Turns an FFmpeg status below zero into one sentence.
  private func check(_ status: Int32) throws {
    guard status < 0 else { return }
    var text = [CChar](repeating: 0, count: 128)
    _ = ff.av_strerror(status, &text, text.count)
    let sentence = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    throw ExportError("cannot write \(url.path): \(sentence.lowercased())")
  }
}
