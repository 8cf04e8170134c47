import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An append-only log file that rotates by size: when a line would take it past `maxBytes`,
/// `widgetty.log` becomes `widgetty.log.1` (`.1` becomes `.2`, …) and a new file starts; at most
/// `keep` old files stay. Safe to write from any thread; the file is private to the user (0600).
public final class RotatingLogFile: Sendable {
    public let url: URL
    public let maxBytes: Int
    public let keep: Int
    private let state: Mutex<(descriptor: Int32, size: Int)>

    /// Opens (creating it and its directory when needed) the log file at `url`.
    public init(url: URL, maxBytes: Int = 1 << 20, keep: Int = 3) throws {
        self.url = url
        self.maxBytes = max(1024, maxBytes)
        self.keep = max(1, keep)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let descriptor = try Self.open(url.path)
        state = Mutex((descriptor, Self.size(of: descriptor)))
    }

    deinit {
        state.withLock { _ = close($0.descriptor) }
    }

    /// Appends one line (a newline is added), rotating first when it would not fit.
    public func append(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        state.withLock { current in
            if current.size > 0, current.size + bytes.count > maxBytes { rotate(&current) }
            guard current.descriptor >= 0 else { return }
            let written = bytes.withUnsafeBytes { write(current.descriptor, $0.baseAddress, $0.count) }
            if written > 0 { current.size += written }
        }
    }

    /// The path of the `index`-th old file (`widgetty.log.1` is the newest).
    public func rotatedURL(_ index: Int) -> URL {
        url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).\(index)")
    }

    private func rotate(_ current: inout (descriptor: Int32, size: Int)) {
        _ = close(current.descriptor)
        unlink(rotatedURL(keep).path)
        for index in stride(from: keep - 1, through: 1, by: -1) {
            rename(rotatedURL(index).path, rotatedURL(index + 1).path)
        }
        rename(url.path, rotatedURL(1).path)
        current = ((try? Self.open(url.path)) ?? -1, 0)
    }

    private static func open(_ path: String) throws -> Int32 {
        let descriptor = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        return descriptor
    }

    private static func size(of descriptor: Int32) -> Int {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    }
}
