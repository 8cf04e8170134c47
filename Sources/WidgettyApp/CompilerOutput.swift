import Foundation
import WidgettyHost
import WidgettyScreen

/// Reading what `swift build` printed into the diagnostics `widgetty dev` lists: each
/// `FILE:LINE:COLUMN: error|warning: MESSAGE` line once (the driver prints some twice), in the
/// order printed, the colour codes of a terminal build removed. Notes, source excerpts and carets
/// are left out; an error without a place is kept only when none has one (a linker's, a
/// manifest's), less SwiftPM's "command failed" lines, which say nothing of the cause.
enum CompilerOutput {
    static func diagnostics(in output: String) -> [BuildDiagnostic] {
        var placed: [BuildDiagnostic] = []
        var unplaced: [BuildDiagnostic] = []
        var seen = Set<BuildDiagnostic>()
        for rawLine in output.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = withoutEscapes(String(rawLine))
            if let diagnostic = placedDiagnostic(line) {
                if diagnostic.severity != .note, seen.insert(diagnostic).inserted { placed.append(diagnostic) }
            } else if let message = line.trimmingCharacters(in: .whitespaces).removingPrefix("error: "),
                !message.contains("command failed with exit code"), !message.hasPrefix("fatalError")
            {
                let diagnostic = BuildDiagnostic(file: nil, line: 0, column: 0, severity: .error, message: message)
                if seen.insert(diagnostic).inserted { unplaced.append(diagnostic) }
            }
        }
        return placed.contains { $0.severity == .error } ? placed : unplaced + placed
    }

    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, or nil. The file is what comes before the last
    /// `:LINE:COLUMN: ` of the line's head (a path may hold colons).
    static func placedDiagnostic(_ line: String) -> BuildDiagnostic? {
        for severity in [BuildDiagnostic.Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let head = line[..<marker.lowerBound]
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let lineNumber = Int(parts[parts.count - 2]) else { continue }
            let file = parts.dropLast(2).joined(separator: ":")
            guard !file.isEmpty, !file.contains(" ") || file.hasPrefix("/") else { continue }
            return BuildDiagnostic(
                file: file, line: lineNumber, column: column, severity: severity, message: String(line[marker.upperBound...]))
        }
        return nil
    }

    /// The line without terminal escape sequences (`ESC [ … letter`).
    static func withoutEscapes(_ line: String) -> String {
        guard line.contains("\u{1B}") else { return line }
        var result = ""
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let next = scalars.next(), next == "[" else { continue }
            while let inside = scalars.next(), !(("@"..."~").contains(inside)) {}
        }
        return result
    }
}

extension String {
    /// The rest after `prefix`, or nil when the string does not start with it.
    fileprivate func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
