import CPixman
import CSDL2

/// The software stage: composites a picture through a pose's homography straight into the renderer's pixels with
/// pixman. Each pixel's texel is found through the true perspective and filtered; the picture's outline is
/// rasterised as exact coverage, so its edges are smooth; nothing is cut into cells, so nothing can seam.
/// It keeps its buffers across frames: a steady frame allocates nothing.
final class PixmanStage {
  /// The a8 coverage of the outline, as large as the largest box drawn so far.
  private var mask: OpaquePointer?
  private var maskSize = (width: 0, height: 0)
  /// The target's pixels wrapped as a pixman image, kept while the target stays the same.
  private var target: OpaquePointer?
  private var targetKey: (pixels: UnsafeMutableRawPointer, width: Int32, height: Int32, pitch: Int32)?

  deinit {
    if let mask { pixman_image_unref(mask) }
    if let target { pixman_image_unref(target) }
  }

  /// pixman's name for an SDL surface's pixel layout, or nil where the two libraries share none.
  static func format(_ sdl: UInt32) -> pixman_format_code_t? {
    switch sdl {
    case SDL_PIXELFORMAT_ABGR8888.rawValue: return PIXMAN_a8b8g8r8
    case SDL_PIXELFORMAT_ARGB8888.rawValue: return PIXMAN_a8r8g8b8
    case SDL_PIXELFORMAT_XRGB8888.rawValue: return PIXMAN_x8r8g8b8
    case SDL_PIXELFORMAT_XBGR8888.rawValue: return PIXMAN_x8b8g8r8
    default: return nil
    }
  }

  /// The surface's pixels as a pixman image, or nil when its layout is not one pixman composites onto.
  private func wrap(_ surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
    let s = surface.pointee
    guard let pixels = s.pixels, let format = s.format.flatMap({ Self.format($0.pointee.format) }) else { return nil }
    if let key = targetKey, key.pixels == pixels, key.width == s.w, key.height == s.h, key.pitch == s.pitch {
      return target
    }
    if let target { pixman_image_unref(target) }
    target = pixman_image_create_bits_no_clear(
      format, s.w, s.h, pixels.assumingMemoryBound(to: UInt32.self), s.pitch)
    targetKey = target == nil ? nil : (pixels, s.w, s.h, s.pitch)
    return target
  }

  /// A coverage buffer of at least `width`×`height`, zeroed there.
  private func coverage(width: Int, height: Int) -> OpaquePointer? {
    if mask == nil || maskSize.width < width || maskSize.height < height {
      if let mask { pixman_image_unref(mask) }
      maskSize = (max(width, maskSize.width), max(height, maskSize.height))
      mask = pixman_image_create_bits(PIXMAN_a8, Int32(maskSize.width), Int32(maskSize.height), nil, 0)
      return mask
    }
    guard let mask, let data = pixman_image_get_data(mask) else { return nil }
    let stride = Int(pixman_image_get_stride(mask))
    let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self)
    for y in 0..<height { (bytes + y * stride).initialize(repeating: 0, count: width) }
    return mask
  }

  /// Composites the pixman image `source` over `surface`: its texel (u, v) lands where `texelsToPixels`
  /// says, inside `outline` (pixels, convex), at `opacity`, clipped to `clip` (pixels).
  /// - Returns: false when the surface's layout is not one pixman knows (the caller draws another way).
  func draw(
    _ source: OpaquePointer, texelsToPixels: PlaneHomography, outline: [(x: Double, y: Double)],
    opacity: Double, clip: (x: Int, y: Int, w: Int, h: Int), onto surface: UnsafeMutablePointer<SDL_Surface>
  ) -> Bool {
    guard let destination = wrap(surface) else { return false }
    let s = surface.pointee
    let x0 = max(clip.x, 0), y0 = max(clip.y, 0)
    let x1 = min(clip.x + clip.w, Int(s.w)), y1 = min(clip.y + clip.h, Int(s.h))
    let shape = CoverageOutline.clipped(outline, x0: Double(x0), y0: Double(y0), x1: Double(x1), y1: Double(y1))
    guard shape.count >= 3, let inverse = texelsToPixels.inverted() else { return true }
    let box = CoverageOutline.bounds(shape, x0: x0, y0: y0, x1: x1, y1: y1)
    guard box.w > 0, box.h > 0, let mask = coverage(width: box.w, height: box.h) else { return true }
    for trapezoid in CoverageOutline.trapezoids(shape, originX: Double(box.x), originY: Double(box.y)) {
      var t = trapezoid
      pixman_rasterize_trapezoid(mask, &t, 0, 0)
    }
    if opacity < 1, let data = pixman_image_get_data(mask) {
      let stride = Int(pixman_image_get_stride(mask))
      let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self)
      let a = Int((max(opacity, 0) * 255).rounded())
      for y in 0..<box.h {
        let row = bytes + y * stride
        for x in 0..<box.w { row[x] = UInt8((Int(row[x]) * a + 127) / 255) }
      }
    }
    // The box's corner is the source's origin: the smaller the pixel coordinates, the more precision is left.
    let fromBox = PlaneHomography(m: [1, 0, Double(box.x), 0, 1, Double(box.y), 0, 0, 1]).then(inverse)
    var transform = Self.fixed(fromBox, width: box.w, height: box.h)
    pixman_image_set_transform(source, &transform)
    // Row by row, over just the outline's span: pixman checks the source point of each composited rectangle's
    // corners, and a box's corners can lie near the horizon, where they map beyond fixed point and pixman draws
    // nothing at all; a span's ends lie on the outline.
    for row in 0..<box.h {
      let top = Double(box.y + row)
      guard let span = CoverageOutline.span(shape, top: top, bottom: top + 1) else { continue }
      let left = max(box.x, Int(span.left.rounded(.down))), right = min(box.x + box.w, Int(span.right.rounded(.up)))
      guard right > left else { continue }
      pixman_image_composite32(
        PIXMAN_OP_OVER, source, mask, destination, Int32(left - box.x), Int32(row), Int32(left - box.x), Int32(row),
        Int32(left), Int32(box.y + row), Int32(right - left), 1)
    }
    return true
  }

  /// `map` in pixman's 16.16 fixed point, for points from (0, 0) to (`width`, `height`). A homography is the same
  /// map at any scale, and pixman keeps the transformed point's homogeneous coordinates in 16.16 too: the scale
  /// brings the largest of them (reached at a corner) and of the entries near (not past) 2¹⁵, so the small perspective terms keep as
  /// much precision as fixed point allows.
  static func fixed(_ map: PlaneHomography, width: Int, height: Int) -> pixman_transform {
    // A homography's sign is free, but pixman takes a point whose w is not positive for one behind the eye.
    let sign: Double = map.m[6] * Double(width) / 2 + map.m[7] * Double(height) / 2 + map.m[8] < 0 ? -1 : 1
    var largest = map.m.reduce(0) { max($0, abs($1)) }
    for (x, y) in [(0, 0), (width, 0), (0, height), (width, height)] {
      for row in 0..<3 {
        largest = max(largest, abs(map.m[row * 3] * Double(x) + map.m[row * 3 + 1] * Double(y) + map.m[row * 3 + 2]))
      }
    }
    let k = sign * (largest > 0 ? 24576 / largest : 1)
    func f(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * k * 65536).rounded()) }
    let m = map.m
    return pixman_transform(
      matrix: (
        (f(m[0]), f(m[1]), f(m[2])), (f(m[3]), f(m[4]), f(m[5])), (f(m[6]), f(m[7]), f(m[8]))
      ))
  }
}
