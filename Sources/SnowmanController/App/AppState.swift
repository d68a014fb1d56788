import Foundation
import SnowmanModel

/// A preset's playback put aside while another animation plays, and the preset it belongs to.
struct ParkedPlayback: Equatable, Sendable {
  let preset: UUID
  let playback: Playback
}

/// Everything the View draws, as plain values: each feature's state, and what belongs to the app as a whole (the
/// tab shown, the menu open, the theme, the settings table's scroll).
public struct AppState: Equatable, Sendable {
  /// The tab shown.
  public var tab: Tab
  /// The presets, the selected one, the wheel and the row's name field.
  public var library: LibraryFeature.State
  /// The animation being edited, the keyframes selected and undo: the document the features edit.
  public var draft: Draft
  /// The dope sheet's drag under way.
  public var tracks = TracksFeature.State()
  /// The Save prompt, when open (the Draft feature's).
  public var savePrompt: DraftFeature.State = nil
  /// Playback of what the stage shows (`shownTimeline`).
  public var playback: TransportFeature.State
  /// Whether `playback` runs the draft (the Settings screen's) rather than the selected preset.
  public internal(set) var playbackPlaysDraft = false
  /// The selected preset's playback, kept while the Settings screen runs the draft: back on the Animation screen
  /// it goes on where it was (paused there stays paused there), the preset being the same.
  var parkedPlayback: ParkedPlayback?
  /// The Export sheet, when open.
  public var exportSheet: ExportFeature.State = nil
  /// The notice at the top of the window, when one shows (a failed save, skipped files, "Deleted … — Undo").
  public var notice: NoticeFeature.State = nil
  /// The keyboard's focus.
  public var focus = FocusFeature.State()
  /// The Wardrobe: its ring of costumes and their motion.
  public var wardrobe = WardrobeFeature.State()
  /// The first-run intro, when up.
  public var intro = IntroFeature.State()
  /// The Artwork row's inline path field, when open.
  public var pathField: PathField?
  /// The small menu open over the screen, if any.
  public var menu: Menu?
  /// The theme the preferences ask for (kept between runs).
  public var themePreference: ThemeChoice = .system
  /// `--theme` for this run, over the preference until Ctrl+T chooses again.
  public var themeOverride: ThemeChoice?
  /// The desktop's colour scheme, as the settings portal (or GNOME's setting) last said; light without one.
  public var desktopScheme: ColorScheme = .light
  /// Whether the desktop asks for less motion (GNOME's animations off, or the appearance portal's
  /// reduced-motion): the app's own movements become short crossfades; the user's animation plays as it is.
  public var reducesMotion = false
  /// Whether the window is on screen: not minimised, not hidden.
  public var windowShown = true
  /// The window's size, as the app last reported it.
  public internal(set) var window = WindowMetrics.standard
  /// The pictures last asked to be ready for drawing (`Effect.preparePictures`): the motion's and own costumes'.
  var picturesAsked = ShownPictures(motion: [])
  /// The aspect (width over height) of the picture the stage shows at rest, as the app last measured it.
  public internal(set) var stagePictureAspect = StageFit.snowmanAspect
  /// The chosen layer's name being typed (F2 on its row), over its row; nil while no layer is being renamed.
  public internal(set) var layerNameField: TextField?
  /// Layers (list rows) whose picture was just chosen: their boxes take its proportions once it is measured.
  var layersAwaitingFit: Set<Int> = []
  /// How far the settings table is scrolled, in points, 0…`settingsMaxScroll`.
  public private(set) var settingsScroll: Double = 0
  /// How far the settings table can scroll in this window.
  public var settingsMaxScroll: Double { SettingsTable(window: window, state: self).maxScroll }

  /// A state showing `presets` with `selectedIndex` selected, stopped, the draft given or the preset's.
  public init(
    tab: Tab, presets: [Preset], selectedIndex: Int, draft: AnimationSetting?,
    transport: TransportPreferences = TransportPreferences()
  ) {
    self.tab = tab
    library = LibraryFeature.State(presets: presets, selectedIndex: selectedIndex)
    self.draft = Draft(setting: draft ?? library.selectedPreset.setting)
    playback = Playback(totalTicks: library.timeline.totalTicks, transport: transport)
  }

