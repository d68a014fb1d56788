import SnowmanFuzzing

/// What the sampler's seeded tests share: a random map onto a level, and where two drawings first differ.
enum SeededSamplerCases {
  /// A homography from pixels to a `width` × `height` level's texels: each linear term within ±`scale`, the offsets
  /// up to 50 texels past the level, the perspective terms within ±`tilt`.
  static func map(width: Int, height: Int, scale: Double, tilt: Double, using random: inout SplitMix)
    -> InlineArray<9, Double>
  {
    let (w0, h0) = (Double(width), Double(height))
    var map = InlineArray<9, Double>(repeating: 0)
    for (i, range) in [
      -scale...scale, -scale...scale, -50...(w0 + 50), -scale...scale, -scale...scale, -50...(h0 + 50), -tilt...tilt,
      -tilt...tilt,
    ].enumerated() { map[i] = Double.random(in: range, using: &random) }
    map[8] = 1
    return map
  }

  /// The first byte at which `a` and `b` differ; nil where they are the same.
  static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    a == b ? nil : (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
  }
}
