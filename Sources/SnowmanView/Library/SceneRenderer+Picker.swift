import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The presets' wheel: the rows near the middle larger and brighter, each with its picture, a group's
  /// heading on its first row, and the row being renamed as its name field.
  func drawPicker(state: AppState, layout: Layout, interaction: Interaction) {
    let picker = layout.picker
    canvas.roundedRect(picker, radius: 14, theme.card)
    canvas.roundedRect(layout.pickerBand, radius: 9, theme.selectionBand)
    let inner = picker.insetBy(0, 4)
    canvas.clip(inner)
    for (index, rect) in Layout.pickerRowRects(
      picker: picker, offset: state.library.picker.offset, count: state.library.presets.count)
    {
      // The wheel's edges fade a row only as it slides out of view: a whole row keeps its text at 4.5:1 (AA).
      let overflow = min(1, max(0, inner.y - rect.y, rect.maxY - inner.maxY) / rect.h)
      let distance = abs(rect.midY - layout.pickerBand.midY) / Layout.pickerRowHeight
      let nearness = max(0, 1 - distance / 2.6)
      let selected = distance < 0.5
      let size = Theme.Size.pickerRow - 2 + 4 * nearness
      var color = theme.faintText.mixed(with: theme.tertiaryText, min(1, nearness * 1.4))
      if selected { color = theme.text }
      if interaction.hovered == .feature(.library(.row(index))) && !selected { color = theme.accent }
      if let rename = state.library.rename, rename.index == index, let field = layout.renameField {
        drawRenameField(rename, field)
        continue
      }
      // The first motion of each group of the library carries the group's heading at the row's end.
      var nameWidth = rect.w - 80
      let presets = state.library.presets
      if let group = BuiltInPresets.heading(of: presets[index].id),
        index == 0 || BuiltInPresets.heading(of: presets[index - 1].id) != group
      {
        let heading = group.uppercased()
        let width = canvas.width(heading, size: Theme.Size.caption)
        canvas.label(
          heading, x: rect.maxX - 12, midY: rect.midY, size: Theme.Size.caption,
          color: theme.secondaryText.fading(1 - 0.65 * overflow), align: .right)
        nameWidth = min(nameWidth, rect.w - 2 * (width + 24))
      }
      canvas.label(
        presets[index].name, x: rect.midX, midY: rect.midY, size: size, bold: selected,
        color: color.fading(1 - 0.65 * overflow), align: .center, maxWidth: nameWidth)
      if overflow < 0.5 {
        drawPresetThumbnail(state.library.presets[index].setting, in: Rect(rect.x + 10, rect.midY - 12, 24, 24))
      }
    }
    canvas.clip(nil)
  }

  /// The inline name field of Rename…: the typed name with a caret, or why Enter was refused.
  private func drawRenameField(_ rename: RenameField, _ field: Rect) {
    canvas.roundedRect(field, radius: 9, rename.error == nil ? theme.accent : theme.danger)
    canvas.roundedRect(field.insetBy(2, 2), radius: 7, theme.card)
    if let error = rename.error {
      canvas.label(
        error, x: field.midX, midY: field.midY, size: Theme.Size.footnote, color: theme.danger, align: .center,
        maxWidth: field.w - 16)
      return
    }
    drawFieldText(rename.field, in: field)
  }
}

extension SceneRenderer {
  /// A preset's picture; for a scene, its layers' pictures (up to three, each once) in front of it at its top
  /// right, as small as a badge, so a scene is told from a one-picture preset at a glance.
  func drawPresetThumbnail(_ setting: AnimationSetting, in rect: Rect) {
    drawThumbnail(setting.image, in: rect)
    var shown: [ImageReference?] = []
    for layer in setting.layers where !layer.hidden && !shown.contains(layer.picture) && shown.count < 3 {
      shown.append(layer.picture)
    }
    let side = rect.h * 0.5
    for (i, picture) in shown.enumerated() {
      let badge = Rect(rect.maxX - side * 0.6 + Double(i) * side * 0.45, rect.y - 2 + Double(i) * 3, side, side)
      // On a drop of the stage's sky: a white snowflake shows on a light row.
      canvas.shape(canvas.shapes.disc, badge.insetBy(-1.5, -1.5), theme.stageBottom)
      drawThumbnail(of: badgeSprite(for: picture), in: badge)
    }
  }
}
