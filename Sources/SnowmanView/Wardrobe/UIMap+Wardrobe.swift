import SnowmanController

extension UIMap {
  public struct Wardrobe: Codable, Equatable, Sendable {
    public struct Costume: Codable, Equatable, Sendable {
      public let id: String
      /// Its centre, in window points.
      public let x: Double, y: Double
      /// At rest: in the ring with the ring still, worn, or lying on the floor.
      public let resting: Bool
    }
    public let worn: String?
    /// rad/s, + clockwise on screen.
    public let ringVelocity: Double
    public let front: String
    public let costumes: [Costume]
    /// The physics' fixed steps so far (1/120 s each); they stop while everything rests.
    public let steps: Int

    enum CodingKeys: String, CodingKey { case worn, ringVelocity, front, costumes, steps }

    /// `worn` is written as null when nothing is worn (DESIGN.md), not left out.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      if let worn { try c.encode(worn, forKey: .worn) } else { try c.encodeNil(forKey: .worn) }
      try c.encode(ringVelocity, forKey: .ringVelocity)
      try c.encode(front, forKey: .front)
      try c.encode(costumes, forKey: .costumes)
      try c.encode(steps, forKey: .steps)
    }
  }
  /// The Wardrobe's part of the map's state: what is worn, how fast the ring turns, which costume is at the
  /// front, where each costume is.
  public struct WardrobeState: Encodable, Equatable, Sendable {
    public let wardrobe: Wardrobe

    init(_ state: AppState, stage: Rect) { wardrobe = WardrobeState.wardrobe(state, stage) }

    static func wardrobe(_ state: AppState, _ stage: Rect) -> Wardrobe {
      let w = state.wardrobe, p = w.physics
      func round(_ v: Double) -> Double { (v * 100).rounded() / 100 }
      let costumes = zip(w.costumes, p.bodies).map { kind, body in
        Wardrobe.Costume(
          id: kind.id, x: round(stage.x + body.x), y: round(stage.y + body.y),
          resting: body.mode == .resting || body.mode == .worn || (body.mode == .ring && p.ring == .resting))
      }
      return Wardrobe(
        worn: state.draft.setting.costume?.id, ringVelocity: round(p.angularVelocity),
        front: w.costumes.indices.contains(p.front) ? w.costumes[p.front].id : "", costumes: costumes,
        steps: w.steps)
    }
  }
}
