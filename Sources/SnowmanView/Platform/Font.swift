import CSDL2

/// Owns a `TTF_Font` opened at one pixel size.
public final class Font {
  let pointer: OpaquePointer
  private let context: SDLContext

  /// Opens `path` at `pixelSize`, from the file's mapped bytes (`MappedFontFile`).
  /// - Throws: `SDLError` naming the file, when it cannot be read or SDL_ttf refuses it.
  public init(context: SDLContext, path: String, pixelSize: Int) throws {
    self.context = context
    let file = try MappedFontFile.at(path)
    let stream = try unwrap(sdl.SDL_RWFromConstMem(file.bytes, Int32(file.count)), call: "SDL_RWFromConstMem")
    // SDL_ttf closes the stream with the font (and on failure); the mapping stays.
    pointer = try unwrap(sdlTTF.TTF_OpenFontRW(stream, 1, Int32(pixelSize)), call: "TTF_OpenFont(\(path))")
  }

  deinit { sdlTTF.TTF_CloseFont(pointer) }

  /// The width in pixels `text` takes.
  public func width(of text: String) -> Int {
    var w: Int32 = 0
    var h: Int32 = 0
    sdlTTF.TTF_SizeUTF8(pointer, text, &w, &h)
    return Int(w)
  }

  /// The line height in pixels.
  public var lineHeight: Int { Int(sdlTTF.TTF_FontHeight(pointer)) }

  /// `text` rendered white and anti-aliased, so it can be tinted to any colour.
  /// - Throws: `SDLError` from `TTF_RenderUTF8_Blended`.
  public func render(_ text: String) throws -> Surface {
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    return Surface(
      owning: try unwrap(sdlTTF.TTF_RenderUTF8_Blended(pointer, text, white), call: "TTF_RenderUTF8_Blended"))
  }
}
