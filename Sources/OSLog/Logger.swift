// Apple's OSLog brings Foundation along (`Bundle.main` in a file importing OSLog alone).
@_exported import Foundation
import Logging

/// Apple's unified-logging `Logger`, as widget code writes it after `import OSLog`
/// (`Logger(subsystem: "com.example.app", category: "widget")`, `logger.error("… \(id, privacy: .public)")`):
/// each message goes to the program's log (Widgetty's log file, through swift-log) under the label
/// `subsystem/category`. As on iOS, interpolated text is `<private>` unless marked `.public`;
/// numbers and booleans are shown.
public struct Logger: Sendable {
    let handler: Logging.Logger

    public init(subsystem: String, category: String) {
        handler = Logging.Logger(label: "\(subsystem)/\(category)")
    }

    /// A logger for the program itself (`Logger()`).
    public init() {
        handler = Logging.Logger(label: ProcessInfo.processInfo.processName)
    }

    public func log(level: OSLogType = .default, _ message: OSLogMessage) { handler.log(level: level.level, "\(message.text)") }
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func trace(_ message: OSLogMessage) { handler.trace("\(message.text)") }
    public func debug(_ message: OSLogMessage) { handler.debug("\(message.text)") }
    public func info(_ message: OSLogMessage) { handler.info("\(message.text)") }
    public func notice(_ message: OSLogMessage) { handler.notice("\(message.text)") }
    public func warning(_ message: OSLogMessage) { handler.warning("\(message.text)") }
    public func error(_ message: OSLogMessage) { handler.error("\(message.text)") }
    public func critical(_ message: OSLogMessage) { handler.critical("\(message.text)") }
    public func fault(_ message: OSLogMessage) { handler.critical("\(message.text)") }
}

/// A log level, as `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    let level: Logging.Logger.Level
    public static let `default` = OSLogType(level: .notice)
    public static let info = OSLogType(level: .info)
    public static let debug = OSLogType(level: .debug)
    public static let error = OSLogType(level: .error)
    public static let fault = OSLogType(level: .critical)
}

/// Whether an interpolated value is shown in the log, as `OSLogPrivacy`.
public struct OSLogPrivacy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    public static let auto = OSLogPrivacy(kind: .auto)
    public static let `public` = OSLogPrivacy(kind: .public)
    public static let `private` = OSLogPrivacy(kind: .private)
    public static let sensitive = OSLogPrivacy(kind: .sensitive)
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

    /// A mask for private values, as in OSLog (accepted: private values are never written).
    public struct Mask: Hashable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// A log message with interpolated values, as `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// Builds a message, redacting what is private.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Text and other values: `<private>` unless `.public`.
        public mutating func appendInterpolation<T>(_ value: T, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .public ? String(describing: value) : "<private>"
        }

        /// Numbers are shown unless marked private.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint & LosslessStringConvertible>(
            _ value: T, privacy: OSLogPrivacy = .auto
        ) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }

        public mutating func appendInterpolation(_ value: Bool, privacy: OSLogPrivacy = .auto) {
            text += privacy.kind == .auto || privacy.kind == .public ? String(value) : "<private>"
        }
    }
}
