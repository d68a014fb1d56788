import CSDL2

/// Owns an `SDL_Renderer`, drawing into a window or, for tests and headless export, into a surface.
public final class Renderer {
  let pointer: OpaquePointer
  // The parent must outlive the renderer: SDL_DestroyRenderer touches the window or surface.
  private let window: Window?
  private let target: Surface?
  /// The software stage, where this renderer draws in software (exports, windows without a GPU): pictures are
  /// mapped exactly through the pose's homography instead of through SDL's triangles.
  private(set) lazy var softwareStage: SoftwareStage? = isSoftware ? SoftwareStage() : nil
  /// Whether SDL draws in software here, into pixels the app can reach.
  public let isSoftware: Bool
  /// What the window fell back to when the renderer asked for could not be made, in words; nil when it could.
  public let fallback: String?
  /// What drawing into the window or surface has touched since `trackDrawing` (nil when not tracking), the clip it
  /// draws within there, and whether a texture is the target now (what is drawn into one is not on screen).
  private var tracked: DrawnArea?, targetClip: DrawnArea?, drawsIntoTexture = false

  /// A renderer for `window`: accelerated with vsync when the system has one, else software.
  /// - Throws: `SDLError` from `SDL_CreateRenderer`.
  public init(window: Window, software: Bool = false) throws {
    self.window = window
    self.target = nil
    let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    var fallback: String?
    if !software, let r = sdl.SDL_CreateRenderer(window.pointer, -1, accelerated) {
      pointer = r
    } else if let r = sdl.SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) {
      pointer = r
    } else {
      // No window surface for software pixels (Wayland without a GL to show them through): the GL renderer,
      // which Mesa draws even without a GPU, is what works.
      let reason = sdl.SDL_GetError().map { String(cString: $0) } ?? ""
      pointer = try unwrap(sdl.SDL_CreateRenderer(window.pointer, -1, accelerated), call: "SDL_CreateRenderer")
      fallback = "drawing with the OpenGL renderer: the software one has no window surface here (\(reason))"
    }
    self.fallback = fallback
    var info = SDL_RendererInfo()
    isSoftware = sdl.SDL_GetRendererInfo(pointer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    sdl.SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
  }

  /// A software renderer drawing into `surface`; needs no display and no `SDL_Init`.
  /// - Throws: `SDLError` from `SDL_CreateSoftwareRenderer`.
  public init(surface: Surface) throws {
    self.window = nil
    self.target = surface
    pointer = try unwrap(sdl.SDL_CreateSoftwareRenderer(surface.pointer), call: "SDL_CreateSoftwareRenderer")
    isSoftware = true
    fallback = nil
    sdl.SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
  }

  deinit { sdl.SDL_DestroyRenderer(pointer) }

