import Foundation
import SnowmanModel

extension MotionCode {
  /// A scene as Core Animation: a function that builds it in a layer the stage's size and starts it. Each picture
  /// is a layer in a holder of its own, its motion added by a function of its own (the one-picture form's, given a
  /// delay). A layer whose copies start evenly one after another from the first is a `CAReplicatorLayer` (its
  /// `instanceTransform`, `instanceDelay` and `instanceAlphaOffset` the copies' step and spacing); any other's copies
  /// are layers of their own, each placed and started from a table.
  static func coreAnimationScene(_ setting: AnimationSetting, name: String, stage: CodeStage) -> String {
    let type = typeName(name)
    let d = stage.density
    var lines = [
      "// \(name), made with Snowman: Core Animation, the picture and the layers above it. Call",
      "// `make\(type)Scene(in:image:)` with a layer for the stage and the pictures by file name; offsets in points,",
      "// turns in radians. Each picture plays its passes once after its delay and holds its last pose.",
      "import QuartzCore", "",
    ]
    lines += caFunction(setting, name: type, stage: stage, delayed: true)
    for (i, layer) in stage.layers.enumerated() {
      lines +=
        [""] + caFunction(layer.motion, name: "\(type)Layer\(i + 1)", stage: stage.stage(for: layer), delayed: true)
    }
    let html = SceneHTML(stage: stage)
    for parent in html.followedParents {
      lines +=
        [""]
        + caFunction(
          parent.motion, name: "\(type)Follow\(parent.number)", stage: html.parentStage(parent), delayed: true)
    }
    let size = stage.pictures.first.map(stage.baseSize) ?? (w: 0, h: 0)
    let names = stage.pictures.map { "\"\(($0.fileName as NSString).deletingPathExtension)\"" }
    let swapped = names.count > 1 ? ", pictures: [\(names.joined(separator: ", "))].compactMap(image)" : ""
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
      "CGRect(x: \(num(x)), y: \(num(y)), width: \(num(w)), height: \(num(h)))"
    }
    func file(_ picture: CodePicture) -> String { (picture.fileName as NSString).deletingPathExtension }
    let follows =
      html.followedParents.isEmpty
      ? []
      : [
        "  // A layer the stage's size that a parent's motion moves, turns and scales as `animate` moves its box, in",
        "  // `parent`: what follows the parent goes in it.",
        "  func follow(_ box: CGRect, in parent: CALayer, animate: (CALayer, CALayer) -> Void) -> CALayer {",
        "    let holder = CALayer()", "    holder.frame = box", "    let turning = CALayer()",
        "    turning.bounds = CGRect(origin: .zero, size: box.size)", "    holder.addSublayer(turning)",
        "    parent.addSublayer(holder)", "    animate(turning, holder)",
        "    turning.position = CGPoint(x: box.width * turning.anchorPoint.x, y: box.height * turning.anchorPoint.y)",
        "    let frame = CALayer()",
        "    frame.frame = CGRect(origin: CGPoint(x: -box.minX, y: -box.minY), size: stage.bounds.size)",
        "    turning.addSublayer(frame)", "    return frame", "  }",
      ]
    lines += [
      "", "func make\(type)Scene(in stage: CALayer, image: (String) -> CGImage?) {",
      "  stage.bounds = CGRect(x: 0, y: 0, width: \(stage.width), height: \(stage.height))",
      "  stage.masksToBounds = true",
      "  // A picture's layer filling `box` of `parent` in a holder of its own, its motion added by `animate`.",
      "  func picture(_ name: String, _ box: CGRect, in parent: CALayer, animate: (CALayer, CALayer) -> Void) {",
      "    let holder = CALayer()", "    holder.frame = box", "    let picture = CALayer()",
      "    picture.bounds = CGRect(origin: .zero, size: box.size)", "    picture.contents = image(name)",
      "    holder.addSublayer(picture)", "    parent.addSublayer(holder)", "    animate(picture, holder)",
      "    // Its anchor where the motion put it, at the same point of the holder.",
      "    picture.position = CGPoint(x: box.width * picture.anchorPoint.x, y: box.height * picture.anchorPoint.y)",
      "  }",
    ]
    lines += follows
    lines += [
      "  picture(\"\(pictureName(stage))\", "
        + rect((Double(stage.width) - size.w) / 2, (Double(stage.height) - size.h) / 2, size.w, size.h)
        + ", in: stage) { add\(type)Animation(to: $0, in: $1\(swapped), after: 0) }"
    ]
    for (i, layer) in stage.layers.enumerated() {
      let copies = layer.layer.copies
      let r = stage.restBox(of: layer)
      let frame = rect(r.x, r.y, r.w, r.h)
      let animate = "add\(type)Layer\(i + 1)Animation"
      let name = layer.layer.name.replacingOccurrences(of: "\n", with: " ")
      let delays = copies.delays
      // What it follows, farthest first: its copies go in the nearest parent's frame.
      var container = "stage"
      for parent in layer.parents.reversed() {
        let r = html.parentBox(parent)
        let inner = "follow\(i + 1)x\(parent.number)"
        lines.append(
          "  let \(inner) = follow(\(rect(r.x, r.y, r.w, r.h)), in: \(container)) { add\(type)Follow\(parent.number)"
            + "Animation(to: $0, in: $1, after: \(num(parent.delay))) }")
        container = inner
      }
      if copies.count > 1 && delays.indices.allSatisfy({ abs(delays[$0] - Double($0) * delays[1]) < 1e-9 }) {
        let step = copies.step
        // The step builds on itself copy after copy: nine places keep the last of 200 within a thousandth of a point.
        func exact(_ x: Double) -> String { Easing.number(x, places: 9) }
        lines += [
          "  // \(name): \(copies.count) copies started \(num(delays[1])) s apart, each moved, turned, scaled and "
            + "faded from the one before.",
          "  let layer\(i + 1) = CAReplicatorLayer()", "  layer\(i + 1).frame = \(frame)",
          "  layer\(i + 1).instanceCount = \(copies.count)", "  layer\(i + 1).instanceDelay = \(exact(delays[1]))",
          "  var step\(i + 1) = CATransform3DMakeTranslation(\(exact(step.offsetX * d)), \(exact(step.offsetY * d)), 0)",
          "  step\(i + 1) = CATransform3DRotate(step\(i + 1), \(exact(step.zTurns * 2 * .pi)), 0, 0, 1)",
          "  layer\(i + 1).instanceTransform = CATransform3DScale(step\(i + 1), \(exact(step.scale)), \(exact(step.scale)), 1)",
          "  layer\(i + 1).instanceAlphaOffset = \(exact(step.opacity))", "  \(container).addSublayer(layer\(i + 1))",
          "  picture(\"\(file(layer.picture))\", layer\(i + 1).bounds, in: layer\(i + 1)) { \(animate)(to: $0, in: $1, after: 0) }",
        ]
        continue
      }
      lines += [
        "  // \(name): \(copies.count == 1 ? "one copy" : "\(copies.count) copies"), each started and placed "
          + "as its row says: (delay in seconds, x, y, turn, scale, fade).",
        "  let layer\(i + 1): [(CFTimeInterval, CGFloat, CGFloat, CGFloat, CGFloat, Float)] = [",
      ]
      for (delay, place) in zip(delays, copies.placements) {
        lines.append(
          "    (\(num(delay)), \(num(place.x * d)), \(num(place.y * d)), \(num(place.zTurns * 2 * .pi)), "
            + "\(num(place.scale)), \(num(place.fade))),")
      }
      lines += [
        "  ]", "  for (delay, x, y, turn, scale, fade) in layer\(i + 1) {", "    let placed = CALayer()",
        "    placed.frame = \(frame)",
        "    let moved = CATransform3DRotate(CATransform3DMakeTranslation(x, y, 0), turn, 0, 0, 1)",
        "    placed.transform = CATransform3DScale(moved, scale, scale, 1)", "    placed.opacity = fade",
        "    \(container).addSublayer(placed)",
        "    picture(\"\(file(layer.picture))\", placed.bounds, in: placed) { \(animate)(to: $0, in: $1, after: delay) }",
        "  }",
      ]
    }
    return (lines + ["}", ""]).joined(separator: "\n")
  }
}
