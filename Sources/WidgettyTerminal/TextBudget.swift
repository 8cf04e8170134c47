/// The most text any one field may carry into the program: what a cell can ever show, and far
/// more. Text from the network, commands, scripts and files is cut to it where it is received
/// (each parser and provider calls ``cut(_:)`` on the fields it makes), before it is cached or laid
/// out; `Text` cuts again before layout, so a view built from any other source costs no more.
///
/// The budget is 4,096 graphemes and 64 KiB of UTF-8, whichever comes first: a cell of the
/// largest terminal holds a few thousand characters, and the byte bound keeps one hostile
/// grapheme (a letter under a million combining marks) from carrying megabytes. Cutting reads at
/// most the budget's bytes, never the whole string, so a 4 MB title costs microseconds.
public enum TextBudget {
    /// The most graphemes a field keeps.
    public static let graphemes = 4096
    /// The most UTF-8 bytes a field keeps.
    public static let bytes = 64 << 10
    /// The most lines a list of lines keeps (a command's output, a script's `lines`): more rows
    /// than any terminal has.
    public static let lines = 1024

    /// `text` cut to at most `limit` graphemes and ``bytes`` bytes (at a scalar's boundary); the
    /// string itself when it is within both.
    public static func cut(_ text: String, to limit: Int = graphemes) -> String {
        let limit = max(0, limit)
        let utf8 = text.utf8
        // Each grapheme is at least one byte: as few bytes as the limit are within it.
        if utf8.count <= limit { return text }
        return String(cutPrefix(Substring(text), to: limit))
    }

    /// `text` cut as ``cut(_:to:)`` cuts a `String`.
    public static func cut(_ text: Substring, to limit: Int = graphemes) -> Substring {
        let limit = max(0, limit)
        if text.utf8.count <= limit { return text }
        return cutPrefix(text, to: limit)
    }

    private static func cutPrefix(_ text: Substring, to limit: Int) -> Substring {
        // At most `bytes` bytes, ending where a scalar starts (the view's index rounds down).
        let utf8 = text.utf8
        var end = utf8.index(utf8.startIndex, offsetBy: bytes, limitedBy: utf8.endIndex) ?? utf8.endIndex
        while end > utf8.startIndex, end < utf8.endIndex, UTF8.isContinuation(utf8[end]) {
            end = utf8.index(before: end)
        }
        var bounded = text[..<end]
        // Bytes cut short may end inside a grapheme (a family emoji's ZWJ sequence): its last
        // grapheme goes too, unless it is the only one (a letter under megabytes of marks).
        if end < utf8.endIndex, !bounded.isEmpty {
            let last = bounded.index(before: bounded.endIndex)
            if last > bounded.startIndex { bounded = bounded[..<last] }
        }
        // Graphemes are counted only within those bytes.
        return bounded.prefix(limit)
    }
}
