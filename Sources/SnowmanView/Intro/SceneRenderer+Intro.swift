import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The intro over everything: the mascot zooming onto the stage, and its words in a bubble.
  func drawIntro(state: AppState, layout: Layout, interaction: Interaction) {
    guard let intro = layout.intro, let page = state.intro.page else { return }
    // The scrim dims the screen but what the page names, which shows through, ringed in the accent colour.
    let rings = intro.targets.map { SceneRenderer.focusRingRect($0.id, $0.rect) }
    let scrim = theme.scrim.fading(state.theme == .dark ? 0.7 : 0.5)
    for band in IntroLayout.uncovered(Rect(0, 0, layout.width, layout.height), holes: rings.map(\.rect)) {
      canvas.fill(band, scrim)
    }
    for ring in rings {
      canvas.roundedCorners(outside: ring.rect, radius: ring.radius, scrim)
      canvas.ring(ring.rect, radius: ring.radius, width: 3, theme.accent)
    }
    let zoom = state.intro.zoom
    var pose = Pose.rest
    pose.scaleX = 0.2 + 0.8 * zoom
    pose.scaleY = pose.scaleX
    pose.offsetY = (1 - zoom) * intro.stage.h * 0.3
    pose.opacity = state.intro.opacity
    drawSnowman(pose: pose, stage: intro.stage, shadow: nil, sprite: sprite)
    // A thought trail from the bubble down to the mascot's head.
    let headY = intro.stage.midY - intro.stage.h * 0.3 * pose.scaleX
    for (i, r) in [7.0, 5.0].enumerated() {
      let t = Double(i + 1) / 3
      canvas.circle(
        centerX: intro.bubble.midX + (intro.stage.midX - intro.bubble.midX) * t * 0.8,
        centerY: intro.bubble.maxY + (headY - intro.bubble.maxY) * t * 0.8, radius: r,
        theme.card)
    }
    canvas.roundedRect(intro.bubble.offsetBy(0, 3), radius: 18, theme.scrim.fading(0.2))
    canvas.roundedRect(intro.bubble, radius: 18, theme.card)
    let size = Theme.Size.body
    let lines = wrap(IntroFeature.pages[page], width: intro.text.w, size: size)
    for (i, line) in lines.prefix(4).enumerated() {
      canvas.label(
        line, x: intro.text.x, midY: intro.text.y + 12 + Double(i) * 24, size: size, color: theme.text,
        maxWidth: intro.text.w)
    }
    let count = IntroFeature.pages.count
    for i in 0..<count {
      let x = intro.dots.midX + (Double(i) - Double(count - 1) / 2) * 14
      canvas.circle(centerX: x, centerY: intro.dots.midY, radius: 3.5, i == page ? theme.accent : theme.separator)
    }
    let skipFill = interaction.hovered == .feature(.intro(.skip)) ? theme.selectionBand : theme.card
    canvas.roundedRect(intro.skip, radius: 10, skipFill)
    canvas.label(
      ControlID.feature(.intro(.skip)).label(in: state), x: intro.skip.midX, midY: intro.skip.midY, size: size,
      color: theme.accent,
      align: .center)
    let nextFill = interaction.pressed == .feature(.intro(.next)) ? theme.accentPressed : theme.accent
    canvas.roundedRect(intro.next, radius: 10, nextFill)
    canvas.label(
      ControlID.feature(.intro(.next)).label(in: state), x: intro.next.midX, midY: intro.next.midY, size: size,
      bold: true,
      color: theme.onAccent, align: .center)
    drawFocusRing(state: state, layout: layout)
  }
}
