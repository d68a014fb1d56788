import CSDL2
import Foundation
import SnowmanCSS
import SnowmanController
import SnowmanExport
import SnowmanModel
import SnowmanView

/// Performs what the controller asks for (`Effect` values) in the real world: the preset folder, the export, the
/// clipboard, the file manager and the desktop's notifications. What comes of each goes back as actions.
final class EffectRunner {
  /// The preset folder's effects, and its reading again when it changed.
  let presets: PresetEffects
  private let images: ImageStore
  /// The stored pictures the scene reads, and what could not be had.
  private let pictures: StoredPictures
  /// Draws a picture just taken at once, without reading it back from images/.
  private let scene: SceneRenderer
  private let dataDirectory: String?
  /// The window's export, when one runs.
  let exports = ExportRunner()

  /// A runner writing presets through `store` and pictures into `images`, exporting from `dataDirectory`.
  init(store: PresetStore, images: ImageStore, pictures: StoredPictures, scene: SceneRenderer, dataDirectory: String?) {
    presets = PresetEffects(store: store)
    self.images = images
    self.pictures = pictures
    self.scene = scene
    self.dataDirectory = dataDirectory
  }

  /// The presets `text`'s `@keyframes` make, saved as a paste saves them, and a sentence for each rule left out.
  func importKeyframes(_ text: String) -> [AppAction] {
    var read: [Preset] = []
    var refused: [String] = []
    for result in CSSImport.read(text) {
      switch result {
      case .success(let motion): read.append(Preset(name: motion.name, setting: motion.setting))
      case .failure(let refusal): refused.append(refusal.description)
      }
    }
    return presets.keyframesPasted(read, refused: refused)
  }

  /// Performs `effect`; its answers, if any come at once (a running export answers later, through `exports`).
  func perform(_ effect: Effect) -> [AppAction] {
    if let answers = presets.perform(effect) { return answers }
    switch effect {
    case .startExport(let order):
      return exports.start(order, dataDirectory: dataDirectory)
    case .cancelExport:
      return exports.cancelAsked()
    case .writeClipboard(let text):
      // On X11 the app itself serves the clipboard while it runs.
      if sdl.SDL_SetClipboardText(text) != 0 {
        FileHandle.standardError.write(
          Data("snowman: could not set the clipboard: \(sdl.SDL_GetError().map { String(cString: $0) } ?? "")\n".utf8))
      }
      return []
    case .readClipboard:
      let text = EffectRunner.clipboardText()
      // CSS animations come in as presets; a curve is pasted as before.
      guard CSSImport.holdsKeyframes(text) else { return [.curves(.curvePasted(text))] }
      return importKeyframes(text)
    case .pasteIntoField:
      return [.textField(.typed(EffectRunner.clipboardText()))]
    case .openFolder(let folder):
      EffectRunner.openFolder(folder)
      return []
    case .notify(let title, let body):
      DesktopNotification.show(title: title, body: body)
      return []
    case .takeArtwork(let path):
      return [take(atPath: PathCompletion.expand(path, home: NSHomeDirectory()))]
    case .completePath(let text):
      return [
        .artwork(.pathCompleted(PathCompletion.complete(text, home: NSHomeDirectory(), list: EffectRunner.entries)))
      ]
    case .takeCostume(let path):
      do {
        let full = PathCompletion.expand(path, home: NSHomeDirectory())
        let loaded = try ArtworkLoader.load(path: full)
        let reference = try images.store(
          loaded.data, type: loaded.header.type, name: URL(fileURLWithPath: full).lastPathComponent)
        scene.registerCostume(loaded.surface, for: reference)
        return [.wardrobe(.costumeTaken(reference))]
      } catch {
        return [.notice(.shown(Notice("No costume added: \(error).")))]
      }
    case .copyAnimation(let code, let setting, let name):
      return [copy(code, setting, name: name)]
    case .preparePictures(let references):
      return prepare(references)
    case .savePreset, .trashPreset, .restorePreset, .renamePreset, .send:
      return []  // answered by `presets` above; the store feeds `send` back itself
    }
  }

  /// Reads the stage's pictures and the user's own costumes into the scene before it draws them. Each that cannot
  /// be had is told (on stderr and on screen, like a preset file that cannot be read, the file left alone), and
  /// the snowman shows, or the costume is not drawn, instead.
  private func prepare(_ shown: ShownPictures) -> [AppAction] {
    scene.prepare(shown.motion.compactMap { $0 }, costumes: shown.costumes)
    // A picture let go (another preset) goes back to the system: 0.03-1.9 ms a change, measured.
    FreedMemory.giveBack()
    let unavailable = pictures.takeUnavailable()
    for sentence in unavailable { FileHandle.standardError.write(Data("snowman: \(sentence)\n".utf8)) }
    let layers = Dictionary(
      shown.motion.dropFirst().compactMap { $0 }.map { ($0, scene.pictureAspect($0)) }, uniquingKeysWith: { a, _ in a })
    return [
      .stagePictureMeasured(aspect: scene.pictureAspect(shown.motion.first ?? nil)), .layers(.picturesMeasured(layers)),
    ]
      + unavailable.map { .artwork(.artworkUnavailable($0)) }
  }

  /// The draft's motion as code on the clipboard, from the pictures as stored; a notice says what happened.
  private func copy(_ code: AnimationCode, _ setting: AnimationSetting, name: String) -> AppAction {
    do {
      let pictures = try RenderCommand.storedPictures(setting, dataDirectory)
      let text = try CodeExport.text(code, setting: setting, name: name, artworkSource: { pictures[$0.sha256] })
      _ = perform(.writeClipboard(text))
      let lines = text.split(separator: "\n").count
      return .notice(.shown(.passing("Copied the animation as \(code.label), \(lines) lines")))
    } catch {
      return .notice(.shown(Notice("Nothing copied: \(error).")))
    }
  }

  /// A picture the user gave (dropped, typed): checked, kept in images/ once, and shown; refused in one sentence
  /// otherwise, with the draft as it was.
  private func take(atPath path: String) -> AppAction {
    do {
      return try take(ArtworkLoader.load(path: path), name: URL(fileURLWithPath: path).lastPathComponent)
    } catch {
      return .artwork(.artworkRefused("\(error)"))
    }
  }

  /// A picture already checked (`--image` is checked before the window opens), stored and registered for drawing.
  func take(_ loaded: LoadedArtwork, name: String) throws -> AppAction {
    let reference = try images.store(loaded.data, type: loaded.header.type, name: name)
    scene.register(loaded.surface, for: reference)
    return .artwork(.artworkChosen(reference, note: loaded.note))
  }

  /// A folder's entries for Tab completion (none when it cannot be read).
  private static func entries(_ folder: String) -> [PathCompletion.Entry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().map { name in
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
      return PathCompletion.Entry(name: name, isFolder: isFolder.boolValue)
    }
  }

  /// The clipboard's text, or "" when it holds none.
  private static func clipboardText() -> String {
    guard let raw = sdl.SDL_GetClipboardText() else { return "" }
    defer { sdl.SDL_free(raw) }
    return String(cString: raw)
  }

  /// Opens `folder` in the user's file manager with `xdg-open`; without one, nothing happens.
  private static func openFolder(_ folder: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", folder]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try? process.run()
  }
}
