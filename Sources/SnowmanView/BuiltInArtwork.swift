/// The pictures compiled into the binary, so a `snowman` copied anywhere runs, draws and renders.
public enum BuiltInArtwork {
  /// The snowman, decoded from the PNG `make assets` renders from Assets/snowman.svg.
  /// - Throws: `SDLError` if SDL_image cannot decode it (a broken build).
  public static func snowman() throws -> Surface {
    try Surface(imageBytes: PackageResources.snowman_png, name: "the built-in snowman")
  }
}
