import CSDL2
import Dispatch
import SnowmanSampler

/// The software stage: draws a picture through a pose's homography straight into the renderer's pixels. Each pixel's
/// texel is found through the true perspective and filtered (`PerspectiveSampler`); the outline's coverage smooths
/// its edges (`CoverageOutline`); nothing is cut into cells, so nothing can seam.
final class SoftwareStage {
  /// The coverage of the outline, one byte a pixel of the box drawn, as large as the largest box so far.
  private var mask: [UInt8] = []
  /// What each picture (by `StagePicture.serial`) or each copy of a scene's layer (by its slot) was last drawn
  /// with, and its pixels where it was drawn so twice running (`StageLayer`).
  private var lastDrawn: [Int: StageLayer.Key] = [:], layers: [Int: StageLayer] = [:]
  /// The bytes the layers' copies keep, at most `copiesKept` of them (the first picture keeps its own besides): a
  /// still snowflake is laid over, a still 4096-px photo copied 200 times is sampled again instead.
  private var keptBytes = 0
  static let copiesKept = 1 << 20
  /// How many times a picture was sampled (a test counts what is not sampled again).
  private(set) var samples = 0
  /// How many threads draw a picture's rows, each a band of them: an export's stage takes the machine's cores
  /// while its encoder waits on frames; the window keeps one, as its cost is a share of a core a frame.
  var bands = 1

  /// Whether pixels of the SDL layout `format` are stored blue first (true), red first (false), or neither (nil:
  /// the caller draws another way).
  static func bluesFirst(_ format: UInt32) -> Bool? {
    switch format {
    case SDL_PIXELFORMAT_ABGR8888.rawValue, SDL_PIXELFORMAT_XBGR8888.rawValue: return false
    case SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_XRGB8888.rawValue: return true
    default: return nil
    }
  }

