import CSDL2

/// Text rasterised at pixel size, cached as textures until their text changes.
final class TextCache {
  struct Key: Hashable {
    let text: String
    let pixelSize: Int
    let bold: Bool
  }

  private let context: SDLContext
  private let renderer: Renderer
  private let regularPath: String
  private let boldPath: String
  private var fonts: [Int: Font] = [:]
  private var textures: [Key: Texture] = [:]
  private var fitted: [Key: [Int: String]] = [:]
  /// Entries beyond this are dropped all at once; a UI frame uses a few dozen.
  private let capacity = 512

  init(context: SDLContext, renderer: Renderer, regularPath: String, boldPath: String) {
    self.context = context
    self.renderer = renderer
    self.regularPath = regularPath
    self.boldPath = boldPath
  }

  func font(pixelSize: Int, bold: Bool) throws -> Font {
    let key = pixelSize * 2 + (bold ? 1 : 0)
    if let font = fonts[key] { return font }
    let font = try Font(context: context, path: bold ? boldPath : regularPath, pixelSize: pixelSize)
    fonts[key] = font
    return font
  }

  /// The white texture of `text`, or nil for empty text.
  func texture(_ text: String, pixelSize: Int, bold: Bool) throws -> Texture? {
    guard !text.isEmpty else { return nil }
    let key = Key(text: text, pixelSize: pixelSize, bold: bold)
    if let t = textures[key] { return t }
    if textures.count >= capacity { textures.removeAll(keepingCapacity: true) }
    let surface = try font(pixelSize: pixelSize, bold: bold).render(text)
    let texture = try Texture(renderer: renderer, surface: surface)
    textures[key] = texture
    return texture
  }

  /// `text`, shortened with an ellipsis until it fits `maxWidth` pixels.
  func fit(_ text: String, pixelSize: Int, bold: Bool, maxWidth: Int) throws -> String {
    let key = Key(text: text, pixelSize: pixelSize, bold: bold)
    if let known = fitted[key]?[maxWidth] { return known }
    let font = try font(pixelSize: pixelSize, bold: bold)
    var result = text
    if font.width(of: text) > maxWidth {
      var chars = Array(text)
      while !chars.isEmpty && font.width(of: String(chars) + "…") > maxWidth { chars.removeLast() }
      result = String(chars) + "…"
    }
    if fitted.count >= capacity { fitted.removeAll(keepingCapacity: true) }
    fitted[key, default: [:]][maxWidth] = result
    return result
  }
}
