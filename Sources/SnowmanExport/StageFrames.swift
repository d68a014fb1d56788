import SnowmanModel
import SnowmanView

/// Draws the stage headless into one reused RGBA surface: no display, no window.
public final class StageFrames {
  private let context: SDLContext
  private let surface: Surface
  private let renderer: Renderer
  private let scene: SceneRenderer
  public let width: Int, height: Int

  /// A stage of `width`×`height` pixels drawing `artwork` (the built-in snowman unless given).
  public init(width: Int, height: Int, artwork: Surface? = nil) throws {
    context = try SDLContext(video: false)
    surface = try Surface(width: width, height: height)
    renderer = try Renderer(surface: surface)
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
  public func drawOnly(_ pose: Pose, density: Double, background: StageBackground) throws {
    scene.drawStage(
      pose: pose, width: Double(width) / density, height: Double(height) / density, density: density,
      background: background)
    renderer.flush()
  }

  /// Draws `pose` and passes the finished pixels to `body`, valid only during the call.
  public func draw(
    _ pose: Pose, artwork: ImageReference? = nil, density: Double, background: StageBackground,
    _ body: (UnsafePointer<UInt8>, Int) throws -> Void
  ) throws {
    scene.drawStage(
      pose: pose, width: Double(width) / density, height: Double(height) / density, density: density,
      background: background, artwork: artwork)
    renderer.flush()
    _ = try surface.withPixels { base, pitch in try body(UnsafePointer(base), pitch) }
  }
}
