import Foundation
import WidgettyFiles

/// Small text files a user names (to-do lists, calendars, files under a configured `/proc` or
/// `/sys`) read whole through ``BoundedFile`` — never more than a limit, never blocking on a
/// FIFO, never a device — with the reason a read failed in words a widget can show. Bytes that
/// are not UTF-8 show as U+FFFD: one bad byte does not hide a whole list.
enum FileText {
    /// The file's text, or a message such as `cannot read todo.txt: No such file or directory`
    /// or `cannot read zero: not a regular file (a character device)`.
    static func read(_ path: String, limit: Int) -> Result<String, FileReadError> {
        BoundedFile.read(path, limit: limit)
            .map { String(decoding: $0, as: UTF8.self) }
            .mapError(FileReadError.init)
    }
}

/// Why a file could not be read, shown as `cannot read NAME: REASON` (the file's name alone:
/// a widget is narrow).
struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot read \((path as NSString).lastPathComponent): \(reason)" }
}

extension FileReadError {
    /// The same failure, worded for a widget.
    init(_ error: BoundedFileError) {
        self.init(path: error.path, reason: error.reason.description)
    }
}
