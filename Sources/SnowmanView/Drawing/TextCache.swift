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
  private var textures: [Key: (texture: Texture, used: Int)] = [:]
  private var fitted: [Key: [Int: String]] = [:]
  private var clock = 0
  /// A UI frame shows a few dozen texts; past this many the least recently used half is dropped, so
  /// scrolling through thousands of names keeps memory flat.
  private let capacity = 160

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
    clock += 1
    if let entry = textures[key] {
      textures[key] = (entry.texture, clock)
      return entry.texture
    }
    if textures.count >= capacity { evictOlderHalf() }
    let surface = try font(pixelSize: pixelSize, bold: bold).render(text)
    let texture = try Texture(renderer: renderer, surface: surface)
    textures[key] = (texture, clock)
    return texture
  }

  private func evictOlderHalf() {
    let uses = textures.values.map(\.used).sorted()
    let cutoff = uses[uses.count / 2]
    textures = textures.filter { $0.value.used > cutoff }
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
    if fitted.count >= capacity * 4 { fitted.removeAll(keepingCapacity: true) }
    fitted[key, default: [:]][maxWidth] = result
    return result
  }
}
