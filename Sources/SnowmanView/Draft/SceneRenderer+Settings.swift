import SnowmanController
import SnowmanModel

extension SceneRenderer {
  func drawSettingsScreen(state: AppState, layout: Layout, interaction: Interaction) {
    let s = layout.settings
    // Beside the table, the stage that plays the draft (the picture moves over this each frame).
    if s.stage != nil {
      drawSky(layout.stage, sky: (theme.stageTop, theme.stageBottom), radius: 18)
      drawTimelineTrack(state: state, layout: layout)
    }
    canvas.clip(s.viewport)
    for section in s.sections where section.card.maxY > s.viewport.y && section.titleRect.y < s.viewport.maxY {
      canvas.label(
        section.title, x: section.titleRect.x, midY: section.titleRect.midY, size: Theme.Size.caption,
        color: theme.secondaryText)
      canvas.roundedRect(section.card, radius: 12, theme.card)
    }
    for row in s.rows where row.rect.maxY > s.viewport.y && row.rect.y < s.viewport.maxY {
      drawRow(row, state: state, interaction: interaction)
    }
    drawDopeSheet(s, state: state, interaction: interaction)
    if s.anchorRow.maxY > s.viewport.y && s.anchorRow.y < s.viewport.maxY {
      drawAnchorGrid(s, state: state, interaction: interaction)
    }
    drawLayersCard(s.layers, viewport: s.viewport, state: state, interaction: interaction)
    if s.artwork.rect.maxY > s.viewport.y && s.artwork.rect.y < s.viewport.maxY {
      drawArtworkRow(s.artwork, state: state, interaction: interaction)
    }
    if let curve = s.curve, curve.rect.maxY > s.viewport.y && curve.rect.y < s.viewport.maxY {
      drawCurve(curve, state: state, interaction: interaction)
    }
    if let menu = s.menu { drawMenu(menu, state: state, interaction: interaction) }
    canvas.clip(nil)
    if s.maxScroll > 0 { drawScrollIndicator(s, scroll: state.settingsScroll) }

    canvas.fill(s.navBar, theme.card)
    canvas.fill(Rect(0, s.navBar.maxY - 1, s.navBar.w, 1), theme.separator)
    // While the draft differs from its preset the title says so, and Revert gives the preset's values back.
    canvas.label(
      "Settings", x: s.navBar.midX, midY: s.navBar.midY - (s.revertButton == nil ? 0 : 8), size: Theme.Size.title,
      bold: true, color: theme.text, align: .center)
    if let revert = s.revertButton {
      canvas.label(
        "Edited", x: s.navBar.midX, midY: s.navBar.midY + 14, size: 13, color: theme.tertiaryText, align: .center)
      if interaction.hovered == .feature(.draft(.revert)) {
        canvas.roundedRect(revert, radius: 10, theme.selectionBand)
      }
      canvas.label(
        ControlID.feature(.draft(.revert)).label(in: state), x: revert.midX, midY: revert.midY, size: 17,
        color: interaction.pressed == .feature(.draft(.revert)) ? theme.accentPressed : theme.accent, align: .center)
    }
    var saveColor = theme.accent
    if interaction.pressed == .feature(.draft(.save)) { saveColor = theme.accentPressed }
    if interaction.hovered == .feature(.draft(.save)) {
      canvas.roundedRect(s.saveButton, radius: 10, theme.selectionBand)
    }
    canvas.label(
      ControlID.feature(.draft(.save)).label(in: state), x: s.saveButton.midX, midY: s.saveButton.midY, size: 17,
      bold: true,
      color: saveColor,
      align: .center)
    if let prompt = state.savePrompt { drawPrompt(prompt, s, interaction: interaction) }
  }

  /// The Anchor card's nine points over the picture's outline: the chosen one a large accent dot.
  private func drawAnchorGrid(_ s: SettingsLayout, state: AppState, interaction: Interaction) {
    let row = s.anchorRow
    canvas.label("Point", x: row.x + 16, midY: row.midY, size: Theme.Size.body, color: theme.text)
    guard let first = s.anchorPoints.first, let last = s.anchorPoints.last else { return }
    let outline = Rect(first.midX, first.midY, last.midX - first.midX, last.midY - first.midY)
    canvas.fill(Rect(outline.x, outline.y, outline.w, 1), theme.disabled)
    canvas.fill(Rect(outline.x, outline.maxY - 1, outline.w, 1), theme.disabled)
    canvas.fill(Rect(outline.x, outline.y, 1, outline.h), theme.disabled)
    canvas.fill(Rect(outline.maxX - 1, outline.y, 1, outline.h), theme.disabled)
    for (point, rect) in zip(AnchorPoint.allCases, s.anchorPoints) {
      let id = ControlID.feature(.anchor(point))
      if interaction.pressed == id {
        canvas.roundedRect(rect.insetBy(2, 2), radius: 12, theme.stepperPressed)
      } else if interaction.hovered == id {
        canvas.roundedRect(rect.insetBy(2, 2), radius: 12, theme.selectionBand)
      }
      let size = point.isChosen(in: state) ? 14.0 : 8.0
      canvas.shape(
        canvas.shapes.disc, Rect(rect.midX - size / 2, rect.midY - size / 2, size, size),
        point.isChosen(in: state) ? theme.accent : theme.secondaryText)
    }
  }

