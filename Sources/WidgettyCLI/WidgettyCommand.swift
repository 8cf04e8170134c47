import ArgumentParser
import WidgettyNcurses

/// The `widgetty` command line: a root with subcommands, `home` (the full-screen dashboard) by default.
struct WidgettyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetty",
        abstract: "iOS-style home-screen widgets for the terminal.",
        subcommands: [Home.self],
        defaultSubcommand: Home.self
    )
}

/// `widgetty home`: takes over the terminal and shows the home screen until `q` or a signal.
struct Home: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the home screen (the default).")

    @Flag(name: .customLong("no-color"), help: "Show no colour (as NO_COLOR does); emphasis stays bold/reverse.")
    var noColor = false

    func run() throws {
        let options = NcursesTerminal.Options(noColor: noColor)
        MainActor.assumeIsolated {
            let session = TerminalSession(terminal: NcursesTerminal(options: options), render: FoundationScreen.render)
            session.run()
        }
    }
}
