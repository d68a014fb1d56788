import Foundation

/// Where on the picture a costume sits: on top of the head, over the face, or around the body. Each is a place in
/// the picture's own box (fractions of its width and height), so it also fits a user's picture.
public enum CostumeAnchor: String, CaseIterable, Codable, Sendable {
  case head, face, body

  /// The anchor's centre in the picture's box (0…1 across, 0…1 down) and the costume's width there as a
  /// fraction of the picture's width: tuned on the snowman, whose hat, face and belly sit there.
  public var place: (x: Double, y: Double, width: Double) {
    switch self {
    case .head: return (0.5, 0.10, 0.46)
    case .face: return (0.5, 0.27, 0.38)
    case .body: return (0.5, 0.52, 0.98)
    }
  }
}

/// A costume the picture can wear: built in (the project's own art), or a user's picture.
public struct CostumeKind: Equatable, Sendable {
  /// `doctor`, `ghost`, … or, for a user's picture, its SHA-256.
  public let id: String
  /// What the ring's label and `presets show` call it.
  public let name: String
  public let anchor: CostumeAnchor
  /// The user's picture it is drawn from; nil for the built-in art.
  public let image: ImageReference?
  /// Where this art sits at its anchor (its centre and width, as `CostumeAnchor.place`): a hat's brim on the brow,
  /// a mask over the mouth.
  public let place: (x: Double, y: Double, width: Double)

  public init(
    id: String, name: String, anchor: CostumeAnchor, image: ImageReference? = nil,
    place: (x: Double, y: Double, width: Double)? = nil
  ) {
    self.id = id
    self.name = name
    self.anchor = anchor
    self.image = image
    self.place = place ?? anchor.place
  }

  public static func == (a: CostumeKind, b: CostumeKind) -> Bool { a.id == b.id && a.image == b.image }
}

/// The costumes every user has, in ring order.
public enum BuiltInCostumes {
  public static let all: [CostumeKind] = [
    CostumeKind(id: "doctor", name: "Doctor", anchor: .face, place: (0.5, 0.275, 0.40)),
    CostumeKind(id: "ghost", name: "Ghost", anchor: .body),
    CostumeKind(id: "hipster", name: "Hipster", anchor: .face, place: (0.5, 0.265, 0.36)),
    CostumeKind(id: "pirate", name: "Pirate", anchor: .head, place: (0.5, 0.095, 0.54)),
    CostumeKind(id: "wizard", name: "Wizard", anchor: .head, place: (0.5, 0.075, 0.54)),
  ]

  /// The built-in costume `id`, if it is one.
  public static func kind(_ id: String) -> CostumeKind? { all.first { $0.id == id } }
}

/// The costume a preset's picture wears: which, moved from its anchor and scaled by the user. It is drawn fixed to
/// the sprite: it moves, turns and fades with it.
public struct Costume: Equatable, Hashable, Sendable {
  /// A built-in costume's id, or the SHA-256 of the user's picture in `image`.
  public var id: String
  /// The user's costume picture; nil for a built-in.
  public var image: ImageReference?
  /// Where it sits from its anchor, in fractions of the picture's width and height (+ right, + down), −1…1.
  public var offsetX: Double
  public var offsetY: Double
  /// Its size against the anchor's, 0.3…3.
  public var scale: Double

  /// The ranges the wheel and a drag keep to, and a file must respect.
  public static let offsetRange: ClosedRange<Double> = -1...1
  public static let scaleRange: ClosedRange<Double> = 0.3...3

  public init(id: String, image: ImageReference? = nil, offsetX: Double = 0, offsetY: Double = 0, scale: Double = 1) {
    self.id = id
    self.image = image
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.scale = scale
  }

  /// A user's picture as a costume (head anchor).
  public init(picture: ImageReference) {
    self.init(id: picture.sha256, image: picture)
  }

  /// Its anchor: the built-in's, the head for a user's picture.
  public var anchor: CostumeAnchor { BuiltInCostumes.kind(id)?.anchor ?? .head }

  /// What to call it: the built-in's name, or the picture's file name.
  public var name: String { BuiltInCostumes.kind(id)?.name ?? image?.name ?? id }

  /// Where it is drawn on a picture `width`×`height` (any unit), as a rectangle about the picture's centre
  /// (+ right, + down): its anchor's place moved by the offset, as wide as the anchor says times the scale, and
  /// as tall as its own art's `aspect` (height over width) makes it.
  public func rect(pictureWidth width: Double, pictureHeight height: Double, aspect: Double) -> (
    x: Double, y: Double, w: Double, h: Double
  ) {
    let place = BuiltInCostumes.kind(id)?.place ?? anchor.place
    let w = place.width * width * scale
    let h = w * aspect
    let cx = (place.x - 0.5 + offsetX) * width
    let cy = (place.y - 0.5 + offsetY) * height
    return (cx - w / 2, cy - h / 2, w, h)
  }
}
