import Foundation

extension CodePicture {
  /// A copy of the embedded picture halved `halvings` times across and down, as PNG bytes.
  public struct Reduction: Equatable, Sendable {
    public var halvings: Halvings
    public var png: Data
    public var width: Int, height: Int
    public init(halvings: Halvings, png: Data, width: Int, height: Int) {
      (self.halvings, self.png, self.width, self.height) = (halvings, png, width, height)
    }
  }

  /// How many times a copy is halved across (`x`) and down (`y`).
  public struct Halvings: Hashable, Sendable {
    public var x: Int, y: Int
    public init(x: Int, y: Int) { (self.x, self.y) = (x, y) }
    /// Every copy the flat form may draw: up to an eighth either way (`FlatLevels.most`), the picture itself left out.
    public static let all = (0...FlatLevels.most).flatMap { x in (0...FlatLevels.most).map { Halvings(x: x, y: $0) } }
      .filter { $0 != Halvings(x: 0, y: 0) }
    /// The suffix of the copy's asset id.
    var suffix: String { x == 0 && y == 0 ? "" : "-\(x)\(y)" }
  }
}

/// Which copy of a picture each piece of the flat form draws, frame by frame: players that sample an image without
/// mipmaps (rlottie, ThorVG) alias where a flip squashes the picture to a third of its height, so there a piece
/// draws a copy halved down, which the players draw near its own size: a mipmap chosen by time and by piece (the
/// far edge of a plane turned in depth is squashed more than its near one), each axis on its own.
enum FlatLevels {
  /// The most a copy is halved either way.
  static let most = 3
  /// The fewest frames a piece draws one copy for: each change is one more image layer.
  static let shortest = 4

  /// The copy `piece` draws at each of frames `start..<end`: the most halved, among `available`, that `halvings`
  /// allows at that frame and half a frame on.
  static func levels(_ piece: FlatPiece, start: Int, end: Int, available: Set<CodePicture.Halvings>)
    -> [CodePicture.Halvings]
  {
    let none = CodePicture.Halvings(x: 0, y: 0)
    guard !available.isEmpty, !piece.keys.isEmpty else { return Array(repeating: none, count: max(0, end - start)) }
    return (start..<end).map { frame in
      let (a, b) = (halvings(piece, at: Double(frame)), halvings(piece, at: Double(frame) + 0.5))
      var chosen = CodePicture.Halvings(x: min(a.x, b.x), y: min(a.y, b.y))
      while chosen != none && !available.contains(chosen) {
        chosen = CodePicture.Halvings(x: max(0, chosen.x - 1), y: max(0, chosen.y - 1))
      }
      return chosen
    }
  }

  /// `levels` (one a frame from `start`) as runs of frames drawing one copy; a run too short to be worth its layer
  /// joins the one before, at the lesser halving of the two.
  static func runs(_ levels: [CodePicture.Halvings], start: Int)
    -> [(start: Int, end: Int, halvings: CodePicture.Halvings)]
  {
    var runs: [(start: Int, end: Int, halvings: CodePicture.Halvings)] = []
    for (k, chosen) in levels.enumerated() {
      if let run = runs.last, run.halvings == chosen {
        runs[runs.count - 1].end = start + k + 1
      } else {
        runs.append((start + k, start + k + 1, chosen))
      }
    }
    var merged: [(start: Int, end: Int, halvings: CodePicture.Halvings)] = []
    for run in runs {
      if let previous = merged.last, run.end - run.start < shortest || previous.end - previous.start < shortest {
        let h = CodePicture.Halvings(
          x: min(previous.halvings.x, run.halvings.x), y: min(previous.halvings.y, run.halvings.y))
        merged[merged.count - 1] = (previous.start, run.end, h)
      } else {
        merged.append(run)
      }
    }
    return merged
  }

  /// How many times the piece's art may be halved across and down at `frame`, from the lengths its map draws one
  /// art pixel across and down as the player interpolates its keys: down, until a pixel of the copy is drawn at no
  /// more than its size; across, until it is drawn at no more than 5/4 of it. ThorVG chooses how it filters an
  /// image by its x axis alone: drawn under half its size across, the whole image is box-filtered (blurred down as
  /// well), and its bilinear drawing strays more the smaller it draws (against an exact drawing of the picture
  /// turned 30°: 2.2 levels at 80 %, 2.9 at 60 %, 3.4 at 50 %), so a copy is drawn across at 5/8 of its size or more.
  static func halvings(_ piece: FlatPiece, at frame: Double) -> CodePicture.Halvings {
    let keys = piece.keys
    let next = keys.firstIndex { $0.frame > frame } ?? keys.count
    let map: FlatAffine
    if next == 0 {
      map = keys[0].affine
    } else if next == keys.count || keys[next - 1].hold {
      map = keys[next - 1].affine
    } else {
      let (a, b) = (keys[next - 1], keys[next])
      map = a.affine.mixed(b.affine, (frame - a.frame) / (b.frame - a.frame))
    }
    let m = map.matrix
    func level(_ scale: Double) -> Int { scale <= 0 ? most : min(most, max(0, Int(log2(1 / scale).rounded(.down)))) }
    return CodePicture.Halvings(x: level(0.8 * hypot(m.a, m.c)), y: level(hypot(m.b, m.d)))
  }
}
