import ArgumentParser
import Foundation
import SnowmanExport
import SnowmanModel

extension PresetsCommand {
  struct Show: ParsableCommand {
    /// `key`'s value in `setting` as the user reads it; the curve as written, so it can be copied back into
    /// `presets set` or CSS ("ease in-out (cubic-bezier(0.42, 0, 0.58, 1))", "spring(bounce: 0.3)").
    static func shown(_ setting: AnimationSetting, _ key: PropertyKey, step index: Int) -> String {
      guard key == .easing else { return setting.formatted(key, step: index) }
      let easing = setting.steps[index].easing
      if easing.kind == .custom || easing.kind == .spring { return easing.css }
      return easing.bezier != nil ? "\(easing.displayName) (\(easing.css))" : easing.displayName
    }

    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Every property of a preset, with its unit.")
    @OptionGroup var location: Location
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
        for spec in PropertyTable.all {
          print(
            "  \(spec.name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(Self.shown(p.setting, spec.key, step: 0))"
          )
        }
        let costume = p.setting.costume.map { "\($0.name.displaySafe()) (costume=\($0.id.prefix(16)))" } ?? "none"
        print("  \("Costume".padding(toLength: 22, withPad: " ", startingAt: 0)) \(costume)")
        let artwork =
          p.setting.steps[0].image.map { "\($0.name.displaySafe()) (images/\($0.fileName))" } ?? "the snowman"
        print("  \("Artwork".padding(toLength: 22, withPad: " ", startingAt: 0)) \(artwork)")
        // A chain: every later step's own values, and the picture it swaps in.
        for i in 1..<p.setting.stepCount {
          let step = p.setting.step(i)
          print("  Step \(i + 1) of \(p.setting.stepCount)")
          for spec in PropertyTable.all where spec.key != .repeatCount && spec.key != .autoreverse {
            let value = Self.shown(p.setting, spec.key, step: i)
            print("    \(spec.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(value)")
          }
          let swap = step.image.map { "swaps to \($0.name.displaySafe())" } ?? "keeps the picture"
          print("    \("Artwork".padding(toLength: 20, withPad: " ", startingAt: 0)) \(swap)")
        }
        print(
          "  \("Total length".padding(toLength: 22, withPad: " ", startingAt: 0)) \(String(format: "%.1f s", Timeline(p.setting).totalSeconds))"
        )
        return 0
      }
    }
  }
}

extension AnimationCode: ExpressibleByArgument {}
