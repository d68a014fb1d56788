import SnowmanController
import SnowmanModel

/// The first-run intro as a coach mark over the screen: the controls the page names stay uncovered and are
/// ringed, and the speech bubble with its buttons and the mascot under it go in the largest part of the window
/// beside them.
public struct IntroLayout: Equatable, Sendable {
  /// A control the page names, where the screen under the intro has it.
  public struct Target: Equatable, Sendable {
    public let id: ControlID
    public let rect: Rect
  }

  /// What the page names: drawn uncovered and ringed.
  public let targets: [Target]
  public let bubble: Rect
  public let text: Rect
  public let skip: Rect, next: Rect
  /// Where the page dots go, between the buttons.
  public let dots: Rect
  /// The mascot's stage, under the bubble: every pose of its zoom stays inside.
  public let stage: Rect
  /// The mascot as it stands once zoomed in.
  public let mascot: Rect

  /// The bubble's height and widest width, and the least room the mascot needs under it.
  static let bubbleHeight = 164.0, bubbleWidth = 460.0, mascotRoom = 96.0
  /// The space kept between the intro and what it names, and between the bubble and the mascot.
  static let clearance = 12.0, gap = 24.0

  /// The intro in a `width`×`height` window over a screen that shows `targets`, the controls the page names, and
  /// the stage's own picture at `picture` (the mascot stands beside it, not in front of it).
  init(width: Double, height: Double, targets: [Target], picture: Rect? = nil) {
    self.targets = targets
    let area = IntroLayout.room(width: width, height: height, avoiding: targets.map(\.rect))
    let m = 20.0
    let w = min(area.w - 2 * m, IntroLayout.bubbleWidth)
    bubble = Rect(area.x + (area.w - w) / 2, area.y + max(m, min(area.h * 0.06, 48)), w, IntroLayout.bubbleHeight)
    text = Rect(bubble.x + 20, bubble.y + 16, w - 40, 100)
    next = Rect(bubble.maxX - 16 - 116, bubble.maxY - 14 - 40, 116, 40)
    skip = Rect(bubble.x + 10, next.y, 84, 40)
    dots = Rect(skip.maxX, next.y, next.x - skip.maxX, 40)
    let under = Rect(area.x, bubble.maxY + IntroLayout.gap, area.w, max(0, area.maxY - bubble.maxY - IntroLayout.gap))
    stage = picture.map { IntroLayout.beside($0, within: under) } ?? under
    let size = StageFit.pictureSize(stageWidth: stage.w, stageHeight: stage.h, aspect: StageFit.snowmanAspect)
    mascot = Rect(stage.midX - size.w / 2, stage.midY - size.h / 2, size.w, size.h)
  }

  /// The part of `area` beside `picture` (left or right of it, or above or below) where the mascot stands
  /// largest; all of `area` when the picture is not in it.
  static func beside(_ picture: Rect, within area: Rect) -> Rect {
    guard area.intersects(picture) else { return area }
    let c = clearance
    let sides = [
      Rect(area.x, area.y, max(0, picture.x - c - area.x), area.h),
      Rect(picture.maxX + c, area.y, max(0, area.maxX - picture.maxX - c), area.h),
      Rect(area.x, area.y, area.w, max(0, picture.y - c - area.y)),
      Rect(area.x, picture.maxY + c, area.w, max(0, area.maxY - picture.maxY - c)),
    ]
    let height = { (r: Rect) in
      StageFit.pictureSize(stageWidth: r.w, stageHeight: r.h, aspect: StageFit.snowmanAspect).h
    }
    return sides.max { height($0) < height($1) } ?? area
  }

  /// The largest part of the window clear of `targets` (each kept `clearance` away) that holds the bubble and
  /// the mascot: above, below, left or right of them all; the whole window when nothing is named.
  static func room(width: Double, height: Double, avoiding targets: [Rect]) -> Rect {
    let window = Rect(0, 0, width, height)
    guard let first = targets.first else { return window }
    let c = clearance
    let top = targets.map(\.y).min() ?? first.y, bottom = targets.map(\.maxY).max() ?? first.maxY
    let left = targets.map(\.x).min() ?? first.x, right = targets.map(\.maxX).max() ?? first.maxX
    let sides = [
      Rect(0, 0, width, max(0, top - c)),
      Rect(0, bottom + c, width, max(0, height - bottom - c)),
      Rect(0, 0, max(0, left - c), height),
      Rect(right + c, 0, max(0, width - right - c), height),
    ]
    let fits = sides.filter { $0.w >= 300 && $0.h >= bubbleHeight + gap + mascotRoom + 20 }
    let pool = fits.isEmpty ? sides : fits
    return pool.max { $0.w * $0.h < $1.w * $1.h } ?? window
  }

  /// `area` less `holes`, as rectangles that tile it: bands between the holes' top and bottom edges, each split
  /// around the holes that cross it.
  static func uncovered(_ area: Rect, holes: [Rect]) -> [Rect] {
    let cuts = Set(holes.flatMap { [$0.y, $0.maxY] }.filter { $0 > area.y && $0 < area.maxY })
    let edges = [area.y] + cuts.sorted() + [area.maxY]
    var out: [Rect] = []
    for (top, bottom) in zip(edges, edges.dropFirst()) where bottom > top {
      var x = area.x
      let crossing = holes.filter { $0.y < bottom && $0.maxY > top }.sorted { $0.x < $1.x }
      for hole in crossing {
        if hole.x > x { out.append(Rect(x, top, min(hole.x, area.maxX) - x, bottom - top)) }
        x = max(x, hole.maxX)
      }
      if x < area.maxX { out.append(Rect(x, top, area.maxX - x, bottom - top)) }
    }
    return out
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
