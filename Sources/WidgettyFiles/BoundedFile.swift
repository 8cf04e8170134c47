#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a file a user names (a to-do list, a calendar, the home file, a file under a
/// configured `/proc`) whole, without letting it take the program down: a FIFO never blocks,
/// a device or directory is refused by name, and no more than a limit is ever read.
///
/// The path is examined with `stat` first, so a device is never opened (opening some has
/// effects of its own); then it is opened with `O_NONBLOCK` (a FIFO put in its place meanwhile
/// still opens at once) and examined again with `fstat`. A file whose size exceeds the limit
/// is refused before any byte is read; a file that reads longer than the limit (one that grows
/// meanwhile, or a `/proc` file, whose size says 0) is refused once one byte past it arrives.
public enum BoundedFile {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], BoundedFileError> {
        // Less than Int.max, so that one byte past it can be asked for.
        let limit = min(max(0, limit), Int.max - 1)
        func failure(_ reason: BoundedFileError.Reason) -> Result<[UInt8], BoundedFileError> {
            .failure(BoundedFileError(path: path, reason: reason))
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ELOOP, case .failure(let broken) = SymbolicLinkChain.resolve(path) {
                return failure(.brokenLink(broken))
            }
            return failure(.system(errno: code))
        }
        if let refusal = refusal(of: info, limit: limit) { return failure(refusal) }
        let descriptor = openWithoutBlocking(path)
        guard descriptor >= 0 else { return failure(.system(errno: errno)) }
        defer { close(descriptor) }
        // The file may have been replaced between `stat` and `open`: what counts is what is open.
        guard fstat(descriptor, &info) == 0 else { return failure(.system(errno: errno)) }
        if let refusal = refusal(of: info, limit: limit) { return failure(refusal) }
        // A regular file reads the same either way; a file system that honoured the flag would
        // answer EAGAIN instead of waiting.
        guard fcntl(descriptor, F_SETFL, 0) == 0 else { return failure(.system(errno: errno)) }
        return readToEnd(descriptor, of: path, expected: Int(info.st_size), limit: limit)
    }

    /// The text of the regular file at `path`, at most `limit` bytes of UTF-8; invalid UTF-8 is
    /// reported with its line and column (``BoundedFileError/Reason/notUTF8(line:column:)``).
    public static func readText(_ path: String, limit: Int) -> Result<String, BoundedFileError> {
        read(path, limit: limit).flatMap { bytes in
            UTF8Text.decode(bytes).mapError { position in
                BoundedFileError(path: path, reason: .notUTF8(line: position.line, column: position.column))
            }
        }
    }

    /// Why a file described by `info` is not read at all: not a regular file, or larger than
    /// `limit`; nil when it may be read.
    private static func refusal(of info: stat, limit: Int) -> BoundedFileError.Reason? {
        let kind = BoundedFileError.FileKind(mode: info.st_mode)
        guard kind == .regular else { return .notRegularFile(kind) }
        let size = Int64(info.st_size)
        return size > Int64(limit) ? .tooLarge(size: size, limit: limit) : nil
    }

    /// `open` for reading that returns at once whatever `path` is; -1 and `errno` on failure.
    private static func openWithoutBlocking(_ path: String) -> Int32 {
        while true {
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if descriptor >= 0 || errno != EINTR { return descriptor }
        }
    }

    private static func readToEnd(
        _ descriptor: Int32, of path: String, expected: Int, limit: Int
    ) -> Result<[UInt8], BoundedFileError> {
        BoundedStream.readToEnd(descriptor, expected: expected, limit: limit).mapError { failure in
            switch failure {
            case .system(let code): BoundedFileError(path: path, reason: .system(errno: code))
            case .tooLarge(let limit): BoundedFileError(path: path, reason: .tooLarge(size: nil, limit: limit))
            }
        }
    }
}
