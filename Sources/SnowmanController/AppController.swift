import Foundation
import SnowmanModel

/// Holds the app state and handles what the user did. It never fails: store errors become a notice. What it asks
/// of the world leaves as `Effect` values, which `perform` carries out; their answers come back as actions.
public final class AppController {
  /// The state the View draws.
  public internal(set) var state: AppState
  /// Performs an effect and returns what came of it (the App's runner; in tests, the preset store alone).
  private let perform: (Effect) -> [AppAction]
  /// Every effect the last `handle` asked for, its answers' included, in order.
  public private(set) var effects: [Effect] = []
  /// Effects asked for by the action being applied, performed once it is.
  private var pending: [Effect] = []
  /// How deep `handle` is: answers are handled inside the action that asked for them.
  private var depth = 0
  /// Undo and redo of the draft; a new one for each preset selected.
  private var history = DraftHistory()

  /// A controller over `store` showing what it `loaded`, restoring `preferences`; files the store skipped
  /// are shown as a notice. Only the preset folder's effects are performed: the others are recorded in `effects`.
  public convenience init(store: PresetStore, loaded: PresetLoadResult, preferences: Preferences = Preferences()) {
    let presets = PresetEffects(store: store)
    self.init(loaded: loaded, preferences: preferences) { presets.perform($0) ?? [] }
  }

  /// A controller showing what the store `loaded`, restoring `preferences`, whose effects `perform` carries out.
  public init(
    loaded: PresetLoadResult, preferences: Preferences = Preferences(),
    perform: @escaping (Effect) -> [AppAction]
  ) {
    self.perform = perform
    let presets = BuiltInPresets.all + loaded.presets
    let index = presets.firstIndex { $0.id == preferences.selectedPresetID } ?? 0
    state = AppState(
      tab: preferences.lastTab, presets: presets, selectedIndex: index, draft: preferences.draft,
      transport: preferences.transport ?? TransportPreferences())
    state.notice = Self.notice(for: loaded.problems).map { Notice($0) }
    state.themePreference = preferences.theme ?? .system
  }

  /// What to remember for next time (the window size is the App's to fill in).
  public func preferences(windowWidth: Int, windowHeight: Int) -> Preferences {
    let selected = state.selectedPreset
    return Preferences(
      lastTab: state.tab, selectedPresetID: selected.id,
      draft: state.draft == selected.setting ? nil : state.draft,
      windowWidth: windowWidth, windowHeight: windowHeight, transport: state.playback.transport,
      theme: state.themePreference == .system ? nil : state.themePreference)
  }

  /// Whether something moves on its own, so the loop must keep drawing frames.
  public var isAnimating: Bool {
    state.playback.state == .playing || state.picker.isMoving || state.notice?.ticksLeft != nil
      || state.exportSheet?.isExporting == true
  }

  /// Shows `text` as a notice that goes by itself.
  private func pass(_ text: String) {
    state.notice = .passing(text)
  }

  /// Shows `text` as a notice that stays until it is dismissed.
  private func tell(_ text: String) {
    state.notice = Notice(text)
  }

  /// Asks for the draft's curve on the clipboard in `format`, or says why it has no such form.
  private func copy(_ format: CurveCopyFormat) {
    let easing = state.step.easing
    let text: String?
    switch format {
    case .css: text = easing.bezier != nil || easing.kind == .spring ? easing.css : nil
    case .coreAnimation: text = easing.coreAnimation
    case .swiftUI: text = easing.swiftUI(duration: state.draft.durationSeconds)
    }
    guard let text else {
      tell("\(easing.displayName.capitalized) has no \(format.label) form; nothing copied.")
      return
    }
    pending.append(.writeClipboard(text))
    pass("Copied \(text)")
  }

  /// One fixed step of real time, 1/120 s: the picker's momentum moves on (at any playback speed), and a passing
  /// notice counts down.
  public func tick() {
    if let notice = state.notice {
      state.notice = notice.ticked()
      // Its Undo button may have held the focus.
      if state.notice == nil && state.focus != nil { settleFocus(after: state.focusScope) }
    }
    if state.picker.step(seconds: 1.0 / Double(Timeline.ticksPerSecond)) {
      let id = state.selectedPreset.id
      state.select(state.picker.selectedIndex)
      if state.selectedPreset.id != id { startHistory() }
    }
  }

  private func startHistory() {
    history.clear()
    state.canUndo = false
    state.canRedo = false
  }

