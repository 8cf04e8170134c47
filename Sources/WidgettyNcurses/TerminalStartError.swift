/// Why the terminal could not be taken over; `message` is the one line the CLI prints.
public enum TerminalStartError: Error, Equatable, CustomStringConvertible {
    /// stdin or stdout is not a terminal (a pipe, a file, /dev/null).
    case notATerminal
    /// No usable terminfo entry, or one that cannot address the cursor (`TERM=dumb`).
    case unsupportedTerminal(String)
    /// `start` was called on a terminal that is already running.
    case alreadyStarted

    public var message: String {
        switch self {
        case .notATerminal: return "needs an interactive terminal (stdin and stdout must be a tty)"
        case .unsupportedTerminal(let term):
            return "terminal type '\(term)' cannot address the cursor; set TERM, e.g. TERM=xterm-256color"
        case .alreadyStarted: return "the terminal is already in use"
        }
    }

    public var description: String { message }
}
