import Foundation

/// Small text files read whole (`/proc` entries, to-do lists, calendars), with the reason a
/// read failed in words a widget can show.
enum FileText {
    /// The file's text, or a message such as `cannot read todo.txt: No such file or directory`.
    static func read(_ path: String) -> Result<String, FileReadError> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(FileReadError(path: path, reason: String(cString: strerror(errno))))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            return .success(String(decoding: data, as: UTF8.self))
        } catch {
            return .failure(FileReadError(path: path, reason: String(describing: error)))
        }
    }
}

/// Why a file could not be read, shown as `cannot read NAME: REASON`.
struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot read \((path as NSString).lastPathComponent): \(reason)" }
}
