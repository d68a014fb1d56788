import CSDL2

/// Owns an `SDL_Texture`; holds its renderer so it is always destroyed first.
public final class Texture {
  let pointer: OpaquePointer
  private let renderer: Renderer
  /// Size in pixels.
  public let width: Int
  /// Size in pixels.
  public let height: Int

  /// Uploads `surface` once, with alpha blending and, if `smooth`, linear filtering.
  /// - Throws: `SDLError` from `SDL_CreateTextureFromSurface`.
  public init(renderer: Renderer, surface: Surface, smooth: Bool = true) throws {
    // The scale-quality hint is read when a texture is created, so set it just before.
    sdl.SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, smooth ? "linear" : "nearest")
    pointer = try unwrap(
      sdl.SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer), call: "SDL_CreateTextureFromSurface")
    self.renderer = renderer
    width = surface.width
    height = surface.height
    sdl.SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
  }

  /// A texture `targetWidth`×`height` pixels of `format` that the renderer can draw into, copied without blending.
  /// - Throws: `SDLError` from `SDL_CreateTexture`.
  public init(
    renderer: Renderer, targetWidth: Int, height: Int, format: UInt32 = SDL_PIXELFORMAT_ARGB8888.rawValue
  ) throws {
    sdl.SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest")
    pointer = try unwrap(
      sdl.SDL_CreateTexture(
        renderer.pointer, format, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
        Int32(targetWidth), Int32(height)),
      call: "SDL_CreateTexture")
    self.renderer = renderer
    width = targetWidth
    self.height = height
    sdl.SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_NONE)
  }

  deinit { sdl.SDL_DestroyTexture(pointer) }

  /// Whether the texture is alpha-blended when drawn (false copies it, which is faster for opaque art).
  public func setBlending(_ on: Bool) {
    sdl.SDL_SetTextureBlendMode(pointer, on ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
  }

  /// Blends the texture as premultiplied colour (its RGB already multiplied by its alpha): what is under shows through
  /// by what it leaves, and linear filtering between a coloured texel and a transparent one darkens nothing.
  func setPremultipliedBlending() {
    sdl.SDL_SetTextureBlendMode(pointer, Self.premultiplied)
  }

  /// `source × 1 + destination × (1 − source alpha)`, colour and alpha alike.
  static let premultiplied = sdl.SDL_ComposeCustomBlendMode(
    SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD, SDL_BLENDFACTOR_ONE,
    SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

  /// Samples the texture bilinearly when it is drawn scaled (true) or takes the nearest texel (false).
  func setLinearFiltering(_ on: Bool) {
    sdl.SDL_SetTextureScaleMode(pointer, on ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
  }

  /// Tints the texture: each pixel is multiplied by `color`, alpha included.
  public func tint(_ color: Color) {
    sdl.SDL_SetTextureColorMod(pointer, color.r, color.g, color.b)
    sdl.SDL_SetTextureAlphaMod(pointer, color.a)
  }
}
