import CSDL2
import Foundation
import SnowmanController
import SnowmanModel

/// What the pointer is doing, for hover and pressed looks.
public struct Interaction: Equatable, Sendable {
  /// The control under the pointer.
  public var hovered: ControlID?
  /// The control the mouse button went down on, while it is held over it.
  public var pressed: ControlID?
  /// Where on the timeline (0…1) the pointer is, while it hovers or drags it.
  public var timelineHover: Double?
  public init(hovered: ControlID? = nil, pressed: ControlID? = nil, timelineHover: Double? = nil) {
    self.hovered = hovered
    self.pressed = pressed
    self.timelineHover = timelineHover
  }
}

/// What is behind the snowman in an exported frame.
public enum StageBackground: Equatable, Sendable {
  /// The stage's sky gradient, as in the window.
  case sky
  /// One colour.
  case solid(Color)
  /// Nothing: transparent pixels (GIF keeps one transparent colour; semi-transparent edges become opaque).
  case transparent
}

/// Draws a whole frame of the app from the state and its layout.
public final class SceneRenderer {
  let renderer: Renderer
  let canvas: Canvas
  /// What an export draws, and what the window draws with no picture chosen: the artwork given, or the snowman.
  /// Made when first drawn, so a window's snowman can be made on another thread while its chrome is drawn.
  var sprite: SpriteRenderer {
    if let madeSprite { return madeSprite }
    let made = makeSprite()
    madeSprite = made
    return made
  }
  private var madeSprite: SpriteRenderer?
  private let makeSprite: () -> SpriteRenderer
  /// The default sprite's width over its height, known before it is made.
  private let spriteAspect: Double
  /// The user's pictures by content hash; nil where one could not be had (so it is not tried every frame).
  private var pictures: [String: SpriteRenderer?] = [:]
  /// The built-in pictures as small badges, by hash: the picker's rows draw them without reading them at full size.
  private var badges: [String: SpriteRenderer?] = [:]

  /// A small sprite of `reference` for a picker row's badge: the picture held for the stage if it is held, a built-in
  /// one drawn small, else nil (a user's picture is not read only to be shown 12 points wide).
  func badgeSprite(for reference: ImageReference?) -> SpriteRenderer? {
    guard let reference else { return sprite }
    if let held = pictures[reference.sha256] { return held }
    if let known = badges[reference.sha256] { return known }
    let made = BuiltInArtwork.surface(for: reference, longSide: 64).flatMap {
      try? SpriteRenderer(renderer: renderer, surface: $0)
    }
    badges[reference.sha256] = made
    return made
  }
  /// Where an accelerated renderer draws the stage's pictures at 4 × 4 samples a pixel; nil on a software one.
  lazy var supersampled: SupersampledLayer? = renderer.isSoftware ? nil : SupersampledLayer()
  /// Costumes' art by id (a built-in's name or a picture's hash); nil where it could not be had.
  var costumes: [String: SpriteRenderer?] = [:]
  /// The user's own costumes the window was asked to hold (`prepare`), by picture hash: never let go of mid-frame,
  /// so a picture is read, and found missing, only when asked for.
  private var ownCostumes: [String: SpriteRenderer?] = [:]
  /// How big the built-in costumes are drawn: 512 pixels on the long side for exports up to 4K; the window, whose
  /// mascot is at most a few hundred points tall, sets less (each costume's levels cost 4/3 × side² × 4 bytes).
  public var costumeLongSide = 512
  /// The pixels of a stored picture, or nil when they cannot be had. The App provides it.
  public var artworkSource: ((ImageReference) -> Surface?)?
  /// The timeline's readout, rewritten in place each frame.
  var readout = TimeReadout()
  private var chrome: Texture?
  /// The palette the window is drawn in: the state's colour scheme, set each frame. Exports draw with
  /// `Theme.light`'s stage whatever the window shows.
  var theme = Theme.light
  /// Whether the open text field's caret is drawn this frame: it blinks while the window has the focus
  /// (`CaretBlink`), and is hidden without it.
  public var caretShown = true
  private var chromeKey: ChromeKey?
  /// What the last frame drew over the chrome (nil: the target's pixels outside it are not known to be the chrome's,
  /// so the next frame copies all of it), and what the window must show anew for this frame (nil: all of it).
  private var overChrome: DrawnArea?
  private(set) var changed: DrawnArea?

  /// Draws the chrome afresh on the next frame, whatever its key says: what a cached frame is held against.
  func forgetChrome() { chromeKey = nil }

  /// Draws and shows the whole window on the next frame: its pixels on screen were lost (exposed, resized, shown).
  public func showWholeNextFrame() { overChrome = nil }

