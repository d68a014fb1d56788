import CSDL2
import Foundation
import SnowmanController
import SnowmanDigest
import SnowmanModel
import SnowmanStore
import SnowmanView

/// The player window: owns the SDL objects and the store, and runs the fixed-step loop. Wiring only: input goes
/// through `EventDecoder`, `InputMap` and `PointerRouter`, the rules through `AppStore`, effects through
/// `EffectRunner`, drawing through `SceneRenderer`.
final class PlayerApp {
  let options: PlayerOptions
  let context: SDLContext
  let window: Window
  let renderer: Renderer
  let scene: SceneRenderer
  let controller: AppStore
  let store: FilePresetStore
  /// Performs the store's effects: presets, export, clipboard, pictures, the file manager, notifications.
  let effects: EffectRunner
  let preferencesStore: PreferencesStore
  /// The desktop's colour scheme, followed from the moment the window's SDL is up.
  let appearance: DesktopAppearance
  /// The window's controls on the desktop's accessibility bus.
  let accessibility: AccessibilityBridge
  var loop: PlayerLoop
  var pointer = PointerRouter()
  let uiMapWriter: UIMapWriter?
  var storeToken: String
  var running = true
  var textInputOn = false
  let layouts = LayoutCache()
  var reportsFirstFrame: Bool
  /// A test hook: a file whose content is a path, turned into a real SDL_DROPFILE event (no XDND needed).
  let dropHook = ProcessInfo.processInfo.environment["SNOWMAN_TEST_DROP_FILE"]
  /// The close button was just answered with a question: the SDL_QUIT that follows it is not a signal.
  var closeButtonAsked = false
  /// What the title bar shows, compared each frame without building a string.
  var shownTitle: TitleKey?
  var screenSaver = ScreenSaverGate()
  /// When the open text field last had input (or the window its focus): the caret blinks from there.
  var fieldInputAt = 0.0
  var windowFocused = true
  /// Where the input method was last told the caret is.
  var caretRect: CaretBox?
  struct CaretBox: Equatable { let x, y, h: Int32 }

  init(options: PlayerOptions) throws {
    self.options = options
    let environment = ProcessInfo.processInfo.environment
    // Fonts, the snowman's levels and the desktop's appearance are made on threads of their own while SDL opens the
    // display and the window (begun in `main` when the command line named the window).
    if PlayCommand.begun.withLock({ $0 == nil }) { PlayCommand.beginWindow() }
    guard let begun = PlayCommand.begun.withLock({ $0 }) else {
      preconditionFailure("the window's start was just begun")
    }
    let (materials, appearance) = begun
    let locations = DataLocations(dataDirectory: options.dataDirectory)
    store = FilePresetStore(directory: locations.presetsDirectory)
    let images = ContentHash.imageStore(locations)
    // A bad --image is refused before any window shows: checking a picture needs no display.
    let given = try options.image.map { try ArtworkLoader.load(path: $0) }
    preferencesStore = PreferencesStore(url: locations.preferencesFile)
    let (loadedPreferences, warning) = preferencesStore.load()
    if let warning { FileHandle.standardError.write(Data("snowman: \(warning)\n".utf8)) }
    var preferences = loadedPreferences
    let software: Bool
    (context, software) = try PlayerApp.openDisplay(environment)
    if let size = options.size {
      preferences.windowWidth = size.width
      preferences.windowHeight = size.height
    }
    self.appearance = appearance
    accessibility = AccessibilityBridge()
    window = try Window(
      context: context, title: "Snowman", width: max(preferences.windowWidth, WindowSize.minimum.width),
      height: max(preferences.windowHeight, WindowSize.minimum.height),
      minimum: (WindowSize.minimum.width, WindowSize.minimum.height))
    renderer = try Renderer(window: window, software: software)
    storeToken = store.changeToken()
    let parts = try WindowParts(
      context: context, renderer: renderer, materials: materials, store: store, images: images,
      preferences: preferences, dataDirectory: options.dataDirectory)
    (scene, effects, controller) = (parts.scene, parts.effects, parts.controller)
    for problem in parts.problems { FileHandle.standardError.write(Data("snowman: \(problem)\n".utf8)) }
    PlayerApp.tellSize(of: window, to: controller)
    // The first frame is drawn in the desktop's scheme when it answers quickly; a late answer switches it live.
    // Read before the start's actions: what they open knows at once whether to move or fade in.
    if let scheme = appearance.first(waiting: 0.3) { controller.handle(.desktopColorSchemeChanged(scheme)) }
    if let reduced = appearance.motionChange() { controller.handle(.desktopMotionChanged(reduced: reduced)) }
    try PlayerApp.start(controller, options: options)
    // What the app would write now counts as written: a preferences file (even a bad one) is rewritten only
    // once the user changes something.
    let size = window.size
    loop = PlayerLoop(
      time: SDLTimeSource(), refreshRate: window.refreshRate, runsFixedFrames: options.frames != nil,
      savedPreferences: controller.preferences(windowWidth: size.width, windowHeight: size.height))
    if options.verbose,
      let note = PlayerApp.drawingNote(
        renderer, driver: context.videoDriver, softwareWanted: RendererChoice.wantsSoftware(environment: environment))
    {
      FileHandle.standardError.write(Data("snowman: \(note)\n".utf8))
    }
    uiMapWriter = options.uiMap.map(UIMapWriter.init(path:))
    reportsFirstFrame = environment["SNOWMAN_REPORT_FIRST_FRAME"] != nil
    sdl.SDL_StopTextInput()
    if let given, let path = options.image {
      apply([try effects.take(given, name: URL(fileURLWithPath: path).lastPathComponent)])
    }
    // Stylesheets first: a pasted rule is selected, and a picture then dresses what is selected.
    let isSheet = { (path: String) in URL(fileURLWithPath: path).pathExtension.lowercased() == "css" }
    for path in options.files.filter(isSheet) + options.files.filter({ !isSheet($0) }) { apply(opened(path)) }
  }

