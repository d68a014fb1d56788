import Foundation
import SnowmanCode
import SnowmanModel
import SnowmanView

/// The motion as code, on a stage like the picture exports': the sky and shadow of the light theme, the pictures
/// as the stage decodes them.
public enum CodeExport {
  /// Writes `request`'s HTML, CSS or Lottie file, named after its file.
  /// - Throws: `ExportError` when a picture is missing or the file cannot be written.
  public static func write(
    _ request: RenderRequest, artwork: Surface? = nil, artworkSource: ((ImageReference) -> Surface?)? = nil
  ) throws {
    try write(
      request,
      stage: stage(
        request.setting, width: request.width, height: request.height, background: request.background,
        artwork: artwork, artworkSource: artworkSource, halved: request.drawsHalvedCopies))
  }

  /// Writes `request`'s file on a stage made already: pure Swift from here, so any thread may write it.
  /// - Throws: `ExportError` when the file cannot be written.
  public static func write(_ request: RenderRequest, stage: CodeStage) throws {
    let name = request.output.deletingPathExtension().lastPathComponent
    let data = try code(request.format, setting: request.setting, name: name, stage: stage, lottie: request.lottie)
    do {
      try data.write(to: request.output, options: .atomic)
    } catch {
      throw ExportError("cannot write \(request.output.path): \(error.localizedDescription)")
    }
  }

  /// The file's bytes for a code format.
  public static func code(
    _ format: ExportFormat, setting: AnimationSetting, name: String, width: Int, height: Int,
    background: StageBackground, artwork: Surface? = nil, artworkSource: ((ImageReference) -> Surface?)? = nil,
    lottie: LottieForm = .threeD
  ) throws -> Data {
    let stage = try self.stage(
      setting, width: width, height: height, background: background, artwork: artwork, artworkSource: artworkSource,
      halved: drawsHalvedCopies(format, lottie))
    return try code(format, setting: setting, name: name, stage: stage, lottie: lottie)
  }

  /// The file's bytes for a code format on a stage made already (`stage`): pure Swift, so any thread may write it.
  public static func code(
    _ format: ExportFormat, setting: AnimationSetting, name: String, stage: CodeStage, lottie: LottieForm
  ) throws -> Data {
    switch format {
    case .html: return Data(MotionCode.html(setting, name: name, stage: stage).utf8)
    case .css: return Data(MotionCode.css(setting, name: name, stage: stage).utf8)
    case .lottie: return MotionCode.lottie(setting, name: name, stage: stage, form: lottie)
    case .gif, .webp, .mp4, .apng, .pngFolder: throw ExportError("\(format.rawValue) is not a code format")
    }
  }

  /// The text the window's Copy menu copies and `presets show --as` prints, for the window's stage in points.
  public static func text(
    _ code: AnimationCode, setting: AnimationSetting, name: String,
    artworkSource: ((ImageReference) -> Surface?)? = nil
  ) throws -> String {
    let reference = RenderRequest.referenceStage
    // The text forms name their pictures and embed none: no picture is reduced or encoded for them.
    let stage = try self.stage(
      setting, width: Int(reference.width), height: Int(reference.height), background: .sky, artwork: nil,
      artworkSource: artworkSource, embeds: false)
    switch code {
    case .css: return MotionCode.css(setting, name: name, stage: stage)
    case .swiftUI: return MotionCode.swiftUI(setting, name: name, stage: stage)
    case .coreAnimation: return MotionCode.coreAnimation(setting, name: name, stage: stage)
    }
  }

