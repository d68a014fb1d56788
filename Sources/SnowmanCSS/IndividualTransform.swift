import Foundation

/// CSS's individual transform properties, each the one transform function it applies (`none`: no function); a
/// browser applies them in this order, then `transform`, all about the `transform-origin`.
enum IndividualTransform: String, CaseIterable {
  case translate, rotate, scale

  /// The property's value as the function it applies.
  /// - Throws: `CSSValueError` naming the value.
  func parse(_ parts: [CSSComponent], box: PictureBox) throws -> [TransformFunction] {
    let shown = CSSSheet.shown(CSSComponent.join(parts))
    if parts.count == 1, case .word(let w) = parts[0], w.lowercased() == "none" { return [] }
    func wrong() -> CSSValueError { CSSValueError(reason: "has “\(shown)”, which is not a \(rawValue) value") }
    switch self {
    case .translate:
      guard (1...3).contains(parts.count) else { throw wrong() }
      let x = try CSSUnits.length(parts[0], percentOf: box.width, in: shown)
      let y = parts.count > 1 ? try CSSUnits.length(parts[1], percentOf: box.height, in: shown) : 0
      let z = parts.count > 2 ? try CSSUnits.length(parts[2], percentOf: nil, in: shown) : 0
      return [TransformFunction(kind: .translate(x: x, y: y, z: z), name: "translate", family: .translate)]
    case .scale:
      guard (1...3).contains(parts.count) else { throw wrong() }
      let n = try parts.map { try CSSUnits.number($0, allowPercent: true, in: shown) }
      let kind = TransformFunction.Kind.scale(x: n[0], y: n.count > 1 ? n[1] : n[0], z: n.count > 2 ? n[2] : 1)
      return [TransformFunction(kind: kind, name: "scale", family: .scale)]
    case .rotate:
      // An angle alone turns about Z; an axis is a word (x, y, z) or three numbers, before or after the angle.
      var axis: (Double, Double, Double) = (0, 0, 1)
      var angle: Double?
      var numbers: [Double] = []
      for part in parts {
        if case .word(let w) = part, let named = ["x": (1.0, 0.0, 0.0), "y": (0, 1, 0), "z": (0, 0, 1)][w.lowercased()]
        {
          axis = named
        } else if case .number(let n, let unit) = part, unit.isEmpty, !(n == 0 && numbers.count == 3) {
          numbers.append(n)
        } else {
          guard angle == nil else { throw wrong() }
          angle = try CSSUnits.angle(part, in: shown)
        }
      }
      if angle == nil && numbers == [0] { (angle, numbers) = (0, []) }
      guard let angle, numbers.isEmpty || numbers.count == 3 else { throw wrong() }
      if numbers.count == 3 { axis = (numbers[0], numbers[1], numbers[2]) }
      let n = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
      let kind: TransformFunction.Kind =
        n > 0 ? .rotate(x: axis.0 / n, y: axis.1 / n, z: axis.2 / n, angle: angle) : .rotate(x: 0, y: 0, z: 0, angle: 0)
      return [TransformFunction(kind: kind, name: "rotate", family: .rotate)]
    }
  }
}
