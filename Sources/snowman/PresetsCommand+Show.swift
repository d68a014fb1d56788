import ArgumentParser
import Foundation
import SnowmanExport
import SnowmanModel

extension PresetsCommand {
  struct Show: ParsableCommand {
    /// A curve as the user reads it, written so it can be copied back into `presets set` or CSS ("ease in-out
    /// (cubic-bezier(0.42, 0, 0.58, 1))", "spring(bounce: 0.3)").
    static func shown(_ easing: Easing) -> String {
      if easing.kind == .custom || easing.kind == .spring { return easing.css }
      return easing.bezier != nil ? "\(easing.displayName) (\(easing.css))" : easing.displayName
    }

    /// A name padded to the column the values start at.
    static func column(_ name: String, _ width: Int = 22) -> String {
      name.padding(toLength: max(width, name.count), withPad: " ", startingAt: 0)
    }

    /// Each property with its value where the pass ends, then its track's keyframes, one line a keyframe (its time,
    /// value and the curve it moves in on: `KEY@TIME=VALUE` and `KEY@TIME.easing=CURVE` set them).
    static func trackLines(_ setting: AnimationSetting) -> [String] {
      var lines: [String] = []
      for key in PropertyKey.animated {
        let spec = PropertyTable.spec(key), track = setting.tracks[key]
        // The name before any gloss in brackets ("Eye distance", not "Eye distance (0: none, flat)").
        let name = spec.name.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? spec.name
        lines.append("  \(column(name)) \(spec.format(track.value(at: setting.durationSeconds)))")
        guard !track.isEmpty else { continue }
        lines.append("    keyframes (\(key.rawValue)@TIME):")
        for (i, k) in track.keyframes.enumerated() {
          let how = k.hold ? "jump" : i == 0 ? "start" : shown(k.curve)
          lines.append(
            "      \(column(String(format: "%.2f s", k.time), 10)) \(column(spec.format(k.value), 12)) \(how)")
        }
      }
      lines.append("  \(column("Easing")) \(shown(setting.stepCurve(0)))")
      if !setting.tracks.picture.isEmpty {
        lines.append("  Picture swaps (image@TIME):")
        for k in setting.tracks.picture.keyframes {
          let name = k.value.map { "\($0.name.displaySafe()) (images/\($0.fileName))" } ?? "the snowman"
          lines.append("      \(column(String(format: "%.2f s", k.time), 10)) \(name)")
        }
      }
      return lines
    }

    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Every property of a preset, with its unit.")
    @OptionGroup var location: DataDirectoryOption
    @Argument(help: "The preset's name.") var name: String
    @Option(
      name: .customLong("as"),
      help: "Print the motion as code instead: css, swiftui or coreanimation (what the window's Copy menu copies).")
    var code: AnimationCode?

    func run() throws {
      _ = try reportingErrors {
        let p = try location.library().find(name)
        if let code {
          let pictures = try RenderCommand.storedPictures(p.setting, location.dataDir)
          print(
            try CodeExport.text(code, setting: p.setting, name: p.name, artworkSource: { pictures[$0.sha256] }),
            terminator: "")
          return 0
        }
        print(
          "\(p.name.displaySafe()) (\(PresetLibrary.isBuiltIn(p) ? "built-in" : "saved"), id \(p.id.uuidString.lowercased()))"
        )
        let setting = p.setting
        for key in [PropertyKey.duration, .repeatCount, .autoreverse] {
          let spec = PropertyTable.spec(key)
          print("  \(Self.column(spec.name)) \(spec.format(setting.value(key, at: 0)))")
        }
        let costume = setting.costume.map { "\($0.name.displaySafe()) (costume=\($0.id.prefix(16)))" } ?? "none"
        print("  \(Self.column("Costume")) \(costume)")
        let artwork = setting.image.map { "\($0.name.displaySafe()) (images/\($0.fileName))" } ?? "the snowman"
        print("  \(Self.column("Artwork")) \(artwork)")
        for line in Self.trackLines(setting) + Self.layerLines(setting) { print(line) }
        print(
          "  \(Self.column("Total length")) \(String(format: "%.1f s", Timeline(p.setting).totalSeconds))"
        )
        return 0
      }
    }
  }
}

extension AnimationCode: ExpressibleByArgument {}
