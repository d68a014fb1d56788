import Foundation

extension WardrobePhysics {
  /// The pointer's angle about the ring's centre.
  func pointerAngle(_ x: Double, _ y: Double) -> Double {
    atan2(y - geometry.center.y, x - geometry.center.x)
  }

  /// The ring was grabbed at (x, y): it stops and follows the pointer from here.
  public mutating func grab() {
    ring = .dragging
    angularVelocity = 0
  }

  /// The pointer moved from (x0, y0) to (x1, y1) in `seconds` while holding the ring: it turns by the angle the
  /// pointer swept about its centre, and its velocity is that sweep's rate.
  public mutating func drag(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, seconds: Double) {
    guard ring == .dragging else { return }
    var sweep = pointerAngle(x1, y1) - pointerAngle(x0, y0)
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    angle += sweep
    if seconds > 0 { angularVelocity = sweep / seconds }
  }

  /// Let go at (x, y) moving at (vx, vy) pt/s: it spins with ω = (r × v) / |r|², in the fling's direction, or
  /// settles onto the nearest slot when that is too slow to spin.
  public mutating func release(x: Double, y: Double, vx: Double, vy: Double) {
    guard ring == .dragging else { return }
    let rx = x - geometry.center.x, ry = y - geometry.center.y
    let r2 = rx * rx + ry * ry
    angularVelocity = r2 > 1 ? (rx * vy - ry * vx) / r2 : 0
    if abs(angularVelocity) >= Self.catchSpeed {
      ring = .spinning
    } else {
      ring = .settling(target: (angle / slotAngle).rounded() * slotAngle)
    }
  }

  /// ← / →: the ring turns one slot (`by` −1 or +1; + brings the next costume to the front), from wherever it is.
  public mutating func turn(by slots: Int) {
    guard ring != .dragging, worn == nil else { return }
    let base: Double
    if case .settling(let target) = ring { base = target } else { base = (angle / slotAngle).rounded() * slotAngle }
    ring = .settling(target: base - Double(slots) * slotAngle)
  }

  /// Costume `index` is put on: it flies to `target` on the mascot, which zooms in; every other costume drops
  /// where it is, keeping its velocity. A costume worn before falls too.
  public mutating func dress(_ index: Int, target: (x: Double, y: Double)) {
    guard bodies.indices.contains(index) else { return }
    worn = index
    wornTarget = target
    if ring == .dragging { ring = .resting }
    for i in bodies.indices {
      if i == index {
        bodies[i].mode = .snapping
      } else if bodies[i].mode != .resting {
        bodies[i].mode = .falling
      }
    }
  }

  /// The costume comes off: the mascot zooms out and every costume goes back to its slot from wherever it is,
  /// keeping its velocity.
  public mutating func undress() {
    guard worn != nil else { return }
    worn = nil
    for i in bodies.indices where bodies[i].mode != .ring { bodies[i].mode = .rising }
  }
}

extension WardrobePhysics {
  /// One more costume joins the ring: the slots close up around it.
  public mutating func addBody() {
    bodies.append(Body(x: geometry.center.x, y: geometry.center.y))
    let i = bodies.count - 1
    bodies[i].mode = worn == nil ? .rising : .falling
    if ring == .resting { ring = .settling(target: (angle / slotAngle).rounded() * slotAngle) }
  }
}
