#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the `SecItem…` functions keep Keychain items: one JSON file, `items.json`, in a folder
/// of the user's alone (`$XDG_DATA_HOME/widgetty/keychain`, mode 0700; the file 0600).
///
/// Every call holds an advisory lock (`flock` on the folder's `lock` file: shared to read,
/// exclusive to change), so processes sharing the store see each other's changes whole. A
/// change is written to a new file that replaces the old one by `rename`, so a crash leaves
/// the old items or the new, never part of either. The file is read with a size limit
/// (``sizeLimit``): a store that would pass it is full (`errSecDiskFull`), and a damaged or
/// oversized file is left as it is and answered with `errSecDecode`.
///
/// The secrets are protected by the file's permissions, not encrypted: as safe as the user's
/// account, like any other file of theirs.
public struct KeychainStore: Sendable, Hashable {
    /// The folder holding the store.
    public let directory: URL

    /// The store in `directory`, made on first use.
    public init(directory: URL) { self.directory = directory }

    /// The user's store: `keychain` in Widgetty's data folder, `$XDG_DATA_HOME/widgetty`
    /// (`~/.local/share/widgetty` when the variable is unset or not an absolute path).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> KeychainStore {
        let data: URL
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            data = URL(fileURLWithPath: value)
        } else {
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/"
            data = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
        }
        return KeychainStore(directory: data.appendingPathComponent("widgetty/keychain", isDirectory: true))
    }

    /// The store the `SecItem…` functions use: the user's, unless a task sets another (tests).
    @TaskLocal public static var current = KeychainStore.standard()

    /// The most the store's file may hold: 8 MiB.
    public static let sizeLimit = 8 * 1024 * 1024

    /// The file of the items.
    public var itemsFile: URL { directory.appendingPathComponent("items.json") }
    var lockFile: URL { directory.appendingPathComponent("lock") }

    /// Runs `body` on the items under the lock; writes them back when `body` says they changed.
    func withItems<Result>(
        changing: Bool, _ body: (inout [KeychainItem]) throws(KeychainFailure) -> (Result, changed: Bool)
    ) throws(KeychainFailure) -> Result {
        try prepareDirectory()
        let lock = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw KeychainFailure(errSecIO) }
        defer { close(lock) }
        while flock(lock, changing ? LOCK_EX : LOCK_SH) != 0 {
            guard errno == EINTR else { throw KeychainFailure(errSecIO) }
        }
        var items = try readItems()
        let (result, changed) = try body(&items)
        if changed { try save(items) }
        return result
    }

    private func prepareDirectory() throws(KeychainFailure) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw KeychainFailure(errSecIO)
        }
    }

    /// The stored items; none when the file does not exist yet.
    func readItems() throws(KeychainFailure) -> [KeychainItem] {
        guard let bytes = try readFile() else { return [] }
        do {
            return try JSONDecoder().decode(StoredItems.self, from: bytes).items
        } catch {
            throw KeychainFailure(errSecDecode)
        }
    }

    /// The file's bytes, nil when there is no file: a regular file of at most ``sizeLimit``
    /// bytes (a larger one is refused before it is read, and reading stops one byte past it).
    private func readFile() throws(KeychainFailure) -> Data? {
        let descriptor = open(itemsFile.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw KeychainFailure(errSecIO)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw KeychainFailure(errSecIO) }
        guard Int(info.st_size) <= Self.sizeLimit else { throw KeychainFailure(errSecDecode) }
        var bytes = [UInt8](repeating: 0, count: Self.sizeLimit + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count > 0 {
                filled += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw KeychainFailure(errSecIO)
            }
        }
        guard filled <= Self.sizeLimit else { throw KeychainFailure(errSecDecode) }
        return Data(bytes[..<filled])
    }

    /// Replaces the file with `items`: written to a new file of mode 0600, flushed, renamed over.
    private func save(_ items: [KeychainItem]) throws(KeychainFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let bytes = try? encoder.encode(StoredItems(items: items)) else { throw KeychainFailure(errSecAllocate) }
        guard bytes.count <= Self.sizeLimit else { throw KeychainFailure(errSecDiskFull) }
        let temporary = directory.appendingPathComponent(".items-\(UUID().uuidString).json").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw KeychainFailure(errSecIO) }
        var written = fchmod(descriptor, 0o600) == 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while written, offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 { offset += count } else if count < 0, errno == EINTR { continue } else { written = false }
            }
        }
        written = written && fsync(descriptor) == 0
        close(descriptor)
        guard written, rename(temporary, itemsFile.path) == 0 else {
            unlink(temporary)
            throw KeychainFailure(errSecIO)
        }
    }
}

/// The store file's contents.
private struct StoredItems: Codable {
    var version = 1
    var items: [KeychainItem]
}
