/// A picture's levels, made where no renderer is needed: on another thread while the window opens.
/// Not Sendable (its surfaces are SDL's): it is made on one thread and handed whole to another through a `Mutex`,
/// which takes it as `sending`, so the compiler checks that the thread that made it keeps no reference.
struct SpritePixels {
  /// The picture at full size, then halved again and again (`SpriteRenderer.levelSurfaces`).
  let surfaces: [Surface]
  /// Which of the plain grid's cells hold a visible texel.
  let occupied: [Bool]
  /// The levels premultiplied for the software stage; nil when it will not draw them.
  let exact: StagePicture?

  /// The levels of `surface`, premultiplied as well when the `software` stage will draw them.
  init(_ surface: Surface, software: Bool) throws {
    surfaces = try SpriteRenderer.levelSurfaces(surface)
    occupied = SpriteGrid.occupiedCells(surface, n: SpriteRenderer.subdivisions)
    exact = software ? StagePicture(surfaces: surfaces) : nil
  }
}
