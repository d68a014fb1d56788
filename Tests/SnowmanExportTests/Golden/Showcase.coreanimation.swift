// Showcase, made with Snowman: Core Animation. `picture` is the picture's layer, centred in `holder`;
// offsets in points, turns in radians.
import QuartzCore

func addShowcaseAnimation(to picture: CALayer, in holder: CALayer) {
  var perspective = CATransform3DIdentity
  perspective.m34 = -1.0 / 500
  holder.sublayerTransform = perspective

  let keyTimes: [NSNumber] = [0, 1]
  let timingFunctions = [
    CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
  ]

  var pictureAnimations: [CAAnimation] = []
  let scaleX = CAKeyframeAnimation(keyPath: "transform.scale.x")
  scaleX.values = [1, 1.5]
  scaleX.keyTimes = keyTimes
  scaleX.timingFunctions = timingFunctions
  pictureAnimations.append(scaleX)
  let scaleY = CAKeyframeAnimation(keyPath: "transform.scale.y")
  scaleY.values = [1, 0.6]
  scaleY.keyTimes = keyTimes
  scaleY.timingFunctions = timingFunctions
  pictureAnimations.append(scaleY)
  let turnX = CAKeyframeAnimation(keyPath: "transform.rotation.x")
  turnX.values = [0, 12.5664]
  turnX.keyTimes = keyTimes
  turnX.timingFunctions = timingFunctions
  pictureAnimations.append(turnX)
  let turnY = CAKeyframeAnimation(keyPath: "transform.rotation.y")
  turnY.values = [0, 6.2832]
  turnY.keyTimes = keyTimes
  turnY.timingFunctions = timingFunctions
  pictureAnimations.append(turnY)
  let turnZ = CAKeyframeAnimation(keyPath: "transform.rotation.z")
  turnZ.values = [0, 3.1416]
  turnZ.keyTimes = keyTimes
  turnZ.timingFunctions = timingFunctions
  pictureAnimations.append(turnZ)
  let opacity = CAKeyframeAnimation(keyPath: "opacity")
  opacity.values = [1, 0.6]
  opacity.keyTimes = keyTimes
  opacity.timingFunctions = timingFunctions
  pictureAnimations.append(opacity)

  var holderAnimations: [CAAnimation] = []
  let offsetX = CAKeyframeAnimation(keyPath: "transform.translation.x")
  offsetX.values = [0, 120]
  offsetX.keyTimes = keyTimes
  offsetX.timingFunctions = timingFunctions
  holderAnimations.append(offsetX)
  let offsetY = CAKeyframeAnimation(keyPath: "transform.translation.y")
  offsetY.values = [0, -80]
  offsetY.keyTimes = keyTimes
  offsetY.timingFunctions = timingFunctions
  holderAnimations.append(offsetY)

  let pictureGroup = CAAnimationGroup()
  pictureGroup.animations = pictureAnimations
  pictureGroup.duration = 2
  pictureGroup.autoreverses = true
  pictureGroup.repeatCount = 1
  picture.add(pictureGroup, forKey: "showcase")

  let holderGroup = CAAnimationGroup()
  holderGroup.animations = holderAnimations
  holderGroup.duration = 2
  holderGroup.autoreverses = true
  holderGroup.repeatCount = 1
  holder.add(holderGroup, forKey: "showcase")
}
