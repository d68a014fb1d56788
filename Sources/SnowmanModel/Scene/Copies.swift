import Foundation

/// A replicated layer's copies, as `CAReplicatorLayer` makes them: `count` instances, each offset from the one before
/// by the same step (moved, turned, scaled, faded: its `instanceTransform` and `instanceAlphaOffset`), each started
/// as `stagger` says.
public struct Copies: Hashable, Sendable {
  /// How each copy differs from the one before it.
  public struct Step: Hashable, Sendable {
    /// Points across and down, in the layer's own axes before the step's turn (as a replicator's transform
    /// translates in its instance's frame).
    public var offsetX: Double, offsetY: Double
    /// Turns about the screen's axis (a full turn is 1), clockwise with y down.
    public var zTurns: Double
    /// A factor on the size.
    public var scale: Double
    /// Added to the opacity (−0.1 fades each copy a tenth more).
    public var opacity: Double

    public init(offsetX: Double = 0, offsetY: Double = 0, zTurns: Double = 0, scale: Double = 1, opacity: Double = 0) {
      (self.offsetX, self.offsetY, self.zTurns, self.scale, self.opacity) = (offsetX, offsetY, zTurns, scale, opacity)
    }
  }

  /// Where copy `k` stands against the layer's own place: the step applied `k` times, each in the frame the ones
  /// before it left (so a step that moves and turns lays the copies on an arc).
  public struct Placement: Equatable, Sendable {
    public var x: Double, y: Double
    public var zTurns: Double
    public var scale: Double
    /// The steps' opacities added up: the copy shows its layer at `fade` of its opacity.
    public var opacity: Double

    public init(x: Double = 0, y: Double = 0, zTurns: Double = 0, scale: Double = 1, opacity: Double = 0) {
      (self.x, self.y, self.zTurns, self.scale, self.opacity) = (x, y, zTurns, scale, opacity)
    }

    /// The layer's own place.
    public static let identity = Placement()

    /// The factor on the layer's opacity: 1 plus the steps' opacities, within 0…1 (a group's opacity, as a page's
    /// element holding the copy or a Lottie precomposition's layer fades it).
    public var fade: Double { min(max(1 + opacity, 0), 1) }
  }

  /// The most copies a layer has: the stage draws each through the exact sampler.
  public static let most = 200

  public var count: Int
  public var step: Step
  public var stagger: Stagger

  /// `count` copies (clamped to 1…`most`).
  public init(count: Int, step: Step = Step(), stagger: Stagger = Stagger(.each(0))) {
    self.count = min(max(count, 1), Self.most)
    self.step = step
    self.stagger = stagger
  }

  /// Each copy's place, the first at the layer's own (the identity), in the copies' order.
  public var placements: [Placement] {
    var out: [Placement] = []
    var at = Placement.identity
    for _ in 0..<count {
      out.append(at)
      // The step in the frame the copy before left: its offset turned and scaled by what has built up so far.
      let angle = 2 * Double.pi * at.zTurns
      let (c, s) = (cos(angle), sin(angle))
      at.x += at.scale * (c * step.offsetX - s * step.offsetY)
      at.y += at.scale * (s * step.offsetX + c * step.offsetY)
      at.zTurns += step.zTurns
      at.scale *= step.scale
      at.opacity += step.opacity
    }
    return out
  }

  /// Each copy's delay in seconds, from `stagger`.
  public var delays: [Double] { stagger.delays(count: count) }
}
