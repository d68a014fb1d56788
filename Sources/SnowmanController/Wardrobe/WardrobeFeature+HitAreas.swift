import SnowmanModel

extension WardrobeFeature {
  /// What a press on the stage can land on.
  public enum Target: Equatable, Sendable { case ring, costume(Int), worn, mascot }

  /// A place on the stage a press lands on, in the stage's points.
  public struct HitArea: Equatable, Sendable {
    public let target: Target
    public let x: Double, y: Double, w: Double, h: Double

    /// Whether (x, y) is on it, its edges included.
    func contains(_ px: Double, _ py: Double) -> Bool { px >= x && px <= x + w && py >= y && py <= y + h }
  }

  /// What a press can land on now, topmost last: the ring (the whole stage), the mascot, the costume it wears,
  /// and each costume in the ring or on the floor (one flying onto the mascot is not). A press's target and the
  /// controls the View places (the ui-map's) are both read from this one list.
  public static func hitAreas(_ state: State, worn: Costume?) -> [HitArea] {
    let p = state.physics, g = p.geometry
    let box = g.mascotBox(zoom: p.zoom)
    var areas = [
      HitArea(target: .ring, x: 0, y: 0, w: g.width, h: g.height),
      HitArea(target: .mascot, x: box.x, y: box.y, w: box.w, h: box.h),
    ]
    if let worn, let r = wornRect(state, worn) { areas.append(HitArea(target: .worn, x: r.x, y: r.y, w: r.w, h: r.h)) }
    let t = g.thumbnail
    for (i, b) in p.bodies.enumerated() where b.mode != .worn && b.mode != .snapping {
      areas.append(HitArea(target: .costume(i), x: b.x - t / 2, y: b.y - t / 2, w: t, h: t))
    }
    return areas
  }

  /// What a press at (x, y) lands on: the topmost area there, or the ring.
  static func target(_ state: State, _ x: Double, _ y: Double, worn: Costume?) -> Target {
    hitAreas(state, worn: worn).last { $0.contains(x, y) }?.target ?? .ring
  }

  /// The worn costume's rectangle on the mascot as drawn now (square art assumed for hit-testing).
  static func wornRect(_ state: State, _ costume: Costume) -> (x: Double, y: Double, w: Double, h: Double)? {
    let box = state.physics.geometry.mascotBox(zoom: state.physics.zoom)
    let r = costume.rect(pictureWidth: box.w, pictureHeight: box.h, aspect: 0.8)
    return (box.x + box.w / 2 + r.x, box.y + box.h / 2 + r.y, r.w, r.h)
  }
}
