import Foundation
import SnowmanModel

/// A keyframe's timing function as CSS defines it, with every value CSS allows (a Bézier's y beyond what Snowman's
/// curve editor offers included).
enum CSSCurve: Equatable {
  case bezier(CubicBezier)
  case steps(Int, StepJump)
  case stops([CurveStop])

  /// CSS's `ease`, the default.
  static let ease = CSSCurve.bezier(CubicBezier(0.25, 0.1, 0.25, 1))
  static let linear = CSSCurve.bezier(CubicBezier(0, 0, 1, 1))

  /// The curve a value names.
  /// - Throws: `CSSValueError` naming the value.
  init(_ components: [CSSComponent]) throws {
    guard components.count == 1 else {
      throw CSSValueError(
        reason: "has “\(CSSSheet.shown(CSSComponent.join(components)))”, which is not one timing function")
    }
    let shown = CSSSheet.shown(components[0].text)
    switch components[0] {
    case .word(let w):
      switch w.lowercased() {
      case "linear": self = .linear
      case "ease": self = .ease
      case "ease-in": self = .bezier(.easeIn)
      case "ease-out": self = .bezier(.easeOut)
      case "ease-in-out": self = .bezier(.easeInOut)
      case "step-start": self = .steps(1, .start)
      case "step-end": self = .steps(1, .end)
      default: throw CSSValueError(reason: "has “\(shown)”, which is not a timing function")
      }
    case .function("cubic-bezier", let args):
      let parts = args.commaSeparated
      guard parts.count == 4, parts.allSatisfy({ $0.count == 1 }) else {
        throw CSSValueError(reason: "has “\(shown)”, which takes four numbers")
      }
      let n = try parts.map { try CSSUnits.number($0[0], in: shown) }
      guard (0...1).contains(n[0]), (0...1).contains(n[2]) else {
        throw CSSValueError(reason: "has “\(shown)”, whose x values must lie between 0 and 1")
      }
      self = .bezier(CubicBezier(n[0], n[1], n[2], n[3]))
    case .function("steps", let args):
      do {
        guard
          case .steps(let n, let jump) = try Easing.parseSteps(
            shown, CSSComponent.join(args).lowercased().filter { !$0.isWhitespace })
        else {
          throw CSSValueError(reason: "has “\(shown)”, which is not a timing function")
        }
        self = .steps(n, jump)
      } catch let error as EasingTextError {
        throw CSSValueError(reason: "has \(error.description)")
      }
    case .function("linear", let args):
      do {
        guard case .stops(let stops) = try Easing.parseStops(shown, CSSComponent.join(args)) else {
          throw CSSValueError(reason: "has “\(shown)”, which is not a timing function")
        }
        self = .stops(stops)
      } catch let error as EasingTextError {
        throw CSSValueError(reason: "has \(error.description)")
      }
    default:
      throw CSSValueError(reason: "has “\(shown)”, which is not a timing function")
    }
  }

  /// The eased progress at input `x` (0…1).
  func value(_ x: Double) -> Double {
    switch self {
    case .bezier(let b): return x <= 0 ? 0 : x >= 1 ? 1 : b.value(at: x)
    case .steps(let n, let jump): return Easing.steps(count: n, jump: jump).apply(x)
    case .stops(let stops): return Easing.stops(stops).apply(x)
    }
  }

  /// The curve played backwards, as a reversed animation plays a keyframe interval: 1 − f(1 − x).
  var reversed: CSSCurve {
    switch self {
    case .bezier(let b): return .bezier(CubicBezier(1 - b.x2, 1 - b.y2, 1 - b.x1, 1 - b.y1))
    case .steps(let n, let jump):
      let flipped: [StepJump: StepJump] = [.start: .end, .end: .start, .none: .none, .both: .both]
      return .steps(n, flipped[jump] ?? jump)
    case .stops(let stops): return .stops(stops.reversed().map { CurveStop(x: 1 - $0.x, y: 1 - $0.y) })
    }
  }

  /// As CSS writes it, for `presets show` and sentences.
  var css: String {
    switch self {
    case .bezier(let b): return Easing.custom(b).css
    case .steps(let n, let jump): return Easing.steps(count: n, jump: jump).css
    case .stops(let stops): return Easing.stops(stops).css
    }
  }
}
