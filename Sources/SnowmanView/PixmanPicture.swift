import CPixman
import Foundation

/// A picture's mip levels as pixman images, premultiplied as pixman composites them: what the software stage
/// maps through a pose. Made once per picture, only where the software stage draws.
final class PixmanPicture {
  /// `pixman_image_t`s, largest first; each owns its pixels.
  let levels: [OpaquePointer]
  /// Each level's size in pixels, without its border.
  let sizes: [(width: Int, height: Int)]
  /// The filter each level was last given, in eighths of a texel per pixel (pixman copies a filter's parameters
  /// each time one is set, so an unchanged one is not set again).
  private var filters: [(x: Int, y: Int)]
  /// Convolution parameters made so far, by scale in eighths.
  private var kernels: [Int: (values: UnsafeMutablePointer<pixman_fixed_t>, count: Int32)] = [:]

  /// Texels of the edge repeated around each level. pixman's projective fetch divides the transformed point as an
  /// unsigned number, so a point left of or above the image (which a smoothed edge samples) would come out as
  /// garbage: the border keeps every point it is asked for at positive coordinates, up to a filter's reach.
  static let border = 10

  /// The levels of `surfaces` (RGBA32, straight alpha), premultiplied, each inside its border; nil when pixman cannot
  /// allocate them.
  init?(surfaces: [Surface]) {
    let b = Self.border
    var levels: [OpaquePointer] = []
    for surface in surfaces {
      let w = surface.width, h = surface.height
      guard
        let image = pixman_image_create_bits(PIXMAN_a8b8g8r8, Int32(w + 2 * b), Int32(h + 2 * b), nil, 0),
        let data = pixman_image_get_data(image)
      else {
        levels.forEach { pixman_image_unref($0) }
        return nil
      }
      let stride = Int(pixman_image_get_stride(image))
      let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self)
      _ = surface.withPixels { source, pitch in
        for y in 0..<(h + 2 * b) {
          let from = source + min(max(y - b, 0), h - 1) * pitch, to = bytes + y * stride
          for x in 0..<(w + 2 * b) {
            let f = from + min(max(x - b, 0), w - 1) * 4, t = to + x * 4
            let alpha = Int(f[3])
            for c in 0..<3 { t[c] = UInt8((Int(f[c]) * alpha + 127) / 255) }
            t[3] = f[3]
          }
        }
      }
      // Each pixel is read through a filter; beyond the border it repeats the edge, and the outline's coverage (not
      // the texels) decides where the picture ends, so its edge is smoothed at the pixel.
      pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
      pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
      levels.append(image)
    }
    self.levels = levels
    sizes = surfaces.map { ($0.width, $0.height) }
    filters = Array(repeating: (8, 8), count: levels.count)
  }

  deinit {
    levels.forEach { pixman_image_unref($0) }
    kernels.values.forEach { free($0.values) }
  }

  /// Filters level `level` for drawing at `scaleX`×`scaleY` texels per pixel along its own axes: bilinear where it
  /// is not shrunk, else each pixel averages the box of texels it covers (pixman's separable convolution: a box
  /// the scale wide over a linear reconstruction, as cairo's good filter), so a picture seen nearly edge-on is
  /// neither streaked nor shimmering.
  func filter(level: Int, scaleX: Double, scaleY: Double) {
    // Up to two texels a pixel, the level chosen and bilinear filtering are enough; past that (a picture nearly
    // edge-on, or squashed) the box of texels a pixel covers is averaged.
    func eighths(_ s: Double) -> Int { s <= 2 ? 8 : min(64, Int((s * 8).rounded())) }
    let wanted = (x: eighths(scaleX), y: eighths(scaleY))
    guard filters[level] != wanted else { return }
    filters[level] = wanted
    let image = levels[level]
    guard wanted != (8, 8) else {
      pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
      return
    }
    let key = wanted.x * 1000 + wanted.y
    if kernels[key] == nil {
      var count: Int32 = 0
      let values = pixman_filter_create_separable_convolution(
        &count, pixman_fixed_t(wanted.x * 8192), pixman_fixed_t(wanted.y * 8192), PIXMAN_KERNEL_LINEAR,
        PIXMAN_KERNEL_LINEAR, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 2, 2)
      if let values { kernels[key] = (values, count) }
    }
    if let kernel = kernels[key] {
      pixman_image_set_filter(image, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, kernel.values, kernel.count)
    } else {
      pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
    }
  }
}
