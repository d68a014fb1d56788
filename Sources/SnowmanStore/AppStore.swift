import Foundation
import SnowmanController
import SnowmanModel

/// Runs the app: holds its state, applies each action through `AppFeature`, feeds actions sent on back at once,
/// and hands every other effect to `perform`, whose answers come back as actions. It never fails: store errors
/// become a notice.
public final class AppStore {
  /// The state the View draws.
  public private(set) var state: AppState
  /// Performs an effect and returns what came of it (the App's runner; in tests, the preset store alone).
  private let perform: (Effect) -> [AppAction]
  /// Every effect the last `handle` asked of the world, its answers' included, in order.
  public private(set) var effects: [Effect] = []

  /// A store over `store` showing what it `loaded`, restoring `preferences`; files the store skipped are shown
  /// as a notice. Only the preset folder's effects are performed: the others are recorded in `effects`.
  public convenience init(store: PresetStore, loaded: PresetLoadResult, preferences: Preferences = Preferences()) {
    let presets = PresetEffects(store: store)
    self.init(loaded: loaded, preferences: preferences) { presets.perform($0) ?? [] }
  }

  /// A store showing what the preset folder `loaded`, restoring `preferences`, whose effects `perform` carries
  /// out.
  public init(
    loaded: PresetLoadResult, preferences: Preferences = Preferences(),
    perform: @escaping (Effect) -> [AppAction]
  ) {
    self.perform = perform
    state = AppState(loaded: loaded, preferences: preferences)
    // The first frame's pictures are read before it is drawn.
    if let ask = AppFeature.askForPictures(&state) { carryOut(ask) }
  }

  /// Applies one action, and everything it sends on or is answered with.
  public func handle(_ action: AppAction) {
    effects = []
    run(action)
    if let next = AppFeature.settle(&state) { carryOut(next) }
  }

  /// Performs `effect` and applies its answers.
  private func carryOut(_ effect: Effect) {
    effects.append(effect)
    for answer in perform(effect) { run(answer) }
  }

  private func run(_ action: AppAction) {
    for effect in AppFeature.reduce(&state, action) {
      if case .send(let next) = effect {
        run(next)
      } else {
        carryOut(effect)
      }
    }
  }

  /// One fixed step of real time, 1/120 s.
  public func tick() {
    // The clock changes neither the table nor the pictures: it skips `settle` (12 ns of a 171-ns tick).
    effects = []
    run(.ticked)
  }

  /// One fixed step of playback time: 1/120 s of the animation (real time scaled by the speed).
  public func playbackTick() {
    effects = []
    run(.playbackTicked)
  }

  /// Whether something moves on its own, so the loop must keep drawing frames.
  public var isAnimating: Bool { state.isAnimating }

  /// What to remember for next time (the window size is the App's to fill in).
  public func preferences(windowWidth: Int, windowHeight: Int) -> Preferences {
    state.preferences(windowWidth: windowWidth, windowHeight: windowHeight)
  }
}