  /// Shows the frame `draw` made: where the window is drawn in software and only the moving parts changed, only
  /// the box they and the last frame's moving parts cover.
  public func present() {
    if let changed { renderer.present(only: changed) } else { renderer.present() }
  }

  /// A scene renderer on `renderer` drawing `artwork` (the built-in snowman unless given), with fonts from
  /// fontconfig.
  /// - Throws: `FontError` when no font is found, `SDLError` when the artwork cannot be loaded.
  public convenience init(context: SDLContext, renderer: Renderer, artwork: Surface? = nil) throws {
    let sprite = try SpriteRenderer(renderer: renderer, surface: artwork ?? BuiltInArtwork.snowman())
    try self.init(
      context: context, renderer: renderer, fonts: FontLocator.files(),
      aspect: Double(sprite.width) / Double(max(1, sprite.height))
    ) { sprite }
  }

  /// A scene renderer on `renderer` drawing the built-in snowman, from `materials` begun as the window opened.
  /// - Throws: `FontError` when no font is found.
  public convenience init(context: SDLContext, renderer: Renderer, materials: SceneMaterials) throws {
    try self.init(
      context: context, renderer: renderer, fonts: materials.takeFonts(), aspect: BuiltInArtwork.snowmanAspect
    ) {
      // Built into the binary, the snowman fails to decode only in a broken build or out of memory: said in a
      // sentence, and the stage shows no picture while the rest of the window works.
      do {
        return try SpriteRenderer(renderer: renderer, pixels: materials.takeSnowman())
      } catch {
        FileHandle.standardError.write(
          Data("snowman: the built-in snowman could not be decoded (\(error)); the stage shows no picture.\n".utf8))
        return SpriteRenderer.blank(renderer: renderer)
      }
    }
  }

  private init(
    context: SDLContext, renderer: Renderer, fonts: (regular: String, bold: String), aspect: Double,
    sprite: @escaping () -> SpriteRenderer
  ) throws {
    (self.renderer, spriteAspect) = (renderer, aspect)
    let text = TextCache(context: context, renderer: renderer, regularPath: fonts.regular, boldPath: fonts.bold)
    canvas = Canvas(renderer: renderer, text: text, shapes: try ShapeTextures(renderer: renderer))
    makeSprite = sprite
  }

  /// The sprite for `reference`: its picture, made on first use, or the default sprite when there is none.
  func sprite(for reference: ImageReference?) -> SpriteRenderer { reference.flatMap(picture) ?? sprite }

  /// Whether `picture` shows at (u, v), fractions across and down it, as the stage draws it `extent` points on its
  /// longer side.
  public func covers(_ picture: ImageReference?, u: Double, v: Double, extent: Double) -> Bool {
    sprite(for: picture).covers(u: u, v: v, extent: extent)
  }

  /// `picture`'s width over its height, as the stage fits it.
  public func aspect(of picture: ImageReference?) -> Double {
    let s = sprite(for: picture)
    return Double(s.width) / Double(max(1, s.height))
  }

  /// The sprite of `reference`'s picture, made on first use; nil when it cannot be had.
  private func picture(_ reference: ImageReference) -> SpriteRenderer? {
    if let known = pictures[reference.sha256] { return known }
    let pixels = BuiltInArtwork.surface(for: reference) ?? artworkSource?(reference)
    let made = pixels.flatMap { try? SpriteRenderer(renderer: renderer, surface: $0) }
    // A few pictures at a time: a 4096-px photo's levels hold about 85 MB.
    if pictures.count >= 8 { pictures.removeAll() }
    pictures[reference.sha256] = made
    return made
  }

  /// The sprite of `costume`'s art, made on first use; nil when its picture cannot be had.
  func costumeSprite(_ costume: Costume) -> SpriteRenderer? {
    if let known = ownCostumes[costume.id] { return known }
    if let known = costumes[costume.id] { return known }
    let made = BuiltInArtwork.costume(costume, pictures: artworkSource, longSide: costumeLongSide).flatMap {
      try? SpriteRenderer(renderer: renderer, surface: $0)
    }
    if costumes.count >= 16 { costumes.removeAll() }
    costumes[costume.id] = made
    return made
  }

  /// Makes `surface` the costume art of `reference` at once (a picture just dropped to be worn).
  public func registerCostume(_ surface: Surface, for reference: ImageReference) {
    ownCostumes[reference.sha256] = try? SpriteRenderer(renderer: renderer, surface: surface)
  }

  /// The aspect (width over height) of the picture `reference` names, as drawn: the mascot that costumes are tried on.
  public func pictureAspect(_ reference: ImageReference?) -> Double {
    guard let picture = reference.flatMap(picture) else { return spriteAspect }
    return Double(picture.width) / Double(max(1, picture.height))
  }

