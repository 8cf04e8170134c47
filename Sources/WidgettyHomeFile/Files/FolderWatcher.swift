import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Tells the main actor when entries of a folder change, without polling: inotify on the folder
/// (and, when recursive, on every folder below it, new ones included), reporting entries whose
/// name `accepts` takes, once a burst of changes has been quiet for `quiet`. What the extension
/// store (an install renames a whole folder into place) and `widgetty dev`'s sources (an editor
/// writes a temporary file and renames it over the old) need; ``FileWatcher`` follows one file.
@MainActor
public final class FolderWatcher {
    private let source: any DispatchSourceRead
    private let state: WatchedFolders

    /// Starts watching `folder`; `changed` runs on the main actor after each quiet burst of
    /// changes to an accepted name. Nil when the folder cannot be watched.
    public init?(
        folder: URL, recursive: Bool = false, quiet: DispatchTimeInterval = .milliseconds(150),
        accepts: @escaping @Sendable (String) -> Bool, changed: @escaping @MainActor () -> Void
    ) {
        #if canImport(Glibc)
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { return nil }
            let state = WatchedFolders(fd: fd, recursive: recursive, changed: changed)
            guard state.add(folder.path) else {
                close(fd)
                return nil
            }
            self.state = state
            source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    guard state.drain(accepting: accepts) else { return }
                    // One call per burst: each change pushes the call back until all is quiet.
                    state.burst += 1
                    let burst = state.burst
                    DispatchQueue.main.asyncAfter(deadline: .now() + quiet) {
                        MainActor.assumeIsolated { if state.burst == burst, !state.cancelled { state.changed() } }
                    }
                }
            }
            source.setCancelHandler { close(fd) }
            source.resume()
        #else
            return nil
        #endif
    }

    /// Stops watching.
    public func cancel() {
        state.cancelled = true
        source.cancel()
    }
}

/// The watch descriptors of a ``FolderWatcher``: each watched folder's path, so events inside
/// a new folder of a recursive watch can be followed.
@MainActor
private final class WatchedFolders {
    let fd: Int32
    let recursive: Bool
    let changed: @MainActor () -> Void
    var paths: [Int32: String] = [:]
    /// Counts the bursts of changes: only the latest one's call is made, once it is quiet.
    var burst = 0
    var cancelled = false

    init(fd: Int32, recursive: Bool, changed: @escaping @MainActor () -> Void) {
        self.fd = fd
        self.recursive = recursive
        self.changed = changed
    }

    /// Watches `path` (and, when recursive, the folders below it); false when `path` cannot be.
    func add(_ path: String) -> Bool {
        #if canImport(Glibc)
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
            let descriptor = inotify_add_watch(fd, path, mask)
            guard descriptor >= 0 else { return false }
            paths[descriptor] = path
            if recursive {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for name in names where !name.hasPrefix(".") {
                    let child = (path as NSString).appendingPathComponent(name)
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue { _ = add(child) }
                }
            }
            return true
        #else
            return false
        #endif
    }

    /// Reads every pending event; true when one names an accepted entry (or, when recursive, a
    /// folder made or moved in, which is watched from now on).
    func drain(accepting accepts: (String) -> Bool) -> Bool {
        #if canImport(Glibc)
            var mentioned = false
            var buffer = [UInt8](repeating: 0, count: 8192)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                var offset = 0
                let headerSize = MemoryLayout<inotify_event>.size
                while offset + headerSize <= n {
                    let (descriptor, mask, length) = buffer.withUnsafeBytes {
                        ($0.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                         $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                         Int($0.loadUnaligned(fromByteOffset: offset + headerSize - 4, as: UInt32.self)))
                    }
                    let nameStart = offset + headerSize
                    let nameEnd = min(n, nameStart + length)
                    let name = String(decoding: buffer[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
                    offset = nameStart + length
                    guard !name.isEmpty, let folder = paths[descriptor] else { continue }
                    let isFolder = mask & UInt32(IN_ISDIR) != 0
                    if recursive, isFolder, !name.hasPrefix("."), mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                        _ = add((folder as NSString).appendingPathComponent(name))
                        mentioned = true
                    } else if accepts(name) {
                        mentioned = true
                    }
                }
            }
            return mentioned
        #else
            return false
        #endif
    }
}
