import CSDL2
import Foundation
import SnowmanModel

/// A picture file checked and decoded for the stage.
public struct LoadedArtwork {
  /// The file's bytes, to keep in images/.
  public let data: Data
  public let header: ImageHeader
  /// The pixels, RGBA32 (an SVG rasterised at `ArtworkLoader.svgLongSide`).
  public let surface: Surface
  /// Something the user should know though the picture is used ("only its first frame is shown").
  public let note: String?
}

/// A picture Snowman will not use, as one sentence naming the file and the reason.
public struct ArtworkError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public init(path: String, reason: String) { description = "\(path) \(reason)" }
}

/// Reads a user's picture: from the header first (format, size, whole or not, a decompression bomb refused
/// before a pixel is decoded), then through SDL_image.
public enum ArtworkLoader {
  /// SVGs are drawn at this size on their long side: enough for the largest stage.
  public static let svgLongSide = 2048
  /// Smaller bitmaps are enlarged to this long side once, smoothly, so the stage never magnifies them blockily.
  public static let minimumLongSide = 1024

  /// Reads and decodes the picture at `path`.
  /// - Throws: `ArtworkError`: not a file, over 64 MB, not a picture, truncated, too large, or undecodable.
  public static func load(path: String) throws -> LoadedArtwork {
    let data: Data
    switch AtomicFile.read(URL(fileURLWithPath: path), maxBytes: ImageStore.maxBytes) {
    case .success(let d): data = d
    case .failure(let problem): throw ArtworkError(path: path, reason: problem.reason)
    }
    return try decode(data, name: path)
  }

  /// Checks and decodes picture bytes; `name` is what errors call them.
  /// - Throws: `ArtworkError`; `SDLError` when SDL's libraries cannot be loaded.
  /// `enlarge`: bring a small picture up to `minimumLongSide` (a stage's picture); a costume's art is drawn small
  /// and stays as it is.
  public static func decode(_ data: Data, name: String, svgLongSide: Int = svgLongSide, enlarge: Bool = true) throws
    -> LoadedArtwork
  {
    try SDLLibraries.open()
    let header: ImageHeader
    switch ImageHeader.inspect(data) {
    case .success(let h): header = h
    case .failure(let problem): throw ArtworkError(path: name, reason: problem.reason)
    }
    let surface: Surface
    do {
      surface = try data.withUnsafeBytes { raw -> Surface in
        guard let ops = sdl.SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else {
          throw SDLError(call: "SDL_RWFromConstMem")
        }
        defer { _ = sdl.SDL_RWclose(ops) }
        let loaded: UnsafeMutablePointer<SDL_Surface>
        if header.type == .svg {
          let scale = Double(svgLongSide) / Double(max(header.width, header.height))
          loaded = try unwrap(
            sdlImage.IMG_LoadSizedSVG_RW(
              ops, Int32((Double(header.width) * scale).rounded()), Int32((Double(header.height) * scale).rounded())),
            call: "IMG_LoadSizedSVG_RW")
        } else {
          loaded = try unwrap(sdlImage.IMG_Load_RW(ops, 0), call: "IMG_Load_RW")
        }
        defer { sdl.SDL_FreeSurface(loaded) }
        let converted = try unwrap(
          sdl.SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0), call: "SDL_ConvertSurfaceFormat")
        return Surface(owning: converted)
      }
    } catch {
      throw ArtworkError(path: name, reason: "could not be decoded: \((error as? SDLError)?.message ?? "\(error)")")
    }
    guard surface.width > 0, surface.height > 0 else { throw ArtworkError(path: name, reason: "has no pixels") }
    let shown =
      enlarge && max(surface.width, surface.height) < minimumLongSide
      ? ((try? surface.enlarged(toLongSide: minimumLongSide)) ?? surface) : surface
    let note =
      header.isAnimated ? "\(URL(fileURLWithPath: name).lastPathComponent) moves: only its first frame is shown." : nil
    return LoadedArtwork(data: data, header: header, surface: shown, note: note)
  }
}