  /// Draws `picture` over `surface`: its texel (u, v) (of the full-size level) lands where `texelsToPixels` says,
  /// inside `outline` (convex), at `opacity`, on a stage of `stage` pixels whose corner is at `origin` of the surface
  /// (`texelsToPixels` and `outline` are in the stage's pixels).
  /// - Returns: the surface's pixels it may have changed, or nil when the surface's layout is not one this stage
  ///   writes (the caller draws another way).
  func draw(
    _ picture: StagePicture, texelsToPixels: PlaneHomography, outline: StagePolygon, opacity: Double,
    stage: (w: Int, h: Int), at origin: (x: Int, y: Int), onto surface: UnsafeMutablePointer<SDL_Surface>,
    slot: Int? = nil
  ) -> DrawnArea? {
    let s = surface.pointee
    guard let pixels = s.pixels, let swapped = s.format.flatMap({ Self.bluesFirst($0.pointee.format) }) else {
      return nil
    }
    // The stage, in its own pixels, as far as the surface reaches.
    let x0 = max(0, -origin.x), y0 = max(0, -origin.y)
    let x1 = min(stage.w, Int(s.w) - origin.x), y1 = min(stage.h, Int(s.h) - origin.y)
    let shape = CoverageOutline.clipped(outline, x0: Double(x0), y0: Double(y0), x1: Double(x1), y1: Double(y1))
    guard shape.count >= 3, let inverse = texelsToPixels.inverted() else { return DrawnArea() }
    let box = CoverageOutline.bounds(shape, x0: x0, y0: y0, x1: x1, y1: y1)
    guard box.w > 0, box.h > 0 else { return DrawnArea() }
    let drawn = DrawnArea(
      SDL_Rect(x: Int32(origin.x + box.x), y: Int32(origin.y + box.y), w: Int32(box.w), h: Int32(box.h)))
    if mask.count < box.w * box.h { mask = [UInt8](repeating: 0, count: box.w * box.h) }
    let corner = pixels.assumingMemoryBound(to: UInt8.self) + origin.y * Int(s.pitch) + origin.x * 4
    let target = PerspectiveSampler.Target(base: corner, stride: Int(s.pitch), swapped: swapped)
    let key = StageLayer.Key(
      picture: picture.serial, texelsToPixels: texelsToPixels, outline: outline, opacity: opacity, stage: stage,
      origin: origin, surface: (Int(s.w), Int(s.h)), swapped: swapped)
    // A copy of a layer keeps its pixels by its own slot: the copies of one picture are told apart.
    let id = slot.map { -1 - $0 } ?? picture.serial
    if let layer = layers[id], layer.key == key {
      layer.layOver(corner, stride: Int(s.pitch))
      return drawn
    }
    let repeated = lastDrawn[id] == key
    if lastDrawn.count >= 256 && lastDrawn[id] == nil { (lastDrawn, layers, keptBytes) = ([:], [:], 0) }
    lastDrawn[id] = key
    if let dropped = layers.removeValue(forKey: id), slot != nil { keptBytes -= dropped.pixels.count }
    guard repeated, slot == nil || keptBytes + box.w * box.h * 4 <= Self.copiesKept else {
      sample(picture, inverse: inverse, shape: shape, opacity: opacity, box: box, into: target)
      return drawn
    }
    // Drawn the same twice running: sampled once more over transparent pixels, kept, and laid over.
    var layer = StageLayer(key: key, box: box, pixels: [UInt8](repeating: 0, count: box.w * box.h * 4))
    layer.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let start = buffer.baseAddress else { return }
      // The layer's first byte is the box's corner; the sampler addresses pixels from the stage's corner.
      let layerTarget = PerspectiveSampler.Target(
        base: start - (box.y * box.w + box.x) * 4, stride: box.w * 4, swapped: swapped)
      sample(picture, inverse: inverse, shape: shape, opacity: opacity, box: box, into: layerTarget)
    }
    layer.layOver(corner, stride: Int(s.pitch))
    layers[id] = layer
    if slot != nil { keptBytes += layer.pixels.count }
    return drawn
  }

  /// Samples `picture` through `inverse` (pixels to texels) inside `shape` over `box`'s rows of `target`.
  private func sample(
    _ picture: StagePicture, inverse: PlaneHomography, shape: StagePolygon, opacity: Double,
    box: (x: Int, y: Int, w: Int, h: Int), into target: PerspectiveSampler.Target
  ) {
    samples += 1
    if mask.count < box.w * box.h { mask = [UInt8](repeating: 0, count: box.w * box.h) }
    let fromBox = PlaneHomography(m: [1, 0, Double(box.x), 0, 1, Double(box.y), 0, 0, 1]).then(inverse)
    mask.withUnsafeMutableBufferPointer { coverage in
      guard let cover = coverage.baseAddress else { return }
      CoverageOutline.fill(cover, stride: box.w, box: box, shape: shape, opacity: opacity)
      _ = picture.withTexels { texels in
        let map = fromBox.m
        PerspectiveSampler.prefetch(texels, map: map, width: box.w, height: box.h)
        let count = min(bands, box.h / 32)
        guard count > 1 else {
          return Self.rows(box.y..<(box.y + box.h), texels, target, map: map, coverage: cover, box: box)
        }
        // Rows are independent (each writes only its own pixels), so bands give the same bytes as one pass; the
        // pointers stay valid until concurrentPerform returns. Raw pointers are not Sendable and concurrentPerform's
        // closure must be; ThreadSanitizer runs the stage's suites over this.
        nonisolated(unsafe) let shared = (texels, target, cover)  // Swift cannot borrow disjoint rows across threads
        DispatchQueue.concurrentPerform(iterations: count) { band in
          Self.rows(
            (box.y + box.h * band / count)..<(box.y + box.h * (band + 1) / count), shared.0, shared.1, map: map,
            coverage: shared.2, box: box)
        }
      }
    }
  }

  /// Draws `band`'s rows of the picture's `box` (`coverage` holds the box's coverage from its first row).
  private static func rows(
    _ band: Range<Int>, _ texels: PerspectiveSampler.Texels, _ target: PerspectiveSampler.Target,
    map: InlineArray<9, Double>, coverage: UnsafeMutablePointer<UInt8>, box: (x: Int, y: Int, w: Int, h: Int)
  ) {
    PerspectiveSampler.rows(
      texels, target, map: map, coverage: coverage + (band.lowerBound - box.y) * box.w, coverageStride: box.w,
      originX: box.x, originY: box.y, ys: band, x0: box.x, x1: box.x + box.w)
  }
}