  /// Runs until the window closes (or `--frames` runs out).
  /// - Returns: the process exit code.
  func run() throws -> Int32 {
    var frames = 0
    while running {
      if !loop.wantsFrame(moving: moving) {
        waitForEvent()
        loop.wokeUp()
        // A timeout or an event that changed nothing: nothing to draw.
        if !loop.wantsFrame(moving: moving) { continue }
      }
      var event = SDL_Event()
      while sdl.SDL_PollEvent(&event) != 0 { handle(event) }
      let rate = controller.state.playbackRate
      let frame = loop.beginFrame(playing: rate != nil, speed: rate ?? 1)
      for _ in 0..<frame.steps {
        controller.tick()
        apply(pointer.tick())
      }
      for _ in 0..<frame.playbackSteps { controller.playbackTick() }
      screenSaver.follow(controller.state.keepsScreenAwake)
      checkStoreIfDue()
      apply(effects.exports.step(windowFocused: { self.window.hasFocus }))
      scene.caretShown = caretShownNow
      // What a screen reader asked; a focus it moved is scrolled into view, as a key's is.
      let asked = accessibility.requests(in: controller.state, layout: currentLayout())
      if !asked.isEmpty {
        apply(asked)
        revealFocus()
      }
      let layout = currentLayout()
      accessibility.follow(
        layout: layout, state: controller.state, origin: { self.window.position }, windowFocused: windowFocused)
      syncTextInput(layout)
      updateTitle()
      scene.draw(
        state: controller.state, layout: layout, interaction: pointer.interaction, alpha: frame.alpha,
        density: scene.density(windowWidth: window.size.width))
      frames += 1
      if let limit = options.frames, frames >= limit {
        if let path = options.screenshot { try renderer.readPixels().savePNG(to: path) }
        running = false
      }
      scene.present()
      if reportsFirstFrame { reportFirstFrame() }
      // After the first frame: decoding it waits for SDL_image, which loads while that frame is made.
      if frames == 1, let icon = try? BuiltInArtwork.icon() { window.setIcon(icon) }
      let pause = loop.endFrame(startedAt: frame.now)
      // Only yields what is left of this frame's time; the fixed-step clock still measures real time.
      if pause > 0 { sdl.SDL_Delay(UInt32(pause * 1000)) }
      // Preferences first: whatever the ui-map says has happened is already on disk when a reader sees it.
      savePreferencesIfChanged()
      try uiMapWriter?.update(now: frame.now, force: !controller.isAnimating) {
        UIMap(layout: layout, state: controller.state)
      }
    }
    try uiMapWriter?.update(now: .infinity, force: true) { UIMap(layout: currentLayout(), state: controller.state) }
    savePreferencesIfChanged()
    return 0
  }

  var moving: Bool { controller.isAnimating || pointer.isRepeating }

  /// Seconds on SDL's clock.
  var now: Double { Double(sdl.SDL_GetTicks64()) / 1000 }

  var caretShownNow: Bool { CaretBlink.isShown(since: now - fieldInputAt, focused: windowFocused) }

  /// The layout of the store's state in the window as the store knows it: a query, which tells the store nothing.
  func currentLayout() -> Layout {
    let window = controller.state.window
    return layouts.layout(width: window.width, height: window.height, state: controller.state)
  }

  /// Tells the store the window's size, once when the window opens and again for each window event that changed
  /// it; the Controller computes what follows (what each screen's layout needs from it).
  func windowSizeChanged() { PlayerApp.tellSize(of: window, to: controller) }

  static func tellSize(of window: Window, to controller: AppStore) {
    let size = window.size
    controller.tellWindowSize(width: Double(size.width), height: Double(size.height))
  }

  func apply(_ actions: [AppAction]) {
    for action in actions { controller.handle(action) }
    if !actions.isEmpty { loop.invalidate() }
  }
}
