/// The accelerated stage's levels halved more often along one axis than the other (a rip-map), made when a cell first
/// needs one. OpenGL through SDL 2 samples one level bilinearly, with no mipmaps and no anisotropic filter: a level
/// chosen for the picture's long axis aliases along its squashed one, a level chosen for the squashed axis blurs the
/// other. Each cell of the grid instead takes the level halved as often across and down as the picture is squashed
/// there, which is what the software stage's footprint averages. Halving goes on past the mip chain (down to a few
/// texels), so a picture drawn tiny is averaged rather than sampled.
final class AnisotropicLevels {
  /// The mip chain's surfaces (straight alpha), halved along both axes.
  private let surfaces: [Surface]
  private var made: [Halvings: Texture] = [:]
  /// How many times each axis may be halved: until it is a few texels long.
  let most: Halvings

  /// How many times a level is halved across and down.
  struct Halvings: Hashable {
    let across: Int, down: Int
  }

  init(surfaces: [Surface]) {
    self.surfaces = surfaces
    func halvings(_ length: Int) -> Int {
      var (k, length) = (0, length)
      while length >= 2 * Self.shortest { (k, length) = (k + 1, (length + 1) / 2) }
      return k
    }
    most = Halvings(across: halvings(surfaces[0].width), down: halvings(surfaces[0].height))
  }

  /// The level halved as often as `key` says (at most `most`) on `renderer`, premultiplied, to blend with
  /// `Texture.premultiplied` and filter linearly; nil where it cannot be made.
  func texture(_ key: Halvings, renderer: Renderer) -> Texture? {
    if let texture = made[key] { return texture }
    let (across, down) = (key.across, key.down)
    let base = min(across, down, surfaces.count - 1)
    var surface = surfaces[base]
    var (x, y) = (across - base, down - base)
    while x > 0 || y > 0 {
      guard let next = try? surface.halved(across: x > 0, down: y > 0) else { return nil }
      (surface, x, y) = (next, max(0, x - 1), max(0, y - 1))
    }
    guard let texture = try? Texture(renderer: renderer, surface: surface.premultiplied()) else { return nil }
    texture.setPremultipliedBlending()
    made[key] = texture
    return texture
  }

  /// How much of the level `key` names the picture spans, across and down (1 where its sizes halved evenly): halving
  /// an odd length keeps half a texel more, the edge repeated.
  func span(_ key: Halvings) -> (u: Double, v: Double) {
    func span(_ length: Int, _ times: Int) -> Double {
      var kept = length
      for _ in 0..<times { kept = (kept + 1) / 2 }
      return Double(length) / Double(1 << times) / Double(kept)
    }
    return (span(surfaces[0].width, key.across), span(surfaces[0].height, key.down))
  }

  /// How many times to halve each axis for a cell whose texels (of level 0) change by `gradient` a pixel along each:
  /// until a pixel spans at most `limit` texels (one bilinear tap, as the software stage takes up to two).
  func halvings(_ gradient: (u: Double, v: Double)) -> Halvings {
    func times(_ g: Double, _ most: Int) -> Int {
      var (k, g) = (0, g)
      while k < most, g > Self.limit { (k, g) = (k + 1, g / 2) }
      return k
    }
    return Halvings(across: times(gradient.u, most.across), down: times(gradient.v, most.down))
  }
  static let limit = 2.0, shortest = 4
}
