/// The accelerated stage's levels halved more often along one axis than the other (a rip-map), made when a cell first
/// needs one. OpenGL through SDL 2 samples one level bilinearly, with no mipmaps and no anisotropic filter: a level
/// chosen for the picture's long axis aliases along its squashed one, a level chosen for the squashed axis blurs the
/// other. Each cell of the grid instead takes the level halved as often across and down as the picture is squashed
/// there, which is what the software stage's footprint averages. Halving goes on past the mip chain (down to a few
/// texels), so a picture drawn tiny is averaged rather than sampled.
final class AnisotropicLevels {
  /// The mip chain's surfaces, halved along both axes; level (k, k) is `isotropic[k]` while the chain lasts.
  private let surfaces: [Surface]
  private let isotropic: [Texture]
  private var made: [Halvings: Texture] = [:]
  /// How many times each axis may be halved: until it is a few texels long.
  let most: Halvings

  /// How many times a level is halved across and down.
  struct Halvings: Hashable {
    let across: Int, down: Int
  }

  init(surfaces: [Surface], textures: [Texture]) {
    (self.surfaces, self.isotropic) = (surfaces, textures)
    func halvings(_ length: Int) -> Int {
      var (k, length) = (0, length)
      while length >= 2 * Self.shortest { (k, length) = (k + 1, (length + 1) / 2) }
      return k
    }
    most = Halvings(across: halvings(surfaces[0].width), down: halvings(surfaces[0].height))
  }

  /// The level halved as often as `key` says (at most `most`), on `renderer`; nil where it cannot be made (the caller
  /// draws from a level of the chain).
  func texture(_ key: Halvings, renderer: Renderer) -> Texture? {
    let (across, down) = (key.across, key.down)
    if across == down, across < isotropic.count { return isotropic[across] }
    if let texture = made[key] { return texture }
    let base = min(across, down, surfaces.count - 1)
    var surface = surfaces[base]
    var (x, y) = (across - base, down - base)
    while x > 0 || y > 0 {
      guard let next = try? surface.halved(across: x > 0, down: y > 0) else { return nil }
      (surface, x, y) = (next, max(0, x - 1), max(0, y - 1))
    }
    let texture = try? Texture(renderer: renderer, surface: surface)
    made[key] = texture
    return texture
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
