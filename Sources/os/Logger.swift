// Apple's `os` (and OSLog, which re-exports it) brings Foundation along (`Bundle.main` in a file
// importing OSLog alone).
@_exported import Foundation
import Logging

/// Apple's unified-logging `Logger`, as widget code writes it after `import os` or `import OSLog`
/// (`Logger(subsystem: "com.example.app", category: "widget")`, `logger.error("… \(id, privacy: .public)")`):
/// each message goes to the program's log (Widgetty's log file, through swift-log) under the label
/// `subsystem/category`. As on iOS, interpolated text is `<private>` unless marked `.public`;
/// numbers and booleans are shown.
public struct Logger: Sendable {
    let handler: Logging.Logger

    /// A logger writing under the label `subsystem/category` in the program's log.
    public init(subsystem: String, category: String) {
        handler = Logging.Logger(label: "\(subsystem)/\(category)")
    }

    /// A logger writing under a log handle's subsystem and category (`Logger(OSLog.default)`).
    public init(_ log: OSLog) {
        handler = Logging.Logger(label: log.label)
    }

    /// A logger for the program itself (`Logger()`).
    public init() {
        handler = Logging.Logger(label: ProcessInfo.processInfo.processName)
    }

    /// Writes a message at a level (`.default` is a notice); the level decides whether the log
    /// keeps it.
    public func log(level: OSLogType = .default, _ message: OSLogMessage) { handler.log(level: level.level, "\(message.text)") }
    /// Writes a message at the default level, a notice.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Writes a trace message: the finest detail, usually filtered out.
    public func trace(_ message: OSLogMessage) { handler.trace("\(message.text)") }
    /// Writes a debug message.
    public func debug(_ message: OSLogMessage) { handler.debug("\(message.text)") }
    /// Writes an informational message.
    public func info(_ message: OSLogMessage) { handler.info("\(message.text)") }
    /// Writes a notice: something worth knowing in normal running.
    public func notice(_ message: OSLogMessage) { handler.notice("\(message.text)") }
    /// Writes a warning.
    public func warning(_ message: OSLogMessage) { handler.warning("\(message.text)") }
    /// Writes an error: an operation failed.
    public func error(_ message: OSLogMessage) { handler.error("\(message.text)") }
    /// Writes a critical message: the program may not go on.
    public func critical(_ message: OSLogMessage) { handler.critical("\(message.text)") }
    /// Writes a fault (a bug in the program), kept as critical since the log has no fault level.
    public func fault(_ message: OSLogMessage) { handler.critical("\(message.text)") }
}
