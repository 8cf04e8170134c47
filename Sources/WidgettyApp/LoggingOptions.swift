import ArgumentParser
import Foundation
import Logging
import WidgettyHost
import WidgettyStore

/// `--log-level` and where the log goes: `$XDG_STATE_HOME/widgetty/widgetty.log`, rotated at
/// 1 MiB with three old files kept. Every logger of the process (the author's too) writes there,
/// never to the terminal.
struct LoggingOptions: ParsableArguments {
    @Option(
        name: .customLong("log-level"),
        help: "trace, debug, info, notice, warning, error or critical (default: $WIDGETTY_LOG_LEVEL, else info).")
    var level: Logger.Level?

    /// Sends every logger of the process to the log file and returns that file, or nil when it
    /// cannot be opened (then nothing is logged: the terminal belongs to the screen).
    func bootstrap(directories: XDGDirectories = XDGDirectories()) -> RotatingLogFile? {
        let level = self.level ?? ProcessInfo.processInfo.environment["WIDGETTY_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .info
        let file = try? RotatingLogFile(url: directories.state.appendingPathComponent("widgetty.log"))
        LoggingSystem.bootstrap { label in
            guard let file else { return SwiftLogNoOpLogHandler(label) }
            return FileLogHandler(label: label, file: file, level: level)
        }
        return file
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
