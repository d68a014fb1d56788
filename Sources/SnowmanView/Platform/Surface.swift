import CSDL2

/// Owns an `SDL_Surface`.
public final class Surface {
  let pointer: UnsafeMutablePointer<SDL_Surface>

  init(owning pointer: UnsafeMutablePointer<SDL_Surface>) { self.pointer = pointer }

  /// A transparent RGBA32 surface of `width`×`height` pixels (or `xrgb`: the 32-bit layout X11 windows use).
  /// - Throws: `SDLError` from `SDL_CreateRGBSurfaceWithFormat`.
  public init(width: Int, height: Int, xrgb: Bool = false) throws {
    try SDLLibraries.open()
    let format = xrgb ? SDL_PIXELFORMAT_XRGB8888.rawValue : SDL_PIXELFORMAT_RGBA32.rawValue
    pointer = try unwrap(
      sdl.SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format),
      call: "SDL_CreateRGBSurfaceWithFormat")
  }

  /// An image file decoded by SDL_image, converted to RGBA32.
  /// - Throws: `SDLError` naming the file.
  public convenience init(contentsOf path: String) throws {
    try SDLLibraries.open()
    let loaded = try unwrap(sdlImage.IMG_Load(path), call: "IMG_Load(\(path))")
    defer { sdl.SDL_FreeSurface(loaded) }
    let converted = try unwrap(
      sdl.SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0), call: "SDL_ConvertSurfaceFormat")
    self.init(owning: converted)
  }

  /// An image held in memory (PNG, JPEG, …) decoded by SDL_image, converted to RGBA32.
  /// - Throws: `SDLError` naming `name`.
  public convenience init(imageBytes: [UInt8], name: String) throws {
    try SDLLibraries.open()
    let loaded = try imageBytes.withUnsafeBytes { raw in
      // IMG_Load_RW with freesrc 1 closes the RWops whether or not decoding succeeds.
      try unwrap(
        sdlImage.IMG_Load_RW(sdl.SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)), 1), call: "IMG_Load_RW(\(name))"
      )
    }
    defer { sdl.SDL_FreeSurface(loaded) }
    let converted = try unwrap(
      sdl.SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0), call: "SDL_ConvertSurfaceFormat")
    self.init(owning: converted)
  }

  deinit { sdl.SDL_FreeSurface(pointer) }

  /// Width in pixels.
  public var width: Int { Int(pointer.pointee.w) }
  /// Height in pixels.
  public var height: Int { Int(pointer.pointee.h) }

  /// The RGBA bytes of pixel (x, y); the surface must be RGBA32.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let pitch = Int(pointer.pointee.pitch)
    guard let base = pointer.pointee.pixels?.assumingMemoryBound(to: UInt8.self),
      x >= 0, y >= 0, x < width, y < height
    else { return (0, 0, 0, 0) }
    let p = base + y * pitch + x * 4
    return (p[0], p[1], p[2], p[3])
  }

  /// Calls `body` with the rows of RGBA32 pixels (pitch bytes apart).
  public func withPixels<R>(_ body: (UnsafeMutablePointer<UInt8>, _ pitch: Int) throws -> R) rethrows -> R? {
    guard let base = pointer.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return nil }
    return try body(base, Int(pointer.pointee.pitch))
  }

  /// Saves the surface as an 8-bit RGBA PNG.
  /// - Throws: `SDLError` naming the file.
  public func savePNG(to path: String) throws {
    try check(sdlImage.IMG_SavePNG(pointer, path), call: "IMG_SavePNG(\(path))")
  }
}

extension Surface {
  /// Saves RGBA bytes (`stride` bytes a row) as an 8-bit RGBA PNG without copying them.
  /// - Throws: `SDLError` naming the file.
  public static func savePNG(rgba: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, to path: String) throws {
    try SDLLibraries.open()
    let surface = try unwrap(
      sdl.SDL_CreateRGBSurfaceWithFormatFrom(
        UnsafeMutableRawPointer(mutating: rgba), Int32(width), Int32(height), 32, Int32(stride),
        SDL_PIXELFORMAT_RGBA32.rawValue),
      call: "SDL_CreateRGBSurfaceWithFormatFrom")
    defer { sdl.SDL_FreeSurface(surface) }
    try check(sdlImage.IMG_SavePNG(surface, path), call: "IMG_SavePNG(\(path))")
  }
}

