/// A smaller copy by area: each pixel the alpha-weighted mean of the source area it covers, a source pixel cut by
/// the new grid counted by the share it has on each side.
extension Surface {
  /// A copy `width`×`height` pixels (each at most this surface's), or this surface itself when that is its size.
  /// Transparent pixels do not darken the edges, as in `halved`.
  /// - Throws: `SDLError` when the copy cannot be made.
  public func reduced(toWidth width: Int, height: Int) throws -> Surface {
    let (sw, sh) = (self.width, self.height)
    guard width != sw || height != sh else { return self }
    precondition(width <= sw && height <= sh && width > 0 && height > 0, "reduced only shrinks")
    let out = try Surface(width: width, height: height)
    let across = Self.shares(from: sw, to: width), down = Self.shares(from: sh, to: height)
    _ = withPixels { src, srcPitch in
      out.withPixels { dst, dstPitch in
        var row = [Double](repeating: 0, count: sw * 4)
        for (y, sources) in down.enumerated() {
          for i in row.indices { row[i] = 0 }
          // The rows this pixel covers, premultiplied and weighted by their shares.
          for (sy, share) in sources {
            let line = src + sy * srcPitch
            for sx in 0..<sw {
              let p = line + sx * 4, wa = share * Double(p[3])
              row[sx * 4] += Double(p[0]) * wa
              row[sx * 4 + 1] += Double(p[1]) * wa
              row[sx * 4 + 2] += Double(p[2]) * wa
              row[sx * 4 + 3] += wa
            }
          }
          let rowShare = sources.reduce(0) { $0 + $1.share }
          for (x, columns) in across.enumerated() {
            var r = 0.0, g = 0.0, b = 0.0, a = 0.0, total = rowShare
            for (sx, share) in columns {
              r += row[sx * 4] * share; g += row[sx * 4 + 1] * share
              b += row[sx * 4 + 2] * share; a += row[sx * 4 + 3] * share
            }
            total *= columns.reduce(0) { $0 + $1.share }
            let d = dst + y * dstPitch + x * 4
            if a > 0 {
              d[0] = UInt8(min(255, (r / a).rounded())); d[1] = UInt8(min(255, (g / a).rounded()))
              d[2] = UInt8(min(255, (b / a).rounded()))
            } else {
              d[0] = 0; d[1] = 0; d[2] = 0
            }
            d[3] = UInt8(min(255, (a / total).rounded()))
          }
        }
      }
    }
    return out
  }

  /// For each of `to` cells over `from` source pixels, the source pixels it covers and the share of each.
  static func shares(from: Int, to: Int) -> [[(index: Int, share: Double)]] {
    let step = Double(from) / Double(to)
    return (0..<to).map { i in
      let start = Double(i) * step, end = Double(i + 1) * step
      return (Int(start)..<min(from, Int(end.rounded(.up)))).compactMap { s in
        let share = min(end, Double(s + 1)) - max(start, Double(s))
        return share > 1e-9 ? (s, share) : nil
      }
    }
  }
}
