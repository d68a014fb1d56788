import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The dope sheet: the bar (Add keyframes here, the playhead's time, the ruler) and each lane's keyframes, the
  /// playhead across them. A keyframe is a dot on its lane, a jump a square; the selected ones are filled.
  func drawDopeSheet(_ s: SettingsLayout, state: AppState, interaction: Interaction) {
    let sheet = s.dopeSheet
    if sheet.bar.maxY > s.viewport.y && sheet.bar.y < s.viewport.maxY {
      drawKeysBar(sheet, state: state, interaction: interaction)
    }
    let selected = Set(state.draft.selection)
    for lane in sheet.lanes where lane.rect.maxY > s.viewport.y && lane.rect.y < s.viewport.maxY {
      let focused = state.focus.id == .feature(.tracks(.lane(lane.track)))
      canvas.roundedRect(
        Rect(sheet.axisStart - 4, lane.rect.midY - 1, sheet.axisEnd - sheet.axisStart + 8, 2), radius: 1,
        focused ? theme.accent.fading(0.5) : theme.separator)
      canvas.fill(Rect(sheet.playheadX - 0.5, lane.rect.y + 2, 1.5, lane.rect.h - 4), theme.danger.fading(0.7))
      let ids = state.draft.edited.tracks.ids(lane.track)
      let holds = holdFlags(lane.track, state.draft.edited)
      for (i, hit) in lane.keys.enumerated() where ids.indices.contains(i) {
        let id = ControlID.feature(.tracks(.key(lane.track, i)))
        let chosen = selected.contains(KeyframeRef(lane.track, ids[i]))
        let size = DopeSheetLayout.keySize + (interaction.hovered == id ? 2 : 0)
        let mark = Rect(hit.midX - size / 2, hit.midY - size / 2, size, size)
        let radius = holds[i] ? 2.5 : size / 2
        canvas.roundedRect(mark, radius: radius, chosen ? theme.accent : theme.text.fading(0.55))
        if !chosen { canvas.roundedRect(mark.insetBy(2, 2), radius: max(radius - 2, 1), theme.card) }
      }
    }
  }

  /// Which of a track's keyframes are jumps.
  private func holdFlags(_ track: TrackName, _ setting: AnimationSetting) -> [Bool] {
    switch track {
    case .property(let key): return setting.tracks[key].keyframes.map(\.hold)
    case .picture: return setting.tracks.picture.keyframes.map { _ in true }
    }
  }

  /// The bar over the table: the button, "0.85 / 2.00 s", and the ruler with a mark each tenth of the pass and
  /// the playhead's knob.
  private func drawKeysBar(_ sheet: DopeSheetLayout, state: AppState, interaction: Interaction) {
    let add = ControlID.feature(.tracks(.addKeys))
    let fill =
      interaction.pressed == add
      ? theme.stepperPressed : interaction.hovered == add ? theme.selectionBand : theme.stepper
    canvas.roundedRect(sheet.addKeys, radius: sheet.addKeys.h / 2, fill)
    // A keyframe's mark with a plus, then the words.
    let mark = Rect(sheet.addKeys.x + 14, sheet.addKeys.midY - 6, 12, 12)
    canvas.roundedRect(mark, radius: 6, theme.accent)
    canvas.fill(Rect(mark.midX - 3.5, mark.midY - 0.75, 7, 1.5), theme.onAccent)
    canvas.fill(Rect(mark.midX - 0.75, mark.midY - 3.5, 1.5, 7), theme.onAccent)
    canvas.label(
      add.label(in: state), x: mark.maxX + 8, midY: sheet.addKeys.midY, size: Theme.Size.footnote, bold: true,
      color: theme.accent, maxWidth: sheet.addKeys.maxX - mark.maxX - 16)
    let time =
      String(format: "%.2f / %.2f s", state.playhead, state.draft.setting.durationSeconds)
    canvas.label(
      time, x: sheet.readout.maxX, midY: sheet.readout.midY, size: Theme.Size.footnote, color: theme.secondaryText,
      align: .right, maxWidth: sheet.readout.w)
    let ruler = sheet.ruler
    let held = interaction.pressed == .feature(.tracks(.playhead))
    canvas.roundedRect(
      Rect(sheet.axisStart, ruler.midY - 2, sheet.axisEnd - sheet.axisStart, 4), radius: 2,
      held ? theme.accent.fading(0.4) : theme.separator)
    for tenth in 0...10 {
      let x = sheet.axisStart + (sheet.axisEnd - sheet.axisStart) * Double(tenth) / 10
      let tall = tenth % 5 == 0
      canvas.fill(Rect(x - 0.5, ruler.midY - (tall ? 7 : 4), 1, tall ? 14 : 8), theme.tertiaryText)
    }
    canvas.circle(centerX: sheet.playheadX, centerY: ruler.midY, radius: 7, theme.danger)
    canvas.circle(centerX: sheet.playheadX, centerY: ruler.midY, radius: 3, theme.card)
  }
}