  /// One fixed step of playback time: 1/120 s of the animation (real time scaled by the speed).
  public func playbackTick() {
    state.playback.handle(.tick)
  }

  /// Applies one user action; an edit of the draft that changed something is one undo step (a gesture's repeats
  /// join the step it opened), and selecting another preset starts a new history.
  public func handle(_ action: AppAction) {
    if depth == 0 { effects = [] }
    depth += 1
    defer { depth -= 1 }
    let before = state.snapshot
    let presetID = state.selectedPreset.id
    let scope = state.focusScope
    apply(action)
    settleFocus(after: scope)
    if state.selectedPreset.id != presetID {
      startHistory()
    } else if let gesture = action.editGesture, state.draft != before.draft {
      history.record(before, gesture: gesture)
    }
    state.canUndo = history.canUndo
    state.canRedo = history.canRedo
    let asked = pending
    pending = []
    for effect in asked {
      effects.append(effect)
      for answer in perform(effect) { handle(answer) }
    }
  }

  private func apply(_ action: AppAction) {
    switch action {
    case .tabSelected(let tab):
      state.tab = tab
    case .nextTabPressed:
      state.tab = state.tab == .animation ? .settings : .animation
    case .playButtonPressed, .stageClicked, .playPauseKeyPressed:
      state.playback.handle(.toggle)
    case .timelinePressed(let fraction):
      state.playback.handle(.scrubBegan)
      state.playback.handle(.seek(tick(at: fraction)))
    case .timelineDragged(let fraction):
      guard state.playback.scrubResumesPlaying != nil else { return }
      state.playback.handle(.seek(tick(at: fraction)))
    case .timelineReleased:
      state.playback.handle(.scrubEnded)
    case .stepBackwardPressed:
      state.playback.handle(.step(-AppController.ticksPerFrame))
    case .stepForwardPressed:
      state.playback.handle(.step(AppController.ticksPerFrame))
    case .stepKeyPressed(let frames):
      state.playback.handle(.step(frames * AppController.ticksPerFrame))
    case .homeKeyPressed:
      state.playback.handle(.seek(0))
    case .endKeyPressed:
      state.playback.handle(.seek(state.playback.totalTicks))
    case .speedButtonPressed:
      state.playback.handle(.nextSpeed)
    case .fasterKeyPressed:
      state.playback.handle(.faster)
    case .slowerKeyPressed:
      state.playback.handle(.slower)
    case .reverseKeyPressed:
      state.playback.handle(.reverse)
    case .loopButtonPressed:
      state.playback.handle(.nextLoopMode)
    case .openedAt(let seconds):
      state.playback.handle(.seek(Int((seconds * Double(Timeline.ticksPerSecond)).rounded())))
    case .presetChosenAtStart(let id):
      guard let index = state.presets.firstIndex(where: { $0.id == id }) else { return }
      state.select(index)
      state.picker.settle(on: index)
    case .pickerRowTapped(let row):
      state.picker.select(row)
      pick(state.picker.selectedIndex)
    case .pickerScrolled(let rows), .pickerKeyPressed(let rows):
      state.picker.scroll(byRows: rows)
      pick(state.picker.selectedIndex)
    case .pickerDragBegan:
      state.picker.dragBegan()
    case .pickerDragged(let rows):
      state.picker.dragMoved(byRows: rows)
    case .pickerDragEnded(let velocity):
      state.picker.dragEnded(velocity: velocity)
      pick(state.picker.selectedIndex)
    case .stepperIncremented(let key):
      var stepper = Stepper(PropertyTable.spec(key), value: state.step[key])
      stepper.increment()
      setValue(key, stepper.value)
    case .stepperDecremented(let key):
      var stepper = Stepper(PropertyTable.spec(key), value: state.step[key])
      stepper.decrement()
      setValue(key, stepper.value)
    case .settingsScrolled(let points):
      state.scrollSettings(to: state.settingsScroll + points)
    case .settingsTableMeasured(let maxScroll):
      state.settingsMaxScroll = max(0, maxScroll)
      // A taller window must not stay scrolled past the end of what it shows.
      state.scrollSettings(to: state.settingsScroll)
    case .saveTapped:
      state.pathField = nil
      if state.prompt == nil { state.prompt = SavePrompt(text: defaultPresetName()) }
    case .promptTextTyped(let text):
      guard var prompt = state.prompt else { return }
      prompt.text = String((prompt.text + PresetName.cleaned(text)).prefix(PresetName.maxLength))
      prompt.phase = .naming
      prompt.error = nil
      state.prompt = prompt
    case .promptBackspacePressed:
      guard var prompt = state.prompt, !prompt.text.isEmpty else { return }
      prompt.text.removeLast()
      prompt.phase = .naming
      prompt.error = nil
      state.prompt = prompt
    case .promptConfirmed:
      confirmSave()
    case .promptCancelled:
      state.prompt = nil
    case .pointerReleased:
      history.gestureEnded()
    case .undoPressed:
      if let earlier = history.undo(from: state.snapshot) { state.snapshot = earlier }
    case .redoPressed:
      if let later = history.redo(from: state.snapshot) { state.snapshot = later }
    case .revertPressed:
      state.draft = state.selectedPreset.setting
      state.selectStep(state.selectedStep)
    case .noticeDismissed:
      state.notice = nil
    case .pickerRowRightClicked(let row):
      state.rename = nil
      state.picker.select(row)
      pick(state.picker.selectedIndex)
      openPresetMenu()
    case .presetMenuKeyPressed:
      guard state.tab == .animation, state.prompt == nil else { return }
      state.rename = nil
      if state.menu == .preset(state.selectedIndex) { state.menu = nil } else { openPresetMenu() }
    case .presetMenuChosen(let item):
      guard case .preset(let index)? = state.menu, state.presets.indices.contains(index) else { return }
      state.menu = nil
      let builtIn = BuiltInPresets.contains(state.presets[index].id)
      guard PresetMenuItem.items(builtIn: builtIn).contains(item) else { return }
      switch item {
      case .rename: state.rename = RenameField(index: index, text: state.presets[index].name)
      case .duplicate: duplicatePreset(at: index)
      case .export: apply(.exportSheetOpened)
      case .delete: deletePreset(at: index)
      }
    case .deleteKeyPressed:
      guard state.tab == .animation, state.rename == nil, state.prompt == nil else { return }
      deletePreset(at: state.selectedIndex)
    case .renameTextTyped(let text):
      guard var field = state.rename else { return }
      field.text = String((field.text + PresetName.cleaned(text)).prefix(PresetName.maxLength))
      field.error = nil
      state.rename = field
    case .renameBackspacePressed:
      guard var field = state.rename, !field.text.isEmpty else { return }
      field.text.removeLast()
      field.error = nil
      state.rename = field
    case .renameConfirmed:
      confirmRename()
    case .renameCancelled:
      state.rename = nil
    case .noticeUndoPressed:
      undoDeletion()
    case .exportSheetOpened:
      guard state.exportSheet == nil, state.prompt == nil else { return }
      state.menu = nil
      state.rename = nil
      state.exportSheet = ExportSheet()
    case .exportFormatChosen(let format):
      guard var sheet = state.exportSheet, !sheet.isExporting else { return }
      sheet.format = format
      if !format.allows(fps: sheet.fps) { sheet.fps = 30 }
      state.exportSheet = sheet
    case .exportSizeChosen(let size):
      guard var sheet = state.exportSheet, !sheet.isExporting, ExportSheet.sizes.contains(size) else { return }
      sheet.size = size
      state.exportSheet = sheet
    case .exportFPSChosen(let fps):
      guard var sheet = state.exportSheet, !sheet.isExporting, ExportSheet.frameRates.contains(fps),
        sheet.format.allows(fps: fps)
      else { return }
      sheet.fps = fps
      state.exportSheet = sheet
    case .exportStartPressed(let stageWidth, let stageHeight):
      guard var sheet = state.exportSheet, !sheet.isExporting else { return }
      let size = sheet.frameSize(stageWidth: stageWidth, stageHeight: stageHeight)
      sheet.phase = .running(progress: 0, file: "")
      state.exportSheet = sheet
      pending.append(
        .startExport(
          ExportOrder(
            presetName: state.selectedPreset.name, setting: state.draft, format: sheet.format, width: size.width,
            height: size.height, fps: sheet.fps)))
    case .exportStarted(let file):
      guard var sheet = state.exportSheet, case .running(let progress, _) = sheet.phase else { return }
      sheet.phase = .running(progress: progress, file: file)
      state.exportSheet = sheet
    case .exportProgressed(let done, let total):
      guard var sheet = state.exportSheet, case .running(_, let file) = sheet.phase, total > 0 else { return }
      sheet.phase = .running(progress: min(1, Double(done) / Double(total)), file: file)
      state.exportSheet = sheet
    case .exportFinished(let path, let frames, let bytes, let inBackground):
      state.exportSheet = nil
      let name = path.split(separator: "/").last.map(String.init) ?? path
      let folder = String(path.dropLast(name.count + 1))
      state.notice = .offering("Saved \(name)", .showFolder(folder))
      // Someone looking at another window hears of it from the desktop; the notice is enough in front of them.
      if inBackground {
        pending.append(
          .notify(title: "Export finished", body: "\(name) — \(frames) frames, \(ExportSheet.describe(bytes: bytes))"))
      }
    case .exportFailed(let sentence):
      if var sheet = state.exportSheet {
        sheet.phase = .choosing
        state.exportSheet = sheet
      }
      tell(sentence)
    case .exportCancelled:
      state.exportSheet = nil
    case .exportCancelPressed:
      guard var sheet = state.exportSheet else { return }
      if sheet.isExporting {
        sheet.phase = .cancelling
        state.exportSheet = sheet
        pending.append(.cancelExport)
      } else {
        state.exportSheet = nil
      }
    case .quitAskedDuringExport:
      pass("An export is running: quit again to stop it and quit.")
    case .showFolderPressed:
      if case .showFolder(let folder)? = state.notice?.button { pending.append(.openFolder(folder)) }
      state.notice = nil
    case .menuHighlightMoved(let delta):
      guard state.menu != nil else { return }
      moveFocus(by: delta)
    case .focusMoved(let delta):
      moveFocus(by: delta)
    case .escapePressed:
      state.focusVisible = false
      setFocus(nil)
    case .focusRingShown:
      state.focusVisible = state.focus != nil
    case .focusClicked(let id):
      state.focusVisible = false
      setFocus(state.focusTarget(clicked: id))
    case .artworkChosen(let reference, let note):
      state.editStep { $0.image = reference }
      state.pathField = nil
      if let note {
        tell(note)
      } else {
        pass("Now showing \(reference.name)")
      }
    case .artworkRefused(let sentence), .artworkUnavailable(let sentence):
      tell(sentence)
    case .snowmanArtworkPressed:
      state.editStep { $0.image = nil }
      state.pathField = nil
    case .chooseArtworkPressed:
      state.tab = .settings
      state.prompt = nil
      if state.pathField == nil { state.pathField = PathField() }
    case .pathTextTyped(let text):
      guard var field = state.pathField else { return }
      field.text += text.filter { !$0.isNewline }
      state.pathField = field
    case .pathBackspacePressed:
      guard var field = state.pathField, !field.text.isEmpty else { return }
      field.text.removeLast()
      state.pathField = field
    case .pathCompleted(let text):
      guard state.pathField != nil else { return }
      state.pathField = PathField(text: text)
    case .pathCancelled:
      state.pathField = nil
    case .easingRowClicked:
      state.menu = state.menu == .easing ? nil : .easing
    case .easingChosen(let kind):
      state.menu = nil
      state.editStep { $0.easing = Easing(kind: kind, from: $0.easing) }
    case .curveHandleDragged(let handle, let x, let y):
      let b = state.step.easing.bezier ?? Easing.defaultCustom
      let px = (min(max(x, CurveLimits.x.lowerBound), CurveLimits.x.upperBound) * 100).rounded() / 100
      let py = (min(max(y, CurveLimits.y.lowerBound), CurveLimits.y.upperBound) * 100).rounded() / 100
      state.editStep {
        $0.easing = .custom(handle == 1 ? CubicBezier(px, py, b.x2, b.y2) : CubicBezier(b.x1, b.y1, px, py))
      }
    case .curveHandleNudged(let handle, let dx, let dy):
      let b = state.step.easing.bezier ?? Easing.defaultCustom
      let (x, y) = handle == 1 ? (b.x1, b.y1) : (b.x2, b.y2)
      apply(.curveHandleDragged(handle: handle, x: x + dx, y: y + dy))
    case .copyButtonClicked:
      state.menu = state.menu == .copyCurve ? nil : .copyCurve
    case .copyCurvePressed(let format):
      state.menu = nil
      copy(format)
    case .curvePasted(let text):
      do {
        let easing = try Easing(parsing: text)
        state.editStep { $0.easing = easing }
        pass("Pasted \(easing.css)")
      } catch {
        tell("Nothing pasted: \(error).")
      }
    case .pasteKeyPressed:
      pending.append(.readClipboard)
    case .menuDismissed:
      state.menu = nil
    case .stepChipClicked(let index):
      if index == state.selectedStep && state.draft.stepCount > 1 {
        state.menu = state.menu == .step(index) ? nil : .step(index)
      } else {
        state.menu = nil
        state.selectStep(index)
      }
    case .addStepClicked:
      guard state.draft.stepCount < AnimationSetting.maxSteps else {
        tell("A preset holds at most \(AnimationSetting.maxSteps) steps.")
        return
      }
      var copy = state.draft.step(state.draft.stepCount - 1)
      copy.laterSteps = []
      copy.image = nil  // keep the picture showing
      state.draft.laterSteps.append(copy)
      state.selectStep(state.draft.stepCount - 1)
    case .stepMovedLeft, .stepMovedRight:
      guard case .step(let index)? = state.menu else { return }
      let other = action == .stepMovedLeft ? index - 1 : index + 1
      state.menu = nil
      guard other >= 0, other < state.draft.stepCount else { return }
      var steps = state.draft.steps
      steps.swapAt(index, other)
      state.draft = AnimationSetting(chain: steps)
      state.selectStep(other)
    case .stepDeleted:
      guard case .step(let index)? = state.menu, state.draft.stepCount > 1 else { return }
      state.menu = nil
      var steps = state.draft.steps
      steps.remove(at: index)
      state.draft = AnimationSetting(chain: steps)
      state.selectStep(min(index, state.draft.stepCount - 1))
    case .desktopColorSchemeChanged(let scheme):
      state.desktopScheme = scheme
    case .themeChosenAtStart(let choice):
      state.themeOverride = choice
    case .themeKeyPressed:
      let choice = (state.themeOverride ?? state.themePreference).next
      state.themeOverride = nil
      state.themePreference = choice
      switch choice {
      case .system: pass("Theme: as the desktop (\(state.desktopScheme.rawValue))")
      case .light: pass("Theme: light")
      case .dark: pass("Theme: dark")
      }
    case .presetSaved(let preset, .saved):
      var presets = state.presets.filter { $0.id != preset.id }
      let insertAt = state.presets.firstIndex { $0.id == preset.id } ?? presets.count
      presets.insert(preset, at: min(insertAt, presets.count))
      state.replacePresets(presets, selecting: preset.id)
      state.select(state.selectedIndex)
      state.picker.setRows(count: presets.count, selectedIndex: state.selectedIndex)
    case .presetSaved(let copy, .duplicated):
      showSelected(state.presets + [copy], copy.id)
      pass("Saved “\(copy.name)”")
    case .presetNotSaved(let preset, .saved, let reason):
      tell("Could not save “\(preset.name)”: \(reason). Your settings are kept.")
    case .presetNotSaved(_, .duplicated(let original), let reason):
      tell("Could not duplicate “\(original)”: \(reason).")
    case .presetTrashed(let preset, let file):
      guard let index = state.presets.firstIndex(where: { $0.id == preset.id }) else { return }
      var presets = state.presets
      presets.remove(at: index)
      showSelected(presets, presets[min(index, presets.count - 1)].id)
      state.notice = .offering("Deleted “\(preset.name)”", .undoDelete(preset, file))
    case .presetNotTrashed(let preset, let reason):
      tell("Could not delete “\(preset.name)”: \(reason). It is still there.")
    case .presetRestored(let preset):
      let builtIns = state.presets.filter { BuiltInPresets.contains($0.id) }
      let saved =
        (state.presets.filter { !BuiltInPresets.contains($0.id) && $0.id != preset.id }
        + [preset]).sorted(by: FilePresetStore.pickerOrder)
      showSelected(builtIns + saved, preset.id)
      pass("Put back “\(preset.name)”")
    case .presetNotRestored(let preset, let reason):
      tell("Could not put “\(preset.name)” back: \(reason).")
    case .presetRenamed(let id, let name):
      guard let index = state.presets.firstIndex(where: { $0.id == id }) else { return }
      var presets = state.presets
      presets[index].name = name
      state.replacePresets(presets, selecting: state.selectedPreset.id)
    case .presetNotRenamed(let preset, let reason):
      tell("Could not rename “\(preset.name)”: \(reason).")
    case .presetsChangedOnDisk(let loaded):
      state.replacePresets(BuiltInPresets.all + loaded.presets, selecting: state.selectedPreset.id)
      if let text = Self.notice(for: loaded.problems) { tell(text) }
    }
  }

