#if arch(x86_64)
  import CSampler
#endif

/// The taps themselves: a footprint's grid of bilinear taps summed, each tap's four texels blended in fixed point.
extension PerspectiveSampler {
  /// The sum of `across.n` × `down.n` taps from `start`, each row `down` after the one before and each tap `across`
  /// after the one before it (fixed point), as 16-bit lanes (at most 255 × 256 each); `inside` when every tap's four
  /// texels lie inside the level, so none needs clamping.
  @inline(__always)
  static func footprint(
    _ base: UnsafePointer<UInt8>, _ level: Level, start: (u: Int, v: Int), across: (u: Int, v: Int, n: Int),
    down: (u: Int, v: Int, n: Int), inside: Bool
  ) -> UInt64 {
    #if arch(x86_64)
      if inside {
        return snowman_interior_taps(
          base + level.offset, level.width * 4, start.u, start.v, across.u, across.v, across.n, down.u, down.v, down.n)
      }
    #endif
    return inside
      ? taps(start, across, down) { interiorTap(base, level, $0, $1) }
      : taps(start, across, down) { tap(base, level, $0, $1) }
  }

  /// `read` summed over the grid of taps.
  @inline(__always)
  static func taps(
    _ start: (u: Int, v: Int), _ across: (u: Int, v: Int, n: Int), _ down: (u: Int, v: Int, n: Int),
    _ read: (Int, Int) -> UInt64
  ) -> UInt64 {
    var sum: UInt64 = 0
    var (rowU, rowV) = start
    for _ in 0..<down.n {
      var (u, v) = (rowU, rowV)
      for _ in 0..<across.n {
        sum &+= read(u, v)
        (u, v) = (u &+ across.u, v &+ across.v)
      }
      (rowU, rowV) = (rowU &+ down.u, rowV &+ down.v)
    }
    return sum
  }

  /// The picture at (u, v) (fixed point, texel centres at whole numbers) from its four nearest texels, the edge
  /// repeated, as 16-bit lanes (red, blue, green, alpha from the low end). 7-bit weights, as pixman's bilinear filter.
  @inline(__always)
  static func tap(_ base: UnsafePointer<UInt8>, _ level: Level, _ u: Int, _ v: Int) -> UInt64 {
    let iu = u >> fractionBits, iv = v >> fractionBits
    if iu >= 0 && iv >= 0 && iu < level.width - 1 && iv < level.height - 1 {
      #if arch(x86_64)
        return snowman_interior_tap_lanes(base + level.offset, level.width * 4, u, v)
      #else
        return interiorTap(base, level, u, v)
      #endif
    }
    let (w1, h1) = (level.width - 1, level.height - 1)
    let cx0 = min(max(iu, 0), w1), cx1 = min(max(iu + 1, 0), w1)
    let cy0 = min(max(iv, 0), h1), cy1 = min(max(iv + 1, 0), h1)
    let bytes = base + level.offset
    let top = bytes + cy0 * level.width * 4, bottom = bytes + cy1 * level.width * 4
    return bilinear(
      spread(load(top + cx0 * 4)), spread(load(top + cx1 * 4)), spread(load(bottom + cx0 * 4)),
      spread(load(bottom + cx1 * 4)), weights(u, v))
  }

  /// `tap` where the four texels are known to lie inside the level: two 8-byte reads, no clamping.
  @inline(__always)
  static func interiorTap(_ base: UnsafePointer<UInt8>, _ level: Level, _ u: Int, _ v: Int) -> UInt64 {
    let top = UnsafeRawPointer(base + level.offset + ((v >> fractionBits) * level.width + (u >> fractionBits)) * 4)
    let upper = top.loadUnaligned(as: UInt64.self), lower = (top + level.width * 4).loadUnaligned(as: UInt64.self)
    func texel(_ pair: UInt64, _ second: Bool) -> UInt64 {
      spread(UInt32(truncatingIfNeeded: second ? pair >> 32 : pair))
    }
    return bilinear(
      texel(upper, false), texel(upper, true), texel(lower, false), texel(lower, true), weights(u, v))
  }

  @inline(__always)
  static func weights(_ u: Int, _ v: Int) -> (x: UInt64, y: UInt64) {
    (
      UInt64(truncatingIfNeeded: u >> (fractionBits - 7) & 127),
      UInt64(truncatingIfNeeded: v >> (fractionBits - 7) & 127)
    )
  }

  @inline(__always)
  static func load(_ p: UnsafePointer<UInt8>) -> UInt32 { UnsafeRawPointer(p).loadUnaligned(as: UInt32.self) }

  /// A texel's four bytes (R, G, B, A in memory) one to a 16-bit lane: red, blue, green, alpha from the low end.
  @inline(__always)
  static func spread(_ texel: UInt32) -> UInt64 {
    let t = UInt64(texel)
    return t & 0x00FF_00FF | t << 24 & 0x00FF_00FF_0000_0000
  }

  /// Four texels' lanes (above left, above right, below left, below right) blended by the products of their 7-bit
  /// weights (which sum to 2¹⁴), rounded once to 8 bits. Two lanes at a time, each in 32 bits: a lane's weighted sum
  /// is under 2²² (255 × 2¹⁴).
  @inline(__always)
  static func bilinear(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64, _ w: (x: UInt64, y: UInt64)) -> UInt64 {
    let (left, above) = (128 - w.x, 128 - w.y)
    let (wa, wb, wc, wd) = (left &* above, w.x &* above, left &* w.y, w.x &* w.y)
    let pairs: UInt64 = 0x0000_FFFF_0000_FFFF, half: UInt64 = 0x0000_2000_0000_2000,
      bytes: UInt64 = 0x0000_00FF_0000_00FF
    func blend(_ shift: UInt64) -> UInt64 {
      let sum =
        (a >> shift & pairs) &* wa &+ (b >> shift & pairs) &* wb &+ (c >> shift & pairs) &* wc &+ (d >> shift & pairs)
        &* wd
      return (sum &+ half) >> 14 & bytes
    }
    return blend(0) | blend(16) << 16
  }
}
