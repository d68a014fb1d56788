/// How a picture sits on a stage and the shadow under it: one place every stage (the player's, the costume
/// fitting's) and every code writer (HTML/CSS, Lottie) read, so they cannot drift apart.
public enum StageFit {
  /// The built-in snowman's aspect, width over height (its artwork is 480×672).
  public static let snowmanAspect = 480.0 / 672.0

  /// The picture's size at scale 1 on a `stageWidth`×`stageHeight` stage: 68 % of the stage's height at the
  /// picture's `aspect` (width / height), never wider than 70 % of the stage (CSS's `contain` in that box).
  public static func pictureSize(stageWidth: Double, stageHeight: Double, aspect: Double) -> (w: Double, h: Double) {
    var h = stageHeight * 0.68
    var w = h * aspect
    if w > stageWidth * 0.7 {
      w = stageWidth * 0.7
      h = w / aspect
    }
    return (w, h)
  }

  /// The shadow on the ground under a `picture`-sized picture resting centred on (`midX`, `midY`): 80 % of its
  /// width, at least `minimumHeight` tall, under its feet. It follows `pose`'s width and where the width puts the
  /// picture's middle (its sideways offset, and its anchor's pull when it grows or shrinks), not the turns.
  public static func shadow(
    midX: Double, midY: Double, picture: (w: Double, h: Double), pose: Pose = .rest, minimumHeight: Double
  ) -> (x: Double, y: Double, w: Double, h: Double) {
    let w = picture.w * 0.8 * abs(pose.scaleX)
    let h = max(minimumHeight, picture.h * 0.06)
    return (midX + shadowShift(picture: picture, pose: pose) - w / 2, midY + picture.h / 2 - h * 0.6, w, h)
  }

  /// How far sideways the shadow's middle is from the picture's at rest: the offset, and what scaling about the
  /// anchor does to the middle (none about the centre).
  public static func shadowShift(picture: (w: Double, h: Double), pose: Pose) -> Double {
    pose.offsetX + (pose.anchorX - 0.5) * picture.w * (1 - pose.scaleX)
  }

  /// The shadow's opacity under a picture of `opacity`: it fades only partly, so it stays on the ground. Not
  /// clamped: between two keyframes a curve that overshoots carries the shadow past its stops, as a browser
  /// interpolates it (what is drawn clamps); a keyframe's own value is clamped by its writer, as CSS clamps it.
  public static func shadowOpacity(_ opacity: Double) -> Double { 0.35 + 0.65 * opacity }
}
