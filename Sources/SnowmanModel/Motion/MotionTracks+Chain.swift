import Foundation

extension MotionTracks {
  /// The tracks that play `chain` as its steps play it: a step becomes a keyframe at its end on each property it
  /// moves, on the step's curve (the opacity's and the offset's own curves where set), a cut a hold; a property
  /// that rests for some steps gets a keyframe where it starts to move again, so it waits there. The chain starts
  /// at rest about the first step's anchor and seen from its eye; the picture swaps at the first moment of the step
  /// that brings it.
  public init(chain: StepChain) {
    self.init()
    var previous = PropertyKey.animated.map { key -> Double in
      switch key {
      case .anchorX, .anchorY, .eye: return chain[key, step: 0]
      default: return PropertyTable.spec(key).defaultStepValue
      }
    }
    let swaps = chain.steps.dropFirst().contains { $0.image != nil }
    if swaps || chain.steps[0].image != nil {
      picture.insert(time: 0, value: chain.steps[0].image, curve: .linear, hold: true)
    }
    var start = 0.0
    for (index, step) in chain.steps.enumerated() {
      let length = max(0, step.durationSeconds)
      let end = start + length
      let hold = length == 0
      if index > 0, let image = step.image { picture.insert(time: start, value: image, curve: .linear, hold: true) }
      for key in PropertyKey.animated {
        let from = previous[key.ordinal], to = chain[key, step: index]
        guard to != from else { continue }
        var track = self[key]
        // Where the property waited, or has not moved yet: it starts from here (a jump needs no start).
        if track.isEmpty || (!hold && (track.keyframes.last?.time ?? 0) < start) {
          track.insert(time: start, value: from, curve: .linear)
        }
        track.insert(time: end, value: to, curve: Self.curve(of: step, for: key), hold: hold)
        self[key] = track
        previous[key.ordinal] = to
      }
      start = end
    }
    // An anchor or eye the whole chain keeps, off the table's default: one keyframe says so.
    for key in [PropertyKey.anchorX, .anchorY, .eye] where self[key].isEmpty {
      let value = chain[key, step: 0]
      if value != PropertyTable.spec(key).defaultStepValue { self[key].insert(time: 0, value: value, curve: .linear) }
    }
  }

  /// The curve `step` moves `key` on: the opacity's or the offset's own where the step has one.
  static func curve(of step: Step, for key: PropertyKey) -> Easing {
    switch key {
    case .opacity: return step.opacityEasing ?? step.easing
    case .horizontalOffset, .verticalOffset: return step.offsetEasing ?? step.easing
    default: return step.easing
    }
  }
}