  /// The drawable size in pixels (larger than the window's point size on high-DPI displays).
  public var outputSize: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    sdl.SDL_GetRendererOutputSize(pointer, &w, &h)
    return (Int(w), Int(h))
  }

  /// The renderer's name ("software", "opengl").
  public var name: String {
    var info = SDL_RendererInfo()
    guard sdl.SDL_GetRendererInfo(pointer, &info) == 0, let name = info.name else { return "unknown" }
    return String(cString: name)
  }

  /// Fills the whole target with `color`.
  public func clear(_ color: Color) {
    sdl.SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
    sdl.SDL_RenderClear(pointer)
    // SDL clears the whole target, whatever the clip.
    if tracked != nil && !drawsIntoTexture { tracked?.add(everything) }
  }

  /// Starts noting which pixels of the window or surface the draws touch, from none.
  func trackDrawing() { tracked = DrawnArea() }

  /// What the draws touched since `trackDrawing`, and stops noting.
  func trackedDrawing() -> DrawnArea {
    defer { tracked = nil }
    return tracked ?? DrawnArea()
  }

  /// Notes that the pixels of `area` may have changed (a draw the renderer did not make itself: the software stage).
  func touched(_ area: DrawnArea) {
    guard let before = tracked, !drawsIntoTexture else { return }
    let clipped = targetClip.map { area.intersection($0) } ?? area
    tracked = before.union(clipped.clipped(to: everything))
  }

  /// The target's pixels.
  private var everything: DrawnArea.Box {
    let (w, h) = outputSize
    return DrawnArea.Box(x0: 0, y0: 0, x1: w, y1: h)
  }

  private func touched(_ rect: SDL_FRect) {
    guard tracked != nil else { return }
    touched(DrawnArea(Double(rect.x), Double(rect.y), Double(rect.x + rect.w), Double(rect.y + rect.h)))
  }

  /// Fills a rectangle in pixels with `color`: copied when opaque (much faster on the software renderer),
  /// blended otherwise.
  public func fill(_ rect: SDL_FRect, _ color: Color) {
    sdl.SDL_SetRenderDrawBlendMode(pointer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    sdl.SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
    var r = rect
    sdl.SDL_RenderFillRectF(pointer, &r)
    touched(rect)
  }

  /// Draws triangles; `texture` nil draws vertex colours only.
  public func geometry(_ texture: Texture?, _ vertices: [SDL_Vertex], _ indices: [Int32]) {
    vertices.withUnsafeBufferPointer { v in
      indices.withUnsafeBufferPointer { i in
        _ = sdl.SDL_RenderGeometry(
          pointer, texture?.pointer, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
      }
    }
    guard tracked != nil, let first = vertices.first else { return }
    var (x0, y0, x1, y1) = (first.position.x, first.position.y, first.position.x, first.position.y)
    for v in vertices {
      (x0, y0) = (min(x0, v.position.x), min(y0, v.position.y))
      (x1, y1) = (max(x1, v.position.x), max(y1, v.position.y))
    }
    touched(DrawnArea(Double(x0), Double(y0), Double(x1), Double(y1)))
  }

  /// Copies `texture` (all of it) into `destination` pixels.
  public func copy(_ texture: Texture, to destination: SDL_FRect) {
    var d = destination
    sdl.SDL_RenderCopyF(pointer, texture.pointer, nil, &d)
    touched(destination)
  }

  /// The largest texture this renderer makes, in pixels (SDL says 0 where it sets no limit).
  var largestTexture: (width: Int, height: Int) {
    var info = SDL_RendererInfo()
    guard sdl.SDL_GetRendererInfo(pointer, &info) == 0 else { return (0, 0) }
    return (
      info.max_texture_width > 0 ? Int(info.max_texture_width) : Int.max,
      info.max_texture_height > 0 ? Int(info.max_texture_height) : Int.max
    )
  }

  /// Copies the `source` rectangle of `texture` into `destination` pixels.
  func copy(_ texture: Texture, from source: SDL_Rect, to destination: SDL_FRect) {
    var (s, d) = (source, destination)
    sdl.SDL_RenderCopyF(pointer, texture.pointer, &s, &d)
    touched(destination)
  }

  /// Runs `body` drawing into `texture`, then goes back to drawing where it drew before (a window, a surface or
  /// another texture).
  /// - Returns: false when the renderer cannot draw into textures (and `body` did not run).
  func drawing(into texture: Texture, _ body: () -> Void) -> Bool {
    let previous = sdl.SDL_GetRenderTarget(pointer)
    guard sdl.SDL_SetRenderTarget(pointer, texture.pointer) == 0 else { return false }
    let before = drawsIntoTexture
    drawsIntoTexture = true
    body()
    drawsIntoTexture = before
    return sdl.SDL_SetRenderTarget(pointer, previous) == 0
  }

  /// Limits drawing to `rect` pixels, or lifts the limit with nil.
  public func clip(_ rect: SDL_Rect?) {
    if var r = rect { sdl.SDL_RenderSetClipRect(pointer, &r) } else { sdl.SDL_RenderSetClipRect(pointer, nil) }
    // SDL keeps the window's clip aside while a texture is the target, and gives it back after.
    if !drawsIntoTexture { targetClip = rect.map(DrawnArea.init) }
  }

  /// Draws into `texture` from now on, or back into the window or surface with nil.
  /// - Returns: false when the renderer cannot draw into textures.
  @discardableResult
  public func setTarget(_ texture: Texture?) -> Bool {
    guard sdl.SDL_SetRenderTarget(pointer, texture?.pointer) == 0 else { return false }
    drawsIntoTexture = texture != nil
    return true
  }

  /// The pixels this software renderer draws into when no texture is its target, with every queued draw call carried
  /// out: its surface, or the window's. Nil for an accelerated renderer.
  func drawnPixels() -> UnsafeMutablePointer<SDL_Surface>? {
    guard isSoftware, sdl.SDL_GetRenderTarget(pointer) == nil else { return nil }
    sdl.SDL_RenderFlush(pointer)
    return ownSurface
  }

  /// The surface this renderer was made on, or its window's surface.
  private var ownSurface: UnsafeMutablePointer<SDL_Surface>? {
    target?.pointer ?? window.flatMap { sdl.SDL_GetWindowSurface($0.pointer) }
  }

  /// The pixel layout of the window or surface this software renderer draws into; nil for an accelerated one. A
  /// texture of the same layout is copied onto it byte for byte, where another layout is converted pixel by pixel.
  var ownFormat: UInt32? {
    guard isSoftware else { return nil }
    return ownSurface?.pointee.format?.pointee.format
  }

  /// How many threads the software stage draws a picture's rows on (1 unless set; see `SoftwareStage.bands`).
  public var stageBands: Int {
    get { softwareStage?.bands ?? 1 }
    set { softwareStage?.bands = max(1, newValue) }
  }

  /// Carries out every queued draw call, so a surface target holds the finished frame.
  public func flush() { sdl.SDL_RenderFlush(pointer) }

  /// Shows what was drawn (windows only; a surface target has it already).
  public func present() { sdl.SDL_RenderPresent(pointer) }

  /// Shows only `area` of what was drawn where this renderer draws a window in software, whose other pixels the
  /// display still shows from before (X11 keeps them in the window; an exposed window asks for all of it again); the
  /// whole frame otherwise. The display copies fewer pixels, and so does the app.
  func present(only area: DrawnArea) {
    guard isSoftware, let window else { return present() }
    sdl.SDL_RenderFlush(pointer)
    let shown = area.clipped(to: everything)
    guard !shown.isEmpty else { return }
    withUnsafeTemporaryAllocation(of: SDL_Rect.self, capacity: shown.count) { rects in
      var k = 0
      shown.forEachRect { rect in
        rects[k] = rect
        k += 1
      }
      _ = sdl.SDL_UpdateWindowSurfaceRects(window.pointer, rects.baseAddress, Int32(k))
    }
  }

  /// Reads the whole target back into a new RGBA32 surface.
  /// - Throws: `SDLError` from `SDL_RenderReadPixels`.
  public func readPixels() throws -> Surface {
    let (w, h) = outputSize
    let surface = try Surface(width: w, height: h)
    try check(
      sdl.SDL_RenderReadPixels(
        pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, surface.pointer.pointee.pixels, surface.pointer.pointee.pitch),
      call: "SDL_RenderReadPixels")
    return surface
  }
}
