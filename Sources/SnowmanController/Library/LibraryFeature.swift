import Foundation
import SnowmanModel

/// The presets: the wheel that picks one, a row's menu, Rename… in the row, Duplicate, and Delete to the trash
/// with its Undo. Picking a preset is told to the parent (`Delegate.selected`), which stops playback and resets
/// the draft.
public enum LibraryFeature {
  /// What the user did to the presets, or what the preset folder answered.
  public enum Action: Equatable, Sendable {
    /// The preset with this id was named on the command line (`--preset`): selected, the wheel already on it.
    case presetChosenAtStart(UUID)
    /// A picker row was clicked.
    case pickerRowTapped(Int)
    /// The mouse wheel turned over the picker, by whole rows (+ toward later rows).
    case pickerScrolled(rows: Int)
    /// Up (-1) or Down (+1) was pressed on the Animation screen.
    case pickerKeyPressed(rows: Int)
    /// The mouse went down on the picker to drag it.
    case pickerDragBegan
    /// The dragged picker moved by this many rows (+ toward later rows).
    case pickerDragged(rows: Double)
    /// The drag let go at this speed, rows per second.
    case pickerDragEnded(velocity: Double)
    /// A picker row was right-clicked: it is selected and its menu opens.
    case pickerRowRightClicked(Int)
    /// The Menu key or Shift+F10 on the Animation screen: the selected row's menu opens.
    case presetMenuKeyPressed
    /// An item of a picker row's menu was chosen.
    case presetMenuChosen(PresetMenuItem)
    /// The Delete key on the Animation screen: the selected preset goes to the trash.
    case deleteKeyPressed
    /// Enter in a row's name field.
    case renameConfirmed
    /// Esc in a row's name field, or a click elsewhere.
    case renameCancelled
    /// One fixed step of real time (1/120 s): the wheel's momentum moves on.
    case ticked
    /// The preset folder changed on disk (another instance or the command line); here is what it now holds.
    case presetsChangedOnDisk(PresetLoadResult)
    /// The preset was written (answering `Effect.savePreset`).
    case presetSaved(Preset, SaveReason)
    /// The preset could not be written; `reason` says why.
    case presetNotSaved(Preset, SaveReason, reason: String)
    /// The preset's file is in the trash, where `file` says.
    case presetTrashed(Preset, TrashedFile)
    /// The trash refused the preset's file; it is still there.
    case presetNotTrashed(Preset, reason: String)
    /// The preset is back from the trash.
    case presetRestored(Preset)
    /// The preset could not be put back.
    case presetNotRestored(Preset, reason: String)
    /// The preset with this id is now called `name` on disk.
    case presetRenamed(UUID, String)
    /// The preset could not be renamed.
    case presetNotRenamed(Preset, reason: String)
    /// A letter typed while the picker has the focus: the first row whose name starts with what was typed
    /// (GTK's type-ahead: letters typed in a row add up; one that matches nothing starts over).
    case nameTyped(String)
    /// Ctrl+V of text holding `@keyframes`: the rules read as presets (named after them), and a sentence for
    /// each rule left out.
    case keyframesPasted([Preset], refused: [String])
    /// Told to the parent: what only it can do.
    case delegate(Delegate)
  }

  /// What the library asks of the app around it.
  public enum Delegate: Equatable, Sendable {
    /// A preset was selected (or picked again): playback loads its timeline, stopped at the rest pose; the draft
    /// starts over from it when `resetDraft`.
    case selected(resetDraft: Bool)
  }

  /// What the library reads of the rest of the app.
  public struct Context: Equatable, Sendable {
    /// Whether playback is stopped (picking the selected row again then changes nothing).
    public var playbackStopped: Bool
    /// The menu open, if any.
    public var menu: Menu?
    /// Whether the Animation screen is in front with nothing typed into (the Menu and Delete keys act there).
    public var onAnimationScreen: Bool
    /// Whether the desktop asks for less motion: the wheel does not glide.
    public var reducesMotion = false
  }

  /// Applies `action` to the app: the presets, with what they read of the rest; another preset shown clears the
  /// draft's undo history, and one picked loads playback and starts the draft over when asked.
  static func reduce(app state: inout AppState, _ action: Action) -> [Effect] {
    if case .delegate(.selected(let resetDraft)) = action {
      // Picking a preset stops playback at its rest pose and starts the draft over from it; on the Settings screen,
      // whose playback is the draft's, a preset that is the draft (just saved) leaves the playhead where it is, and
      // another one starts over where its pass ends. The preset's playback put aside is the old preset's: forgotten.
      state.parkedPlayback = nil
      let another = state.draft.setting != state.library.selectedPreset.setting
      if resetDraft { state.draft.startOver(from: state.library.selectedPreset.setting) }
      guard state.playbackPlaysDraft else {
        state.playback.load(totalTicks: state.library.timeline.totalTicks)
        return []
      }
      if resetDraft && another {
        let timeline = Timeline(state.draft.setting)
        state.playback.load(totalTicks: timeline.totalTicks)
        state.playback.cue(at: timeline.passTicks)
      }
      return []
    }
    let shown = state.library.selectedID
    let effects = reduce(
      &state.library, action,
      .init(
        playbackStopped: state.playback.state == .stopped, menu: state.menu,
        onAnimationScreen: state.tab == .animation && !state.isTyping,
        reducesMotion: state.reducesMotion))
    // Another preset shown: the draft's undo history was of the one before.
    if state.library.selectedID != shown { state.draft.history.clear() }
    return effects
  }

