/// GIF's LZW for one frame's palette indices, with lossy matching: where the dictionary has no entry for the
/// string so far plus the next pixel, a pixel whose true colour is within `tolerance` (squared distance over the
/// three channels) of an entry's colour takes that entry's index instead, so the string goes on. Longer strings
/// are fewer codes: the bytes fall much faster than SSIM does (gifsicle's `--lossy` works the same way).
/// Deterministic: the same frame gives the same bytes on any thread.
enum GIFLZW {
  /// The frame's image data as GIF sub-blocks (each a length byte and up to 255 bytes, then a zero), for a table
  /// of `1 << minCodeSize` colours. `rgba` holds the true colours the indices stand for (4 bytes a pixel);
  /// `colors` the table, 3 bytes an entry; `transparent` the index that must never be traded (-1: none).
  static func encode(
    indices: [UInt8], rgba: [UInt8], colors: [UInt8], transparent: Int, minCodeSize: Int, tolerance: Int
  ) -> [UInt8] {
    let clear = 1 << minCodeSize, endOfInformation = clear + 1
    let tableWidth = 1 << minCodeSize
    // children[code * tableWidth + index]: the code for string `code` followed by `index`, 0 when none.
    var children = [UInt16](repeating: 0, count: 4096 * tableWidth)
    var touched: [Int] = []
    touched.reserveCapacity(4096)
    var writer = BitWriter()
    var codeSize = minCodeSize + 1
    var next = endOfInformation + 1
    writer.write(clear, bits: codeSize)
    guard !indices.isEmpty else {
      writer.write(endOfInformation, bits: codeSize)
      return writer.subBlocks()
    }
    var current = Int(indices[0])
    for i in 1..<indices.count {
      var pixel = Int(indices[i])
      var found = Int(children[current * tableWidth + pixel])
      if found == 0 && tolerance > 0 && pixel != transparent {
        // The closest colour the dictionary can go on with, if close enough to what the pixel really is. (Looking a
        // few pixels ahead for the candidate whose string goes on longest saved 0.3 % more on Showcase: not kept.)
        let r = Int(rgba[i * 4]), g = Int(rgba[i * 4 + 1]), b = Int(rgba[i * 4 + 2])
        var best = tolerance + 1
        for candidate in 0..<min(tableWidth, colors.count / 3) where candidate != transparent {
          let code = Int(children[current * tableWidth + candidate])
          guard code != 0 else { continue }
          let dr = Int(colors[candidate * 3]) - r, dg = Int(colors[candidate * 3 + 1]) - g
          let db = Int(colors[candidate * 3 + 2]) - b
          let d = dr * dr + dg * dg + db * db
          if d < best {
            best = d
            found = code
            pixel = candidate
          }
        }
      }
      if found != 0 {
        current = found
        continue
      }
      writer.write(current, bits: codeSize)
      if next < 4095 {
        children[current * tableWidth + pixel] = UInt16(next)
        touched.append(current * tableWidth + pixel)
        if next == 1 << codeSize { codeSize += 1 }
        next += 1
      } else {
        // The dictionary is full: start again.
        writer.write(clear, bits: codeSize)
        for slot in touched { children[slot] = 0 }
        touched.removeAll(keepingCapacity: true)
        codeSize = minCodeSize + 1
        next = endOfInformation + 1
      }
      current = pixel
    }
    writer.write(current, bits: codeSize)
    writer.write(endOfInformation, bits: codeSize)
    return writer.subBlocks()
  }
}

/// Codes packed least significant bit first, as GIF wants them.
struct BitWriter {
  private var bytes: [UInt8] = []
  private var accumulator: UInt32 = 0
  private var count = 0

  mutating func write(_ code: Int, bits: Int) {
    accumulator |= UInt32(code) << UInt32(count)
    count += bits
    while count >= 8 {
      bytes.append(UInt8(accumulator & 0xFF))
      accumulator >>= 8
      count -= 8
    }
  }

  /// The bits written so far as GIF sub-blocks, the last byte padded with zeros, then the block terminator.
  mutating func subBlocks() -> [UInt8] {
    if count > 0 {
      bytes.append(UInt8(accumulator & 0xFF))
      accumulator = 0
      count = 0
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 255 + 2)
    var start = 0
    while start < bytes.count {
      let end = min(start + 255, bytes.count)
      out.append(UInt8(end - start))
      out += bytes[start..<end]
      start = end
    }
    out.append(0)
    return out
  }
}
