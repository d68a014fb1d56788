import Foundation

extension WardrobePhysics {
  /// One fixed step of `dt` seconds (1/120 on the player's clock).
  public mutating func step(_ dt: Double = 1.0 / 120) {
    stepRing(dt)
    for i in bodies.indices { stepBody(i, dt) }
    let goal = worn == nil ? 0.0 : 1.0
    if zoom != goal || zoomVelocity != 0 {
      let (x, v) = Self.zoomSpring.step(zoom - goal, zoomVelocity, dt)
      (zoom, zoomVelocity) = abs(x) < 1e-5 && abs(v) < 1e-4 ? (goal, 0) : (goal + x, v)
    }
  }

  /// Every falling costume carried on to where it comes to rest, at once (the fall is the same fixed steps, so
  /// the place is the one it would have reached); at most a minute of fall each.
  public mutating func landFallingBodies() {
    for i in bodies.indices {
      var steps = 0
      while bodies[i].mode == .falling && steps < 120 * 60 {
        stepBody(i, 1.0 / 120)
        steps += 1
      }
    }
  }

  private mutating func stepRing(_ dt: Double) {
    switch ring {
    case .dragging, .resting:
      return
    case .spinning:
      let c = Self.angularResistance, w0 = angularVelocity
      if abs(w0) < Self.catchSpeed {
        // Caught by the next slot ahead, at the moment it gets there; if it would stop short, the nearest pulls.
        let ahead = (w0 > 0 ? (angle / slotAngle).rounded(.down) + 1 : (angle / slotAngle).rounded(.up) - 1) * slotAngle
        let distance = ahead - angle
        let reach = w0 / c
        guard abs(distance) < abs(reach), w0 != 0 else {
          ring = .settling(target: (angle / slotAngle).rounded() * slotAngle)
          stepRing(dt)
          return
        }
        let t = -log(1 - distance / reach) / c
        if t <= dt {
          angle = ahead
          angularVelocity = w0 * exp(-c * t)
          ring = .settling(target: ahead)
          stepRing(dt - t)
          return
        }
      }
      let decay = exp(-c * dt)
      angle += w0 * (1 - decay) / c
      angularVelocity = w0 * decay
    case .settling(let target):
      let (x, v) = Self.settle.step(angle - target, angularVelocity, dt)
      if abs(x) < 1e-5 && abs(v) < 1e-4 {
        angle = target
        angularVelocity = 0
        ring = .resting
      } else {
        angle = target + x
        angularVelocity = v
      }
    }
  }

  private mutating func stepBody(_ i: Int, _ dt: Double) {
    var b = bodies[i]
    let slot = geometry.slot(i, of: bodies.count, angle: angle)
    switch b.mode {
    case .ring:
      // Carried by the ring: its velocity is the ring's at that radius, so a costume let go keeps it.
      let c = geometry.center
      b.x = slot.x
      b.y = slot.y
      b.vx = -angularVelocity * (slot.y - c.y)
      b.vy = angularVelocity * (slot.x - c.x)
    case .snapping:
      if spring(&b, to: wornTarget, Self.snap, dt) { b.mode = .worn }
    case .worn:
      (b.x, b.y, b.vx, b.vy) = (wornTarget.x, wornTarget.y, 0, 0)
    case .rising:
      if spring(&b, to: slot, Self.rise, dt) { b.mode = .ring }
    case .falling:
      fall(&b, dt)
    case .resting:
      break
    }
    bodies[i] = b
  }

  /// Moves `b` on `spring` toward `target` over `dt`; true once it is there and still (then exactly there).
  private func spring(_ b: inout Body, to target: (x: Double, y: Double), _ spring: Spring, _ dt: Double) -> Bool {
    let (x, vx) = spring.step(b.x - target.x, b.vx, dt)
    let (y, vy) = spring.step(b.y - target.y, b.vy, dt)
    if abs(x) < 0.05 && abs(y) < 0.05 && abs(vx) < 0.5 && abs(vy) < 0.5 {
      (b.x, b.y, b.vx, b.vy) = (target.x, target.y, 0, 0)
      return true
    }
    (b.x, b.y, b.vx, b.vy) = (target.x + x, target.y + y, vx, vy)
    return false
  }

  /// Falling under gravity against air resistance (UIDynamicItemBehavior's, exactly solved over the step), inside
  /// the stage: the floor, the walls and the top bounce, keeping half the speed; slower bounces stop; on the floor
  /// it slides to a stop.
  private func fall(_ b: inout Body, _ dt: Double) {
    let g = Self.gravity, e = Self.restitution, k = Self.airResistance
    // Its round card is a little wider than the thumbnail.
    let floor = geometry.floor, half = geometry.thumbnail * 0.55
    let decay = exp(-k * dt)
    b.x += b.vx * (1 - decay) / k
    b.vx *= decay
    if b.x < half {
      b.x = half
      b.vx = abs(b.vx) * e
    } else if b.x > geometry.width - half {
      b.x = geometry.width - half
      b.vx = -abs(b.vx) * e
    }
    if b.y >= floor && b.vy == 0 {
      b.vx *= exp(-6 * dt)
      if abs(b.vx) < 2 {
        b.vx = 0
        b.mode = .resting
      }
      return
    }
    let terminal = g / k
    let y = b.y + terminal * dt + (b.vy - terminal) * (1 - decay) / k
    if y >= floor {
      // At most the speed it would meet the floor with in a vacuum: a bounce keeps half of that.
      let impact = (max(0, b.vy * b.vy + 2 * g * (floor - b.y))).squareRoot()
      b.y = floor
      b.vy = e * impact < Self.restSpeed ? 0 : -e * impact
    } else if y < half {
      b.y = half
      b.vy = abs(terminal + (b.vy - terminal) * decay) * e
    } else {
      b.y = y
      b.vy = terminal + (b.vy - terminal) * decay
    }
  }

  /// The energy of everything that moves on its own (per unit mass; the ring's in its own units): what must
  /// never grow once nothing pushes.
  public var energy: Double {
    var total = 0.0
    switch ring {
    case .spinning: total += 0.5 * angularVelocity * angularVelocity
    case .settling(let target): total += Self.settle.energy(angle - target, angularVelocity)
    case .dragging, .resting: break
    }
    let g = Self.gravity
    for (i, b) in bodies.enumerated() {
      switch b.mode {
      case .falling, .resting: total += 0.5 * (b.vx * b.vx + b.vy * b.vy) + g * (geometry.floor - b.y)
      case .snapping:
        total += Self.snap.energy(b.x - wornTarget.x, b.vx) + Self.snap.energy(b.y - wornTarget.y, b.vy)
      case .rising:
        let slot = geometry.slot(i, of: bodies.count, angle: angle)
        total += Self.rise.energy(b.x - slot.x, b.vx) + Self.rise.energy(b.y - slot.y, b.vy)
      case .ring, .worn: break
      }
    }
    return total + Self.zoomSpring.energy(zoom - (worn == nil ? 0 : 1), zoomVelocity)
  }
}