  private func openPresetMenu() {
    state.menu = .preset(state.selectedIndex)
  }

  /// "Tall copy" (or the next free "Tall copy N"), saved and selected.
  private func duplicatePreset(at index: Int) {
    let original = state.presets[index]
    let name = PresetName.copy(of: original.name) { candidate in state.presets.contains { $0.name == candidate } }
    pending.append(.savePreset(Preset(name: name, setting: original.setting), .duplicated(from: original.name)))
  }

  /// Moves a saved preset's file to the trash and offers Undo for 8 s; a file the trash refuses stays.
  private func deletePreset(at index: Int) {
    guard state.presets.indices.contains(index) else { return }
    let preset = state.presets[index]
    guard !BuiltInPresets.contains(preset.id) else {
      tell("“\(preset.name)” is built in and cannot be deleted; Duplicate makes a copy you can change.")
      return
    }
    pending.append(.trashPreset(preset))
  }

  /// The notice's Undo: the file back from the trash, under the same id, selected.
  private func undoDeletion() {
    guard case .undoDelete(let preset, let file)? = state.notice?.button else { return }
    state.notice = nil
    pending.append(.restorePreset(preset, file))
  }

  /// Shows `presets` with `id` selected, its values in the table and the wheel on it.
  private func showSelected(_ presets: [Preset], _ id: UUID) {
    state.replacePresets(presets, selecting: id)
    state.select(state.selectedIndex)
    state.picker.settle(on: state.selectedIndex)
  }

