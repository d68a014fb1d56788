/// A picture's pixels as the software stage last drew them, before they were laid over what was there. A picture
/// drawn twice running with nothing about it changed (a stage at rest while the picker scrolls, a field is typed
/// in or the pointer hovers the chrome, which redraws what is under it) is laid over from here the third time, not
/// sampled again: a pass of additions where the sampler took a dozen taps a pixel. The same bytes either way:
/// drawn over transparent pixels, `PerspectiveSampler.blend` leaves the picture's own (premultiplied) values, and
/// `layOver` blends them as `blend` does.
struct StageLayer {
  /// Everything the drawn pixels depend on.
  struct Key: Equatable {
    var picture: Int
    var texelsToPixels: PlaneHomography
    var outline: StagePolygon
    var opacity: Double
    var stage: (w: Int, h: Int), origin: (x: Int, y: Int), surface: (w: Int, h: Int)
    var swapped: Bool

    static func == (a: Key, b: Key) -> Bool {
      a.picture == b.picture && a.texelsToPixels == b.texelsToPixels && a.outline == b.outline
        && a.opacity == b.opacity && a.stage == b.stage && a.origin == b.origin && a.surface == b.surface
        && a.swapped == b.swapped
    }
  }

  let key: Key
  /// The box drawn, in the stage's pixels, and its pixels (4 bytes each, in the target's byte order, row after row).
  let box: (x: Int, y: Int, w: Int, h: Int)
  var pixels: [UInt8]

  /// Lays the layer's pixels over `target` (the stage's corner, `stride` bytes a row): each target byte becomes
  /// the layer's plus what the layer's alpha leaves of it, rounded as `PerspectiveSampler.blend` rounds.
  func layOver(_ target: UnsafeMutablePointer<UInt8>, stride: Int) {
    pixels.withUnsafeBufferPointer { layer in
      guard let source = layer.baseAddress else { return }
      for row in 0..<box.h {
        let from = source + row * box.w * 4, to = target + (box.y + row) * stride + box.x * 4
        for x in 0..<box.w {
          let s = from + x * 4
          let alpha = Int(s[3])
          if alpha == 0 && s[0] == 0 && s[1] == 0 && s[2] == 0 { continue }
          let keep = 255 - alpha, d = to + x * 4
          for c in 0..<4 { d[c] = UInt8(min(255, Int(s[c]) + (Int(d[c]) * keep + 127) / 255)) }
        }
      }
    }
  }
}

extension StagePolygon: Equatable {
  static func == (a: StagePolygon, b: StagePolygon) -> Bool {
    a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
  }
}
