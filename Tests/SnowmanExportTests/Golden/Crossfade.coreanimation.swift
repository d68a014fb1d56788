// Crossfade, made with Snowman: Core Animation. `picture` is the picture's layer, centred in `holder`;
// offsets in points, turns in radians.
import QuartzCore

func addCrossfadeAnimation(to picture: CALayer, in holder: CALayer, pictures: [CGImage]) {
  var perspective = CATransform3DIdentity
  perspective.m34 = -1.0 / 500
  holder.sublayerTransform = perspective

  let keyTimes: [NSNumber] = [0, 0.5, 1]
  let timingFunctions = [
    CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1),
    CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1),
  ]

  var pictureAnimations: [CAAnimation] = []
  let opacity = CAKeyframeAnimation(keyPath: "opacity")
  opacity.values = [1, 0, 1]
  opacity.keyTimes = keyTimes
  opacity.timingFunctions = timingFunctions
  pictureAnimations.append(opacity)
  // The pictures the chain swaps in, in order: snowman.png, snowflake.svg.
  let swap = CAKeyframeAnimation(keyPath: "contents")
  swap.values = [pictures[0], pictures[1]]
  swap.keyTimes = [0, 0.5, 1]
  swap.calculationMode = .discrete
  pictureAnimations.append(swap)

  let pictureGroup = CAAnimationGroup()
  pictureGroup.animations = pictureAnimations
  pictureGroup.duration = 2
  pictureGroup.autoreverses = true
  pictureGroup.repeatCount = 1
  picture.add(pictureGroup, forKey: "crossfade")
}