  private func confirmRename() {
    guard var field = state.rename, state.presets.indices.contains(field.index) else { return }
    let preset = state.presets[field.index]
    let name: String
    do {
      name = try PresetName.validated(field.text)
    } catch {
      field.error = "\(error)"
      state.rename = field
      return
    }
    if state.presets.contains(where: { $0.name == name && $0.id != preset.id }) {
      field.error = "“\(name)” is taken."
      state.rename = field
      return
    }
    state.rename = nil
    guard name != preset.name else { return }
    pending.append(.renamePreset(preset, to: name))
  }

  /// Sets `key` in the selected step, or in the chain for its repeat count and autoreverse.
  private func setValue(_ key: PropertyKey, _ value: Double) {
    if key == .repeatCount || key == .autoreverse {
      state.draft[key] = value
    } else {
      state.editStep { $0[key] = value }
    }
  }

  /// One frame of stepping: 1/60 s.
  public static let ticksPerFrame = Timeline.ticksPerSecond / 60

  /// The tick at `fraction` (0…1) of the timeline's width, to the nearest tick.
  private func tick(at fraction: Double) -> Int {
    let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    return Int((f * Double(state.playback.totalTicks)).rounded())
  }

  /// "Preset N" with the smallest N from (saved count + 1) that no preset has taken.
  func defaultPresetName() -> String {
    PresetName.suggested(savedCount: state.savedCount) { name in state.presets.contains { $0.name == name } }
  }

