import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a file, held through a hidden sidecar beside it (`.NAME.lock`, `flock`):
/// the file itself cannot carry the lock, since an atomic save replaces its inode. Processes and
/// threads that lock the same file run one at a time (``release()`` lets the next in); a holder
/// that dies releases it.
///
/// The holder removes the sidecar before it lets go, so nothing is left behind; whoever was
/// waiting on the removed sidecar finds, once it holds it, that the name now means another file
/// (or none) and locks again, so two holders never both think they hold the lock.
public struct FileLock: Sendable {
    private let descriptor: Int32
    /// The sidecar's path.
    public let path: String

    /// Why the lock could not be taken (a read-only folder, a sidecar that is not a file).
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var code: Int32
        public var description: String {
            "cannot lock \(path) (\(String(cString: strerror(code))))"
        }
    }

    /// The sidecar that locks `target`: `.NAME.lock` in the same folder.
    public static func sidecar(of target: String) -> String {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        return "\(folder).\(name).lock"
    }

    /// Waits until this caller alone holds the lock on `target`.
    public init(locking target: String) throws(Failure) {
        let path = Self.sidecar(of: target)
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
            var locked = flock(descriptor, LOCK_EX)
            while locked != 0 && errno == EINTR { locked = flock(descriptor, LOCK_EX) }
            guard locked == 0 else {
                let code = errno
                close(descriptor)
                throw Failure(path: path, code: code)
            }
            if Self.isStillNamed(path, descriptor) {
                self.descriptor = descriptor
                self.path = path
                return
            }
            // The last holder removed this sidecar before letting go: lock the one there now.
            close(descriptor)
        }
    }

    /// Whether `path` still names the open file `descriptor`.
    private static func isStillNamed(_ path: String, _ descriptor: Int32) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, lstat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Removes the sidecar, then lets go; call once.
    public func release() {
        unlink(path)
        close(descriptor)
    }
}
