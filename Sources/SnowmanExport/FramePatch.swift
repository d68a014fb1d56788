/// A rectangle of whole pixels on the export's canvas.
struct PixelRect: Equatable, Sendable {
  var x: Int, y: Int, width: Int, height: Int
}

/// What one GIF frame adds to the canvas: RGBA pixels (4 bytes each, rows packed) over `rect`.
/// In a patch that keeps the canvas, alpha 0 means "leave what is shown"; in one that clears it, "transparent".
struct FramePatch: Sendable {
  let rect: PixelRect
  let rgba: [UInt8]
  /// True: the canvas stays under the next frame (GIF disposal "do not dispose").
  /// False: the patch's rect is cleared to transparent after it is shown ("restore to background").
  let keepsCanvas: Bool
  /// The first frame of an opaque export: everything later is drawn over it, so it gets the finer palette.
  let isWhole: Bool

  /// How far a pixel may drift from what was last sent for it before it is sent again: any channel more than
  /// `trigger` levels off marks its 8×8 `block` as changed, and in a changed block every pixel more than `inner`
  /// levels off is sent. Whole blocks keep smooth shading coherent (stray single updates cost SSIM and LZW runs
  /// alike). Showcase, 640×640, 30 fps: 0.964 MB at SSIM 0.98760; trigger 8 / inner 4 gave 0.937 MB at 0.98749;
  /// sending every changed pixel 1.170 MB at 0.98785 (FFmpeg's GIF of the same frames: 1.266 MB at 0.98702). The
  /// thresholds are `GIFSettings`' (6 and 3 unless `--quality` asks for fewer bytes).
  static let block = 8

  /// A block left off by more than `settle` levels (under `trigger`) for `settleFrames` frames in a row is sent
  /// exactly: without it, the faint edge of a snowman that moved on stays on the sky as a ghost.
  static let settle = 1, settleFrames = 4

  /// The patch that brings an opaque canvas from what was `sent` to `current`: only the rectangle holding the pixels
  /// that drifted (see `trigger` and `settle`), with the others transparent, so the encoder spends nothing on them.
  /// `sent` is brought up to date: comparing with what was sent, not with the frame before, keeps slow drifts from
  /// adding up. The first frame (`sent` nil) is whole. Frames are `width`×`height` packed RGBA.
  static func changes(
    from sent: inout SentCanvas?, to current: [UInt8], width: Int, height: Int, settings: GIFSettings = .standard
  ) -> FramePatch {
    guard var canvas = sent else {
      sent = SentCanvas(pixels: current, width: width, height: height)
      return FramePatch(
        rect: PixelRect(x: 0, y: 0, width: width, height: height), rgba: current, keepsCanvas: true, isWhole: true)
    }
    sent = nil  // Unique, so updating it in place copies nothing.
    let patch = canvas.pixels.withUnsafeMutableBytes { before in
      current.withUnsafeBytes {
        changes(from: before, to: $0, ages: &canvas.unsettled, width: width, height: height, settings: settings)
      }
    }
    sent = canvas
    return patch
  }