  private func pick(_ index: Int) {
    if index != state.selectedIndex || state.playback.state != .stopped {
      state.select(index)
    }
  }

  private func confirmSave() {
    guard var prompt = state.prompt else { return }
    let name: String
    do {
      name = try PresetName.validated(prompt.text)
    } catch {
      prompt.error = "\(error)"
      state.prompt = prompt
      return
    }
    let existing = state.presets.first { $0.name == name && !BuiltInPresets.contains($0.id) }
    let preset: Preset
    switch (prompt.phase, existing) {
    case (.naming, let taken?):
      prompt.phase = .confirmingReplace(taken.id)
      prompt.error = "“\(name)” exists. Replace it?"
      state.prompt = prompt
      return
    case (.confirmingReplace, let taken?):
      preset = Preset(id: taken.id, name: name, createdAt: taken.createdAt, setting: state.draft)
    case (_, nil):
      preset = Preset(name: name, setting: state.draft)
    }
    state.prompt = nil
    pending.append(.savePreset(preset, .saved))
  }

  private static func notice(for problems: [PresetFileProblem]) -> String? {
    guard let first = problems.first else { return nil }
    let name = URL(fileURLWithPath: first.path).lastPathComponent
    if problems.count == 1 { return "Skipped \(name): \(first.reason)." }
    return "Skipped \(problems.count) preset files that could not be read, first \(name)."
  }
}
