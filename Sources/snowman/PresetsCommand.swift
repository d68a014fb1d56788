import ArgumentParser
import Foundation
import SnowmanDigest
import SnowmanModel
import SnowmanView

/// `snowman presets`: manage presets from the shell, with the same store and rules as the window.
struct PresetsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "presets", abstract: "List, show, create, change, import, export, rename and delete presets.",
    subcommands: [
      List.self, Show.self, Create.self, Set.self, Import.self, Export.self, Rename.self, Duplicate.self,
      Delete.self,
    ])

  /// The `--data-dir` option every subcommand takes.

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "One line a preset: name, kind, length.")
    @OptionGroup var location: DataDirectoryOption
    @Flag(name: .long, help: "Print JSON for scripts.") var json = false

    func run() throws {
      _ = try reportingErrors {
        let presets = location.library().all
        if json {
          let rows: [[String: Any]] = presets.map {
            [
              "name": $0.name, "id": $0.id.uuidString.lowercased(),
              "kind": PresetLibrary.isBuiltIn($0) ? "built-in" : "saved",
              "durationSeconds": Timeline($0.setting).totalSeconds,
            ]
          }
          let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
          print(String(decoding: data, as: UTF8.self))
        } else {
          let width = min(40, presets.map { $0.name.displaySafe(limit: 60).count }.max() ?? 0)
          for p in presets {
            let name = p.name.displaySafe(limit: 60)
            let padded = name.count < width ? name + String(repeating: " ", count: width - name.count) : name
            let kind = PresetLibrary.isBuiltIn(p) ? "built-in" : "saved   "
            print("\(padded)  \(kind)  \(String(format: "%.1f s", Timeline(p.setting).totalSeconds))")
          }
        }
        return 0
      }
    }
  }

  /// What the KEY=VALUE arguments of create and set may say.
  static let assignmentsHelp = ArgumentHelp(
    "KEY=VALUE changes (a keyframe on every property at once); KEY@TIME=VALUE keys one property at TIME seconds "
      + "and KEY@TIME.easing=CURVE sets the curve into it; --step N before them changes step N, --add-step adds one.")

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Change a saved preset's values with KEY=VALUE (the same keys as create).")
    @OptionGroup var location: DataDirectoryOption
    @Argument(help: "The preset's name.") var name: String
    @Argument(
      parsing: .allUnrecognized,
      help: PresetsCommand.assignmentsHelp)
    var assignments: [String]

    func validate() throws {
      if assignments.isEmpty { throw ValidationError("Give at least one KEY=VALUE.") }
    }

    func run() throws {
      _ = try reportingErrors {
        let library = location.library()
        var p = try library.find(name)
        if PresetLibrary.isBuiltIn(p) {
          throw CLIError(
            "\"\(p.name)\" is built in and cannot be changed; `snowman presets create NEW --from \(p.name)`")
        }
        do { p.setting = try SettingAssignment.apply(assignments, to: p.setting) } catch { throw CLIError("\(error)") }
        try library.store.save(p)
        print("updated \(p.name.displaySafe())")
        return 0
      }
    }
  }

  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Check preset files and add the good ones; each bad one is reported and left as it is.",
      discussion: "A stylesheet (.css, or text with @keyframes) comes in as one preset per @keyframes rule, named "
        + "after it; a rule the stage cannot play as the browser does is reported in a sentence and left out.")
    @OptionGroup var location: DataDirectoryOption
    @Argument(help: "Preset JSON files, or CSS files with @keyframes rules.") var files: [String]

    func run() throws {
      let code = try reportingErrors {
        var library = location.library()
        var failures = 0
        for path in files {
          let url = URL(fileURLWithPath: path)
          let read = AtomicFile.read(url, maxBytes: ImageStore.maxBytes * 2)
          if case .success(let bytes) = read, Self.isStylesheet(url, bytes) {
            failures += Self.importStylesheet(bytes, path: path, into: &library)
            continue
          }
          switch read.flatMap({ FilePresetStore.decode($0, path: url.path) }) {
          case .failure(let problem):
            FileHandle.standardError.write(Data("snowman: \(problem.path) not imported: \(problem.reason)\n".utf8))
            failures += 1
          case .success(let preset):
            do {
              // A picture comes inside the file: checked against its name, kept in images/.
              if let reference = preset.setting.image, case .success(let json) = read {
                let bytes = try PresetTransfer.embedded(in: json, for: reference, path: url.path) { data in
                  ContentHash.sha256(data)
                }
                let loaded = try ArtworkLoader.decode(bytes, name: "\(url.path)'s picture")
                _ = try ContentHash.imageStore(DataLocations(dataDirectory: location.dataDir)).store(
                  loaded.data, type: reference.type, name: reference.name)
              }
              // One line per file, flushed after its save returned, so a script (or a test) knows what is on disk.
              FileHandle.standardOutput.write(Data("\(try library.importPreset(preset))\n".utf8))
            } catch {
              FileHandle.standardError.write(Data("snowman: \(path) not imported: \(error)\n".utf8))
              failures += 1
            }
          }
        }
        return failures == 0 ? 0 : 1
      }
      if code != 0 { throw ExitCode(code) }
    }
  }

  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export", abstract: "Write a preset to a JSON file.")
    @OptionGroup var location: DataDirectoryOption
    @Argument(help: "The preset's name.") var name: String
    @Argument(help: "The file to write.") var file: String

    func run() throws {
      _ = try reportingErrors {
        let p = try location.library().find(name)
        let url = URL(fileURLWithPath: file)
        var data = try FilePresetStore.encode(p)
        if let reference = p.setting.image {
          // One file carries the whole preset: the picture goes in as base64.
          let store = ContentHash.imageStore(DataLocations(dataDirectory: location.dataDir))
          guard case .success(let bytes) = store.read(reference) else {
            throw CLIError("the picture \(reference.name) of \(p.name) is missing from \(store.directory.path)")
          }
          data = try PresetTransfer.embedding(bytes, for: reference, in: data)
        }
        try AtomicFile.write(data, to: url)
        return 0
      }
    }
  }

  struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rename", abstract: "Rename a saved preset.")
    @OptionGroup var location: DataDirectoryOption
    @Argument(help: "Its name now.") var old: String
    @Argument(help: "The new name.") var new: String

    func run() throws {
      _ = try reportingErrors {
        let library = location.library()
        let p = try library.find(old)
        if PresetLibrary.isBuiltIn(p) { throw CLIError("\"\(p.name)\" is built in and cannot be renamed") }
        let name: String
        do { name = try PresetName.validated(new) } catch { throw CLIError("\(error)") }
        if library.all.contains(where: { $0.name == name && $0.id != p.id }) {
          throw CLIError("a preset named \"\(name)\" exists already")
        }
        try library.store.rename(id: p.id, to: name)
        return 0
      }
    }
  }

  struct Duplicate: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "duplicate",
      abstract: "Save a copy of a preset (built-ins too) under a new name: NEW, or \"NAME copy\".")
    @OptionGroup var location: DataDirectoryOption
    @Argument(help: "The preset to copy.") var name: String
    @Argument(help: "The copy's name.") var new: String?

    func run() throws {
      _ = try reportingErrors {
        let library = location.library()
        let p = try library.find(name)
        let copyName: String
        if let new {
          do { copyName = try PresetName.validated(new) } catch { throw CLIError("\(error)") }
          if library.all.contains(where: { $0.name == copyName }) {
            throw CLIError("a preset named \"\(copyName)\" exists already")
          }
        } else {
          copyName = PresetName.copy(of: p.name) { candidate in library.all.contains { $0.name == candidate } }
        }
        try library.store.save(Preset(name: copyName, setting: p.setting))
        print("saved \(copyName.displaySafe())")
        return 0
      }
    }
  }

  struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "delete",
      abstract: "Move a saved preset to the trash (restore it from a file manager), or remove it for good.")
    @OptionGroup var location: DataDirectoryOption
    @Argument(help: "The preset's name.") var name: String
    @Flag(help: "Remove the file instead of moving it to the trash.") var permanently = false

    func run() throws {
      _ = try reportingErrors {
        let library = location.library()
        let p = try library.find(name)
        if PresetLibrary.isBuiltIn(p) { throw CLIError("\"\(p.name)\" is built in and cannot be deleted") }
        if permanently {
          try library.store.delete(id: p.id)
        } else {
          do {
            let trashed = try library.store.moveToTrash(id: p.id)
            print("moved \(p.name.displaySafe()) to the trash: \(trashed.trashedURL.path)")
          } catch let error as TrashError {
            throw CLIError("\(error); nothing was deleted (--permanently removes it for good)")
          }
        }
        return 0
      }
    }
  }
}

/// The presets in the data folder, each file that could not be read reported on stderr in one line.
func openLibrary(dataDirectory: String?) -> PresetLibrary {
  let locations = DataLocations(dataDirectory: dataDirectory)
  let library = PresetLibrary(store: FilePresetStore(directory: locations.presetsDirectory))
  for problem in library.loaded.problems {
    FileHandle.standardError.write(Data("snowman: \(problem)\n".utf8))
  }
  return library
}