  /// Applies `action` to the library.
  public static func reduce(_ state: inout State, _ action: Action, _ context: Context) -> [Effect] {
    switch action {
    case .presetChosenAtStart(let id):
      guard let index = state.presets.firstIndex(where: { $0.id == id }) else { return [] }
      state.select(index)
      state.picker.settle(on: index)
      return [.send(.library(.delegate(.selected(resetDraft: true))))]
    case .pickerRowTapped(let row):
      state.typed = ""
      state.picker.select(row)
      return pick(&state, context)
    case .nameTyped(let text):
      let wanted = state.typed + text
      guard
        let (index, typed) = state.firstRow(named: wanted).map({ ($0, wanted) })
          ?? state.firstRow(named: text).map({ ($0, text) })
      else { return [] }
      state.typed = typed
      state.picker.select(index)
      return pick(&state, context)
    case .pickerScrolled(let rows), .pickerKeyPressed(let rows):
      state.typed = ""
      state.picker.scroll(byRows: rows)
      return pick(&state, context)
    case .pickerDragBegan:
      state.picker.dragBegan()
    case .pickerDragged(let rows):
      state.picker.dragMoved(byRows: rows)
    case .pickerDragEnded(let velocity):
      state.picker.dragEnded(velocity: velocity)
      return pick(&state, context)
    case .ticked:
      let seconds = 1.0 / Double(Timeline.ticksPerSecond)
      guard state.picker.step(seconds: seconds, reducedMotion: context.reducesMotion) else { return [] }
      state.select(state.picker.selectedIndex)
      return [.send(.library(.delegate(.selected(resetDraft: true))))]
    case .pickerRowRightClicked(let row):
      state.rename = nil
      state.picker.select(row)
      return pick(&state, context) + [.send(.menuOpened(.preset(state.selectedIndex)))]
    case .presetMenuKeyPressed:
      guard context.onAnimationScreen else { return [] }
      state.rename = nil
      return [
        .send(context.menu == .preset(state.selectedIndex) ? .menuDismissed : .menuOpened(.preset(state.selectedIndex)))
      ]
    case .presetMenuChosen(let item):
      return chose(item, &state, context)
    case .deleteKeyPressed:
      guard context.onAnimationScreen, state.rename == nil else { return [] }
      return delete(at: state.selectedIndex, state)
    case .renameConfirmed:
      return confirmRename(&state)
    case .renameCancelled:
      state.rename = nil
    case .keyframesPasted(let presets, let refused):
      return pasted(presets, refused: refused, state)
    case .delegate:
      break
    // Named, not a default: a new action is a compile error here until it is placed.
    case .presetSaved, .presetNotSaved, .presetTrashed, .presetNotTrashed, .presetRestored, .presetNotRestored,
      .presetRenamed, .presetNotRenamed, .presetsChangedOnDisk:
      return answer(action, &state)
    }
    return []
  }

  /// Selects the wheel's row `state.picker.selectedIndex`, unless it is already selected and stopped.
  static func pick(_ state: inout State, _ context: Context) -> [Effect] {
    let index = state.picker.selectedIndex
    guard index != state.selectedIndex || !context.playbackStopped else { return [] }
    state.select(index)
    return [.send(.library(.delegate(.selected(resetDraft: true))))]
  }

  /// A row menu's item, on the row the menu is open on; a built-in offers Duplicate and Export… only.
  static func chose(_ item: PresetMenuItem, _ state: inout State, _ context: Context) -> [Effect] {
    guard case .preset(let index)? = context.menu, state.presets.indices.contains(index) else { return [] }
    let closed: [Effect] = [.send(.menuDismissed)]
    let original = state.presets[index]
    guard PresetMenuItem.items(builtIn: BuiltInPresets.contains(original.id)).contains(item) else { return closed }
    switch item {
    case .rename:
      state.rename = RenameField(index: index, text: original.name)
      return closed
    case .duplicate:
      let name = PresetName.copy(of: original.name) { candidate in state.presets.contains { $0.name == candidate } }
      return closed + [.savePreset(Preset(name: name, setting: original.setting), .duplicated(from: original.name))]
    case .export:
      return closed + [.send(.export(.exportSheetOpened))]
    case .delete:
      return closed + delete(at: index, state)
    }
  }

  /// Asks for a saved preset's file to go to the trash; a built-in stays, with a word on why.
  static func delete(at index: Int, _ state: State) -> [Effect] {
    guard state.presets.indices.contains(index) else { return [] }
    let preset = state.presets[index]
    guard !BuiltInPresets.contains(preset.id) else {
      return [.tell("“\(preset.name)” is built in and cannot be deleted; Duplicate makes a copy you can change.")]
    }
    return [.trashPreset(preset)]
  }

  /// Enter in a row's name field: a valid, free name is asked of the store; anything else says why in the field.
  static func confirmRename(_ state: inout State) -> [Effect] {
    guard var field = state.rename, state.presets.indices.contains(field.index) else { return [] }
    let preset = state.presets[field.index]
    let name: String
    do {
      name = try PresetName.validated(field.text)
    } catch {
      field.error = "\(error)"
      state.rename = field
      return []
    }
    if state.presets.contains(where: { $0.name == name && $0.id != preset.id }) {
      field.error = "“\(name)” is taken."
      state.rename = field
      return []
    }
    state.rename = nil
    return name == preset.name ? [] : [.renamePreset(preset, to: name)]
  }
}

extension AppAction {
  /// The presets' actions, as the app takes them.
  public static func library(_ action: LibraryFeature.Action) -> AppAction { .feature(.library(action)) }
}
