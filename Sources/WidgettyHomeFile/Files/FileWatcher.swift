import Dispatch
import Foundation
import WidgettyFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Tells the main actor when a file may have changed, without polling: inotify on the file's
/// directory (editors often save by renaming a new file over the old one), filtered by name —
/// and on the folder of each symbolic link on the way to the file and of the file it ends at
/// (a home file linked from a dotfiles repository changes there), followed again after each change.
@MainActor
public final class FileWatcher {
    private let source: any DispatchSourceRead

    /// Starts watching `url`; `changed` runs on the main actor after each burst of changes to it.
    /// Returns nil when the directory cannot be watched (the screen then just doesn't reload live).
    public init?(url: URL, changed: @escaping @MainActor () -> Void) {
        #if canImport(Glibc)
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { return nil }
            let watched = WatchedNames()
            guard FileWatcher.watch(url.path, fd, &watched.names) else {
                close(fd)
                return nil
            }
            source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            let path = url.path
            source.setEventHandler {
                MainActor.assumeIsolated {
                    if FileWatcher.drain(fd, mentioning: watched.names) {
                        // A link may point elsewhere now: watch where it leads too.
                        _ = FileWatcher.watch(path, fd, &watched.names)
                        changed()
                    }
                }
            }
            source.setCancelHandler { close(fd) }
            source.resume()
        #else
            return nil
        #endif
    }

    /// Adds watches on the folder of `path` and of every step of its symbolic links, each for
    /// its own name; false when not even the first can be watched.
    private static func watch(_ path: String, _ fd: Int32, _ watched: inout [Int32: Set<String>]) -> Bool {
        #if canImport(Glibc)
            let chain: SymbolicLinkChain
            switch SymbolicLinkChain.resolve(path) {
            case .success(let resolved): chain = resolved
            case .failure(let broken): chain = broken.chain
            }
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
            var first = true
            for step in [path] + chain.links.dropFirst() + [chain.target] {
                let url = URL(fileURLWithPath: step)
                let descriptor = inotify_add_watch(fd, url.deletingLastPathComponent().path, mask)
                if descriptor >= 0 {
                    watched[descriptor, default: []].insert(url.lastPathComponent)
                } else if first {
                    return false
                }
                first = false
            }
            return true
        #else
            return false
        #endif
    }

    /// Reads every pending inotify event; true when one names a watched name of its folder.
    private static func drain(_ fd: Int32, mentioning watched: [Int32: Set<String>]) -> Bool {
        #if canImport(Glibc)
            var mentioned = false
            var buffer = [UInt8](repeating: 0, count: 8192)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                var offset = 0
                let headerSize = MemoryLayout<inotify_event>.size
                while offset + headerSize <= n {
                    let (descriptor, length) = buffer.withUnsafeBytes {
                        ($0.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                         Int($0.loadUnaligned(fromByteOffset: offset + headerSize - 4, as: UInt32.self)))
                    }
                    let nameStart = offset + headerSize
                    let nameEnd = min(n, nameStart + length)
                    let nameBytes = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
                    if watched[descriptor]?.contains(String(decoding: nameBytes, as: UTF8.self)) == true { mentioned = true }
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

/// The names watched in each watched folder, by inotify watch descriptor.
@MainActor
private final class WatchedNames {
    var names: [Int32: Set<String>] = [:]
}