  private static func changes(
    from sent: UnsafeMutableRawBufferPointer, to current: UnsafeRawBufferPointer, ages: inout [UInt8], width: Int,
    height: Int, settings: GIFSettings
  ) -> FramePatch {
    let (trigger, inner) = (settings.trigger, settings.inner)
    // One pass grades each block by its worst pixel; most pixels are the same word and cost one compare.
    let across = (width + block - 1) / block
    var worst = [UInt8](repeating: 0, count: ages.count)
    for y in 0..<height {
      let blockRow = (y / block) * across
      for x in 0..<width {
        let o = (y * width + x) * 4
        guard
          current.loadUnaligned(fromByteOffset: o, as: UInt32.self)
            != sent.loadUnaligned(fromByteOffset: o, as: UInt32.self)
        else { continue }
        let b = blockRow + x / block
        worst[b] = max(worst[b], UInt8(distance(current, sent, o)))
      }
    }
    // A second, over the blocks to send only, picks their pixels and the bounds.
    var sends = [Bool](repeating: false, count: width * height)
    var minX = width, minY = height, maxX = -1, maxY = -1
    for b in 0..<worst.count {
      let floor: Int
      if worst[b] > trigger {
        floor = inner
      } else if worst[b] > settle && ages[b] + 1 >= settleFrames {
        floor = 0
      } else {
        ages[b] = worst[b] > settle ? ages[b] + 1 : 0
        continue
      }
      ages[b] = 0
      let bx = (b % across) * block, by = (b / across) * block
      for y in by..<min(by + block, height) {
        for x in bx..<min(bx + block, width) where distance(current, sent, (y * width + x) * 4) > floor {
          sends[y * width + x] = true
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
    }
    guard maxX >= 0 else { return .nothing }
    let rect = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    var rgba = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
    rgba.withUnsafeMutableBytes { out in
      for row in 0..<rect.height {
        for column in 0..<rect.width where sends[(rect.y + row) * width + rect.x + column] {
          let o = ((rect.y + row) * width + rect.x + column) * 4
          let pixel = current.loadUnaligned(fromByteOffset: o, as: UInt32.self)
          out.storeBytes(of: pixel, toByteOffset: (row * rect.width + column) * 4, as: UInt32.self)
          sent.storeBytes(of: pixel, toByteOffset: o, as: UInt32.self)
        }
      }
    }
    return FramePatch(rect: rect, rgba: rgba, keepsCanvas: true, isWhole: false)
  }

  /// The largest difference of any channel of the pixel at byte `offset`.
  @inline(__always)
  private static func distance(_ a: UnsafeRawBufferPointer, _ b: UnsafeMutableRawBufferPointer, _ offset: Int) -> Int {
    var d = 0
    for c in 0..<4 { d = max(d, abs(Int(a[offset + c]) - Int(b[offset + c]))) }
    return d
  }

  /// The patch that shows `current` on a transparent canvas: the rectangle around its visible pixels, cleared after
  /// it is shown, because a GIF cannot make a shown pixel transparent again any other way.
  static func visible(_ current: [UInt8], width: Int, height: Int) -> FramePatch {
    current.withUnsafeBytes { visible($0, width: width, height: height) }
  }

  private static func visible(_ current: UnsafeRawBufferPointer, width: Int, height: Int) -> FramePatch {
    guard let rect = bounds(width: width, height: height, where: { current[$0 + 3] != 0 }) else { return .nothing }
    var rgba = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
    rgba.withUnsafeMutableBufferPointer { out in
      for row in 0..<rect.height {
        let source = ((rect.y + row) * width + rect.x) * 4
        for i in 0..<(rect.width * 4) { out[row * rect.width * 4 + i] = current[source + i] }
      }
    }
    return FramePatch(rect: rect, rgba: rgba, keepsCanvas: false, isWhole: false)
  }

  /// A frame that changes nothing: GIF has no empty frame, so one transparent pixel.
  static let nothing = FramePatch(
    rect: PixelRect(x: 0, y: 0, width: 1, height: 1), rgba: [0, 0, 0, 0], keepsCanvas: true, isWhole: false)

  /// The smallest rectangle holding every pixel (by its byte offset) for which `test` holds, or nil.
  private static func bounds(width: Int, height: Int, where test: (Int) -> Bool) -> PixelRect? {
    var top = -1
    for y in 0..<height where (0..<width).contains(where: { test((y * width + $0) * 4) }) {
      top = y
      break
    }
    guard top >= 0 else { return nil }
    var bottom = top
    for y in stride(from: height - 1, to: top, by: -1) where (0..<width).contains(where: { test((y * width + $0) * 4) })
    {
      bottom = y
      break
    }
    var left = width, right = -1
    for y in top...bottom {
      let row = y * width
      var x = 0
      while x < left {
        if test((row + x) * 4) {
          left = x
          break
        }
        x += 1
      }
      x = width - 1
      while x > right {
        if test((row + x) * 4) {
          right = x
          break
        }
        x -= 1
      }
    }
    return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}

/// What an opaque GIF shows so far, as sent: each pixel's last sent value (packed RGBA), and for each 8×8 block how
/// many frames in a row it has been left off by more than `FramePatch.settle`.
struct SentCanvas {
  var pixels: [UInt8]
  var unsettled: [UInt8]

  init(pixels: [UInt8], width: Int, height: Int) {
    self.pixels = pixels
    let b = FramePatch.block
    unsettled = [UInt8](repeating: 0, count: ((width + b - 1) / b) * ((height + b - 1) / b))
  }
}
