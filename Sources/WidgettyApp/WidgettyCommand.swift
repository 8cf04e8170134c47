import ArgumentParser
import WidgettyVersion

/// The `widgetty` command line: a root with subcommands, `home` (the full-screen dashboard) by default.
struct WidgettyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetty",
        abstract: "iOS-style home-screen widgets for the terminal.",
        version: WidgettyVersion.current,
        subcommands: [
            Home.self, Check.self, Edit.self, Render.self, Gallery.self, Reload.self, TimelineCommand.self, AlertsCommand.self, Defaults.self,
            Todo.self, New.self, Preview.self, Themes.self, Install.self, Uninstall.self, Extensions.self, Dev.self,
        ],
        defaultSubcommand: Home.self
    )
}

/// Options every command that reads the home file takes.
struct HomeFileOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: "The home file (default: $XDG_CONFIG_HOME/widgetty/home.yaml).")
    var path: String?
}
