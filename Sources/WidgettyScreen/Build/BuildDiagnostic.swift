/// One message of a compiler, at its place in a source file: what `widgetty dev` lists over the
/// home screen when a build fails. Its text comes from the compiler (and so from the author's
/// code): untrusted, written to the screen only through the cell buffer, which sanitises it.
public struct BuildDiagnostic: Sendable, Hashable {
    /// How bad it is, as the compiler says it.
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    /// The file, as the compiler named it (absolute), or nil for a message with no place.
    public var file: String?
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: String?, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `Sources/Demo/DemoWidget.swift:12:5: error: expected '}'`, the file relative to `root`
    /// when it lies inside it.
    public func text(relativeTo root: String? = nil) -> String {
        guard var file else { return "\(severity.rawValue): \(message)" }
        if let root {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if file.hasPrefix(prefix) { file = String(file.dropFirst(prefix.count)) }
        }
        return "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
