import Foundation
import Logging
import WidgettyRedaction

/// A swift-log handler that writes one line per message to a ``RotatingLogFile``:
/// `2026-11-23T08:01:02.345Z warning widgetty.home: reload failed id=clock error=…`.
/// Control characters in messages and metadata are escaped, so `tail -f` of the log is as
/// harmless as the screen; nothing ever goes to the terminal.
public struct FileLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let file: RotatingLogFile

    public init(label: String, file: RotatingLogFile, level: Logger.Level) {
        self.label = label
        self.file = file
        self.logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { $1 } }
        if let extra = event.metadata { merged.merge(extra) { $1 } }
        file.append(Self.line(date: Date(), level: event.level, label: label, message: "\(event.message)", metadata: merged))
    }

    /// One log line; keys are sorted so lines are stable; a secret of this process is blotted out.
    static func line(date: Date, level: Logger.Level, label: String, message: String, metadata: Logger.Metadata) -> String {
        SecretRedactor.process.redact(unredactedLine(date: date, level: level, label: label, message: message, metadata: metadata))
    }

    private static func unredactedLine(date: Date, level: Logger.Level, label: String, message: String, metadata: Logger.Metadata) -> String {
        var line = "\(date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true)))Z \(level) \(label): \(escaped(message))"
        for key in metadata.keys.sorted() {
            line += " \(escaped(key))=\(escaped("\(metadata[key]!)"))"
        }
        return line
    }

    /// The text with every control character (C0, DEL, C1) and line break written as an escape.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x09: result += "\\t"
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
