import WidgettyTerminal

/// A one-line text field being edited: its characters and a cursor between them. Keys move the
/// cursor (←→, Home/End, Ctrl-A/Ctrl-E), insert, delete (Backspace, Delete, Ctrl-U to the start,
/// Ctrl-K to the end); pasted text is inserted with line breaks and control characters dropped.
struct TextFieldState: Hashable {
    private(set) var characters: [Character]
    /// Index of the character the cursor stands before (`characters.count`: at the end).
    private(set) var cursor: Int

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    /// Applies an editing key; false when the key means nothing to a text field.
    mutating func handle(_ key: KeyEvent) -> Bool {
        if key.modifiers == .control, case .character(let c) = key.key {
            switch c {
            case "a": cursor = 0
            case "e": cursor = characters.count
            case "u":
                characters.removeFirst(cursor)
                cursor = 0
            case "k": characters.removeLast(characters.count - cursor)
            default: return false
            }
            return true
        }
        switch key.key {
        case .character(let c) where !key.modifiers.contains(.control) && !key.modifiers.contains(.alt):
            insert(String(c))
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        default: return false
        }
        return true
    }

    /// Inserts text at the cursor (typed or pasted): line breaks become spaces, other control
    /// characters are dropped.
    mutating func insert(_ text: String) {
        let clean = text.compactMap { c -> Character? in
            if c == "\n" || c == "\r" || c == "\r\n" || c == "\t" { return " " }
            return c.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : c
        }
        characters.insert(contentsOf: clean, at: cursor)
        cursor += clean.count
    }

    /// Replaces the whole text, cursor at the end.
    mutating func setText(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    /// The part of the text to show in `width` columns so the cursor is visible, and the
    /// cursor's column in it (the cursor takes a column of its own at the end).
    func visible(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 1 else { return ("", 0) }
        let widths = characters.map { TerminalText.width(of: String($0)) }
        let cursorWidth = cursor < characters.count ? widths[cursor] : 1
        var start = 0
        // Scroll right until the text before the cursor, and the cursor, fit.
        while start < cursor, widths[start..<cursor].reduce(0, +) + cursorWidth > width { start += 1 }
        var used = 0
        var end = start
        while end < characters.count, used + widths[end] <= width {
            used += widths[end]
            end += 1
        }
        let column = widths[start..<cursor].reduce(0, +)
        return (String(characters[start..<end]), column)
    }
}
