// Pop, made with Snowman: Core Animation. `picture` is the picture's layer, centred in `holder`;
// offsets in points, turns in radians.
import QuartzCore

func addPopAnimation(to picture: CALayer, in holder: CALayer) {
  var perspective = CATransform3DIdentity
  perspective.m34 = -1.0 / 500
  holder.sublayerTransform = perspective

  let keyTimes: [NSNumber] = [
    0, 0.0037, 0.0078, 0.0123, 0.0171, 0.0259, 0.0496, 0.0566, 0.063, 0.0702, 0.0773, 0.0845, 0.0917, 0.1026, 0.1144,
    0.1257, 0.1684, 0.184, 0.2009, 0.2227, 0.2963, 0.4, 0.4014, 0.4029, 0.4044, 0.406, 0.4075, 0.4091, 0.4108, 0.4125,
    0.4141, 0.4158, 0.4176, 0.4195, 0.423, 0.4297, 0.4324, 0.4355, 0.4383, 0.4399, 0.4415, 0.4429, 0.4444, 0.4458,
    0.4472, 0.4486, 0.45, 0.4516, 0.4531, 0.4547, 0.4562, 0.4578, 0.4594, 0.4609, 0.4625, 0.4641, 0.4656, 0.4672,
    0.4688, 0.4703, 0.4719, 0.4734, 0.475, 0.4762, 0.4774, 0.4798, 0.4822, 0.4846, 0.4871, 0.4896, 0.4923, 0.4951,
    0.4973, 0.4998, 0.5023, 0.505, 0.5075, 0.5102, 0.522, 0.5274, 0.5305, 0.5332, 0.5359, 0.5386, 0.5416, 0.5446,
    0.5476, 0.5506, 0.5535, 0.5565, 0.5595, 0.5625, 0.565, 0.5675, 0.57, 0.5725, 0.5751, 0.5777, 0.5806, 0.5834, 0.5884,
    0.5938, 0.5998, 0.6122, 0.6178, 0.6235, 0.6288, 0.635, 0.6412, 0.6474, 0.6536, 0.6583, 0.663, 0.6679, 0.6732, 0.678,
    0.6832, 0.7085, 0.7151, 0.7211, 0.7277, 0.7343, 0.7409, 0.7475, 0.7559, 0.765, 0.7749, 0.808, 0.8198, 0.8316,
    0.8421, 0.8536, 0.8974, 0.9193, 0.9395, 0.9924, 0.9998, 1, 1,
  ]
  let timingFunctions = [
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
    CAMediaTimingFunction(name: .linear),
  ]

  var pictureAnimations: [CAAnimation] = []
  let scaleX = CAKeyframeAnimation(keyPath: "transform.scale.x")
  scaleX.values = [
    1, 1.004, 1.0166, 1.0385, 1.0701, 1.1423, 1.3596, 1.4151, 1.4596, 1.5009, 1.533, 1.5564, 1.5716, 1.5813, 1.5778,
    1.5657, 1.5063, 1.4938, 1.4876, 1.4879, 1.5018, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
  ]
  scaleX.keyTimes = keyTimes
  scaleX.timingFunctions = timingFunctions
  pictureAnimations.append(scaleX)
  let scaleY = CAKeyframeAnimation(keyPath: "transform.scale.y")
  scaleY.values = [
    1, 1.004, 1.0166, 1.0385, 1.0701, 1.1423, 1.3596, 1.4151, 1.4596, 1.5009, 1.533, 1.5564, 1.5716, 1.5813, 1.5778,
    1.5657, 1.5063, 1.4938, 1.4876, 1.4879, 1.5018, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
    1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5,
  ]
  scaleY.keyTimes = keyTimes
  scaleY.timingFunctions = timingFunctions
  pictureAnimations.append(scaleY)
  let turnZ = CAKeyframeAnimation(keyPath: "transform.rotation.z")
  turnZ.values = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -0.0555, -0.1177, -0.1923, -0.2739, -0.3618,
    -0.4556, -0.5635, -0.6772, -0.7893, -0.9156, -1.0459, -1.1912, -1.4671, -2.0035, -2.2221, -2.4603, -2.6725, -2.7886,
    -2.9018, -3.003, -3.1012, -3.1925, -3.2808, -3.366, -3.4478, -3.5348, -3.6175, -3.6957, -3.7693, -3.8383, -3.9026,
    -3.9621, -4.0169, -4.0669, -4.1121, -4.1526, -4.1884, -4.2195, -4.246, -4.268, -4.2855, -4.2961, -4.3041, -4.3129,
    -4.3123, -4.3028, -4.2842, -4.2572, -4.2192, -4.1731, -4.1286, -4.0752, -4.0171, -3.9496, -3.8851, -3.8124, -3.4773,
    -3.3301, -3.2515, -3.1828, -3.1204, -3.0619, -3.0019, -2.9475, -2.8989, -2.8565, -2.8201, -2.79, -2.7659, -2.7478,
    -2.7372, -2.7304, -2.7274, -2.728, -2.7321, -2.7397, -2.7515, -2.7666, -2.8002, -2.8447, -2.9009, -3.0246, -3.0788,
    -3.1294, -3.1709, -3.2126, -3.2454, -3.2687, -3.2827, -3.2875, -3.2877, -3.2835, -3.2746, -3.2633, -3.2484, -3.1616,
    -3.1413, -3.1252, -3.111, -3.1004, -3.0935, -3.0902, -3.0906, -3.096, -3.1057, -3.1446, -3.1538, -3.1588, -3.1599,
    -3.1581, -3.1408, -3.1357, -3.1354, -3.1425, -3.1431, -3.1431, -3.1416,
  ]
  turnZ.keyTimes = keyTimes
  turnZ.timingFunctions = timingFunctions
  pictureAnimations.append(turnZ)
  let opacity = CAKeyframeAnimation(keyPath: "opacity")
  opacity.values = [
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.9894, 0.9775, 0.9633, 0.9477, 0.9309, 0.913,
    0.8924, 0.8707, 0.8493, 0.8251, 0.8003, 0.7725, 0.7198, 0.6174, 0.5756, 0.5301, 0.4896, 0.4674, 0.4458, 0.4265,
    0.4077, 0.3903, 0.3734, 0.3572, 0.3415, 0.3249, 0.3091, 0.2942, 0.2801, 0.2669, 0.2547, 0.2433, 0.2328, 0.2233,
    0.2146, 0.2069, 0.2001, 0.1941, 0.1891, 0.1849, 0.1815, 0.1795, 0.178, 0.1763, 0.1764, 0.1782, 0.1818, 0.1869,
    0.1942, 0.203, 0.2115, 0.2217, 0.2328, 0.2457, 0.258, 0.2719, 0.3359, 0.364, 0.379, 0.3921, 0.4041, 0.4152, 0.4267,
    0.4371, 0.4463, 0.4545, 0.4614, 0.4672, 0.4717, 0.4752, 0.4772, 0.4785, 0.4791, 0.479, 0.4782, 0.4768, 0.4745,
    0.4716, 0.4652, 0.4567, 0.446, 0.4223, 0.412, 0.4023, 0.3944, 0.3864, 0.3802, 0.3757, 0.373, 0.3721, 0.3721, 0.3729,
    0.3746, 0.3767, 0.3796, 0.3962, 0.4, 0.4031, 0.4058, 0.4079, 0.4092, 0.4098, 0.4097, 0.4087, 0.4069, 0.3994, 0.3977,
    0.3967, 0.3965, 0.3968, 0.4002, 0.4011, 0.4012, 0.3998, 0.3997, 0.3997, 0.4,
  ]
  opacity.keyTimes = keyTimes
  opacity.timingFunctions = timingFunctions
  pictureAnimations.append(opacity)

  let pictureGroup = CAAnimationGroup()
  pictureGroup.animations = pictureAnimations
  pictureGroup.duration = 2
  pictureGroup.autoreverses = true
  pictureGroup.repeatCount = 1
  picture.add(pictureGroup, forKey: "pop")
}