  /// The state a window opens in: the built-in presets and what the folder `loaded` (the files it skipped said in
  /// a notice), the preset, draft, tab, transport, theme and features' choices `preferences` kept.
  public init(loaded: PresetLoadResult, preferences: Preferences) {
    let presets = BuiltInPresets.inPickerOrder(loaded.presets)
    let index = presets.firstIndex { $0.id == preferences.selectedPresetID } ?? 0
    self.init(
      tab: preferences.lastTab, presets: presets, selectedIndex: index, draft: preferences.draft,
      transport: preferences.transport ?? TransportPreferences())
    notice = LibraryFeature.notice(for: loaded.problems).map { Notice($0) }
    themePreference = preferences.theme ?? .system
    ScreenFeatures.restore(&self, from: preferences)
  }

  /// What to remember for next time, what `init(loaded:preferences:)` restores: the preset, the draft when it
  /// differs, the tab, the transport, the theme and the features' choices (the window's size is the App's).
  public func preferences(windowWidth: Int, windowHeight: Int) -> Preferences {
    let selected = library.selectedPreset
    var prefs = Preferences(
      lastTab: tab, selectedPresetID: selected.id, draft: draft.setting == selected.setting ? nil : draft.setting,
      windowWidth: windowWidth, windowHeight: windowHeight, transport: playback.transport,
      theme: themePreference == .system ? nil : themePreference)
    ScreenFeatures.remember(self, into: &prefs)
    return prefs
  }

  /// The scheme the window is drawn in.
  public var theme: ColorScheme { (themeOverride ?? themePreference).scheme(desktop: desktopScheme) }

  /// Whether the draft differs from the selected preset's values (the title says "(edited)").
  public var isEdited: Bool { draft.setting != library.selectedPreset.setting }

  /// The window's title: "Snowman — Tall", or "Snowman — Tall (edited)".
  public var windowTitle: String { "Snowman — \(library.selectedPreset.name)" + (isEdited ? " (edited)" : "") }

  /// The picture on the stage now: the draft's picture at the playback's tick (a swap shows from its keyframe's
  /// moment).
  public var stageArtwork: ImageReference? { Timeline(draft.setting).artwork(atTick: shownTick) }

  /// Whether playback runs the draft: on the Settings screen, whose playhead the table and the dope sheet read (and
  /// whose stage, in a window wide enough to show it beside the table, plays each edit at once); the Animation
  /// screen's plays the selected preset.
  public var stagePlaysDraft: Bool { tab == .settings }

  /// The preset the Animation screen shows: whose playback is put aside while Settings plays the draft.
  var shownPresetID: UUID { library.selectedPreset.id }

  /// The animation the stage shown plays.
  public var shownTimeline: Timeline { stagePlaysDraft ? Timeline(draft.setting) : library.timeline }

  /// The tick the stage draws: the playback's, but a stopped entrance (nothing to see at its start: Fade In, Zoom
  /// In, picked and not played) shows where its first pass arrives, as the library's contact sheets do; Play still
  /// starts it from nothing.
  /// A stopped scene whose copies start one after another shows the moment its last copy starts, every copy under
  /// way (Snowfall's flakes all wait above the stage at its start).
  public var shownTick: Int {
    guard !stagePlaysDraft, playback.state == .stopped, playback.tick == 0 else { return playback.tick }
    let timeline = shownTimeline
    let lastStart = timeline.setting.latestStart
    if lastStart > 0 { return min(Int((lastStart * Double(Timeline.ticksPerSecond)).rounded()), timeline.totalTicks) }
    guard timeline.pose(atTick: 0).showsNothing, !timeline.pose(atTick: timeline.passTicks).showsNothing else {
      return playback.tick
    }
    return timeline.passTicks
  }

