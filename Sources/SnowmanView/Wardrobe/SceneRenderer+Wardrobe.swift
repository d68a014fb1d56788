import CSDL2
import SnowmanController
import SnowmanModel

extension SceneRenderer {
  /// The Wardrobe's still parts: the header, the sky, the hint.
  func drawWardrobeScreen(state: AppState, layout: Layout, interaction: Interaction) {
    let w = layout.wardrobe
    canvas.label("WARDROBE", x: w.header.x + 8, midY: 32, size: Theme.Size.footnote, color: theme.secondaryText)
    let title = state.draft.setting.costume.map { "Wearing \($0.name)" } ?? "Pick a costume"
    canvas.label(
      title, x: w.header.x + 8, midY: 58, size: Theme.Size.largeTitle, bold: true, color: theme.text,
      maxWidth: w.header.w - 16)
    drawSky(w.stage, sky: (theme.stageTop, theme.stageBottom), radius: 18)
    let hint =
      state.draft.setting.costume == nil
      ? "Spin the ring · click a costume · ← → Enter"
      : "Drag it · wheel sizes it · click to undress"
    canvas.label(
      hint, x: w.hint.midX, midY: w.hint.midY, size: Theme.Size.footnote, color: theme.secondaryText, align: .center,
      maxWidth: w.hint.w)
  }

  /// What moves: the mascot (zooming as it dresses), the costume it wears, and the others in the ring, falling or
  /// rising, each `alpha` of the way from the previous tick to this one.
  func drawMovingWardrobe(state: AppState, layout: Layout, alpha: Double) {
    let w = layout.wardrobe, ward = state.wardrobe
    let now = ward.physics, before = ward.previous.bodies.count == now.bodies.count ? ward.previous : now
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * alpha }
    let g = now.geometry
    let zoom = mix(before.zoom, now.zoom)
    var pose = Pose.rest
    pose.scaleX = WardrobeGeometry.mascotScale(zoom: zoom)
    pose.scaleY = pose.scaleX
    pose.offsetY = g.center.y - g.height / 2
    let worn = state.draft.setting.costume
    let onMascot = now.worn.map { now.bodies[$0].mode == .worn } ?? (worn != nil)
    canvas.clip(w.stage)
    // The mascot's own shadow, under its feet at whatever zoom (the stage's sits under a full-size picture).
    let box = g.mascotBox(zoom: zoom)
    canvas.shape(
      canvas.shapes.disc,
      Rect(w.stage.x + box.x + box.w * 0.1, w.stage.y + box.y + box.h * 0.96, box.w * 0.8, box.h * 0.06),
      theme.stageShadow)
    drawSnowman(
      pose: pose, stage: w.stage, shadow: nil, sprite: sprite(for: state.draft.setting.image),
      costume: onMascot ? worn : nil)
    // The front slot, while the ring waits for a pick.
    if now.worn == nil, now.ring == .resting, now.bodies.indices.contains(now.front) {
      let b = now.bodies[now.front]
      canvas.circle(
        centerX: w.stage.x + b.x, centerY: w.stage.y + b.y, radius: g.thumbnail * 0.62, theme.accent.fading(0.35))
    }
    for (i, body) in now.bodies.enumerated() where ward.costumes.indices.contains(i) {
      let kind = ward.costumes[i]
      let costume =
        i == now.worn ? (worn ?? Costume(id: kind.id, image: kind.image)) : Costume(id: kind.id, image: kind.image)
      if body.mode == .worn { continue }
      let old = before.bodies[i]
      let x = w.stage.x + mix(old.x, body.x), y = w.stage.y + mix(old.y, body.y)
      var side = g.thumbnail
      if body.mode == .snapping {
        // Growing from a thumbnail to its size on the mascot as it flies there.
        let box = g.mascotBox(zoom: 1)
        let target = costume.rect(pictureWidth: box.w, pictureHeight: box.h, aspect: 1)
        let left = hypot(body.x - now.wornTarget.x, body.y - now.wornTarget.y)
        side += (max(target.w, g.thumbnail) - g.thumbnail) * max(0, 1 - left / g.radius)
      } else {
        // A light card in both themes: the costumes' dark hats and rims need it.
        canvas.circle(centerX: x, centerY: y + 2, radius: side * 0.52, Color(0, 0, 0, 40))
        canvas.circle(centerX: x, centerY: y, radius: side * 0.52, Theme.light.card)
      }
      drawCostumeArt(costume, centerX: x, centerY: y, side: side * 0.86)
    }
    canvas.clip(nil)
  }

  /// A costume's art fitted into a `side`-point square centred on (x, y), from its level nearest that size.
  func drawCostumeArt(_ costume: Costume, centerX x: Double, centerY y: Double, side: Double) {
    guard let art = costumeSprite(costume) else { return }
    let aspect = Double(art.width) / Double(art.height)
    let (w, h) = aspect >= 1 ? (side, side / aspect) : (side * aspect, side)
    let d = canvas.density
    guard let level = art.level(SpriteRenderer.levelIndex(heights: art.levelHeights, needed: h * d)) else { return }
    renderer.copy(
      level,
      to: SDL_FRect(x: Float((x - w / 2) * d), y: Float((y - h / 2) * d), w: Float(w * d), h: Float(h * d)))
  }

  /// A coat hanger: a hook, and a triangle of rounded bars.
  func drawHangerIcon(_ r: Rect, _ color: Color) {
    canvas.ring(Rect(r.midX - 4, r.y + 1, 8, 8), radius: 4, width: 2.2, color)
    canvas.fill(Rect(r.midX - 1.1, r.y + 8, 2.2, 4), color)
    let left = (x: r.x + 1, y: r.y + 21), right = (x: r.maxX - 1, y: r.y + 21), top = (x: r.midX, y: r.y + 11)
    let points = [left, top, right]
    canvas.polyline(count: 3, width: 2.4, color) { points[$0] }
    canvas.roundedRect(Rect(r.x + 1, r.y + 20, r.w - 2, 2.6), radius: 1.3, color)
  }
}