extension Surface {
  /// A copy at half the width and height (rounded up), or only `across` or only `down`, each pixel the
  /// alpha-weighted mean of the block it stands for, so transparent pixels do not darken the edges.
  public func halved(across: Bool = true, down: Bool = true) throws -> Surface {
    let (fx, fy) = (across ? 2 : 1, down ? 2 : 1)
    let w = (width + fx - 1) / fx
    let h = (height + fy - 1) / fy
    let out = try Surface(width: w, height: h)
    _ = withPixels { src, srcPitch in
      out.withPixels { dst, dstPitch in
        for y in 0..<h {
          for x in 0..<w {
            var r = 0, g = 0, b = 0, a = 0, n = 0
            for dy in 0..<fy {
              for dx in 0..<fx {
                let sx = min(x * fx + dx, width - 1), sy = min(y * fy + dy, height - 1)
                let p = src + sy * srcPitch + sx * 4
                let alpha = Int(p[3])
                r += Int(p[0]) * alpha; g += Int(p[1]) * alpha; b += Int(p[2]) * alpha; a += alpha
                n += 1
              }
            }
            let d = dst + y * dstPitch + x * 4
            if a > 0 {
              d[0] = UInt8((r + a / 2) / a); d[1] = UInt8((g + a / 2) / a); d[2] = UInt8((b + a / 2) / a)
            } else {
              d[0] = 0; d[1] = 0; d[2] = 0
            }
            d[3] = UInt8((a + n / 2) / n)
          }
        }
      }
    }
    return out
  }
}

extension Surface {
  /// A copy with each pixel's colour multiplied by its alpha (rounded), for blending and filtering as premultiplied.
  func premultiplied() throws -> Surface {
    let out = try Surface(width: width, height: height)
    _ = withPixels { source, sourcePitch in
      out.withPixels { target, targetPitch in
        Surface.premultiply(source, pitch: sourcePitch, into: target, pitch: targetPitch, width: width, height: height)
      }
    }
    return out
  }

  /// Writes `width` × `height` RGBA pixels of `source` into `target`, each colour multiplied by its alpha and
  /// rounded, ⌊(c × a + 127) / 255⌋: a pixel at a time as one 32-bit word, red and blue in its two 16-bit halves, the
  /// division by 255 as t + t / 256 shifted (t = c × a + 128; the same number for every c × a up to 255²): the
  /// snowman's full-size level in 0.12 ms, where three divisions a pixel took 0.47.
  static func premultiply(
    _ source: UnsafePointer<UInt8>, pitch sourcePitch: Int, into target: UnsafeMutablePointer<UInt8>,
    pitch targetPitch: Int, width: Int, height: Int
  ) {
    for y in 0..<height {
      let from = UnsafeRawPointer(source + y * sourcePitch), to = UnsafeMutableRawPointer(target + y * targetPitch)
      for x in 0..<width {
        let p = from.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self).littleEndian
        let alpha = p >> 24
        var redBlue = (p & 0x00FF_00FF) &* alpha &+ 0x0080_0080
        redBlue = (redBlue &+ (redBlue >> 8 & 0x00FF_00FF)) >> 8 & 0x00FF_00FF
        var green = (p >> 8 & 0xFF) &* alpha &+ 0x80
        green = (green &+ (green >> 8)) >> 8
        to.storeBytes(of: (redBlue | green << 8 | alpha << 24).littleEndian, toByteOffset: x * 4, as: UInt32.self)
      }
    }
  }

  /// A copy enlarged so its long side is `longSide` pixels, each pixel the alpha-weighted bilinear mix of the
  /// four nearest: a small picture is enlarged once, smoothly, instead of sampled blockily on every frame, and
  /// transparent pixels do not darken the edges.
  public func enlarged(toLongSide longSide: Int) throws -> Surface {
    let scale = Double(longSide) / Double(max(width, height))
    let w = max(1, Int((Double(width) * scale).rounded())), h = max(1, Int((Double(height) * scale).rounded()))
    let out = try Surface(width: w, height: h)
    let sw = width, sh = height
    _ = withPixels { src, srcPitch in
      out.withPixels { dst, dstPitch in
        for y in 0..<h {
          let fy = max(0, min(Double(sh - 1), (Double(y) + 0.5) / scale - 0.5))
          let y0 = Int(fy), y1 = min(y0 + 1, sh - 1), ty = fy - Double(y0)
          for x in 0..<w {
            let fx = max(0, min(Double(sw - 1), (Double(x) + 0.5) / scale - 0.5))
            let x0 = Int(fx), x1 = min(x0 + 1, sw - 1), tx = fx - Double(x0)
            var r = 0.0, g = 0.0, b = 0.0, a = 0.0
            for (sx, sy, weight) in [
              (x0, y0, (1 - tx) * (1 - ty)), (x1, y0, tx * (1 - ty)), (x0, y1, (1 - tx) * ty), (x1, y1, tx * ty),
            ] {
              let p = src + sy * srcPitch + sx * 4
              let wa = weight * Double(p[3])
              r += Double(p[0]) * wa; g += Double(p[1]) * wa; b += Double(p[2]) * wa; a += wa
            }
            let d = dst + y * dstPitch + x * 4
            if a > 0 {
              d[0] = UInt8(min(255, (r / a).rounded())); d[1] = UInt8(min(255, (g / a).rounded()))
              d[2] = UInt8(min(255, (b / a).rounded()))
            }
            d[3] = UInt8(min(255, a.rounded()))
          }
        }
      }
    }
    return out
  }
}