  /// The stage the code reproduces at `width`×`height` pixels; `embeds` false leaves the pictures' bytes empty,
  /// for the forms that do not carry them; `halved` adds the copies the flat Lottie draws where the motion squashes
  /// a picture (`CodePicture.reductions`).
  public static func stage(
    _ setting: AnimationSetting, width: Int, height: Int, background: StageBackground, artwork: Surface?,
    artworkSource: ((ImageReference) -> Surface?)?, embeds: Bool = true, halved: Bool = false
  ) throws -> CodeStage {
    let look = Theme.light
    func color(_ c: Color) -> CodeColor { CodeColor(Int(c.r), Int(c.g), Int(c.b), Int(c.a)) }
    let backdrop: CodeBackdrop
    switch background {
    case .sky: backdrop = .gradient(top: color(look.stageTop), bottom: color(look.stageBottom))
    case .solid(let c): backdrop = .solid(color(c))
    case .transparent: backdrop = .transparent
    }
    let density = RenderRequest.density(width: width, height: height)
    // Every picture is embedded at the largest size the motion shows it (`ShownScale`); a costume rides its picture.
    func shown(_ size: CodePicture.Size) -> (w: Double, h: Double) {
      StageFit.pictureSize(
        stageWidth: Double(width), stageHeight: Double(height), aspect: Double(size.width) / Double(max(1, size.height))
      )
    }
    func scale(_ size: (w: Double, h: Double)) -> (x: Double, y: Double) {
      ShownScale.largest(setting, box: (size.w / density, size.h / density))
    }
    func embedded(_ surface: Surface, fileName: String, drawn: (w: Double, h: Double), scale: (x: Double, y: Double))
      throws -> CodePicture
    {
      guard embeds else {
        return CodePicture(fileName: fileName, png: Data(), width: surface.width, height: surface.height)
      }
      let size = ShownScale.embedded(width: surface.width, height: surface.height, shown: drawn, scale: scale)
      let small = try surface.reduced(toWidth: size.width, height: size.height)
      var picture = CodePicture(
        fileName: fileName, png: try pngData(small), width: small.width, height: small.height,
        original: CodePicture.Size(width: surface.width, height: surface.height))
      if halved {
        picture.reductions = try CodePicture.Halvings.all.map { h in
          let copy = try small.reduced(
            toWidth: max(1, small.width >> h.x), height: max(1, small.height >> h.y))
          return CodePicture.Reduction(halvings: h, png: try pngData(copy), width: copy.width, height: copy.height)
        }
      }
      return picture
    }
    var pictures: [CodePicture] = []
    var largest = (x: 0.0, y: 0.0)
    for reference in MotionCode.pictures(of: setting) {
      let surface: Surface
      let fileName: String
      if let reference {
        guard let found = BuiltInArtwork.surface(for: reference) ?? artworkSource?(reference) else {
          throw ExportError("the picture \(reference.name) of this preset is missing from the data folder's images")
        }
        surface = found
        fileName = reference.name
      } else {
        surface = try artwork ?? BuiltInArtwork.snowman()
        fileName = "snowman.png"
      }
      let drawn = shown(CodePicture.Size(width: surface.width, height: surface.height))
      let magnified = embeds ? scale(drawn) : (x: 1.0, y: 1.0)
      largest = (max(largest.x, magnified.x), max(largest.y, magnified.y))
      pictures.append(try embedded(surface, fileName: fileName, drawn: drawn, scale: magnified))
    }
    var worn: CodeCostume?
    if let costume = setting.costume {
      guard let art = BuiltInArtwork.costume(costume, pictures: artworkSource) else {
        throw ExportError("the costume \(costume.name) of this preset is missing from the data folder's images")
      }
      // Drawn on the largest picture's box at rest, magnified as much as any picture is.
      let on = pictures.map { shown($0.original) }.max { $0.w < $1.w } ?? (0, 0)
      let r = costume.rect(
        pictureWidth: on.w, pictureHeight: on.h, aspect: Double(art.height) / Double(max(1, art.width)))
      worn = CodeCostume(
        art: try embedded(art, fileName: costume.name, drawn: (r.w, r.h), scale: largest), costume: costume)
    }
    return CodeStage(
      width: width, height: height, density: density, backdrop: backdrop,
      shadow: background == .transparent ? nil : color(look.stageShadow), pictures: pictures, costume: worn,
      layers: try layers(setting, density: density, artworkSource: artworkSource, embeds: embeds))
  }

  /// `surface` as PNG bytes (SDL_image writes files, so through a file nobody else sees).
  static func pngData(_ surface: Surface) throws -> Data {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snowman-code-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try surface.savePNG(to: url.path)
    return try Data(contentsOf: url)
  }
}

extension CodeExport {
  /// Whether the file is the flat Lottie, which draws halved copies of a picture the motion squashes.
  static func drawsHalvedCopies(_ format: ExportFormat, _ lottie: LottieForm) -> Bool {
    format == .lottie && lottie != .threeD
  }
}

extension RenderRequest {
  /// Whether its file draws halved copies of its pictures (`CodeExport.drawsHalvedCopies`).
  public var drawsHalvedCopies: Bool { CodeExport.drawsHalvedCopies(format, lottie) }
}
