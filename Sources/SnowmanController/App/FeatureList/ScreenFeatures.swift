import SnowmanModel

/// What the features add to the app's shared input and loop: the switches over the tabs and features that the keys,
/// the focus order, the pointer, the ticks, drops, the window's size and the preferences read, so none names one.
public enum ScreenFeatures {
  /// The screen's own meaning for `key`, before the app's: nil leaves the key to the app.
  static func keyAction(_ tab: Tab, _ key: Key, ctrl: Bool, shift: Bool) -> AppAction? {
    switch tab {
    case .animation: return LibraryFeature.keyAction(key, shift: shift)
    case .settings: return TracksFeature.keyAction(key, ctrl: ctrl, shift: shift)
    case .wardrobe: return WardrobeFeature.keyAction(key, ctrl: ctrl)
    }
  }

  /// A key's meaning on any screen, when a feature has one (F1, Ctrl+E, Space, Ctrl+Z).
  static func keyAnywhere(_ key: Key, ctrl: Bool, shift: Bool) -> AppAction? {
    IntroFeature.keyAnywhere(key) ?? ExportFeature.keyAnywhere(key, ctrl: ctrl)
      ?? TransportFeature.keyAnywhere(key, ctrl: ctrl, shift: shift) ?? DraftFeature.keyAnywhere(
        key, ctrl: ctrl, shift: shift)
      ?? ArtworkFeature.keyAnywhere(key, ctrl: ctrl) ?? CurvesFeature.keyAnywhere(key, ctrl: ctrl, shift: shift)
  }

  /// What `key` does while `layer` is up (nil: nothing; the layer keeps it).
  static func keyAction(on layer: FeatureLayer, _ key: Key) -> AppAction? {
    switch layer {
    case .export: return ExportFeature.keyAction(key)
    case .intro: return IntroFeature.keyAction(key)
    }
  }

  /// The controls of `layer` in the order Tab visits them.
  static func focusOrder(of layer: FeatureLayer, in state: AppState) -> [ControlID] {
    switch layer {
    case .export: return ExportFeature.Control.focusOrder(in: state).map { .feature(.export($0)) }
    case .intro: return IntroFeature.Control.focusOrder.map { .feature(.intro($0)) }
    }
  }

  /// The controls of `tab`'s screen in the order Tab visits them, after the notice and the tabs.
  static func focusOrder(_ tab: Tab, in state: AppState) -> [ControlID] {
    switch tab {
    case .animation:
      return [.feature(.library(.picker))] + TransportFeature.Control.focusOrder.map { .feature(.transport($0)) }
    case .settings:
      return DraftFeature.Control.screenOrder(in: state)
    case .wardrobe:
      return WardrobeFeature.Control.focusOrder(in: state).map { .feature(.wardrobe($0)) }
    }
  }

  /// The open menu's items, top to bottom, and whether each can be chosen: each menu is its feature's.
  static func menuItems(_ menu: Menu, in state: AppState) -> [(id: ControlID, enabled: Bool)] {
    switch menu {
    case .easing: return CurvesFeature.Control.easingMenu.map { (.feature(.curves($0)), true) }
    case .copyCurve: return CurvesFeature.Control.copyMenu.map { (.feature(.curves($0)), true) }
    case .preset(let index):
      return LibraryFeature.Control.menuItems(index, in: state).map { (.feature(.library($0)), true) }
    }
  }

  /// What Tab visits on every screen before the tabs: the notice and its button.
  static func bannerOrder(in state: AppState) -> [ControlID] {
    NoticeFeature.Control.focusOrder(in: state).map { .feature(.notice($0)) }
  }

  /// What a tour of `tab`'s screen points at (the wheel and Play); nil where it names the screen's tab.
  public static func landmarks(_ tab: Tab) -> [ControlID]? {
    switch tab {
    case .animation: return [.feature(.library(.picker)), .feature(.transport(.play))]
    case .settings, .wardrobe: return nil
    }
  }

