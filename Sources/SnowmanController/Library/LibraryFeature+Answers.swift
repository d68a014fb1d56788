import Foundation
import SnowmanModel

extension LibraryFeature {
  /// What the preset folder answered: the presets as they now are on disk, with a word to the user.
  static func answer(_ action: Action, _ state: inout State) -> [Effect] {
    let selected: Effect = .send(.library(.delegate(.selected(resetDraft: true))))
    switch action {
    case .presetSaved(let preset, .saved):
      var presets = state.presets.filter { $0.id != preset.id }
      let insertAt = state.presets.firstIndex { $0.id == preset.id } ?? presets.count
      presets.insert(preset, at: min(insertAt, presets.count))
      _ = state.replacePresets(ordered(presets), selecting: preset.id)
      state.select(state.selectedIndex)
      return [selected]
    case .presetSaved(let copy, .duplicated):
      return show(ordered(state.presets + [copy]), selecting: copy.id, &state) + [.pass("Saved “\(copy.name)”")]
    case .presetSaved(let preset, .pasted(let refused)):
      let shown = show(ordered(state.presets + [preset]), selecting: preset.id, &state)
      if refused.isEmpty { return shown + [.pass("Imported “\(preset.name)”")] }
      return shown + [.tell((["Imported “\(preset.name)”."] + refused).joined(separator: " "))]
    case .presetNotSaved(let preset, .pasted, let reason):
      return [.tell("Could not save “\(preset.name)”: \(reason).")]
    case .presetNotSaved(let preset, .saved, let reason):
      return [.tell("Could not save “\(preset.name)”: \(reason). Your settings are kept.")]
    case .presetNotSaved(_, .duplicated(let original), let reason):
      return [.tell("Could not duplicate “\(original)”: \(reason).")]
    case .presetTrashed(let preset, let file):
      guard let index = state.presets.firstIndex(where: { $0.id == preset.id }) else { return [] }
      var presets = state.presets
      presets.remove(at: index)
      return show(presets, selecting: presets[min(index, presets.count - 1)].id, &state)
        + [.show(.offering("Deleted “\(preset.name)”", .undoDelete(preset, file)))]
    case .presetNotTrashed(let preset, let reason):
      return [.tell("Could not delete “\(preset.name)”: \(reason). It is still there.")]
    case .presetRestored(let preset):
      let saved =
        (state.presets.filter { !BuiltInPresets.contains($0.id) && $0.id != preset.id }
        + [preset]).sorted(by: FilePresetStore.pickerOrder)
      return show(BuiltInPresets.inPickerOrder(saved), selecting: preset.id, &state)
        + [.pass("Put back “\(preset.name)”")]
    case .presetNotRestored(let preset, let reason):
      return [.tell("Could not put “\(preset.name)” back: \(reason).")]
    case .presetRenamed(let id, let name):
      guard let index = state.presets.firstIndex(where: { $0.id == id }) else { return [] }
      var presets = state.presets
      presets[index].name = name
      return reloaded(state.replacePresets(presets, selecting: state.selectedPreset.id))
    case .presetNotRenamed(let preset, let reason):
      return [.tell("Could not rename “\(preset.name)”: \(reason).")]
    case .presetsChangedOnDisk(let loaded):
      let changed = state.replacePresets(
        BuiltInPresets.inPickerOrder(loaded.presets), selecting: state.selectedPreset.id)
      return reloaded(changed) + (notice(for: loaded.problems).map { [.tell($0)] } ?? [])
    // What the user did is `reduce`'s; listed so a new action is a compile error, not ignored.
    case .presetChosenAtStart, .pickerRowTapped, .pickerScrolled, .pickerKeyPressed, .pickerDragBegan, .pickerDragged,
      .pickerDragEnded, .pickerRowRightClicked, .presetMenuKeyPressed, .presetMenuChosen, .deleteKeyPressed,
      .renameConfirmed, .renameCancelled, .ticked, .nameTyped, .keyframesPasted, .delegate:
      return []
    }
  }

  /// `presets` in the picker's order: the core built-ins, the user's in the order given, then the library.
  static func ordered(_ presets: [Preset]) -> [Preset] {
    BuiltInPresets.inPickerOrder(presets.filter { !BuiltInPresets.contains($0.id) })
  }

  /// Each pasted rule saved under a name free among the presets (numbered as Import numbers a taken one); the
  /// last one saved says which rules were left out, or, when none came in, a notice says why.
  static func pasted(_ presets: [Preset], refused: [String], _ state: State) -> [Effect] {
    guard !presets.isEmpty else {
      return [
        .tell(refused.isEmpty ? "Nothing pasted: the text holds no @keyframes rule." : refused.joined(separator: " "))
      ]
    }
    var taken = Set(state.presets.map(\.name))
    var effects: [Effect] = []
    for (k, preset) in presets.enumerated() {
      let name = PresetName.unique(preset.name) { taken.contains($0) }
      taken.insert(name)
      let reason = SaveReason.pasted(refused: k == presets.count - 1 ? refused : [])
      effects.append(.savePreset(Preset(name: name, setting: preset.setting), reason))
    }
    return effects
  }

  /// Shows `presets` with `id` selected, its values in the table and the wheel on it.
  static func show(_ presets: [Preset], selecting id: UUID, _ state: inout State) -> [Effect] {
    _ = state.replacePresets(presets, selecting: id)
    state.select(state.selectedIndex)
    state.picker.settle(on: state.selectedIndex)
    return [.send(.library(.delegate(.selected(resetDraft: true))))]
  }

  /// When the selected preset changed underneath: playback loads it again, the draft (an edit) stays.
  static func reloaded(_ changed: Bool) -> [Effect] {
    changed ? [.send(.library(.delegate(.selected(resetDraft: false))))] : []
  }

  /// The sentence for preset files that could not be read, or nil when every one was.
  public static func notice(for problems: [PresetFileProblem]) -> String? {
    guard let first = problems.first else { return nil }
    let name = URL(fileURLWithPath: first.path).lastPathComponent
    if problems.count == 1 { return "Skipped \(name): \(first.reason)." }
    return "Skipped \(problems.count) preset files that could not be read, first \(name)."
  }
}