  /// The pose to draw: between the previous and the current tick by `alpha` (0...1).
  public func pose(alpha: Double) -> Pose {
    let timeline = shownTimeline
    let poster = shownTick
    if poster != playback.tick { return timeline.pose(atTick: poster) }
    let previous = timeline.pose(atTick: playback.previousTick)
    let current = timeline.pose(atTick: playback.tick)
    return previous.interpolated(to: current, alpha)
  }

  /// The copies of the layers above the stage's picture, `alpha` of the way from the previous tick to the current.
  public func layerDraws(alpha: Double) -> [LayerDraw] {
    let timeline = shownTimeline
    guard !timeline.setting.layers.isEmpty else { return [] }
    let poster = shownTick
    if poster != playback.tick { return timeline.layerDraws(atExactTick: Double(poster)) }
    let previous = Double(playback.previousTick), current = Double(playback.tick)
    return timeline.layerDraws(atExactTick: previous + (current - previous) * alpha)
  }

  /// Where the Settings screen's playhead stands: seconds into the draft's pass at the playback's tick (counting
  /// down on the way back of an autoreverse); at the start before playing, and where the last pass ended once
  /// finished. On the other screens, the start.
  public var playhead: Double {
    // Elsewhere playback runs the preset: what the draft is given there (a dropped picture) is its start's.
    guard stagePlaysDraft else { return 0 }
    let timeline = Timeline(draft.setting)
    if let seconds = timeline.passSeconds(atTick: playback.tick) { return seconds }
    let ended = playback.tick > 0 && !draft.setting.autoreverse
    return ended ? draft.setting.durationSeconds : 0
  }

  /// The picture the draft shows at the playhead (nil: the snowman).
  public var playheadPicture: ImageReference? { draft.edited.tracks.picture.value(at: playhead) }

  /// `key`'s value as the Settings table shows it, at the playhead.
  public func tableValue(_ key: PropertyKey) -> Double { draft.value(key, at: playhead) }

  /// `key`'s value as the Settings table writes it, at the playhead ("×1.5", "on").
  public func tableText(_ key: PropertyKey) -> String { draft.formatted(key, at: playhead) }

  /// How far through the move the curve edits the playhead is, 0…1 (before easing), while the playhead is within
  /// it: where the dot rides the curve.
  public var curvePlayhead: Double? {
    guard playback.tick > 0, playback.state != .finished,
      let ref = draft.curveKeys(at: playhead).first, let k = draft.edited.tracks.keyframe(ref)
    else { return nil }
    let span = draft.curveSpan(at: playhead)
    guard span > 0, playhead >= k.time - span, playhead <= k.time else { return nil }
    return (playhead - (k.time - span)) / span
  }

  /// Whether something moves on its own, so the loop must keep drawing frames.
  public var isAnimating: Bool {
    if playback.state == .playing || exportSheet?.isExporting == true { return true }
    // The movers read the state in place (see `Mover.needsTick`): one copy a frame, not one a mover.
    var state = self
    return Mover.all.contains { $0.needsTick(&state) }
  }

  /// What the Draft feature is given of the rest of the app: the presets (the names taken) and the selected one
  /// (what Revert gives back, what a copy is named after). The app scopes it, so the draft knows no other feature.
  var draftContext: DraftFeature.Context {
    .init(presets: library.presets, selected: library.selectedPreset, playhead: playhead)
  }

  /// What the Export sheet is given: the name the file takes, the draft it exports, whether a field is open.
  public var exportContext: ExportFeature.Context {
    .init(presetName: library.selectedPreset.name, setting: draft.setting, fieldOpen: isTyping)
  }

  /// How fast playback time runs against real time now: the speed while playing, nil while it is not.
  public var playbackRate: Double? { playback.state == .playing ? playback.speed : nil }

  /// Whether the screen must not blank or lock: only while the user's animation plays where it can be watched,
  /// as a video player does. Paused, ended, minimised or on another screen, the desktop's idle rules apply.
  public var keepsScreenAwake: Bool { windowShown && playback.state == .playing }

  /// Scrolls the settings table to `offset`, clamped to what the table can scroll.
  mutating func scrollSettings(to offset: Double) {
    settingsScroll = min(max(offset, 0), settingsMaxScroll)
  }
}
