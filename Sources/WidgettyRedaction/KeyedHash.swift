import Foundation
import Synchronization

/// HMAC-SHA-256 under a key of this installation: how a name is derived from a value that may
/// hold a secret (the shared store's keys of network answers), so the name reveals nothing and
/// cannot be tried against guesses without the key.
public struct KeyedHash: Sendable {
    private let key: [UInt8]

    public init(key: [UInt8]) {
        self.key = key.count > 64 ? SHA256Digest.hash(key) : key
    }

    /// The keyed digest of `text`, as 64 lowercase hexadecimal digits.
    public func hex(_ text: String) -> String {
        mac(Array(text.utf8)).map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }.joined()
    }

    /// HMAC (RFC 2104) with SHA-256.
    public func mac(_ message: [UInt8]) -> [UInt8] {
        let block = key + [UInt8](repeating: 0, count: 64 - key.count)
        let inner = SHA256Digest.hash(block.map { $0 ^ 0x36 } + message)
        return SHA256Digest.hash(block.map { $0 ^ 0x5c } + inner)
    }

    /// The installation's key: 32 random bytes in `file` (mode 0600), made on first use. When the
    /// file can be neither read nor made, a key for this run only (names then change per run,
    /// which loses kept answers, never secrets).
    public static func installationKey(at file: URL) -> KeyedHash {
        // Made under the lock: two threads asking at once must get the same key, or a name
        // written under one would never be found under the other.
        opened.withLock { opened in
            if let known = opened[file.path] { return known }
            let hash = KeyedHash(key: readOrMakeKey(file))
            opened[file.path] = hash
            return hash
        }
    }

    /// Keys already read in this process, by file.
    private static let opened = Mutex<[String: KeyedHash]>([:])

    /// The key in `file`, made when missing. Callers that share no memory (other processes)
    /// agree on it too.
    static func readOrMakeKey(_ file: URL) -> [UInt8] {
        if let existing = readKey(file) { return existing }
        var fresh = [UInt8](repeating: 0, count: 32)
        var generator = SystemRandomNumberGenerator()
        for i in fresh.indices { fresh[i] = UInt8.random(in: .min ... .max, using: &generator) }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written whole to a file of its own, then linked into place: the key file is never seen
        // half written, and of two processes making it at once the first link wins for both.
        let temporary = file.path + ".\(getpid()).\(UInt64.random(in: .min ... .max, using: &generator))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return readKey(file) ?? fresh }
        let written = fresh.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        close(fd)
        defer { unlink(temporary) }
        if written == fresh.count, synced, link(temporary, file.path) == 0 { return fresh }
        return readKey(file) ?? fresh
    }

    /// The key file's 32 bytes; nil when it is missing, short or not a regular file.
    private static func readKey(_ file: URL) -> [UInt8]? {
        let fd = open(file.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, 32) }
        return count == 32 ? bytes : nil
    }
}
