import Foundation
import SnowmanModel

/// A colour as code writes it: 0–255 channels, alpha included.
public struct CodeColor: Equatable, Sendable {
  public var r: Int, g: Int, b: Int, a: Int
  public init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
    self.r = r; self.g = g; self.b = b; self.a = a
  }

  /// `#RRGGBB`, or `rgba(r, g, b, 0.59)` when translucent.
  var css: String {
    if a == 255 { return String(format: "#%02X%02X%02X", r, g, b) }
    return "rgba(\(r), \(g), \(b), \(Easing.number(Double(a) / 255)))"
  }

  /// Lottie's 0–1 channels.
  var unit: [Double] { [Double(r) / 255, Double(g) / 255, Double(b) / 255] }
}

/// What is behind the picture: the stage's sky (top to bottom), one colour, or nothing.
public enum CodeBackdrop: Equatable, Sendable {
  case gradient(top: CodeColor, bottom: CodeColor)
  case solid(CodeColor)
  case transparent
}

/// A picture the chain shows, as the stage decoded it: its PNG bytes and size in pixels (embedded at the largest
/// size the motion shows it, `ShownScale`), and the original's size, which places it.
public struct CodePicture: Equatable, Sendable {
  /// The file name a stylesheet refers to it by.
  public var fileName: String
  public var png: Data
  public var width: Int, height: Int
  /// The original's size in pixels: the stage fits the original, whatever size the bytes are embedded at.
  public var original: Size
  /// The box it fills at rest, in pixels, when not the stage's fit of the original (a layer's rest box).
  public var restBox: RestBox?
  /// Copies halved across and down, which the flat Lottie draws where the motion squashes the picture
  /// (`FlatLevels`); none for the other forms.
  public var reductions: [Reduction] = []
  public init(fileName: String, png: Data, width: Int, height: Int, original: Size? = nil) {
    self.fileName = fileName
    self.png = png
    self.width = width
    self.height = height
    self.original = original ?? Size(width: width, height: height)
  }

  /// A box's size in pixels.
  public struct RestBox: Equatable, Sendable {
    public var w: Double, h: Double
    public init(w: Double, h: Double) { (self.w, self.h) = (w, h) }
  }

  /// A size in pixels.
  public struct Size: Equatable, Sendable {
    public var width: Int, height: Int
    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
  }
}

/// The costume the picture wears, with its art as the stage draws it.
public struct CodeCostume: Equatable, Sendable {
  public var art: CodePicture
  public var costume: Costume
  public init(art: CodePicture, costume: Costume) {
    self.art = art
    self.costume = costume
  }
}

/// A shown layer above the picture, as code writes it: its motion on the pass's clock, its picture as embedded,
/// its rest box and its copies.
public struct CodeLayer: Equatable, Sendable {
  public var layer: SceneLayer
  /// Its tracks on the preset's pass, repeats and direction.
  public var motion: AnimationSetting
  public var picture: CodePicture
  /// What it follows, its parent first (`AnimationSetting.parents(of:)`).
  public var parents: [ParentMotion]

  public init(layer: SceneLayer, motion: AnimationSetting, picture: CodePicture, parents: [ParentMotion] = []) {
    (self.layer, self.motion, self.picture, self.parents) = (layer, motion, picture, parents)
  }
}

/// The stage the code reproduces: its size in pixels, what is behind the picture, the shadow, and the pictures
/// (index 0 the first step's; later ones as the chain swaps them in).
public struct CodeStage: Equatable, Sendable {
  public var width: Int, height: Int
  /// Pixels per point: offsets, sizes and the eye's distance are in the window's points.
  public var density: Double
  public var backdrop: CodeBackdrop
  /// The shadow's colour, nil with no shadow (a transparent export draws none).
  public var shadow: CodeColor?
  public var pictures: [CodePicture]
  /// What the picture wears, drawn fixed to it.
  public var costume: CodeCostume?
  /// The shown layers above the picture, bottom first.
  public var layers: [CodeLayer]

  public init(
    width: Int, height: Int, density: Double, backdrop: CodeBackdrop, shadow: CodeColor?, pictures: [CodePicture],
    costume: CodeCostume? = nil, layers: [CodeLayer] = []
  ) {
    self.costume = costume
    self.layers = layers
    self.width = width
    self.height = height
    self.density = density
    self.backdrop = backdrop
    self.shadow = shadow
    self.pictures = pictures
  }

  /// The eye's distance in pixels: Core Animation's 500 points.
  var perspective: Double { 500 * density }

  /// The picture's size in pixels at scale 1, as the stage fits it (`StageFit`).
  func baseSize(_ picture: CodePicture) -> (w: Double, h: Double) {
    if let box = picture.restBox { return (box.w, box.h) }
    return StageFit.pictureSize(
      stageWidth: Double(width), stageHeight: Double(height),
      aspect: Double(picture.original.width) / Double(max(1, picture.original.height)))
  }

  /// The costume's rectangle on `picture`, in pixels about the picture's centre.
  func costumeRect(_ picture: CodePicture) -> (x: Double, y: Double, w: Double, h: Double)? {
    guard let costume else { return nil }
    let size = baseSize(picture)
    return costume.costume.rect(
      pictureWidth: size.w, pictureHeight: size.h,
      aspect: Double(costume.art.original.height) / Double(max(1, costume.art.original.width)))
  }

  /// `layer`'s rest box in pixels, from the stage's corner.
  func restBox(of layer: CodeLayer) -> (x: Double, y: Double, w: Double, h: Double) {
    let box = layer.layer.box
    return (
      Double(width) / 2 + (box.centerX - box.width / 2) * density,
      Double(height) / 2 + (box.centerY - box.height / 2) * density, box.width * density, box.height * density
    )
  }

  /// The stage as `layer`'s motion sees it: only its picture, filling its rest box, on nothing.
  func stage(for layer: CodeLayer) -> CodeStage {
    var picture = layer.picture
    picture.restBox = CodePicture.RestBox(w: layer.layer.box.width * density, h: layer.layer.box.height * density)
    return CodeStage(
      width: width, height: height, density: density, backdrop: .transparent, shadow: nil, pictures: [picture])
  }

  /// The shadow's rectangle at rest, in pixels (`StageFit`).
  func shadowRect(_ picture: CodePicture) -> (x: Double, y: Double, w: Double, h: Double) {
    StageFit.shadow(
      midX: Double(width) / 2, midY: Double(height) / 2, picture: baseSize(picture), minimumHeight: 8 * density)
  }
}
