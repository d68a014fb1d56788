import Foundation
import SnowmanModel

/// Everything the View draws, as plain values: each feature's state, and what belongs to the app as a whole (the
/// tab shown, the menu open, the theme, the settings table's scroll).
public struct AppState: Equatable, Sendable {
  /// The tab shown.
  public var tab: Tab
  /// The presets, the selected one, the wheel and the row's name field.
  public var library: LibraryFeature.State
  /// The animation being edited, the step shown and undo: the document the features edit.
  public var draft: Draft
  /// The Save prompt, when open (the Draft feature's).
  public var savePrompt: DraftFeature.State = nil
  /// Playback of what the stage shows (`shownTimeline`).
  public var playback: TransportFeature.State
  /// Whether `playback` runs the draft (the wide Settings screen's stage) rather than the selected preset.
  public internal(set) var playbackPlaysDraft = false
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
  /// The pictures last asked to be ready for drawing (`Effect.preparePictures`): the steps' and own costumes'.
  var picturesAsked = ShownPictures(steps: [])
  /// The aspect (width over height) of the picture the stage shows at rest, as the app last measured it.
  public internal(set) var stagePictureAspect = StageFit.snowmanAspect
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

  /// The picture on the stage now: the draft chain's picture at the playback's tick (a step's swap shows from
  /// its first tick).
  public var stageArtwork: ImageReference? { Timeline(draft.setting).artwork(atTick: playback.tick) }

  /// The picture showing while step `index` plays (the last swap at or before it).
  public func stageArtwork(atStep index: Int) -> ImageReference? { Timeline(draft.setting).artwork(atStep: index) }

  /// Whether the stage shown plays the draft: the Settings screen's, in a window wide enough to show it beside the
  /// table, where each edit plays at once; the Animation screen's plays the selected preset.
  public var stagePlaysDraft: Bool { tab == .settings && window.settingsShowsStage }

  /// The animation the stage shown plays.
  public var shownTimeline: Timeline { stagePlaysDraft ? Timeline(draft.setting) : library.timeline }

  /// The pose to draw: between the previous and the current tick by `alpha` (0...1).
  public func pose(alpha: Double) -> Pose {
    let timeline = shownTimeline
    let previous = timeline.pose(atTick: playback.previousTick)
    let current = timeline.pose(atTick: playback.tick)
    return previous.interpolated(to: current, alpha)
  }

  /// Where the playhead is in the draft's chain while a pass runs (not at rest before it, nor once it ended): the
  /// step and how far through it, before easing.
  public var draftPlayhead: (index: Int, fraction: Double)? {
    guard playback.tick > 0, playback.state != .finished else { return nil }
    return Timeline(draft.setting).stepPosition(atTick: playback.tick)
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
  var draftContext: DraftFeature.Context { .init(presets: library.presets, selected: library.selectedPreset) }

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
