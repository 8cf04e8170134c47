import Foundation
import WidgettyFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#else
    private let systemWrite = Darwin.write
#endif

/// Writing a file so that a crash or SIGKILL at any moment leaves either the old or the new
/// content, complete: a temporary file in the same directory, fsync, rename over the old one,
/// fsync of the directory. A symbolic link is written through: the file its chain of links ends
/// at is replaced, in that file's own folder, and the links stay links (``SymbolicLinkChain``; a
/// dangling or looping link is an error and is never replaced).
public enum AtomicFile {
    /// Why a write failed; the old file is untouched in every case.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var step: String
        public var code: Int32
        public var description: String { "could not save \(path): \(step) failed (\(String(cString: strerror(code))))" }
    }

    /// Replaces the file at `url` (or at the end of its links) with `data`, keeping the old
    /// file's permissions (0644 for a new one) and, where allowed, its owner and group. Throws
    /// ``WriteError`` or ``SymbolicLinkError``.
    public static func write(_ data: Data, to url: URL) throws {
        let target = try SymbolicLinkChain.resolve(url.path).get().target
        try replace(URL(fileURLWithPath: target), with: data)
    }

    /// Replaces `url`, which is no symbolic link, with `data`.
    private static func replace(_ url: URL, with data: Data) throws {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        var mode: mode_t = 0o644
        var info = stat()
        let existed = stat(path, &info) == 0
        if existed { mode = info.st_mode & 0o7777 }

        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw WriteError(path: path, step: "creating a temporary file", code: errno) }
        // Not inherited by programs we start, and locked until this process closes it or dies: a
        // locked temporary file belongs to a live writer (see removeStaleTemporaries).
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = flock(fd, LOCK_EX)
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(fd) }
            try data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw WriteError(path: path, step: "writing", code: errno)
                    }
                    offset += n
                }
            }
            // The owner and group stay (root saving a user's file); refused to others, which is fine.
            if existed { _ = fchown(fd, info.st_uid, info.st_gid) }
            guard fchmod(fd, mode) == 0 else { throw WriteError(path: path, step: "setting permissions", code: errno) }
            guard fsync(fd) == 0 else { throw WriteError(path: path, step: "fsync", code: errno) }
        }
        guard rename(temporary, path) == 0 else { throw WriteError(path: path, step: "rename", code: errno) }
        renamed = true
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// Deletes the temporary files that writers killed mid-save left next to `url`
    /// (`.NAME.XXXXXX`): those no live writer holds locked and older than `age` seconds. They are
    /// never read; this only keeps the directory tidy.
    public static func removeStaleTemporaries(of url: URL, olderThan age: TimeInterval = 2) {
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let now = Date().timeIntervalSince1970
        for name in names where name.hasPrefix(prefix) && name.count == prefix.count + 6 {
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                now - TimeInterval(info.st_mtim.tv_sec) >= age
            else { continue }
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else { continue }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
            close(fd)
        }
    }

    /// Writes a string as UTF-8; see ``write(_:to:)``.
    public static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}
