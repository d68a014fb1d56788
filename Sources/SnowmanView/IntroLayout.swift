import SnowmanController
import SnowmanModel

/// The first-run intro over the whole window: a speech bubble with the page's words and its buttons, and the
/// mascot under it.
public struct IntroLayout: Equatable, Sendable {
  public let bubble: Rect
  public let text: Rect
  public let skip: Rect, next: Rect
  /// Where the page dots go, between the buttons.
  public let dots: Rect
  /// The mascot's stage, under the bubble.
  public let stage: Rect

  init(width: Double, height: Double) {
    let m = 20.0
    let w = min(width - 2 * m, 460)
    bubble = Rect((width - w) / 2, max(20, height * 0.06), w, 164)
    text = Rect(bubble.x + 20, bubble.y + 16, w - 40, 100)
    next = Rect(bubble.maxX - 16 - 116, bubble.maxY - 14 - 40, 116, 40)
    skip = Rect(bubble.x + 10, next.y, 84, 40)
    dots = Rect(skip.maxX, next.y, next.x - skip.maxX, 40)
    stage = Rect(0, bubble.maxY + 24, width, height - bubble.maxY - 24)
  }

  /// Its buttons: the only controls while it is up.
  func controls(state: AppState, order: [ControlID]) -> [Control] {
    [
      Control(.feature(.intro(.skip)), skip, state, order: order),
      Control(.feature(.intro(.next)), next, state, order: order),
    ]
  }
}

extension Layout {
  /// The first-run intro's layout, when it is up.
  public var intro: IntroLayout? { screens.intro }
}
