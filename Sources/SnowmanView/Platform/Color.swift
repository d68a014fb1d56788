import CSDL2

/// An 8-bit RGBA colour.
public struct Color: Equatable, Hashable, Sendable {
  public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

  /// A colour from components.
  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
    self.r = r; self.g = g; self.b = b; self.a = a
  }

  /// A colour from `0xRRGGBB`.
  public init(hex: UInt32, alpha: UInt8 = 255) {
    self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF), alpha)
  }

  /// The same colour with alpha scaled by `factor` (0...1).
  public func fading(_ factor: Double) -> Color {
    Color(r, g, b, UInt8((Double(a) * min(max(factor, 0), 1)).rounded()))
  }

  /// The colour `t` of the way to `other`.
  public func mixed(with other: Color, _ t: Double) -> Color {
    func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
    return Color(m(r, other.r), m(g, other.g), m(b, other.b), m(a, other.a))
  }

  var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }
}
