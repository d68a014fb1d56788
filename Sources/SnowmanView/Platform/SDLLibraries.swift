import CSDL2
import Foundation

/// SDL 2's functions that Snowman calls, from the library opened the first time one is (CSDL2's shim.h): the binary
/// does not link SDL, so a command that draws nothing starts without 53 of the 75 libraries it loaded.
public let sdl = SDLLibraries.functions(snowman_sdl_load)
/// SDL_image's: decoding pictures and writing PNGs.
public let sdlImage = SDLLibraries.functions(snowman_sdl_image_load)
/// SDL_ttf's: the window's text.
public let sdlTTF = SDLLibraries.functions(snowman_sdl_ttf_load)

/// Opens SDL's three libraries. Each table is loaded here only: every Swift file compiled apart would get its own copy
/// of a header's statics.
public enum SDLLibraries {
  /// Opens all three, or says which library or function cannot be had: called before SDL's first call wherever a
  /// picture is made (`Surface`, `ArtworkLoader`), so a broken installation is one sentence rather than a crash.
  /// - Throws: `SDLError` naming the library or function and the Debian packages.
  public static func open() throws {
    loaded.wait()
    if let refused = sdlMissing ?? imageMissing ?? ttfMissing { throw refusal(refused) }
  }

  /// Opens SDL 2 and SDL_ttf, what a window's display and text need (`SDLContext`): SDL_image, which only
  /// pictures need (1.7 ms of the 5.6 the three take to load here), is left to the loader's thread, where the main
  /// thread used to load it after the other two, and `open()` says so where a picture is first made.
  /// - Throws: `SDLError` as `open()` does.
  public static func openForDisplay() throws {
    loaded.wait()
    if let refused = sdlMissing ?? ttfMissing { throw refusal(refused) }
  }

  /// What opening each said, once: the library or function missing, or nil.
  private static let sdlMissing = missing(snowman_sdl_load)
  private static let imageMissing = missing(snowman_sdl_image_load)
  private static let ttfMissing = missing(snowman_sdl_ttf_load)

  private static func refusal(_ missing: String) -> SDLError {
    SDLError(call: "Loading \(missing)", message: refusal)
  }

  /// Begins loading the three on a thread of their own, for a window about to open: the libraries map and
  /// relocate while the command line is read, instead of before `main` as when they were linked. SDL_image
  /// before SDL_ttf, for the snowman's decoding on a thread of its own; the display waits for SDL_ttf behind it
  /// (SDL_ttf first was no quicker: 26.5–27.1 ms to the first frame against 26.0–26.9, alternating).
  public static func beginLoading() {
    loaded.enter()
    Thread.detachNewThread {
      _ = sdlMissing
      _ = imageMissing
      _ = ttfMissing
      loaded.leave()
    }
  }

  /// Left when the loader's thread has loaded all three. A thread that needs them waits here, asleep: waiting on
  /// the statics themselves, Swift's once-lock (a priority-inheriting futex) spins while the loader runs, and the
  /// appearance's thread spun 2.9 ms of CPU a start that way, on the core the main thread needed.
  private static let loaded = DispatchGroup()

  /// A new SDL event type. `SDL_RegisterEvents` counts without a lock, and the desktop's appearance registers its
  /// type on the portal's thread when it first reports (while the window registers the accessibility bridge's on
  /// its own): every registration goes through here, one at a time.
  public static func registerEvent() -> UInt32 {
    registering.withLock { sdl.SDL_RegisterEvents(1) }
  }
  private static let registering = NSLock()

  static let refusal =
    "the window, pictures and exports need SDL 2, SDL_image and SDL_ttf; install libsdl2-2.0-0, "
    + "libsdl2-image-2.0-0 and libsdl2-ttf-2.0-0"

  static func functions<Table>(_ load: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> UnsafePointer<Table>?)
    -> Table
  {
    var name: UnsafePointer<CChar>?
    if let table = load(&name) { return table.pointee }
    // `open` says so as an error first wherever a window opens or a picture is made; a call that came before it
    // would end the process with the same sentence, not a crash.
    let library = name.map { String(cString: $0) } ?? "SDL"
    FileHandle.standardError.write(Data("snowman: Loading \(library) failed: \(refusal)\n".utf8))
    exit(1)
  }

  private static func missing<Table>(_ load: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> UnsafePointer<Table>?)
    -> String?
  {
    var name: UnsafePointer<CChar>?
    return load(&name) == nil ? name.map { String(cString: $0) } ?? "SDL" : nil
  }
}
