import SnowmanModel

/// The controls the features own (`Control` in each feature's folder): the one place the App's shared control
/// code names them, so a new screen adds its case here and the compiler asks for nothing else in `ControlID`.
public enum FeatureControl: Hashable, Sendable {
  case transport(TransportFeature.Control)
  case tracks(TracksFeature.Control)
  case artwork(ArtworkFeature.Control)
  case curves(CurvesFeature.Control)
  case library(LibraryFeature.Control)
  case draft(DraftFeature.Control)
  case wardrobe(WardrobeFeature.Control)
  case intro(IntroFeature.Control)
  case export(ExportFeature.Control)
  case anchor(AnchorPoint)
  case notice(NoticeFeature.Control)

  /// The control, which says everything of itself (`ControlID`'s facets ask it).
  var described: any DescribedControl {
    switch self {
    case .transport(let control): return control
    case .tracks(let control): return control
    case .artwork(let control): return control
    case .curves(let control): return control
    case .library(let control): return control
    case .draft(let control): return control
    case .wardrobe(let control): return control
    case .intro(let control): return control
    case .export(let control): return control
    case .anchor(let control): return control
    case .notice(let control): return control
    }
  }

  static var every: [FeatureControl] {
    var all: [FeatureControl] = []
    all += TransportFeature.Control.every.map(Self.transport)
    all += TracksFeature.Control.every.map(Self.tracks)
    all += ArtworkFeature.Control.every.map(Self.artwork)
    all += CurvesFeature.Control.every.map(Self.curves)
    all += LibraryFeature.Control.every.map(Self.library)
    all += DraftFeature.Control.every.map(Self.draft)
    all += WardrobeFeature.Control.every.map(Self.wardrobe)
    all += IntroFeature.Control.every.map(Self.intro)
    all += ExportFeature.Control.every.map(Self.export)
    all += AnchorPoint.every.map(Self.anchor)
    all += NoticeFeature.Control.every.map(Self.notice)
    return all
  }
}

/// The actions of the features in this list, each nested under its feature's name (`.transport(.playButtonPressed)`).
/// `AppAction` holds them as one case, so a new feature's actions are added here.
public enum FeatureAction: Equatable, Sendable {
  case wardrobe(WardrobeFeature.Action)
  case intro(IntroFeature.Action)
  case curves(CurvesFeature.Action)
  case export(ExportFeature.Action)
  case library(LibraryFeature.Action)
  case notice(NoticeFeature.Action)
  case transport(TransportFeature.Action)
  case draft(DraftFeature.Action)
  case tracks(TracksFeature.Action)
  case artwork(ArtworkFeature.Action)
  case focus(FocusFeature.Action)

  /// Whether the action edits the draft (see `AppAction.editGesture`).
  var editGesture: Bool? {
    switch self {
    case .wardrobe(let action): return action.editGesture
    case .draft(let action): return action.editGesture
    case .tracks(let action): return action.editGesture
    case .artwork(let action): return action.editGesture
    case .intro, .export, .library, .notice, .transport, .focus: return nil
    case .curves(let action): return action.editGesture
    }
  }

  /// Applies `action` to the app's state: each feature takes what it reads and writes of it.
  static func reduce(_ state: inout AppState, _ action: FeatureAction) -> [Effect] {
    switch action {
    case .wardrobe(let action): return WardrobeFeature.reduce(app: &state, action)
    case .intro(let action): return IntroFeature.reduce(app: &state, action)
    case .curves(let action): return CurvesFeature.reduce(app: &state, action)
    case .export(let action): return ExportFeature.reduce(app: &state, action)
    case .library(let action): return LibraryFeature.reduce(app: &state, action)
    case .notice(let action): return NoticeFeature.reduce(&state.notice, action)
    case .transport(let action): return TransportFeature.reduce(&state.playback, action)
    case .draft(let action): return DraftFeature.reduce(app: &state, action)
    case .tracks(let action): return TracksFeature.reduce(app: &state, action)
    case .artwork(let action): return ArtworkFeature.reduce(app: &state, action)
    case .focus(let action): return FocusFeature.reduce(app: &state, action)
    }
  }
}

/// The features drawn over every screen while they are up (the Export sheet, the first-run intro), holding the
/// keyboard and the pointer until they close. Listed bottom to top: the intro asked for over the sheet covers it.
public enum FeatureLayer: Equatable, Sendable, CaseIterable {
  case export
  case intro

  /// The layers in the order they stack, kept once: `allCases` makes a new array at each call.
  public static let bottomToTop = allCases
}

extension AppState {
  /// The topmost feature layer up: the last of `bottomToTop` up. Inlined: read on every action, ticks included.
  @inline(__always) public var featureLayer: FeatureLayer? {
    for layer in FeatureLayer.bottomToTop.reversed() where isUp(layer) { return layer }
    return nil
  }

  /// Whether `layer` is up, under another or not. Matched in place: `!= nil` would copy the sheet.
  @inline(__always) public func isUp(_ layer: FeatureLayer) -> Bool {
    switch layer {
    case .export: if case .some = exportSheet { return true }
    case .intro: if case .some = intro.page { return true }
    }
    return false
  }
}

/// What moves on its own in the features, listed once: a passing notice counting down, the preset wheel's
/// momentum, the intro's zoom, the screen shown (the Wardrobe's costumes, until the last move is drawn at rest).
/// The tick moves each that needs it, and the loop draws frames while any does (`AppState.isAnimating`).
enum Mover: CaseIterable {
  case notice, picker, intro, screen

  /// The movers, kept once: `allCases` makes a new array at each call.
  static let all = allCases

  /// Whether a tick moves it now. Inlined, and the state passed in place (`inout`, though it only reads): asked
  /// of each on every tick, and passed by value the whole state was copied for each (ticks 20 % slower).
  @inline(__always) func needsTick(_ state: inout AppState) -> Bool {
    switch self {
    case .notice: return state.notice?.ticksLeft != nil
    case .picker: return state.library.picker.isMoving
    case .intro: return state.intro.isMoving
    case .screen:
      switch state.tab {
      case .animation, .settings: return false
      case .wardrobe: return WardrobeFeature.needsTick(state.wardrobe)
      }
    }
  }

  /// What a tick is to it, when it needs one (of the screens, only the Wardrobe's moves on its own).
  var tick: FeatureAction {
    switch self {
    case .notice: return .notice(.ticked)
    case .picker: return .library(.ticked)
    case .intro: return .intro(.ticked)
    case .screen: return .wardrobe(.ticked)
    }
  }
}

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
