import WidgettyKit

/// The command widget's rule: a command or a shell line (one, not both), run at least every second.
extension CommandIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        let hasShell = !shell.trimmingCharacters(in: .whitespaces).isEmpty
        if command.isEmpty, !hasShell { problems.add("command", "is required: the program and its arguments (or set `shell`)") }
        if !command.isEmpty, hasShell { problems.add("shell", "cannot be set with `command`: choose one") }
        if let program = command.first, program.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.add("command", "starts with an empty program name")
        }
        if interval < 1 { problems.add("interval", "must be at least 1 second, found \(interval)") }
        return problems
    }
}
