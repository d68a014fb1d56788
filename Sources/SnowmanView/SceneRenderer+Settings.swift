import SnowmanController
import SnowmanModel

extension SceneRenderer {
  func drawSettingsScreen(state: AppState, layout: Layout, interaction: Interaction) {
    let s = layout.settings
    canvas.clip(s.viewport)
    for section in s.sections where section.card.maxY > s.viewport.y && section.titleRect.y < s.viewport.maxY {
      canvas.label(
        section.title, x: section.titleRect.x, midY: section.titleRect.midY, size: Theme.Size.caption,
        color: Theme.secondaryText)
      canvas.roundedRect(section.card, radius: 12, Theme.card)
    }
    for row in s.rows where row.rect.maxY > s.viewport.y && row.rect.y < s.viewport.maxY {
      drawRow(row, state: state, interaction: interaction)
    }
    drawStepBar(s, state: state, interaction: interaction)
    if s.artwork.rect.maxY > s.viewport.y && s.artwork.rect.y < s.viewport.maxY {
      drawArtworkRow(s.artwork, state: state, interaction: interaction)
    }
    if let curve = s.curve, curve.rect.maxY > s.viewport.y && curve.rect.y < s.viewport.maxY {
      drawCurve(curve, easing: state.step.easing, interaction: interaction)
    }
    if let menu = s.menu { drawMenu(menu, state: state, interaction: interaction) }
    canvas.clip(nil)
    if s.maxScroll > 0 { drawScrollIndicator(s, scroll: state.settingsScroll) }

    canvas.fill(s.navBar, Theme.card)
    canvas.fill(Rect(0, s.navBar.maxY - 1, s.navBar.w, 1), Theme.separator)
    // While the draft differs from its preset the title says so, and Revert gives the preset's values back.
    canvas.label(
      "Settings", x: s.navBar.midX, midY: s.navBar.midY - (s.revertButton == nil ? 0 : 8), size: Theme.Size.title,
      bold: true, color: Theme.text, align: .center)
    if let revert = s.revertButton {
      canvas.label(
        "Edited", x: s.navBar.midX, midY: s.navBar.midY + 14, size: 13, color: Theme.tertiaryText, align: .center)
      if interaction.hovered == .settingsRevert { canvas.roundedRect(revert, radius: 10, Theme.selectionBand) }
      canvas.label(
        "Revert", x: revert.midX, midY: revert.midY, size: 17,
        color: interaction.pressed == .settingsRevert ? Theme.accentPressed : Theme.accent, align: .center)
    }
    var saveColor = Theme.accent
    if interaction.pressed == .settingsSave { saveColor = Theme.accentPressed }
    if interaction.hovered == .settingsSave {
      canvas.roundedRect(s.saveButton, radius: 10, Theme.selectionBand)
    }
    canvas.label(
      "Save", x: s.saveButton.midX, midY: s.saveButton.midY, size: 17, bold: true, color: saveColor,
      align: .center)
    if let prompt = state.prompt { drawPrompt(prompt, s, interaction: interaction) }
  }

