/// A picture's levels, made where no renderer is needed: on another thread while the window opens.
struct SpritePixels: @unchecked Sendable {
  /// The picture at full size, then halved again and again (`SpriteRenderer.levelSurfaces`).
  let surfaces: [Surface]
  /// Which of the plain grid's cells hold a visible texel.
  let occupied: [Bool]
  /// The levels premultiplied for the software stage; nil when it will not draw them.
  let exact: StagePicture?

  /// The levels of `surface`, premultiplied as well when the `software` stage will draw them. Unchecked
  /// Sendable: the surfaces are handed over whole, never touched by the thread that made them again.
  init(_ surface: Surface, software: Bool) throws {
    surfaces = try SpriteRenderer.levelSurfaces(surface)
    occupied = SpriteGrid.occupiedCells(surface, n: SpriteRenderer.subdivisions)
    exact = software ? StagePicture(surfaces: surfaces) : nil
  }
}
