import SnowmanController
import SnowmanModel
import SnowmanStore
import SnowmanView

/// The window's scene, its effects and its store, wired as the window wires them on any renderer: the benchmark's
/// offscreen window is built by this same function, so what it measures is what the window draws.
struct WindowParts {
  let scene: SceneRenderer
  let effects: EffectRunner
  let controller: AppStore
  /// What could not be read of the stored presets, a sentence each.
  let problems: [PresetFileProblem]

  /// The parts on `renderer`, drawing with `materials`, the presets read from `store`, pictures from `images`,
  /// exports from `dataDirectory`.
  /// - Throws: `FontError` when no font is found, `SDLError` when the scene cannot be made.
  init(
    context: SDLContext, renderer: Renderer, materials: SceneMaterials, store: PresetStore, images: ImageStore,
    preferences: Preferences, dataDirectory: String?
  ) throws {
    let scene = try SceneRenderer(context: context, renderer: renderer, materials: materials)
    let loaded = store.loadAll()
    let pictures = StoredPictures(images: images)
    scene.artworkSource = { pictures.surface($0) }
    // The window's mascot is at most a few hundred points tall: its costumes need no export's resolution.
    scene.costumeLongSide = 256
    let effects = EffectRunner(
      store: store, images: images, pictures: pictures, scene: scene, dataDirectory: dataDirectory)
    self.scene = scene
    self.effects = effects
    controller = AppStore(loaded: loaded, preferences: preferences) { effects.perform($0) }
    problems = loaded.problems
  }
}
