import ArgumentParser
import Foundation
import SnowmanDigest
import SnowmanModel
import SnowmanView

extension PresetsCommand {
  struct Create: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "create",
      abstract: "Save a new preset: the defaults, or another preset's values, with KEY=VALUE changes.",
      discussion: "Keys: \(PropertyKey.allCases.map(\.rawValue).joined(separator: ", ")). "
        + "For example: snowman presets create Pop widthMultiplier=1.5 easing=\"cubic-bezier(0.34, 1.56, 0.64, 1)\"; "
        + "a steady turn of 2 s: snowman presets create Spin duration=2 zTurns@2=1 zTurns@2.easing=linear. "
        + "--layer snowflake|snowman|PICTURE adds a picture above, its own KEY@TIME=VALUE keys after it, with "
        + "--place X,Y and --size W,H (points from the stage's centre), --copies N, --stagger EACH[,amount]"
        + "[,from=start|center|end|edges|random|INDEX][,seed=N][,ease=CURVE], --offset x|y|zTurns|scale|opacity=V "
        + "(each copy from the one before), --parent N (moving, turning and scaling with picture N below it, 0 the "
        + "first, as a Lottie layer follows its parent) and --hidden: snowman presets create Snowfall "
        + "autoreverse=0 --layer snowflake --place 0,-200 --size 24,24 verticalOffset@2=400 --copies 12 "
        + "--stagger 0.2,from=random,seed=7 --offset x=20")
    @OptionGroup var location: DataDirectoryOption
    @Argument(help: "The new preset's name.") var name: String
    @Option(name: .long, help: "Start from this preset's values instead of the defaults.") var from: String?
    @OptionGroup var picture: PictureOption
    @Argument(
      parsing: .allUnrecognized,
      help: PresetsCommand.assignmentsHelp)
    var assignments: [String] = []

    func run() throws {
      _ = try reportingErrors {
        var library = location.library()
        let validName: String
        do { validName = try PresetName.validated(name) } catch { throw CLIError("\(error)") }
        if library.all.contains(where: { $0.name == validName }) {
          throw CLIError("a preset named \"\(validName)\" exists already; `snowman presets set` changes it")
        }
        let base = try from.map { try library.find($0).setting } ?? AnimationSetting()
        var setting: AnimationSetting
        let (own, layers): ([String], [LayerArguments.Group])
        do { (own, layers) = try LayerArguments.split(assignments) } catch { throw CLIError("\(error)") }
        do { setting = try SettingAssignment.apply(own, to: base) } catch { throw CLIError("\(error)") }
        let paths: [String?] = [picture.image] + layers.map { if case .file(let p) = $0.picture { p } else { nil } }
        let stored = try store(paths)
        if let (reference, _) = stored[0] { setting.setPicture(reference, at: 0) }
        for (group, file) in zip(layers, stored.dropFirst()) {
          let (reference, aspect, name): (ImageReference?, Double, String)
          switch group.picture {
          case .snowflake: (reference, aspect, name) = (BuiltInPresets.snowflake, 1, "Snowflake")
          case .snowman: (reference, aspect, name) = (nil, StageFit.snowmanAspect, "Snowman")
          case .file(let path):
            (reference, aspect) = (file?.reference, file?.aspect ?? 1)
            name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
          }
          do {
            setting = try LayerArguments.add(
              group.arguments, picture: reference, aspect: aspect, name: name, to: setting)
          } catch { throw CLIError("\(error)") }
        }
        let preset = Preset(name: validName, setting: setting)
        try library.store.save(preset)
        library.add(preset)
        print("created \(validName.displaySafe())")
        return 0
      }
    }

    /// The picture files at `paths`, each read before any is stored (a bad one leaves the data folder as it was),
    /// then stored in images/: each one's reference and its width over its height.
    func store(_ paths: [String?]) throws -> [(reference: ImageReference, aspect: Double)?] {
      let loaded = try paths.map { path in try path.map { ($0, try ArtworkLoader.load(path: $0)) } }
      let images = ContentHash.imageStore(DataLocations(dataDirectory: location.dataDir))
      return try loaded.map { file in
        try file.map { path, picture in
          if let note = picture.note { FileHandle.standardError.write(Data("snowman: \(note)\n".utf8)) }
          let reference = try images.store(
            picture.data, type: picture.header.type, name: URL(fileURLWithPath: path).lastPathComponent)
          return (reference, Double(picture.header.width) / Double(max(1, picture.header.height)))
        }
      }
    }
  }
}
