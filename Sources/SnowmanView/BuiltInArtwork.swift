import Foundation
import SnowmanModel

/// The pictures compiled into the binary, so a `snowman` copied anywhere runs, draws and renders.
public enum BuiltInArtwork {
  /// The snowman, decoded from the PNG `make assets` renders from Assets/snowman.svg.
  /// - Throws: `SDLError` if SDL_image cannot decode it (a broken build).
  public static func snowman() throws -> Surface {
    try Surface(imageBytes: PackageResources.snowman_png, name: "the built-in snowman")
  }

  /// The snowflake's SVG bytes (Crossfade's second picture).
  public static var snowflakeSVG: Data { Data(PackageResources.snowflake_svg) }

  /// Whether `reference` is a built-in picture (it needs nothing from images/).
  public static func isBuiltIn(_ reference: ImageReference) -> Bool {
    reference.sha256 == BuiltInPresets.snowflake.sha256
  }

  /// The pixels of a built-in picture other than the snowman, or nil when `reference` is not one.
  public static func surface(for reference: ImageReference) -> Surface? {
    guard isBuiltIn(reference) else { return nil }
    return try? ArtworkLoader.decode(snowflakeSVG, name: "the built-in snowflake").surface
  }
}
