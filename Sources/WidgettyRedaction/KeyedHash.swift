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
        if let known = opened.withLock({ $0[file.path] }) { return known }
        let hash = openOrMake(file)
        opened.withLock { $0[file.path] = hash }
        return hash
    }

    /// Keys already read in this process, by file.
    private static let opened = Mutex<[String: KeyedHash]>([:])

    private static func openOrMake(_ file: URL) -> KeyedHash {
        if let existing = readKey(file) { return KeyedHash(key: existing) }
        var fresh = [UInt8](repeating: 0, count: 32)
        var generator = SystemRandomNumberGenerator()
        for i in fresh.indices { fresh[i] = UInt8.random(in: .min ... .max, using: &generator) }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // O_EXCL: two processes making the key at once agree on the first one written.
        let fd = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            let written = fresh.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            if written == fresh.count { return KeyedHash(key: fresh) }
            unlink(file.path)
        }
        return KeyedHash(key: readKey(file) ?? fresh)
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
