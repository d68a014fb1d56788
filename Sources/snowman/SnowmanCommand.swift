import ArgumentParser

/// `snowman`: the root command; with no subcommand it opens the player.
struct SnowmanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snowman",
    abstract: "A desktop animation player: tune how a snowman moves, save presets, play them.",
    version: Version.current,
    subcommands: [PlayCommand.self, RenderCommand.self, PresetsCommand.self, BenchCommand.self],
    defaultSubcommand: PlayCommand.self)
}
