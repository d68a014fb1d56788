import CSDL2

/// The accelerated stage's pictures drawn at four times the density into a texture of their own, then brought back to
/// the stage's pixels by halving twice with linear filtering (each halving the exact mean of 2 × 2 texels, since every
/// pixel's centre falls between four) and laid over the stage premultiplied. OpenGL through SDL 2 has no edge coverage
/// and no filter over a pixel's footprint: sixteen samples a pixel give both, the picture's area each pixel covers, as
/// the software stage computes it and as a browser's supersampled drawing shows it.
final class SupersampledLayer {
  /// Samples a pixel along each axis.
  static let factor = 4
  private var fine: Texture?, half: Texture?

  /// Draws what `body` draws inside `box` (pixels of the current target) through the layer. `body` is given the
  /// offset of the box's corner and the factor: a point it would draw at pixel p it draws at (p − offset) × factor.
  /// - Returns: false when the layer cannot be made here (no texture targets, or one too large): nothing was drawn.
  func draw(
    on renderer: Renderer, box: (x: Int, y: Int, w: Int, h: Int),
    _ body: (_ offset: (x: Int, y: Int), _ factor: Int) -> Void
  ) -> Bool {
    guard box.w > 0, box.h > 0 else { return true }
    let n = Self.factor
    guard let fine = target(&fine, renderer, box.w * n, box.h * n),
      let half = target(&half, renderer, box.w * 2, box.h * 2)
    else { return false }
    let drawn = renderer.drawing(into: fine) {
      renderer.clear(Color(0, 0, 0, 0))
      body((box.x, box.y), n)
    }
    guard drawn else { return false }
    let halved = renderer.drawing(into: half) {
      renderer.clear(Color(0, 0, 0, 0))
      renderer.copy(
        fine, from: SDL_Rect(x: 0, y: 0, w: Int32(box.w * n), h: Int32(box.h * n)),
        to: SDL_FRect(x: 0, y: 0, w: Float(box.w * 2), h: Float(box.h * 2)))
    }
    guard halved else { return false }
    renderer.copy(
      half, from: SDL_Rect(x: 0, y: 0, w: Int32(box.w * 2), h: Int32(box.h * 2)),
      to: SDL_FRect(x: Float(box.x), y: Float(box.y), w: Float(box.w), h: Float(box.h)))
    return true
  }

  /// `texture` if it holds `w`×`h` pixels, else a larger one made in its place (grown by half again, so a picture that
  /// grows frame by frame does not make a texture each frame); nil past the renderer's largest texture.
  private func target(_ texture: inout Texture?, _ renderer: Renderer, _ w: Int, _ h: Int) -> Texture? {
    if let t = texture, t.width >= w, t.height >= h { return t }
    let largest = renderer.largestTexture
    guard w <= largest.width, h <= largest.height else { return nil }
    let size = (
      w: min(largest.width, max(w, (texture?.width ?? 0) * 3 / 2)),
      h: min(largest.height, max(h, (texture?.height ?? 0) * 3 / 2))
    )
    texture = nil
    guard let made = try? Texture(renderer: renderer, targetWidth: size.w, height: size.h) else { return nil }
    made.setLinearFiltering(true)
    made.setPremultipliedBlending()
    texture = made
    return made
  }
}
