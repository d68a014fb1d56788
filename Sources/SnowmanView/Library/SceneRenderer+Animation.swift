import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The Animation screen's still parts: header, sky, picker, Play button.
  func drawAnimationScreen(state: AppState, layout: Layout, interaction: Interaction) {
    let preset = state.library.selectedPreset
    let header = layout.header
    canvas.label(
      AnimationHeader.caption.uppercased(), x: header.x + 8, midY: 32, size: Theme.Size.footnote,
      color: theme.secondaryText)
    let setting = preset.setting
    let timeline = state.library.timeline
    // One move names its curve; keyframes at several moments each have their own, so it says how many moments.
    let moments = setting.tracks.keyTimes.count
    let curve = setting.stepCount == 1 ? setting.stepCurve(0).displayName : "\(moments) keyframes"
    let summary = String(format: "%.1f s", timeline.totalSeconds) + " · " + curve
    let summaryWidth = canvas.label(
      summary, x: header.maxX - 8, midY: 60, size: 14, color: theme.secondaryText, align: .right)
    canvas.label(
      AnimationHeader(state).name, x: header.x + 8, midY: 58, size: Theme.Size.largeTitle, bold: true,
      color: theme.text,
      maxWidth: header.w - 16 - summaryWidth - 16)

    drawSky(layout.stage, sky: (theme.stageTop, theme.stageBottom), radius: 18)
    drawPicker(state: state, layout: layout, interaction: interaction)
    drawPlayButton(state: state, layout: layout, interaction: interaction)
    drawTransport(state: state, layout: layout, interaction: interaction)
  }

  /// What moves: the snowman and its shadow on the stage, and the timeline's position.
  func drawMovingStage(state: AppState, layout: Layout, interaction: Interaction, alpha: Double) {
    let pose = state.pose(alpha: alpha), sprite = sprite(for: state.stageArtwork)
    drawSnowman(
      pose: pose, stage: layout.stage, shadow: theme.stageShadow, sprite: sprite,
      costume: state.draft.setting.costume)
    drawLayers(state.layerDraws(alpha: alpha), stage: layout.stage, first: sprite.baseSize(stage: layout.stage))
    // Beside the Settings table the stage marks the anchor, the point the picture turns, scales and skews about.
    if state.tab == .settings && layout.settings.stage != nil {
      drawAnchorCross(pose: pose, stage: layout.stage, box: sprite.baseSize(stage: layout.stage))
    }
    drawTimelinePosition(state: state, layout: layout, interaction: interaction)
  }

  /// A small cross where the pose puts the picture's anchor: accent on a light outline, so it shows on the
  /// picture and on the sky alike.
  func drawAnchorCross(pose: Pose, stage: Rect, box: (w: Double, h: Double)) {
    let projection = PoseProjection(pose: pose, box: box)
    let local = ((pose.anchorX - 0.5) * box.w, (pose.anchorY - 0.5) * box.h)
    guard projection.depth(local.0, local.1) > 0.05 else { return }
    let p = projection.project(local.0, local.1)
    let (x, y) = (stage.midX + p.x, stage.midY + p.y)
    guard stage.contains(x, y) else { return }
    canvas.clip(stage)
    canvas.fill(Rect(x - 8, y - 2, 16, 4), theme.card)
    canvas.fill(Rect(x - 2, y - 8, 4, 16), theme.card)
    canvas.fill(Rect(x - 7, y - 1, 14, 2), theme.accent)
    canvas.fill(Rect(x - 1, y - 7, 2, 14), theme.accent)
    canvas.clip(nil)
  }
}
