import SnowmanModel
import SnowmanView

/// Draws the stage headless into one reused RGBA surface: no display, no window.
public final class StageFrames {
  private let context: SDLContext
  private let surface: Surface
  private let renderer: Renderer
  private let scene: SceneRenderer
  public let width: Int, height: Int

  /// A stage of `width`×`height` pixels drawing `artwork` (the built-in snowman unless given), its pictures' rows
  /// drawn on `bands` threads (an export passes the machine's cores; the benchmark, one, as its C reference draws).
  public init(width: Int, height: Int, artwork: Surface? = nil, bands: Int = 1) throws {
    context = try SDLContext(video: false)
    surface = try Surface(width: width, height: height)
    renderer = try Renderer(surface: surface)
    renderer.stageBands = bands
    scene = try SceneRenderer(context: context, renderer: renderer, artwork: artwork)
    self.width = width
    self.height = height
  }

  /// Where the pictures a chain swaps in come from (the data folder's images/); built-ins need none.
  public var artworkSource: ((ImageReference) -> Surface?)? {
    get { scene.artworkSource }
    set { scene.artworkSource = newValue }
  }

  /// Draws `pose` and waits for the renderer to finish, without touching the pixels (for benchmarks).
  public func drawOnly(_ pose: Pose, layers: [LayerDraw] = [], density: Double, background: StageBackground) throws {
    scene.drawStage(
      pose: pose, width: Double(width) / density, height: Double(height) / density, density: density,
      background: background, layers: layers)
    renderer.flush()
  }

  /// Draws `pose` (and the copies of the layers above it) and passes the finished pixels to `body`, valid only during
  /// the call.
  public func draw(
    _ pose: Pose, artwork: ImageReference? = nil, costume: Costume? = nil, layers: [LayerDraw] = [], density: Double,
    background: StageBackground, _ body: (UnsafePointer<UInt8>, Int) throws -> Void
  ) throws {
    scene.drawStage(
      pose: pose, width: Double(width) / density, height: Double(height) / density, density: density,
      background: background, artwork: artwork, costume: costume, layers: layers)
    renderer.flush()
    _ = try surface.withPixels { base, pitch in
      if background == .transparent { Self.unpremultiply(base, pitch: pitch, width: width, height: height) }
      try body(UnsafePointer(base), pitch)
    }
  }

  /// SDL blends onto a transparent target as premultiplied colour (each draw adds `src × srcAlpha`), but PNG,
  /// APNG, WebP and GIF store straight alpha: a translucent pixel would otherwise darken twice when shown.
  static func unpremultiply(_ base: UnsafeMutablePointer<UInt8>, pitch: Int, width: Int, height: Int) {
    for y in 0..<height {
      let row = base + y * pitch
      for x in 0..<width {
        let p = row + x * 4
        let a = Int(p[3])
        guard a != 0, a != 255 else { continue }
        for c in 0..<3 { p[c] = UInt8(min(255, (Int(p[c]) * 255 + a / 2) / a)) }
      }
    }
  }
}