  /// Reads each of the stage's `references` and the user's `own` costumes that is not yet held (one that cannot be
  /// had is kept as nil: the snowman shows, the costume is not drawn) and lets go of every other: the window holds
  /// what it shows, a chain's eight pictures at most.
  public func prepare(_ references: [ImageReference], costumes own: [ImageReference]) {
    let source = artworkSource
    hold(references, in: &pictures) { BuiltInArtwork.surface(for: $0) ?? source?($0) }
    hold(own, in: &ownCostumes) { source?($0) }
  }

  /// Makes `held` hold exactly `references`' sprites, reading with `read` those it does not hold yet.
  private func hold(
    _ references: [ImageReference], in held: inout [String: SpriteRenderer?], read: (ImageReference) -> Surface?
  ) {
    let wanted = Set(references.map(\.sha256))
    held = held.filter { wanted.contains($0.key) }
    for reference in references where held.index(forKey: reference.sha256) == nil {
      held[reference.sha256] = read(reference).flatMap { try? SpriteRenderer(renderer: renderer, surface: $0) }
    }
  }

  /// Makes `surface` the picture of `reference` at once (a picture just dropped on the window).
  public func register(_ surface: Surface, for reference: ImageReference) {
    if pictures.count >= 8 { pictures.removeAll() }
    pictures[reference.sha256] = try? SpriteRenderer(renderer: renderer, surface: surface)
  }

  /// Pixels per point for a window `windowWidth` points wide.
  public func density(windowWidth: Int) -> Double {
    let (w, _) = renderer.outputSize
    return windowWidth > 0 ? max(1, Double(w) / Double(windowWidth)) : 1
  }

  /// Draws `state` laid out by `layout`, the sprite `alpha` of the way from the previous tick to the current.
  /// Everything but the moving stage is drawn into a cached texture, redrawn only when it changes, so a
  /// playing frame costs the snowman and a copy of the chrome over where the last frame's moving parts were.
  public func draw(state: AppState, layout: Layout, interaction: Interaction, alpha: Double, density: Double) {
    canvas.density = density
    theme = Theme.of(state.theme)
    renderer.clip(nil)
    let key = ChromeKey(
      state: state, layout: layout, interaction: interaction, density: density, caretShown: caretShown)
    let (w, h) = renderer.outputSize
    if chrome == nil || chrome?.width != w || chrome?.height != h {
      // Opaque, so it may take the target's own layout: the copies each frame are then plain copies of bytes.
      chrome = try? Texture(
        renderer: renderer, targetWidth: w, height: h, format: renderer.ownFormat ?? SDL_PIXELFORMAT_ARGB8888.rawValue)
      chromeKey = nil
    }
    // A software target keeps its pixels from frame to frame: where the chrome did not change, it is put back only
    // where the last frame's moving parts covered it (GL's back buffer holds nothing certain after a present).
    var restore = renderer.isSoftware ? overChrome : nil
    if let chrome, renderer.setTarget(chrome) {
      if chromeKey != key {
        drawChrome(state: state, layout: layout, interaction: interaction)
        chromeKey = key
        restore = nil
      }
      renderer.setTarget(nil)
      if let restore {
        restore.forEachRect { r in
          renderer.copy(chrome, from: r, to: SDL_FRect(x: Float(r.x), y: Float(r.y), w: Float(r.w), h: Float(r.h)))
        }
      } else {
        renderer.copy(chrome, to: SDL_FRect(x: 0, y: 0, w: Float(w), h: Float(h)))
      }
    } else {
      // No render targets: draw it all each frame.
      drawChrome(state: state, layout: layout, interaction: interaction)
      restore = nil
    }
    renderer.trackDrawing()
    drawMovingScreen(state: state, layout: layout, interaction: interaction, alpha: alpha)
    drawLayers(state: state, layout: layout, interaction: interaction)
    let moving = renderer.trackedDrawing()
    changed = restore.map { $0.union(moving) }
    overChrome = chrome == nil ? nil : moving
  }

  private func drawChrome(state: AppState, layout: Layout, interaction: Interaction) {
    renderer.clip(nil)
    renderer.clear(theme.background)
    drawScreen(state: state, layout: layout, interaction: interaction)
    drawTabBar(state: state, layout: layout, interaction: interaction)
    drawNotice(state: state, layout: layout, interaction: interaction)
    if state.featureLayer == nil { drawFocusRing(state: state, layout: layout) }
    if let menu = layout.presetMenu { drawMenu(menu, state: state, interaction: interaction) }
  }
}
