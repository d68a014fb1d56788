import Foundation
import SnowmanModel

/// The pictures compiled into the binary, so a `snowman` copied anywhere runs, draws and renders.
public enum BuiltInArtwork {
  /// The snowman, decoded from the PNG `make assets` renders from Assets/snowman.svg.
  /// - Throws: `SDLError` if SDL_image cannot decode it (a broken build).
  public static func snowman() throws -> Surface {
    try Surface(imageBytes: PackageResources.snowman_png, name: "the built-in snowman")
  }

  /// The built-in snowman's width over its height, from its PNG header: known before the picture is decoded.
  static var snowmanAspect: Double {
    let png = PackageResources.snowman_png
    func number(at offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    // The IHDR chunk comes first, after the 8-byte signature and its length and type: width at 16, height at 20.
    return Double(number(at: 16)) / Double(max(1, number(at: 20)))
  }

  /// The app's icon: the built-in snowman fitted into a transparent 128-pixel square (`make assets` renders it from
  /// the artwork's SVG).
  /// - Throws: `SDLError` if it cannot be decoded.
  public static func icon() throws -> Surface {
    try Surface(imageBytes: PackageResources.icon_128_png, name: "the built-in icon")
  }

  /// The snowflake's SVG bytes (Crossfade's second picture).
  public static var snowflakeSVG: Data { Data(PackageResources.snowflake_svg) }

  /// Whether `reference` is a built-in picture (it needs nothing from images/).
  public static func isBuiltIn(_ reference: ImageReference) -> Bool {
    reference.sha256 == BuiltInPresets.snowflake.sha256
  }

  /// A built-in costume's SVG bytes, or nil when `id` is not one.
  public static func costumeSVG(_ id: String) -> Data? {
    switch id {
    case "doctor": return Data(PackageResources.costume_doctor_svg)
    case "ghost": return Data(PackageResources.costume_ghost_svg)
    case "hipster": return Data(PackageResources.costume_hipster_svg)
    case "pirate": return Data(PackageResources.costume_pirate_svg)
    case "wizard": return Data(PackageResources.costume_wizard_svg)
    default: return nil
    }
  }

  /// A costume's pixels: a built-in's art drawn `longSide` pixels on its long side (512: enough for the largest
  /// export), or a user's picture from `pictures`; nil when neither has it.
  public static func costume(_ costume: Costume, pictures: ((ImageReference) -> Surface?)?, longSide: Int = 512)
    -> Surface?
  {
    if let svg = costumeSVG(costume.id) {
      return try? ArtworkLoader.decode(
        svg, name: "the \(costume.name) costume", svgLongSide: longSide, enlarge: false
      ).surface
    }
    return costume.image.flatMap { pictures?($0) }
  }

  /// The size in pixels `surface(for:)` draws a built-in picture at by default, read from its SVG's header alone;
  /// nil when `reference` is not one.
  public static func size(of reference: ImageReference) -> (width: Int, height: Int)? {
    guard isBuiltIn(reference), case .success(let header) = ImageHeader.inspect(snowflakeSVG) else { return nil }
    let scale = Double(ArtworkLoader.svgLongSide) / Double(max(header.width, header.height, 1))
    return (Int((Double(header.width) * scale).rounded()), Int((Double(header.height) * scale).rounded()))
  }

  /// The pixels of a built-in picture other than the snowman, or nil when `reference` is not one: drawn
  /// `longSide` pixels on its long side (the stage's size by default; an export embedding it small draws it small
  /// rather than reducing the large one).
  public static func surface(for reference: ImageReference, longSide: Int = ArtworkLoader.svgLongSide) -> Surface? {
    guard isBuiltIn(reference) else { return nil }
    return try? ArtworkLoader.decode(
      snowflakeSVG, name: "the built-in snowflake", svgLongSide: longSide,
      enlarge: longSide >= ArtworkLoader.svgLongSide
    ).surface
  }
}
