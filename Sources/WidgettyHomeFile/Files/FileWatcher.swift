import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Tells the main actor when a file may have changed, without polling: inotify on the file's
/// directory (editors often save by renaming a new file over the old one), filtered by name.
@MainActor
public final class FileWatcher {
    private let source: any DispatchSourceRead
    private let fileName: String

    /// Starts watching `url`; `changed` runs on the main actor after each burst of changes to it.
    /// Returns nil when the directory cannot be watched (the screen then just doesn't reload live).
    public init?(url: URL, changed: @escaping @MainActor () -> Void) {
        #if canImport(Glibc)
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { return nil }
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
            guard inotify_add_watch(fd, url.deletingLastPathComponent().path, mask) >= 0 else {
                close(fd)
                return nil
            }
            fileName = url.lastPathComponent
            source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            let name = fileName
            source.setEventHandler {
                MainActor.assumeIsolated {
                    if FileWatcher.drain(fd, mentioning: name) { changed() }
                }
            }
            source.setCancelHandler { close(fd) }
            source.resume()
        #else
            return nil
        #endif
    }

    /// Reads every pending inotify event; true when one names `name`.
    private static func drain(_ fd: Int32, mentioning name: String) -> Bool {
        #if canImport(Glibc)
            var mentioned = false
            var buffer = [UInt8](repeating: 0, count: 8192)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                var offset = 0
                let headerSize = MemoryLayout<inotify_event>.size
                while offset + headerSize <= n {
                    let length = buffer.withUnsafeBytes {
                        Int($0.loadUnaligned(fromByteOffset: offset + headerSize - 4, as: UInt32.self))
                    }
                    let nameStart = offset + headerSize
                    let nameEnd = min(n, nameStart + length)
                    let nameBytes = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
                    if String(decoding: nameBytes, as: UTF8.self) == name { mentioned = true }
                    offset = nameStart + length
                }
            }
            return mentioned
        #else
            return false
        #endif
    }

    /// Stops watching.
    public func cancel() {
        source.cancel()
    }
}
