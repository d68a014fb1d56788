import Foundation
import SnowmanCode
import SnowmanModel
import SnowmanView

extension CodeExport {
  /// The shown layers above the picture as code writes them: each one's motion and its picture, embedded at the
  /// largest size any copy shows it (never larger than the original).
  static func layers(
    _ setting: AnimationSetting, density: Double, artworkSource: ((ImageReference) -> Surface?)?, embeds: Bool
  ) throws -> [CodeLayer] {
    var out: [CodeLayer] = []
    for layer in setting.layers where !layer.hidden {
      let motion = setting.motion(of: layer)
      guard MotionCode.pictures(of: motion).count == 1 else {
        throw ExportError("the layer \(layer.name) changes its picture, which code does not write yet")
      }
      let parents = setting.parents(of: layer)
      let picture = try self.picture(
        layer, motion: motion, carried: ShownScale.followed(parents), density: density, source: artworkSource,
        embeds: embeds)
      out.append(CodeLayer(layer: layer, motion: motion, picture: picture, parents: parents))
    }
    return out
  }

  /// `layer`'s picture, embedded at the largest size its motion and copies show it in its rest box; a built-in
  /// picture is drawn at that size from its SVG rather than reduced from the stage's large drawing; `carried` is the
  /// most its parents magnify it.
  private static func picture(
    _ layer: SceneLayer, motion: AnimationSetting, carried: Double, density: Double,
    source: ((ImageReference) -> Surface?)?,
    embeds: Bool
  ) throws -> CodePicture {
    var large: Surface?
    func full() throws -> Surface {
      if let large { return large }
      let found: Surface
      if let reference = layer.picture {
        guard let surface = BuiltInArtwork.surface(for: reference) ?? source?(reference) else {
          throw ExportError(
            "the picture \(reference.name) of the layer \(layer.name) is missing from the data folder's images")
        }
        found = surface
      } else {
        found = try BuiltInArtwork.snowman()
      }
      large = found
      return found
    }
    let fileName = layer.picture?.name ?? "snowman.png"
    let builtIn = layer.picture.flatMap(BuiltInArtwork.size(of:))
    let original =
      try builtIn.map { CodePicture.Size(width: $0.width, height: $0.height) }
      ?? {
        let s = try full(); return CodePicture.Size(width: s.width, height: s.height)
      }()
    guard embeds else {
      return CodePicture(fileName: fileName, png: Data(), width: original.width, height: original.height)
    }
    let moved = ShownScale.largest(motion, box: (layer.box.width, layer.box.height))
    let grown = (layer.copies.placements.map(\.scale).max() ?? 1) * carried
    let size = ShownScale.embedded(
      width: original.width, height: original.height,
      shown: (layer.box.width * density, layer.box.height * density), scale: (moved.x * grown, moved.y * grown))
    let small: Surface
    if let reference = layer.picture, builtIn != nil,
      let drawn = BuiltInArtwork.surface(for: reference, longSide: max(size.width, size.height))
    {
      small =
        drawn.width == size.width && drawn.height == size.height
        ? drawn : try drawn.reduced(toWidth: size.width, height: size.height)
    } else {
      small = try full().reduced(toWidth: size.width, height: size.height)
    }
    return CodePicture(
      fileName: fileName, png: try pngData(small), width: small.width, height: small.height, original: original)
  }
}
