import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The step bar: a chip a step (the shown one filled), then +.
  func drawStepBar(_ s: SettingsLayout, state: AppState, interaction: Interaction) {
    for (i, chip) in s.stepChips.enumerated() where chip.maxY > s.viewport.y {
      let selected = i == state.draft.selectedStep
      let id = ControlID.feature(.steps(.chip(i)))
      let fill =
        selected
        ? theme.accent
        : interaction.pressed == id
          ? theme.stepperPressed : interaction.hovered == id ? theme.selectionBand : theme.card
      canvas.roundedRect(chip, radius: 10, fill)
      canvas.label(
        id.label(in: state), x: chip.midX, midY: chip.midY, size: Theme.Size.body, bold: true,
        color: selected ? theme.onAccent : theme.accent, align: .center)
    }
    if s.addStep.maxY > s.viewport.y {
      let enabled = ControlID.feature(.steps(.add)).isEnabled(in: state)
      let fill = interaction.hovered == .feature(.steps(.add)) && enabled ? theme.selectionBand : theme.card
      canvas.roundedRect(s.addStep, radius: 10, fill)
      let color = enabled ? theme.accent : theme.disabled
      canvas.roundedRect(Rect(s.addStep.midX - 7, s.addStep.midY - 1, 14, 2), radius: 1, color)
      canvas.roundedRect(Rect(s.addStep.midX - 1, s.addStep.midY - 7, 2, 14), radius: 1, color)
    }
  }
}
