#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why ``BoundedFile`` did not read a file, shown as `cannot read PATH: REASON` (as
/// `cannot read todo.txt: No such file or directory`), or as `PATH:LINE:COLUMN: not UTF-8`.
public struct BoundedFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as messages name it: the path that was read, unless the caller put the name
    /// the user gave in its place.
    public var path: String
    /// What was wrong.
    public var reason: Reason

    /// An error about `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        if case .notUTF8(let line, let column) = reason { return "\(path):\(line):\(column): not UTF-8" }
        return "cannot read \(path): \(reason)"
    }

    /// What was wrong with a file, in words that follow `cannot read PATH: `.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// A system call failed with this `errno` (`No such file or directory`).
        case system(errno: Int32)
        /// The path names something other than a regular file (`not a regular file (a FIFO)`).
        case notRegularFile(FileKind)
        /// The file holds more than `limit` bytes: `size` when its size said so before reading,
        /// nil when more arrived than the limit while reading
        /// (`file too large (50.0 MiB, limit 8.0 MiB)`).
        case tooLarge(size: Int64?, limit: Int)
        /// The text is not UTF-8 from this line and column on, both counted from 1, the column
        /// in Unicode scalars.
        case notUTF8(line: Int, column: Int)
        /// The path is a symbolic link that leads to no file (dangling, or a loop).
        case brokenLink(SymbolicLinkError)

        public var description: String {
            switch self {
            case .brokenLink(let error):
                return error.reason
            case .system(let code):
                return String(cString: strerror(code))
            case .notRegularFile(let kind):
                return "not a regular file (\(kind))"
            case .tooLarge(nil, let limit):
                return "file too large (over the \(ByteCount.text(Int64(limit))) limit)"
            case .tooLarge(let size?, let limit):
                let (sizeText, limitText) = ByteCount.texts(size, Int64(limit))
                return "file too large (\(sizeText), limit \(limitText))"
            case .notUTF8(let line, let column):
                return "not UTF-8 at line \(line), column \(column)"
            }
        }
    }

    /// What a path names, from the type bits of its `stat` mode.
    public enum FileKind: Sendable, Hashable, CustomStringConvertible {
        case regular, directory, characterDevice, blockDevice, fifo, socket, symbolicLink, unknown

        /// The kind of the file whose `st_mode` is `mode`.
        public init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .directory
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFIFO: self = .fifo
            case S_IFSOCK: self = .socket
            case S_IFLNK: self = .symbolicLink
            default: self = .unknown
            }
        }

        /// `a FIFO`, `a character device`, `a directory`…
        public var description: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .fifo: "a FIFO"
            case .socket: "a socket"
            case .symbolicLink: "a symbolic link"
            case .unknown: "a file of unknown type"
            }
        }
    }
}
