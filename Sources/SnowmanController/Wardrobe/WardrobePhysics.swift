import Foundation
import SnowmanModel

/// The Wardrobe's motion as values on the fixed 120 Hz step: the ring's turn and spin, each costume's body, the
/// mascot's zoom. Every motion is an exact solution over the step (free decay, damped springs, a parabola), so
/// the same inputs at the same ticks give the same positions and, once nothing pushes, no energy appears.
public struct WardrobePhysics: Equatable, Sendable {
  /// What a costume's body is doing.
  public enum Mode: Equatable, Sendable {
    /// Riding the ring in its slot.
    case ring
    /// Flying to its anchor on the mascot (a snap, damping 0.5).
    case snapping
    /// On the mascot.
    case worn
    /// Falling under gravity, bouncing on the floor.
    case falling
    /// At rest on the floor.
    case resting
    /// Going back to its slot (a critically damped spring).
    case rising
  }

  /// One costume's body: where its centre is, in stage points, and how fast it moves.
  public struct Body: Equatable, Sendable {
    public var x: Double, y: Double
    public var vx = 0.0, vy = 0.0
    public var mode = Mode.ring
  }

  /// What the ring is doing.
  public enum RingMode: Equatable, Sendable {
    /// Following the pointer.
    case dragging
    /// Spinning free, slowed by angular resistance.
    case spinning
    /// On a spring to the slot angle `target` (a settle, or ← / →).
    case settling(target: Double)
    /// Still, exactly on a slot.
    case resting
  }

  /// UIKit's gravity of magnitude 1.0, in points per second squared.
  public static let gravity = 1000.0
  /// What a bounce keeps of the speed.
  public static let restitution = 0.5
  /// A bounce slower than this (pt/s) stops.
  public static let restSpeed = 60.0
  /// Air resistance of a falling costume, per second.
  public static let airResistance = 2.0
  /// Angular resistance of a free spin, per second.
  public static let angularResistance = 1.5
  /// Below this (rad/s) a free spin is caught by the next slot it reaches.
  public static let catchSpeed = 3.0
  /// The ring's settle onto a slot, critically damped.
  static let settle = Spring(omega: 9, damping: 1)
  /// A costume's flight onto the mascot: UISnapBehavior's damping 0.5.
  static let snap = Spring(omega: 14, damping: 0.5)
  /// A costume's way back to the ring, critically damped.
  static let rise = Spring(omega: 8, damping: 1)
  /// The mascot's zoom, critically damped.
  static let zoomSpring = Spring(omega: 10, damping: 1)

  public var geometry: WardrobeGeometry
  /// The ring's turn, radians; a slot is at the front when it is a whole number of slot angles.
  public var angle = 0.0
  /// The ring's angular velocity, rad/s (+ clockwise on screen).
  public var angularVelocity = 0.0
  public var ring = RingMode.resting
  /// The costumes' bodies, in ring order.
  public var bodies: [Body]
  /// The index of the costume worn, if any.
  public var worn: Int?
  /// The mascot's zoom, 0 (in the ring) to 1 (dressed), and its rate.
  public var zoom = 0.0, zoomVelocity = 0.0
  /// Where the worn costume's centre goes on the zoomed-in mascot.
  public var wornTarget = (x: 0.0, y: 0.0)

  public static func == (a: WardrobePhysics, b: WardrobePhysics) -> Bool {
    a.geometry == b.geometry && a.angle == b.angle && a.angularVelocity == b.angularVelocity && a.ring == b.ring
      && a.bodies == b.bodies && a.worn == b.worn && a.zoom == b.zoom && a.zoomVelocity == b.zoomVelocity
      && a.wornTarget == b.wornTarget
  }

  /// A ring of `count` costumes at rest, slot 0 at the front.
  public init(count: Int, geometry: WardrobeGeometry = .standard) {
    self.geometry = geometry
    bodies = (0..<count).map { i in
      let p = geometry.slot(i, of: count, angle: 0)
      return Body(x: p.x, y: p.y)
    }
  }

  /// The angle between two slots.
  public var slotAngle: Double { 2 * .pi / Double(max(1, bodies.count)) }

  /// The costume at the front: the one whose slot is nearest the bottom, or will be once a turn under way ends.
  public var front: Int {
    guard !bodies.isEmpty else { return 0 }
    let n = bodies.count
    var turned = angle
    if case .settling(let target) = ring { turned = target }
    let k = Int((-turned / slotAngle).rounded()) % n
    return (k + n) % n
  }

  /// Whether nothing moves: the ring on a slot and every costume in its place, worn or on the floor.
  public var isStill: Bool {
    ring == .resting && bodies.allSatisfy { $0.mode == .ring || $0.mode == .worn || $0.mode == .resting }
      && zoom == (worn == nil ? 0 : 1) && zoomVelocity == 0
  }
}