  private func drawRow(_ row: SettingsLayout.Row, state: AppState, interaction: Interaction) {
    let spec = PropertyTable.spec(row.key)
    if row.hasSeparator {
      canvas.fill(Rect(row.rect.x + 16, row.rect.y, row.rect.w - 16, 1), theme.separator)
    }
    let valueRight = row.decrement.x - 16
    canvas.label(spec.label, x: row.rect.x + 16, midY: row.rect.midY, size: Theme.Size.body, color: theme.text)
    let labelWidth = canvas.width(spec.label, size: Theme.Size.body)
    canvas.label(
      state.tableText(row.key), x: valueRight, midY: row.rect.midY, size: Theme.Size.body,
      color: theme.tertiaryText, align: .right, maxWidth: valueRight - row.rect.x - 32 - labelWidth)
    drawStepper(
      (.feature(.draft(.decrement(row.key))), row.decrement), (.feature(.draft(.increment(row.key))), row.increment),
      state: state, interaction: interaction)
  }

  /// A stepper's − and + halves on their shared body, each pressed, hovered or disabled as its control is.
  func drawStepper(
    _ minus: (id: ControlID, rect: Rect), _ plus: (id: ControlID, rect: Rect), state: AppState,
    interaction: Interaction
  ) {
    let body = Rect(minus.rect.x, minus.rect.y, minus.rect.w * 2, minus.rect.h)
    canvas.roundedRect(body, radius: 8, theme.stepper)
    for (id, half, isPlus) in [(minus.id, minus.rect, false), (plus.id, plus.rect, true)] {
      let enabled = id.isEnabled(in: state)
      if enabled && interaction.pressed == id {
        canvas.roundedRect(half, radius: 8, theme.stepperPressed)
      } else if enabled && interaction.hovered == id {
        canvas.roundedRect(half.insetBy(2, 2), radius: 6, theme.selectionBand)
      }
      let color = enabled ? theme.accent : theme.disabled
      canvas.roundedRect(Rect(half.midX - 7, half.midY - 1, 14, 2), radius: 1, color)
      if isPlus { canvas.roundedRect(Rect(half.midX - 1, half.midY - 7, 2, 14), radius: 1, color) }
    }
    canvas.fill(Rect(body.midX - 0.5, body.y + 7, 1, body.h - 14), theme.disabled)
  }

  private func drawScrollIndicator(_ s: SettingsLayout, scroll: Double) {
    let content = s.viewport.h + s.maxScroll
    let length = max(30, s.viewport.h * s.viewport.h / content)
    let y = s.viewport.y + (s.viewport.h - length) * (scroll / s.maxScroll)
    canvas.roundedRect(Rect(s.viewport.maxX - 6, y + 2, 3, length - 4), radius: 1.5, theme.text.fading(0.25))
  }

  private func drawPrompt(_ prompt: SavePrompt, _ s: SettingsLayout, interaction: Interaction) {
    guard let card = s.promptCard, let field = s.promptField, let confirm = s.promptConfirm,
      let cancel = s.promptCancel
    else { return }
    canvas.roundedRect(card.offsetBy(0, 2), radius: 14, theme.text.fading(0.06))
    canvas.roundedRect(card, radius: 14, theme.card)
    canvas.label(
      "Save preset as", x: card.x + 16, midY: card.y + 22, size: Theme.Size.footnote, bold: true,
      color: theme.secondaryText)
    canvas.roundedRect(field, radius: 10, theme.accent)
    canvas.roundedRect(field.insetBy(2, 2), radius: 8, theme.background)
    drawFieldText(prompt.field, in: field)
    if let error = prompt.error {
      canvas.label(
        error, x: card.x + 16, midY: confirm.midY, size: Theme.Size.footnote,
        color: prompt.confirmLabel == "Replace" ? theme.text : theme.danger,
        maxWidth: cancel.x - card.x - 24)
    }
    let cancelFill =
      interaction.pressed == .feature(.draft(.promptCancel))
      ? theme.stepperPressed
      : interaction.hovered == .feature(.draft(.promptCancel)) ? theme.selectionBand : theme.stepper
    canvas.roundedRect(cancel, radius: 10, cancelFill)
    canvas.label(
      "Cancel", x: cancel.midX, midY: cancel.midY, size: Theme.Size.body, color: theme.accent, align: .center)
    let confirmFill =
      interaction.pressed == .feature(.draft(.promptConfirm))
      ? theme.accentPressed
      : interaction.hovered == .feature(.draft(.promptConfirm)) ? theme.accentHover : theme.accent
    canvas.roundedRect(confirm, radius: 10, confirmFill)
    canvas.label(
      prompt.confirmLabel, x: confirm.midX, midY: confirm.midY, size: Theme.Size.body, bold: true,
      color: theme.onAccent, align: .center)
  }
}
