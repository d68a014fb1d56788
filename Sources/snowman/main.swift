// When the command line names the window, its slow start-up work is begun before the line is parsed.
if PlayCommand.isNamed(by: CommandLine.arguments) { PlayCommand.beginWindow() }
SnowmanCommand.main()
