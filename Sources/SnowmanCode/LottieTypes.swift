import Foundation

// The subset of Lottie (Bodymovin) Snowman writes, as types: a key a player reads is a property here, so a misspelt
// one is a compile error rather than a file some player silently ignores. `LottieTree` and `LottieJSON` write them.

/// A number, or a list of them: a still value of one dimension is written bare, an ease's handle may be either.
enum LottieNumbers: Encodable, Equatable {
  case one(Double)
  case list([Double])

  func encode(to encoder: Encoder) throws {
    var single = encoder.singleValueContainer()
    switch self {
    case .one(let v): try single.encode(v)
    case .list(let v): try single.encode(v)
    }
  }
}

/// A property: still (`a` 0, its value in `k`) or keyframed (`a` 1, the keyframes in `k`).
struct LottieProperty: Encodable {
  var a: Int
  var k: Contents

  enum Contents: Encodable {
    case value(LottieNumbers)
    case keyframes([LottieKeyframe])

    func encode(to encoder: Encoder) throws {
      switch self {
      case .value(let v): try v.encode(to: encoder)
      case .keyframes(let v): try v.encode(to: encoder)
      }
    }
  }
}

/// A keyframe: its frame, its value, and either a hold or the Bézier handles out of it and into the next.
struct LottieKeyframe: Encodable {
  var t: Double
  var s: [Double]
  var h: Int?
  var o: LottieHandle?
  var i: LottieHandle?
}

/// A keyframe's Bézier handle, in the 0–1 square of its stretch.
struct LottieHandle: Encodable {
  var x: LottieNumbers
  var y: LottieNumbers
}

/// A layer's (or a shape group's) transform: anchor, position, scale, opacity, the turn (`r`, or `rx`/`ry`/`rz`
/// and `or` in 3-D), and the skew with its axis.
struct LottieTransform: Encodable {
  var a: LottieProperty?
  var p: LottieProperty?
  var s: LottieProperty?
  var o: LottieProperty?
  var r: LottieProperty?
  var sk: LottieProperty?
  var sa: LottieProperty?
  var rx: LottieProperty?
  var ry: LottieProperty?
  var rz: LottieProperty?
  var or: LottieProperty?
}

/// A layer: `ty` 0 a precomposition, 2 an image, 3 a null, 4 shapes, 13 the camera.
struct LottieLayer: Encodable {
  var ddd: Int
  var ind: Int
  var ty: Int
  var nm: String
  var sr = 1
  var ao = 0
  var ip: Int
  var op: Int
  var st = 0
  var bm = 0
  var ks: LottieTransform
  var parent: Int?
  var refId: String?
  /// The camera's perspective: its distance from the picture plane.
  var pe: LottieProperty?
  var shapes: [LottieShape]?
  /// A precomposition layer's size.
  var w: Int?
  var h: Int?
  var hasMask: Bool?
  var masksProperties: [LottieMask]?
}

/// A mask adding a closed straight-edged path: a flat piece's outline.
struct LottieMask: Encodable {
  var inv = false
  var mode = "a"
  var nm = "Piece"
  var o: LottieProperty
  var x: LottieProperty
  var pt: Path

  struct Path: Encodable {
    var a = 0
    var k: Outline
  }

  struct Outline: Encodable {
    var c = true
    var v: [[Double]]
    var i: [[Double]]
    var o: [[Double]]
  }
}

/// A shape layer's item, each written with its `ty`.
enum LottieShape: Encodable {
  case group(Group)
  case transform(Transform)
  case ellipse(Ellipse)
  case rectangle(Rectangle)
  case fill(Fill)
  case gradientFill(GradientFill)

  func encode(to encoder: Encoder) throws {
    switch self {
    case .group(let v): try v.encode(to: encoder)
    case .transform(let v): try v.encode(to: encoder)
    case .ellipse(let v): try v.encode(to: encoder)
    case .rectangle(let v): try v.encode(to: encoder)
    case .fill(let v): try v.encode(to: encoder)
    case .gradientFill(let v): try v.encode(to: encoder)
    }
  }

  struct Group: Encodable {
    let ty = "gr"
    var nm: String
    var it: [LottieShape]
  }

  struct Transform: Encodable {
    let ty = "tr"
    var p: LottieProperty
    var a: LottieProperty
    var s: LottieProperty
    var r: LottieProperty
    var o: LottieProperty
  }

  struct Ellipse: Encodable {
    let ty = "el"
    var nm: String
    var p: LottieProperty
    var s: LottieProperty
  }

  struct Rectangle: Encodable {
    let ty = "rc"
    var nm: String
    var p: LottieProperty
    var s: LottieProperty
    var r: LottieProperty
  }

  struct Fill: Encodable {
    let ty = "fl"
    var nm: String
    var c: LottieProperty
    var o: LottieProperty
    var r: Int
  }

  /// A linear gradient (`t` 1) from `s` to `e`, its `g.p` stops as offset-and-colour runs in `g.k`.
  struct GradientFill: Encodable {
    let ty = "gf"
    var nm: String
    var o: LottieProperty
    var r: Int
    var t: Int
    var s: LottieProperty
    var e: LottieProperty
    var g: Stops
  }

  struct Stops: Encodable {
    var p: Int
    var k: LottieProperty
  }
}

/// An asset: an embedded picture, or a precomposition's layers.
enum LottieAsset: Encodable {
  case image(Image)
  case precomposition(Precomposition)

  /// The id layers refer to it by.
  var id: String {
    switch self {
    case .image(let v): return v.id
    case .precomposition(let v): return v.id
    }
  }

  func encode(to encoder: Encoder) throws {
    switch self {
    case .image(let v): try v.encode(to: encoder)
    case .precomposition(let v): try v.encode(to: encoder)
    }
  }

  struct Image: Encodable {
    var id: String
    var w: Int
    var h: Int
    var u = ""
    var e = 1
    var nm: String
    /// The picture as a `data:` URI.
    var p: String
  }

  struct Precomposition: Encodable {
    var id: String
    var nm: String
    var layers: [LottieLayer]
  }
}

/// The file: its version, frame rate and span, size, whether it is 3-D, its assets and layers (top first).
struct LottieComposition: Encodable {
  var v = "5.7.0"
  var nm: String
  var fr: Int
  var ip = 0
  var op: Int
  var w: Int
  var h: Int
  var ddd: Int
  var assets: [LottieAsset]
  var layers: [LottieLayer]
}