  private func drawRow(_ row: SettingsLayout.Row, state: AppState, interaction: Interaction) {
    let spec = PropertyTable.spec(row.key)
    if row.hasSeparator {
      canvas.fill(Rect(row.rect.x + 16, row.rect.y, row.rect.w - 16, 1), Theme.separator)
    }
    let valueRight = row.decrement.x - 16
    canvas.label(spec.label, x: row.rect.x + 16, midY: row.rect.midY, size: Theme.Size.body, color: Theme.text)
    let labelWidth = canvas.width(spec.label, size: Theme.Size.body)
    canvas.label(
      state.step.formatted(row.key), x: valueRight, midY: row.rect.midY, size: Theme.Size.body,
      color: Theme.tertiaryText, align: .right, maxWidth: valueRight - row.rect.x - 32 - labelWidth)
    let stepper = Stepper(spec, value: state.step[row.key])
    let body = Rect(row.decrement.x, row.decrement.y, row.decrement.w * 2, row.decrement.h)
    canvas.roundedRect(body, radius: 8, Theme.stepper)
    for (id, half, enabled, plus) in [
      (ControlID.stepperDecrement(row.key), row.decrement, stepper.canDecrement, false),
      (ControlID.stepperIncrement(row.key), row.increment, stepper.canIncrement, true),
    ] {
      if enabled && interaction.pressed == id {
        canvas.roundedRect(half, radius: 8, Theme.stepperPressed)
      } else if enabled && interaction.hovered == id {
        canvas.roundedRect(half.insetBy(2, 2), radius: 6, Theme.selectionBand)
      }
      let color = enabled ? Theme.accent : Theme.disabled
      canvas.roundedRect(Rect(half.midX - 7, half.midY - 1, 14, 2), radius: 1, color)
      if plus { canvas.roundedRect(Rect(half.midX - 1, half.midY - 7, 2, 14), radius: 1, color) }
    }
    canvas.fill(Rect(body.midX - 0.5, body.y + 7, 1, body.h - 14), Theme.disabled)
  }

  private func drawScrollIndicator(_ s: SettingsLayout, scroll: Double) {
    let content = s.viewport.h + s.maxScroll
    let length = max(30, s.viewport.h * s.viewport.h / content)
    let y = s.viewport.y + (s.viewport.h - length) * (scroll / s.maxScroll)
    canvas.roundedRect(Rect(s.viewport.maxX - 6, y + 2, 3, length - 4), radius: 1.5, Theme.text.fading(0.25))
  }

  private func drawPrompt(_ prompt: SavePrompt, _ s: SettingsLayout, interaction: Interaction) {
    guard let card = s.promptCard, let field = s.promptField, let confirm = s.promptConfirm,
      let cancel = s.promptCancel
    else { return }
    canvas.roundedRect(card.offsetBy(0, 2), radius: 14, Theme.text.fading(0.06))
    canvas.roundedRect(card, radius: 14, Theme.card)
    canvas.label(
      "Save preset as", x: card.x + 16, midY: card.y + 22, size: Theme.Size.footnote, bold: true,
      color: Theme.secondaryText)
    canvas.roundedRect(field, radius: 10, Theme.accent)
    canvas.roundedRect(field.insetBy(2, 2), radius: 8, Theme.background)
    let textWidth = canvas.label(
      prompt.text, x: field.x + 12, midY: field.midY, size: Theme.Size.body,
      color: Theme.text, maxWidth: field.w - 30)
    // A steady caret: a blinking one would keep an idle window drawing.
    let caretX = field.x + 12 + min(textWidth, field.w - 30) + 1
    canvas.fill(Rect(caretX, field.midY - 10, 2, 20), Theme.accent)
    if let error = prompt.error {
      canvas.label(
        error, x: card.x + 16, midY: confirm.midY, size: Theme.Size.footnote,
        color: prompt.confirmLabel == "Replace" ? Theme.text : Theme.danger,
        maxWidth: cancel.x - card.x - 24)
    }
    let cancelFill =
      interaction.pressed == .promptCancel
      ? Theme.stepperPressed
      : interaction.hovered == .promptCancel ? Theme.selectionBand : Theme.stepper
    canvas.roundedRect(cancel, radius: 10, cancelFill)
    canvas.label(
      "Cancel", x: cancel.midX, midY: cancel.midY, size: Theme.Size.body, color: Theme.accent, align: .center)
    let confirmFill =
      interaction.pressed == .promptConfirm
      ? Theme.accentPressed
      : interaction.hovered == .promptConfirm ? Theme.accentHover : Theme.accent
    canvas.roundedRect(confirm, radius: 10, confirmFill)
    canvas.label(
      prompt.confirmLabel, x: confirm.midX, midY: confirm.midY, size: Theme.Size.body, bold: true,
      color: Theme.white, align: .center)
  }
}
