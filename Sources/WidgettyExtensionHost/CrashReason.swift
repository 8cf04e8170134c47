import Foundation

/// What a dead extension's standard error and wait status say about why it died: Swift's trap
/// message (`Fatal error: Index out of range — MyWidget.swift:42`), else the signal or status.
enum CrashReason {
    /// The reason from the last lines of standard error and the status `waitpid` gave.
    static func describe(standardErrorTail: String, waitStatus: Int32) -> String {
        if let trap = trapMessage(in: standardErrorTail) { return trap }
        let signal = waitStatus & 0x7f
        if signal == 0 { return "exited with status \((waitStatus >> 8) & 0xff)" }
        return "killed by \(signalName(signal))"
    }

    /// The last `Fatal error:` line, as `Fatal error: MESSAGE — FILE:LINE` when it names a place
    /// (Swift writes `PATH:LINE: Fatal error: MESSAGE`).
    static func trapMessage(in text: String) -> String? {
        guard let line = text.split(whereSeparator: \.isNewline).last(where: { $0.contains("Fatal error:") }) else { return nil }
        let parts = line.components(separatedBy: "Fatal error:")
        let text = (parts.last ?? "").trimmingCharacters(in: .whitespaces)
        let message = text.isEmpty ? "Fatal error:" : "Fatal error: " + text
        let place = parts.first?.trimmingCharacters(in: CharacterSet(charactersIn: ": ")) ?? ""
        let fields = place.split(separator: ":")
        if fields.count >= 2, let lineNumber = Int(fields[fields.count - 1]) {
            let file = (String(fields[fields.count - 2]) as NSString).lastPathComponent
            return "\(message) — \(file):\(lineNumber)"
        }
        return message
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }
}
