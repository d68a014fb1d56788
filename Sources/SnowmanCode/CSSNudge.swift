import Foundation
import SnowmanModel

extension MotionCode {
  /// The fraction of a pixel an element's box was moved by to stand on whole pixels, which its own `translate`
  /// then carries. Chromium puts an element that turns in depth where its box is rounded to a whole pixel, dropping
  /// the fraction, while it draws a `translate` of the element's own exactly: a picture squashed by a flip drawn
  /// 0.4 px off the stage read 4.1 levels from it, 1.4 with its box on whole pixels and the 0.4 px translated.
  struct Nudge: Equatable {
    var x = 0.0, y = 0.0
    static let none = Nudge()

    /// A box whose corner is at `x`, `y`: that corner on whole pixels, and the nudge that puts it back.
    static func placing(_ x: Double, _ y: Double) -> (x: Double, y: Double, nudge: Nudge) {
      func part(_ v: Double) -> Double {
        let rest = ((v - v.rounded()) * 1000).rounded() / 1000
        return rest == 0 ? 0 : rest
      }
      let nudge = Nudge(x: part(x), y: part(y))
      return (x - nudge.x, y - nudge.y, nudge)
    }

    /// The `translate` declaration that carries the nudge, for an element with no move of its own, after a space.
    var declaration: String { self == .none ? "" : " " + value + ";" }

    /// The `translate` that carries the nudge, without its semicolon.
    var value: String { "translate: \(Easing.number(x, places: 3))px \(Easing.number(y, places: 3))px" }
  }
}
