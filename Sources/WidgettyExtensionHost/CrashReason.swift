import Foundation

/// What a dead extension's standard error and wait status say about why it died, as one line for
/// its cell and the log. Swift's trap message when there is one (debug builds print
/// `PATH:LINE: Fatal error: MESSAGE`; optimised builds trap without a word), else what the
/// runtime's backtracer reported (``CrashReports``: `Illegal instruction`); then the place, the
/// first frame of the crashed thread in the extension's own code, from the backtrace:
/// `Fatal error: Index out of range — MyWidget.swift:42`,
/// `Illegal instruction in Array.subscript.getter, from MyEntryView.body.getter — MyWidget.swift:42`.
/// Without either, the signal or exit status.
enum CrashReason {
    /// The reason from the last lines of standard error and the status `waitpid` gave.
    static func describe(standardErrorTail: String, waitStatus: Int32) -> String {
        let lines = standardErrorTail.split(whereSeparator: \.isNewline).map(String.init)
        let frames = crashedThreadFrames(in: lines)
        let ownFrame = frames.first { !$0.system && $0.file != nil }
        let place = ownFrame.flatMap(\.place)
        if let trap = trapMessage(in: lines) {
            guard let place = place ?? trap.place else { return trap.message }
            return "\(trap.message) — \(place)"
        }
        if let crash = backtracerDescription(in: lines) {
            var reason = crash
            if let top = frames.first, top.system, let own = ownFrame {
                reason += " in \(top.function), from \(own.function)"
            } else if let frame = ownFrame ?? frames.first {
                reason += " in \(frame.function)"
            }
            return place.map { "\(reason) — \($0)" } ?? reason
        }
        let signal = waitStatus & 0x7f
        if signal == 0 { return "exited with status \((waitStatus >> 8) & 0xff)" }
        return "killed by \(signalName(signal))"
    }

    /// The last `Fatal error:` line: its message, and its `FILE:LINE` when it names one.
    static func trapMessage(in lines: [String]) -> (message: String, place: String?)? {
        guard let line = lines.last(where: { $0.contains("Fatal error:") }) else { return nil }
        let parts = line.components(separatedBy: "Fatal error:")
        let text = (parts.last ?? "").trimmingCharacters(in: .whitespaces)
        let message = text.isEmpty ? "Fatal error:" : "Fatal error: " + text
        let fields = (parts.first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: ": ")).split(separator: ":")
        guard fields.count >= 2, let lineNumber = Int(fields[fields.count - 1]) else { return (message, nil) }
        return (message, "\((String(fields[fields.count - 2]) as NSString).lastPathComponent):\(lineNumber)")
    }

    /// The backtracer's headline: `*** Program crashed: Illegal instruction at 0x… ***`.
    static func backtracerDescription(in lines: [String]) -> String? {
        guard let line = lines.last(where: { $0.contains("*** Program crashed: ") }),
            let start = line.range(of: "Program crashed: ")
        else { return nil }
        var text = line[start.upperBound...]
        if let at = text.range(of: " at 0x") { text = text[..<at.lowerBound] }
        let description = text.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
        return description.isEmpty ? nil : description
    }

    /// One frame of a backtrace: `  1 [inlined] [system] 0x… FUNCTION + 20 in IMAGE at FILE:LINE:COLUMN`.
    struct Frame: Equatable {
        let function: String
        let system: Bool
        let file: String?
        let line: Int?

        /// `FILE:LINE`, the file by its name alone.
        var place: String? {
            guard let file, let line else { return nil }
            return "\((file as NSString).lastPathComponent):\(line)"
        }

        init?(_ text: String) {
            let words = text.split(separator: " ", omittingEmptySubsequences: true)
            guard let number = words.first, Int(number) != nil,
                let addressIndex = words.firstIndex(where: { $0.hasPrefix("0x") }),
                let inIndex = words[addressIndex...].lastIndex(of: "in"), inIndex > addressIndex + 1
            else { return nil }
            system = words[..<addressIndex].contains("[system]")
            var function = words[(addressIndex + 1)..<inIndex].joined(separator: " ")
            if let offset = function.range(of: #" \+ [0-9]+$"#, options: .regularExpression) { function.removeSubrange(offset) }
            if function.hasPrefix("specialized ") { function.removeFirst("specialized ".count) }
            self.function = String(function.prefix(120))
            if let atIndex = words[inIndex...].firstIndex(of: "at"), atIndex + 1 < words.endIndex {
                let location = words[(atIndex + 1)...].joined(separator: " ").split(separator: ":")
                if location.count >= 3, let line = Int(location[location.count - 2]), line > 0 {
                    file = location[..<(location.count - 2)].joined(separator: ":")
                    self.line = line
                    return
                }
            }
            file = nil
            line = nil
        }
    }

    /// The frames listed under the crashed thread (`Thread 0 "name" crashed:`), top first.
    static func crashedThreadFrames(in lines: [String]) -> [Frame] {
        guard let header = lines.lastIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) else { return [] }
        var frames: [Frame] = []
        for line in lines[(header + 1)...] {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            guard let frame = Frame(line) else { break }
            frames.append(frame)
        }
        return frames
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
