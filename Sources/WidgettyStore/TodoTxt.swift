import Foundation

/// The todo.txt format, read: the one place its markers mean anything. A line is an item; `x `
/// in front marks it done. Only text that comes from a todo.txt file (the to-do widget's `file`)
/// or from a shared list written before items were stored with their state (``SharedTodoList``)
/// is read so; text typed on the command line or in a panel is taken as it is.
public enum TodoTxt {
    /// The items of a todo.txt text: one per non-empty line, trimmed.
    public static func items(in text: String) -> [SharedTodoList.Item] {
        text.split(whereSeparator: \.isNewline).compactMap { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            return line.isEmpty ? nil : item(line: line)
        }
    }

    /// One line: `x text` is `text`, done; any other line is open, all of it its text.
    public static func item(line: String) -> SharedTodoList.Item {
        text(of: line, after: "x ").map { SharedTodoList.Item(text: $0, isDone: true) } ?? SharedTodoList.Item(text: line)
    }

    /// The rest of `line` after `mark`, compared byte by byte (a combining mark after the space
    /// belongs to the text, not to the mark); nil when the line does not start with it.
    static func text(of line: String, after mark: String) -> String? {
        guard line.utf8.starts(with: mark.utf8) else { return nil }
        return String(decoding: line.utf8.dropFirst(mark.utf8.count), as: UTF8.self)
    }
}
