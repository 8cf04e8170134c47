/// A command line split into its arguments as a POSIX shell splits words, with none of a
/// shell's expansions: blanks separate arguments; `'…'` keeps everything literally; `"…"` keeps
/// everything but `\"`, `\\`, `\$` and `` \` ``, which lose their backslash; a backslash outside
/// quotes keeps the next character literally. No variables, globs, `~` or operators: `$HOME`
/// and `|` are passed as written, since no shell ever runs the result.
public enum ArgumentSplitter {
    /// Why a command line could not be split.
    public struct SplitError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The arguments of `line`.
    public static func split(_ line: String) -> Result<[String], SplitError> {
        let scanned = scan(Substring(line), until: nil)
        return scanned.map(\.arguments)
    }

    /// The arguments up to the first `terminator` outside quotes, and the index of that
    /// terminator (the end of `text` when there is no terminator to find).
    static func scan(_ text: Substring, until terminator: Character?) -> Result<(arguments: [String], end: String.Index), SplitError> {
        enum Quote { case none, single, double }
        var arguments: [String] = []
        var current = ""
        var inWord = false
        var quote = Quote.none
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            switch quote {
            case .single:
                if character == "'" { quote = .none } else { current.append(character) }
            case .double:
                if character == "\"" {
                    quote = .none
                } else if character == "\\", index < text.endIndex, "\"\\$`".contains(text[index]) {
                    current.append(text[index])
                    index = text.index(after: index)
                } else {
                    current.append(character)
                }
            case .none:
                if character == terminator {
                    if inWord { arguments.append(current) }
                    return .success((arguments, text.index(before: index)))
                }
                if character.isWhitespace {
                    if inWord { arguments.append(current) }
                    current = ""
                    inWord = false
                    continue
                }
                inWord = true
                switch character {
                case "'": quote = .single
                case "\"": quote = .double
                case "\\":
                    guard index < text.endIndex else { return .failure(SplitError(description: "a backslash ends the command")) }
                    current.append(text[index])
                    index = text.index(after: index)
                default: current.append(character)
                }
            }
        }
        switch quote {
        case .single: return .failure(SplitError(description: "a single quote (') is not closed"))
        case .double: return .failure(SplitError(description: "a double quote (\") is not closed"))
        case .none: break
        }
        if let terminator { return .failure(SplitError(description: "no closing `\(terminator)`")) }
        if inWord { arguments.append(current) }
        return .success((arguments, text.endIndex))
    }
}
