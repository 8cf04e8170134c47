// The `widgetty` executable: parses the command line, then runs the chosen command.
WidgettyCommand.main()
