import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The Artwork row: thumbnail, name, Choose… and Snowman; or the path field with its hint.
  func drawArtworkRow(_ row: SettingsLayout.ArtworkRow, state: AppState, interaction: Interaction) {
    canvas.roundedRect(row.thumbnail, radius: 8, theme.stageBottom.fading(0.35))
    drawThumbnail(state.playheadPicture, in: row.thumbnail.insetBy(3, 3))
    if let path = row.path {
      canvas.roundedRect(path, radius: 10, theme.accent)
      canvas.roundedRect(path.insetBy(2, 2), radius: 8, theme.background)
      drawFieldText(
        state.pathField?.field ?? TextField(rule: .path), in: path,
        placeholder: "Path to a picture — Tab completes, Enter opens")
      return
    }
    canvas.label(
      ControlID.feature(.artwork(.row)).label(in: state), x: row.thumbnail.maxX + 12, midY: row.rect.midY,
      size: Theme.Size.body,
      color: theme.text, maxWidth: row.choose.x - row.thumbnail.maxX - 20)
    for (id, rect) in [
      (ControlID.feature(.artwork(.choose)), row.choose), (ControlID.feature(.artwork(.reset)), row.reset),
    ] {
      let (label, enabled) = (id.label(in: state), id.isEnabled(in: state))
      let fill =
        enabled && interaction.pressed == id
        ? theme.stepperPressed : enabled && interaction.hovered == id ? theme.selectionBand : theme.stepper
      canvas.roundedRect(rect, radius: rect.h / 2, fill)
      canvas.label(
        label, x: rect.midX, midY: rect.midY, size: Theme.Size.footnote, bold: true,
        color: enabled ? theme.accent : theme.disabled,
        align: .center)
    }
  }
}

extension SceneRenderer {
}
