import Foundation
import SnowmanModel

/// The Wardrobe's stage as the physics sees it, in points from the stage's top-left: where the ring and the
/// mascot are, how big a thumbnail is, where the floor is. The Controller computes it from the window's size
/// and the stage's picture, and the View places the stage where `stage(in:)` says.
public struct WardrobeGeometry: Equatable, Sendable {
  public var width: Double, height: Double
  /// The mascot's picture aspect (width over height), for where a worn costume goes.
  public var pictureAspect: Double

  public init(width: Double, height: Double, pictureAspect: Double) {
    self.width = width
    self.height = height
    self.pictureAspect = pictureAspect
  }

  /// The stage of `window` with a picture of `aspect`.
  public init(window: WindowMetrics, pictureAspect aspect: Double) {
    let stage = Self.stage(in: window)
    self.init(width: stage.w, height: stage.h, pictureAspect: aspect)
  }

  /// A stage with the snowman, until the app reports the window's size (the physics tests' stage).
  public static let standard = WardrobeGeometry(width: 448, height: 520, pictureAspect: StageFit.snowmanAspect)

  /// The line of hints under the stage.
  public static let hintHeight = 22.0

  /// Where the stage sits in `window`, in window points: under the header, over the hints, inside the margins.
  public static func stage(in window: WindowMetrics) -> (x: Double, y: Double, w: Double, h: Double) {
    let m = WindowMetrics.margin, top = WindowMetrics.headerHeight
    let hintY = window.contentBottom - m - hintHeight
    return (m, top, window.width - 2 * m, hintY - 8 - top)
  }

  /// The ring's centre: the mascot's.
  public var center: (x: Double, y: Double) { (width / 2, height * 0.47) }
  /// The ring's radius.
  public var radius: Double { min(width, height * 0.9) * 0.4 }
  /// A thumbnail's side.
  public var thumbnail: Double { min(width, height) * 0.16 }
  /// Where a fallen costume's centre rests.
  public var floor: Double { height - thumbnail / 2 - 6 }

  /// The mascot's scale: small inside the ring, zoomed in (`zoom` 1) when it wears something.
  public static func mascotScale(zoom: Double) -> Double { 0.5 + 0.3 * zoom }

  /// The mascot's picture box at `zoom`, centred on the ring: as the stage fits a picture (`StageFit`), scaled.
  public func mascotBox(zoom: Double) -> (x: Double, y: Double, w: Double, h: Double) {
    let (w, h) = StageFit.pictureSize(stageWidth: width, stageHeight: height, aspect: pictureAspect)
    let s = WardrobeGeometry.mascotScale(zoom: zoom)
    return (center.x - w * s / 2, center.y - h * s / 2, w * s, h * s)
  }

  /// Slot `index` of `count` on a ring turned by `angle`: slot 0 at the front (the bottom) when the angle is 0.
  public func slot(_ index: Int, of count: Int, angle: Double) -> (x: Double, y: Double) {
    let phi = angle + .pi / 2 + 2 * .pi * Double(index) / Double(max(1, count))
    return (center.x + radius * cos(phi), center.y + radius * sin(phi))
  }

  /// Where `costume` sits when worn by the zoomed-in mascot: its rectangle's centre.
  public func anchorPoint(_ costume: Costume, aspect: Double = 1) -> (x: Double, y: Double) {
    let box = mascotBox(zoom: 1)
    let r = costume.rect(pictureWidth: box.w, pictureHeight: box.h, aspect: aspect)
    return (box.x + box.w / 2 + r.x + r.w / 2, box.y + box.h / 2 + r.y + r.h / 2)
  }
}
