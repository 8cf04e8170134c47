import ArgumentParser

/// A first word on the command line that names no command (`widgetty frobnicate`): said as such,
/// with the commands there are, rather than as an argument the default command (`home`) refuses.
enum UnknownCommand {
    /// The exit status: a usage error, as ArgumentParser's own.
    static let status = ExitCode.validationFailure.rawValue

    /// Every command's name, in the order `widgetty --help` lists them.
    static var names: [String] {
        WidgettyCommand.configuration.subcommands.map { $0._commandName }
    }

    /// The message for `arguments` (without the program's name), or nil when its first word is a
    /// command, `help`, an option, or there is none.
    static func message(for arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help", !names.contains(first) else { return nil }
        return """
            widgetty: unknown command '\(first)'
            Commands: \(names.joined(separator: ", "))
            See 'widgetty help COMMAND' for one command's options; with no command, widgetty shows the home screen.
            """
    }
}
