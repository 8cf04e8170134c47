import Foundation

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
/// fsync of the directory.
public enum AtomicFile {
    /// Why a write failed; the old file is untouched in every case.
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var step: String
        public var code: Int32
        public var description: String { "could not save \(path): \(step) failed (\(String(cString: strerror(code))))" }
    }

    /// Replaces the file at `url` with `data`, keeping the old file's permissions (0644 for a new one).
    public static func write(_ data: Data, to url: URL) throws {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        var mode: mode_t = 0o644
        var info = stat()
        if stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }

        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw WriteError(path: path, step: "creating a temporary file", code: errno) }
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

    /// Writes a string as UTF-8; see ``write(_:to:)``.
    public static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}
