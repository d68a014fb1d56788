/// A pixel's mean over its taps, weighted by its coverage and laid over what is there: the last step of
/// `PerspectiveSampler.row`, pixel by pixel (the span path does the same in `snowman_span_draw_avx2`).
extension PerspectiveSampler {
  /// ⌈2⁴⁴ / (255 × taps)⌉ for every count of taps.
  static let reciprocals: [UInt64] = (0...maxTaps * maxShortTaps).map {
    $0 == 0 ? 0 : ((1 << 44) + 255 * UInt64($0) - 1) / (255 * UInt64($0))
  }

  /// ⌊x / (255 × taps)⌋ by a multiply, for x up to 256 × 255 × taps (under 2²⁴): 44 bits of reciprocal err by under
  /// 2⁻²⁰, less than one step of the quotient's fraction (1 / (255 × taps)), so it is exact; a division per channel
  /// cost a tenth of a frame.
  @inline(__always)
  static func quotient(_ x: UInt64, taps: Int) -> UInt64 { Mean(taps: taps).quotient(x) }

  /// What a sum of `taps` taps weighted by a coverage is divided by (255 × taps), as `quotient` does it, and half
  /// of it (to round); the same for a span's pixels.
  struct Mean {
    let reciprocal: UInt64, half: UInt64, divisor: Int
    @inline(__always)
    init(taps: Int) { (reciprocal, half, divisor) = (reciprocals[taps], UInt64(255 * taps / 2), 255 * taps) }
    @inline(__always)
    func quotient(_ x: UInt64) -> UInt64 { (x &* reciprocal) >> 44 }
  }

  /// Lays the `mean` of the taps whose lanes are summed in `sum`, weighted by `cover`, over the target pixel `out`
  /// (premultiplied: what is there shows through by what the picture leaves).
  @inline(__always)
  static func blend(_ sum: UInt64, _ mean: Mean, cover: UInt64, into out: UnsafeMutablePointer<UInt8>, swapped: Bool) {
    func channel(_ lane: UInt64) -> Int {
      Int(mean.quotient((sum >> (16 * lane) & 0xFFFF) * cover + mean.half))
    }
    let (red, blue, green, alpha) = (channel(0), channel(1), channel(2), channel(3))
    let keep = 255 - alpha
    let (r, b) = swapped ? (2, 0) : (0, 2)
    out[r] = UInt8(min(255, red + (Int(out[r]) * keep + 127) / 255))
    out[1] = UInt8(min(255, green + (Int(out[1]) * keep + 127) / 255))
    out[b] = UInt8(min(255, blue + (Int(out[b]) * keep + 127) / 255))
    out[3] = UInt8(min(255, alpha + (Int(out[3]) * keep + 127) / 255))
  }
}
