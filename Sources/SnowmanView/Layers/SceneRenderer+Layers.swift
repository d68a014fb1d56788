import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The Layers card: each picture's row (thumbnail, name, its copies), the chosen one banded; the buttons; the
  /// chosen layer's copies rows.
  func drawLayersCard(_ card: SettingsLayout.LayersCard, viewport: Rect, state: AppState, interaction: Interaction) {
    let setting = state.draft.setting
    for (n, row) in card.rows.enumerated() where row.maxY > viewport.y && row.y < viewport.maxY {
      let id = ControlID.feature(.layers(.layer(n)))
      if state.draft.layer == n {
        canvas.roundedRect(row.insetBy(4, 3), radius: 8, theme.accent.fading(0.16))
      } else if interaction.hovered == id {
        canvas.roundedRect(row.insetBy(4, 3), radius: 8, theme.selectionBand)
      }
      if row.maxY < card.list.maxY { canvas.fill(Rect(row.x + 16, row.maxY - 1, row.w - 16, 1), theme.separator) }
      let thumb = Rect(row.x + 12, row.midY - 15, 30, 30)
      let picture = n == 0 ? setting.image : setting.layers[n - 1].picture
      drawThumbnail(picture, in: thumb)
      let layer = n == 0 ? nil : setting.layers[n - 1]
      var detail: [String] = []
      if let layer, layer.copies.count > 1 { detail.append("\(layer.copies.count) copies") }
      if layer?.hidden == true { detail.append("hidden") }
      if state.draft.layer == n, let field = card.nameField, let typed = state.layerNameField {
        canvas.roundedRect(field, radius: 8, theme.accent)
        canvas.roundedRect(field.insetBy(2, 2), radius: 6, theme.background)
        drawFieldText(typed, in: field, placeholder: "Layer name — Enter renames, Esc keeps it")
        continue
      }
      let detailText = detail.joined(separator: " · ")
      let detailWidth = detailText.isEmpty ? 0 : canvas.width(detailText, size: Theme.Size.footnote) + 16
      canvas.label(
        LayersFeature.name(of: n, in: setting), x: thumb.maxX + 12, midY: row.midY, size: Theme.Size.body,
        bold: state.draft.layer == n, color: layer?.hidden == true ? theme.tertiaryText : theme.text,
        maxWidth: row.maxX - thumb.maxX - 28 - detailWidth)
      if !detailText.isEmpty {
        canvas.label(
          detailText, x: row.maxX - 16, midY: row.midY, size: Theme.Size.footnote, color: theme.secondaryText,
          align: .right)
      }
    }
    for (control, rect) in [
      (LayersFeature.Control.add, card.add), (.duplicate, card.duplicate), (.hide, card.hide), (.delete, card.delete),
    ] where rect.maxY > viewport.y && rect.y < viewport.maxY {
      drawPill(.feature(.layers(control)), rect, state: state, interaction: interaction)
    }
    for (field, row) in zip(LayersFeature.PlaceField.allCases, card.places) {
      drawLayerStepper(
        row, field.label, .place(field), (.placeDecrement(field), .placeIncrement(field)), state, interaction)
    }
    if let copies = card.copies, let stagger = card.stagger {
      drawLayerStepper(copies, "Copies", .copies, (.copiesDecrement, .copiesIncrement), state, interaction)
      drawLayerStepper(
        stagger, LayersFeature.staggerName(state.chosenLayer), .stagger, (.staggerDecrement, .staggerIncrement), state,
        interaction)
    }
    for pill in card.pills {
      canvas.fill(Rect(pill.rect.x + 16, pill.rect.y, pill.rect.w - 16, 1), theme.separator)
      canvas.label(
        LayersFeature.rowName(pill.control), x: pill.rect.x + 16, midY: pill.rect.midY, size: Theme.Size.body,
        color: theme.text)
      drawPill(.feature(.layers(pill.control)), pill.button, state: state, interaction: interaction)
    }
  }

  /// A button drawn as the Artwork row's are: a capsule, its word in the accent (the danger colour to delete).
  private func drawPill(_ id: ControlID, _ rect: Rect, state: AppState, interaction: Interaction) {
    let enabled = id.isEnabled(in: state)
    let fill =
      enabled && interaction.pressed == id
      ? theme.stepperPressed : enabled && interaction.hovered == id ? theme.selectionBand : theme.stepper
    canvas.roundedRect(rect, radius: rect.h / 2, fill)
    let color = !enabled ? theme.disabled : id.isDestructive ? theme.danger : theme.accent
    canvas.label(
      id.label(in: state), x: rect.midX, midY: rect.midY, size: Theme.Size.footnote, bold: true, color: color,
      align: .center, maxWidth: rect.w - 8)
  }

  /// A copies row: its name, its value, and a stepper as the table's rows have.
  private func drawLayerStepper(
    _ row: SettingsLayout.LayersCard.StepperRow, _ name: String, _ value: LayersFeature.Control,
    _ halves: (LayersFeature.Control, LayersFeature.Control), _ state: AppState, _ interaction: Interaction
  ) {
    canvas.fill(Rect(row.rect.x + 16, row.rect.y, row.rect.w - 16, 1), theme.separator)
    canvas.label(name, x: row.rect.x + 16, midY: row.rect.midY, size: Theme.Size.body, color: theme.text)
    canvas.label(
      LayersFeature.valueText(value, of: state.chosenLayer), x: row.decrement.x - 16, midY: row.rect.midY,
      size: Theme.Size.body, color: theme.tertiaryText, align: .right)
    drawStepper(
      (.feature(.layers(halves.0)), row.decrement), (.feature(.layers(halves.1)), row.increment), state: state,
      interaction: interaction)
  }
}
