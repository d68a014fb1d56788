import Dispatch
import Foundation
import Synchronization

/// What a window's scene needs that takes milliseconds and no renderer: the font files fontconfig picks, and the
/// built-in snowman decoded with its levels made. Each is begun on a thread of its own as the window starts: the
/// fonts are ready about when SDL's window and renderer are, and the snowman while the first frame's chrome is
/// drawn, where one after another they cost that frame about 12 ms.
public final class SceneMaterials: Sendable {
  private let fonts = Mutex<Result<(regular: String, bold: String), any Error>?>(nil)
  private let snowman = Mutex<Result<SpritePixels, any Error>?>(nil)
  private let fontsFound = DispatchGroup(), snowmanMade = DispatchGroup()

  /// Starts making them; `software` when the software stage will draw (then the levels are premultiplied too). The
  /// fonts are those `remembered` from the last start where it has them (fontconfig is asked again a few seconds
  /// on), else fontconfig's.
  public init(
    software: Bool,
    remembered: RememberedFonts? = RememberedFonts(environment: ProcessInfo.processInfo.environment)
  ) {
    DispatchQueue.global(qos: .userInteractive).async(group: fontsFound) {
      if let known = remembered?.recalled() {
        self.fonts.withLock { $0 = .success(known) }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + 3) {
          remembered?.refresh { try FontLocator.files() }
        }
        return
      }
      let found = Result { try FontLocator.files() }
      self.fonts.withLock { $0 = found }
      if case .success(let fonts) = found { remembered?.remember(fonts) }
    }
    DispatchQueue.global(qos: .userInteractive).async(group: snowmanMade) {
      self.snowman.withLock { $0 = Result { try SpritePixels(BuiltInArtwork.snowman(), software: software) } }
    }
  }

  /// The font files, once found: what finding them threw is thrown here.
  func takeFonts() throws -> (regular: String, bold: String) {
    fontsFound.wait()
    guard let found = fonts.withLock({ $0 }) else { preconditionFailure("the fonts are set before the group leaves") }
    return try found.get()
  }

  /// The snowman's levels, once made; handed over, not kept (the straight-alpha levels are let go once the sprite
  /// is made from them).
  func takeSnowman() throws -> SpritePixels {
    snowmanMade.wait()
    guard let made = snowman.withLock({ $0.take() }) else { preconditionFailure("the snowman is taken once") }
    return try made.get()
  }
}
