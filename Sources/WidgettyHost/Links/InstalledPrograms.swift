import Foundation
import WidgettyKit

/// Which programs are installed (on `PATH`) and what the user's editor is: the one place the
/// companion programs of built-in widgets and the default `file:` and web link handlers look.
public struct InstalledPrograms: Sendable {
    public var environment: [String: String]
    /// Whether a path names an executable file (replaceable in tests).
    public var isExecutable: @Sendable (String) -> Bool

    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        isExecutable: @escaping @Sendable (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) }
    ) {
        self.environment = environment
        self.isExecutable = isExecutable
    }

    /// Whether `program` (a name looked up on `PATH`, or a path) can be run.
    public func has(_ program: String) -> Bool {
        guard !program.isEmpty else { return false }
        if program.contains("/") { return isExecutable(program) }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").contains { isExecutable("\($0)/\(program)") }
    }

    /// The user's editor as arguments: `$VISUAL`, then `$EDITOR` (split at blanks, as a
    /// command line without a shell), then the first of `editor`, `nano` and `vi` installed.
    public var editor: [String]? {
        for variable in ["VISUAL", "EDITOR"] {
            let words = (environment[variable] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            if let program = words.first, has(program) { return words }
        }
        return ["editor", "nano", "vi"].first(where: has).map { [$0] }
    }

    /// The arguments `program` runs with here: its first choice whose program is installed,
    /// the editor put in for ``CompanionProgram/editor``; else what the user needs to do.
    public func arguments(for program: CompanionProgram) -> Result<[String], CompanionMissing> {
        for choice in program.choices {
            guard let first = choice.first else { continue }
            if first == CompanionProgram.editor {
                if let editor { return .success(editor + choice.dropFirst()) }
            } else if has(first) {
                return .success(choice)
            }
        }
        return .failure(CompanionMissing(program: program))
    }
}

/// None of a companion program's choices is installed: the message names them and the way out.
public struct CompanionMissing: Error, Hashable, Sendable, CustomStringConvertible {
    public let program: CompanionProgram

    public init(program: CompanionProgram) {
        self.program = program
    }

    public var description: String {
        let names = program.choices.compactMap(\.first).map { $0 == CompanionProgram.editor ? "an editor ($EDITOR)" : $0 }
        let list = names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
        return "this opens \(program.purpose) — install \(list), or set `open:` for this widget in the home file"
    }
}