  /// What a pointer event on `tab`'s surface means, when the screen has one (`Layout.surface(for:)` says where).
  public static func surfaceAction(_ tab: Tab, _ event: SurfaceEvent) -> AppAction? {
    switch tab {
    case .animation, .settings: return nil
    case .wardrobe: return WardrobeFeature.surfaceAction(event)
    }
  }

  /// What a file dropped on `tab`'s screen is: a costume on the Wardrobe, the preset's picture elsewhere.
  public static func dropAction(_ tab: Tab, path: String) -> AppAction {
    switch tab {
    case .animation, .settings: return .artwork(.fileDropped(path))
    case .wardrobe: return WardrobeFeature.dropAction(path)
    }
  }

  /// What a tick moves (most ticks nothing): each of `Mover.all` that needs it. Adds to `effects` in place: a
  /// returned array, or the state passed by value, cost every tick.
  static func ticked(_ state: inout AppState, _ effects: inout [Effect]) {
    for mover in Mover.all where mover.needsTick(&state) { effects += FeatureAction.reduce(&state, mover.tick) }
  }

  /// What a step of playback time moves: the transport's playhead.
  static func playbackTicked(_ state: inout AppState) -> [Effect] { TransportFeature.reduce(&state.playback, .ticked) }

  /// A feature moved the playhead: the transport pauses there.
  static func playheadMoved(_ state: inout AppState, seconds: Double) -> [Effect] {
    TransportFeature.reduce(&state.playback, .playheadSet(seconds: seconds))
  }

  /// What a press on `id` (or on nothing) closes in the features, before it lands (a row's name field), and the
  /// focus it then moves, once what closed has given the focus back.
  static func pressed(_ state: inout AppState, on id: ControlID?) -> [Effect] {
    LibraryFeature.pressed(&state, on: id) + [.send(.focus(.focusClicked(id)))]
  }

  /// Keeps the features in step after any action: the Wardrobe shows what the draft wears, and the focus stays
  /// where Tab reaches, given to what opened since `scope` and back when it closes (the Tab order is built only
  /// when there is a focus to keep: not on every tick).
  static func follow(_ state: inout AppState, from scope: FocusScope) {
    WardrobeFeature.followDraft(&state)
    let now = state.focusScope
    if now != scope || state.focus.id != nil {
      FocusFeature.settle(&state.focus, from: scope, to: now, order: state.focusOrder)
    }
  }

  /// What follows once an action and all it sent on are applied (not on ticks): playback follows the stage.
  static func settle(_ state: inout AppState) { TransportFeature.followShown(&state) }

  /// The user's own pictures the features show, which the window reads before drawing them (`preparePictures`).
  static func ownPictures(_ state: AppState) -> [ImageReference] {
    WardrobeFeature.ownPictures(state.wardrobe, worn: state.draft.setting.costume)
  }

  /// What the screens make of a new window size or stage picture: the Wardrobe's physics takes its new stage.
  static func measured(_ state: inout AppState) -> [Effect] {
    var effects: [Effect] = []
    for tab in Tab.allCases {
      switch tab {
      case .animation, .settings: break
      case .wardrobe:
        let geometry = WardrobeGeometry(window: state.window, pictureAspect: state.stagePictureAspect)
        effects.append(.send(.feature(.wardrobe(.stageMeasured(geometry)))))
      }
    }
    return effects
  }

  /// What the features kept in the preferences, back at launch: the intro seen, the user's own costumes.
  static func restore(_ state: inout AppState, from preferences: Preferences) {
    state.intro.seen = preferences.introSeen ?? false
    WardrobeFeature.restore(&state, from: preferences)
  }

  /// What the features keep for next time, written into `preferences`.
  public static func remember(_ state: AppState, into preferences: inout Preferences) {
    preferences.introSeen = state.intro.seen ? true : nil
    WardrobeFeature.remember(state, into: &preferences)
  }
}
