SnowmanCommand.main()
