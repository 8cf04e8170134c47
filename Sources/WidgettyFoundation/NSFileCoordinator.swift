#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Coordinated access to a file, as Foundation's `NSFileCoordinator`, for the widget and the
/// program that writes its data (a script, the app's command-line half) sharing a file in an
/// App Group's folder. Coordination is an advisory `flock`: readers share it, a writer holds
/// it alone, across threads and processes that coordinate too (an uncoordinated writer is not
/// held back, as on Apple's systems).
///
/// The lock is taken on the file itself, or, while it does not exist yet, on the nearest
/// folder above it that does. A writer that replaces the file by renaming a new one over it
/// holds the old file's lock while it does: a reader that waited reads the new file whole.
/// The accessor runs on the calling thread, once the lock is held; when the lock cannot be
/// had (the path cannot be opened), it does not run and `error` gets why.
public final class NSFileCoordinator {
    /// What a coordinated read is for, as `NSFileCoordinator.ReadingOptions` (accepted).
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options as bits, as Apple's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read without waiting for pending changes to be saved: accepted; every coordinated read
        /// waits for writers.
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        /// Follow a symbolic link to its target: accepted; the lock is taken on the path as the
        /// system opens it.
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        /// Only the metadata is wanted: accepted, the file is locked all the same.
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        /// Read for uploading a copy: accepted, the file is read in place.
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }

    /// What a coordinated write is for, as `NSFileCoordinator.WritingOptions` (accepted).
    public struct WritingOptions: OptionSet, Sendable {
        /// The options as bits, as Apple's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The write deletes the file: accepted, the lock is the same.
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        /// The write moves the file: accepted, the lock is the same.
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        /// The write merges changes into the file: accepted, the lock is the same.
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        /// The write replaces the file whole: accepted, the lock is the same.
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        /// Only metadata changes: accepted, the file is locked all the same.
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }

    /// A coordinator; the presenter is accepted (nothing is presented to it).
    public init(filePresenter: NSFilePresenter? = nil) {}

    /// Accepted: presenters are not told of changes here.
    public class func addFilePresenter(_ presenter: NSFilePresenter) {}
    /// Accepted.
    public class func removeFilePresenter(_ presenter: NSFilePresenter) {}

    /// Runs `reader` with `url` while no coordinated writer has the file.
    public func coordinate(
        readingItemAt url: URL, options: ReadingOptions = [], error outError: NSErrorPointer, byAccessor reader: (URL) -> Void
    ) {
        Self.locked([url], exclusive: false, error: outError) { reader(url) }
    }

    /// Runs `writer` with `url` while no other coordinated reader or writer has the file.
    public func coordinate(
        writingItemAt url: URL, options: WritingOptions = [], error outError: NSErrorPointer, byAccessor writer: (URL) -> Void
    ) {
        Self.locked([url], exclusive: true, error: outError) { writer(url) }
    }

    /// Runs `readerWriter` reading one file and writing another, holding both.
    public func coordinate(
        readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [],
        writingItemAt writingURL: URL, options writingOptions: WritingOptions = [],
        error outError: NSErrorPointer, byAccessor readerWriter: (URL, URL) -> Void
    ) {
        Self.locked([readingURL], exclusive: false, error: outError) {
            Self.locked([writingURL], exclusive: true, error: outError) { readerWriter(readingURL, writingURL) }
        }
    }

    /// Runs `writer` with two files both held for writing (a move: from, to).
    public func coordinate(
        writingItemAt url1: URL, options options1: WritingOptions = [],
        writingItemAt url2: URL, options options2: WritingOptions = [],
        error outError: NSErrorPointer, byAccessor writer: (URL, URL) -> Void
    ) {
        Self.locked([url1, url2], exclusive: true, error: outError) { writer(url1, url2) }
    }

    /// Accepted; there is nothing in flight to cancel (each call finishes before it returns).
    public func cancel() {}

    /// Runs `body` holding the lock of each file (in path order, so two coordinators taking
    /// the same two never wait for each other), or sets `error` and skips it.
    static func locked(_ urls: [URL], exclusive: Bool, error outError: NSErrorPointer, _ body: () -> Void) {
        var descriptors: [Int32] = []
        defer { for descriptor in descriptors { close(descriptor) } }
        var seen: Set<String> = []
        for url in urls.sorted(by: { $0.path < $1.path }) {
            guard url.isFileURL else {
                outError?.pointee = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnsupportedScheme.rawValue,
                                            userInfo: [NSURLErrorKey: url])
                return
            }
            let target = lockTarget(for: url)
            guard seen.insert(target).inserted else { continue }
            let descriptor = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else {
                outError?.pointee = NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSURLErrorKey: url])
                return
            }
            descriptors.append(descriptor)
            var result: Int32
            repeat { result = flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) } while result != 0 && errno == EINTR
            guard result == 0 else {
                outError?.pointee = NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSURLErrorKey: url])
                return
            }
        }
        body()
    }

    /// What is locked for `url`: the file or folder, or, when there is none yet (or it is a
    /// device, FIFO or socket, which are never opened), the nearest existing folder above it.
    static func lockTarget(for url: URL) -> String {
        var path = url.standardizedFileURL.path
        var info = stat()
        while path != "/" {
            if stat(path, &info) == 0 {
                let kind = info.st_mode & S_IFMT
                if kind == S_IFREG || kind == S_IFDIR { return path }
            }
            path = (path as NSString).deletingLastPathComponent
            if path.isEmpty { return "/" }
        }
        return path
    }
}
