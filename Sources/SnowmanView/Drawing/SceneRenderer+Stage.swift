import SnowmanModel

extension SceneRenderer {
  /// Draws the stage alone, as headless export does: background, shadow and the snowman in `pose`,
  /// filling the target of `width`×`height` points.
  public func drawStage(
    pose: Pose, width: Double, height: Double, density: Double, background: StageBackground,
    artwork: ImageReference? = nil, costume: Costume? = nil, layers: [LayerDraw] = []
  ) {
    let sprite = sprite(for: artwork)
    canvas.density = density
    renderer.clip(nil)
    let stage = Rect(0, 0, width, height)
    // The window's theme never reaches an export: its sky and shadow are always the light palette's.
    let look = Theme.light
    // An opaque sky covers every pixel of the target, so it needs no clear first.
    switch background {
    case .sky:
      drawSky(stage, sky: (look.stageTop, look.stageBottom), radius: 0)
      drawSnowman(pose: pose, stage: stage, shadow: look.stageShadow, sprite: sprite, costume: costume)
    case .solid(let color):
      drawSky(stage, sky: (color, color), radius: 0)
      drawSnowman(pose: pose, stage: stage, shadow: look.stageShadow, sprite: sprite, costume: costume)
    case .transparent:
      renderer.clear(Color(0, 0, 0, 0))
      drawSnowman(pose: pose, stage: stage, shadow: nil, sprite: sprite, costume: costume)
    }
    drawLayers(layers, stage: stage, first: sprite.baseSize(stage: stage))
  }

  /// The copies of the layers above the first picture, bottom first: each its picture filling its rest box, moved
  /// by its pose from there and placed among its copies, through the same exact sampler as the first picture,
  /// clipped to the stage; scaled with the stage as an export of its size scales them. A copy that holds still is laid
  /// over from its kept pixels, not sampled again. `first` is the first picture's size on the stage, which a layer
  /// following it moves about.
  func drawLayers(_ draws: [LayerDraw], stage: Rect, first: (w: Double, h: Double)) {
    guard !draws.isEmpty else { return }
    canvas.clip(stage)
    let k = Layout.sceneScale(of: stage)
    let firstBox = SceneLayer.RestBox(width: first.w, height: first.h)
    for draw in draws.map({ $0.scaled(by: k) }) {
      var pose = draw.pose
      pose.offsetX += draw.box.centerX
      pose.offsetY += draw.box.centerY
      let box = (w: draw.box.width, h: draw.box.height)
      sprite(for: draw.picture).draw(
        pose: pose, stage: stage, density: canvas.density, renderer: renderer,
        region: (-box.w / 2, -box.h / 2, box.w, box.h), box: box,
        placed: StagePlacement(draw, first: firstBox), slot: draw.layer << 16 | draw.copy)
    }
    canvas.clip(nil)
  }

  func drawSky(_ stage: Rect, sky: (Color, Color), radius: Double) {
    if sky.0 == sky.1 {
      canvas.roundedRect(stage, radius: radius, sky.0)
    } else {
      canvas.gradientRect(
        stage, radius: radius, top: sky.0, bottom: sky.1, under: radius > 0 ? theme.background : sky.1)
    }
  }

  /// The shadow and the snowman (or `sprite`'s picture) wearing `costume`, clipped to the stage.
  func drawSnowman(pose: Pose, stage: Rect, shadow: Color?, sprite: SpriteRenderer, costume: Costume? = nil) {
    canvas.clip(stage)
    let size = sprite.baseSize(stage: stage)
    if let shadow {
      let r = StageFit.shadow(midX: stage.midX, midY: stage.midY, picture: size, pose: pose, minimumHeight: 8)
      canvas.shape(
        canvas.shapes.disc, Rect(r.x, r.y, r.w, r.h), shadow.fading(StageFit.shadowOpacity(pose.opacity)))
    }
    let worn = costume.flatMap { costume in
      costumeSprite(costume).map { worn in
        (
          worn,
          costume.rect(
            pictureWidth: size.w, pictureHeight: size.h,
            aspect: Double(worn.height) / Double(worn.width))
        )
      }
    }
    func drawLayers(stage: Rect, density: Double) {
      sprite.draw(pose: pose, stage: stage, density: density, renderer: renderer)
      if let (costume, region) = worn {
        costume.draw(pose: pose, stage: stage, density: density, renderer: renderer, region: region, box: size)
      }
    }
    let density = canvas.density
    if let layer = supersampled {
      // The box the layers cover, in the target's pixels: the picture's outline and the costume's, on the stage.
      var outlines = [sprite.outline(pose: pose, stage: stage, density: density)]
      if let (costume, region) = worn {
        outlines.append(costume.outline(pose: pose, stage: stage, density: density, region: region, box: size))
      }
      let box = CoverageOutline.bounds(
        outlines, x0: Int((stage.x * density).rounded(.down)), y0: Int((stage.y * density).rounded(.down)),
        x1: Int((stage.maxX * density).rounded(.up)), y1: Int((stage.maxY * density).rounded(.up)))
      let drawn = layer.draw(on: renderer, box: box) { offset, factor in
        let shifted = Rect(
          stage.x - Double(offset.x) / density, stage.y - Double(offset.y) / density, stage.w, stage.h)
        drawLayers(stage: shifted, density: density * Double(factor))
      }
      if drawn {
        canvas.clip(nil)
        return
      }
    }
    drawLayers(stage: stage, density: density)
    canvas.clip(nil)
  }
}
