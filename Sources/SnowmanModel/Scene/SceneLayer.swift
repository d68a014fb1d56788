import Foundation

/// A picture on the stage above the preset's first one, as a Lottie layer or a page's element is: its own place
/// and size at rest, its own tracks on the pass's clock, perhaps a parent whose motion it follows, perhaps copies.
public struct SceneLayer: Hashable, Sendable {
  /// Where the picture stands at rest, in points from the stage's centre, and its size in points: what its tracks
  /// move, turn and scale from.
  public struct RestBox: Hashable, Sendable {
    public var centerX: Double, centerY: Double
    public var width: Double, height: Double

    public init(centerX: Double = 0, centerY: Double = 0, width: Double, height: Double) {
      (self.centerX, self.centerY, self.width, self.height) = (centerX, centerY, width, height)
    }

    /// The widest or tallest a rest box may be, in points (ten times a large window's stage).
    public static let largest = 10_000.0
    /// The farthest a box's centre may stand from the stage's, in points.
    public static let farthest = 10_000.0
  }

  /// The name the layers list shows ("Snowflake"); any text but empty.
  public var name: String
  /// Its place and size at rest.
  public var box: RestBox
  /// Its keyframes; the picture it shows is its picture track's (nil, the snowman).
  public var tracks: MotionTracks
  /// How many of it the stage draws and when each starts (one, at once, by default).
  public var copies: Copies
  /// Whether the stage leaves it out (the layers list's eye).
  public var hidden: Bool
  /// The layer whose motion it follows, counted from the preset's first picture (0) up; always one below it.
  public var parent: Int?

  /// A layer showing `picture` in `box`, still unless `tracks` say otherwise.
  public init(
    name: String, picture: ImageReference?, box: RestBox, tracks: MotionTracks = MotionTracks(),
    copies: Copies = Copies(count: 1), hidden: Bool = false, parent: Int? = nil
  ) {
    self.name = name
    self.box = box
    self.tracks = tracks
    if tracks.picture.isEmpty { self.tracks.picture.insert(time: 0, value: picture, curve: .linear, hold: true) }
    self.copies = copies
    self.hidden = hidden
    self.parent = parent
  }

  /// The picture it shows at rest: nil is the built-in snowman.
  public var picture: ImageReference? { tracks.picture.firstValue }
}
