/// Finds, in text, where a run of flow collections (`[`, `{`) first nests past a depth: for the
/// rare text libyaml itself refuses to nest before its events reach a limit of ours. Quoted
/// scalars and comments are skipped; it reads the text once from the given place.
enum FlowNesting {
    /// The place (1-based line and column in Unicode scalars, as libyaml counts) of the first
    /// bracket from `start` that opens more than `allowed` levels; `start` itself if none does.
    static func firstPlace(in text: String, from start: (line: Int, column: Int), deeperThan allowed: Int)
        -> (line: Int, column: Int)
    {
        var line = 1, column = 1, depth = 0
        var previous: Unicode.Scalar = "\n"
        var quote: Unicode.Scalar?, escaped = false, inComment = false
        for scalar in text.unicodeScalars {
            defer {
                if scalar == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
                previous = scalar
            }
            if (line, column) < start { continue }
            if inComment {
                inComment = scalar != "\n"
            } else if let open = quote {
                if escaped { escaped = false } else if open == "\"" && scalar == "\\" { escaped = true } else if scalar == open { quote = nil }
            } else {
                switch scalar {
                case "[", "{":
                    depth += 1
                    if depth > allowed { return (line, column) }
                case "]", "}":
                    depth -= 1
                    if depth <= 0 { return start }
                case "\"", "'":
                    if "[{,: \t\n".unicodeScalars.contains(previous) { quote = scalar }
                case "#" where previous == " " || previous == "\t" || previous == "\n":
                    inComment = true
                default:
                    break
                }
            }
        }
        return start
    }
}
