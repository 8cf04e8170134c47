import Foundation
import WidgettyRedaction

/// The shared container: durable key-value pairs by suite in one SQLite database that every
/// Widgetty process (the home screen, `widgetty defaults`, an author's program) opens at once.
///
/// The database runs in write-ahead-log mode with a busy timeout, and every write is a
/// transaction taken at once (`BEGIN IMMEDIATE`), so concurrent writers wait for each other
/// instead of failing or losing updates. After a write commits, the ``StoreChangeNotifier``
/// tells the running home screen which suite changed. Reads are recorded for the scheduler by
/// ``SuiteReadRecorder``, so only widgets that read a suite reload when it changes.
public final class SharedStore: Sendable {
    /// The database file.
    public let url: URL
    private let connection: SQLiteConnection
    private let lock = NSLock()
    private let notifier: StoreChangeNotifier

    /// Opens (creating if needed) the database at `url`; its directory is created private (0700).
    public init(url: URL, notifier: StoreChangeNotifier = .none, busyTimeout: Duration = .seconds(10)) throws(SharedStoreError) {
        self.url = url
        self.notifier = notifier
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw SharedStoreError("cannot create \(directory.path): \(error.localizedDescription)")
        }
        let milliseconds = Int32(clamping: busyTimeout.components.seconds * 1000)
        let opened = try SQLiteConnection(path: url.path, busyTimeoutMilliseconds: milliseconds)
        // Switching a new file to WAL can answer "busy" at once, without the busy handler, while
        // another process creates the same file: try again until the busy timeout has passed.
        let giveUp = ContinuousClock.now + busyTimeout
        while true {
            do throws(SharedStoreError) {
                try Self.prepare(opened)
                break
            } catch where error.isBusy && ContinuousClock.now < giveUp {
                usleep(10_000)
            }
        }
        connection = opened
    }

    /// WAL mode (persistent in the file), full sync, deleted and replaced values overwritten with
    /// zeros (`secure_delete`: an old value is not left readable in a free page), and the table. Several processes may open a
    /// new file at the same moment: the first creates it, the others wait on the busy timeout.
    private static func prepare(_ db: SQLiteConnection) throws(SharedStoreError) {
        try db.execute("PRAGMA journal_mode = WAL")
        try db.execute("PRAGMA synchronous = FULL")
        try db.execute("PRAGMA secure_delete = ON")
        try db.execute(
            """
            CREATE TABLE IF NOT EXISTS entries (
                suite TEXT NOT NULL, key TEXT NOT NULL, type TEXT NOT NULL, value, modified REAL NOT NULL,
                PRIMARY KEY (suite, key)) WITHOUT ROWID
            """)
    }

    /// Where this user's store is: `$WIDGETTY_SHARED_STORE` if set (tests), else
    /// `$XDG_DATA_HOME/widgetty/shared.sqlite3`.
    public static func standardURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let path = environment["WIDGETTY_SHARED_STORE"].flatMap { $0.isEmpty ? nil : $0 }
        return path.map { URL(fileURLWithPath: $0) } ?? XDGDirectories(environment: environment).sharedStore
    }

    /// This user's store (``standardURL(environment:)``), whose writes notify the running home
    /// screen through its control socket. Opened once per process; the reason when it cannot be.
    public static let standard: Result<SharedStore, SharedStoreError> = {
        let socket = XDGDirectories().controlSocket
        do throws(SharedStoreError) {
            return .success(try SharedStore(url: standardURL(), notifier: .controlSocket(socket)))
        } catch {
            return .failure(error)
        }
    }()

    // MARK: Reading

    /// The value stored under `key` in `suite`, if any (a row of an unknown shape reads as none).
    public func value(forKey key: String, suite: String) throws(SharedStoreError) -> SharedValue? {
        SuiteReadRecorder.current?.record(suite)
        return try withConnection { db throws(SharedStoreError) in
            try Self.read(db, key: key, suite: suite)
        }
    }

    /// Every key of `suite` with its value, by key.
    public func values(suite: String) throws(SharedStoreError) -> [String: SharedValue] {
        SuiteReadRecorder.current?.record(suite)
        return try withConnection { db throws(SharedStoreError) -> [String: SharedValue] in
            let statement = try db.prepare("SELECT key, type, value FROM entries WHERE suite = ?1")
            try statement.bind([.text(suite)])
            var values: [String: SharedValue] = [:]
            for row in try statement.rows() {
                guard case .text(let key) = row[0], case .text(let type) = row[1],
                    let value = SharedValue(typeName: type, column: row[2])
                else { continue }
                values[key] = value
            }
            return values
        }
    }

    /// Every suite that holds at least one key.
    public func suites() throws(SharedStoreError) -> [String] {
        try withConnection { db throws(SharedStoreError) -> [String] in
            let statement = try db.prepare("SELECT DISTINCT suite FROM entries ORDER BY suite")
            return try statement.rows().compactMap { row in
                if case .text(let suite) = row[0] { return suite }
                return nil
            }
        }
    }

    /// Runs `body` with the connection, one caller at a time.
    private func withConnection<T>(_ body: (SQLiteConnection) throws(SharedStoreError) -> T) throws(SharedStoreError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(connection)
    }

    fileprivate static func read(_ db: SQLiteConnection, key: String, suite: String) throws(SharedStoreError) -> SharedValue? {
        let statement = try db.prepare("SELECT type, value FROM entries WHERE suite = ?1 AND key = ?2")
        try statement.bind([.text(suite), .text(key)])
        guard let row = try statement.rows().first, case .text(let type) = row[0] else { return nil }
        return SharedValue(typeName: type, column: row[1])
    }

    // MARK: Writing

    /// Stores `value` under `key` (nil removes the key), then notifies.
    public func set(_ value: SharedValue?, forKey key: String, suite: String) throws(SharedStoreError) {
        try modify(suite: suite) { edit throws(SharedStoreError) in try edit.set(value, forKey: key) }
    }

    /// Stores several values in one transaction: all or none, one notification.
    public func set(_ values: [String: SharedValue], suite: String) throws(SharedStoreError) {
        try modify(suite: suite) { edit throws(SharedStoreError) in
            for (key, value) in values { try edit.set(value, forKey: key) }
        }
    }

    /// Reads and writes `suite` in one transaction that no other writer interleaves with (for
    /// read-modify-write, such as adding to a list); notifies once after it commits, if it wrote.
    @discardableResult
    public func modify<Result: Sendable>(
        suite: String, _ body: (SuiteEditor) throws(SharedStoreError) -> Result
    ) throws(SharedStoreError) -> Result {
        let (result, wrote) = try withConnection { db throws(SharedStoreError) -> (Result, Bool) in
            try db.writeTransaction { () throws(SharedStoreError) -> (Result, Bool) in
                let editor = SuiteEditor(db: db, suite: suite)
                let result = try body(editor)
                return (result, editor.wrote)
            }
        }
        if wrote { notifier.notify(suite) }
        return result
    }
}

/// Reads and writes one suite inside a ``SharedStore/modify(suite:_:)`` transaction.
public final class SuiteEditor {
    private let db: SQLiteConnection
    /// The suite the transaction reads and writes.
    public let suite: String
    fileprivate private(set) var wrote = false

    fileprivate init(db: SQLiteConnection, suite: String) {
        self.db = db
        self.suite = suite
    }

    /// The value under `key` in the suite, as the transaction sees it (its own writes included).
    public func value(forKey key: String) throws(SharedStoreError) -> SharedValue? {
        try SharedStore.read(db, key: key, suite: suite)
    }

    /// Removes every key of the suite.
    public func removeAll() throws(SharedStoreError) {
        let statement = try db.prepare("DELETE FROM entries WHERE suite = ?1")
        try statement.bind([.text(suite)])
        _ = try statement.step()
        wrote = true
    }

    /// Stores `value` (nil removes the key). A secret of this process in the key or the value is
    /// blotted out first (``SecretRedactor``): what a widget keeps never holds a resolved secret.
    public func set(_ value: SharedValue?, forKey key: String) throws(SharedStoreError) {
        let statement: SQLiteStatement
        let key = SecretRedactor.process.redact(key)
        if let value = value?.redacted(by: .process) {
            statement = try db.prepare(
                "INSERT OR REPLACE INTO entries (suite, key, type, value, modified) VALUES (?1, ?2, ?3, ?4, ?5)")
            try statement.bind([.text(suite), .text(key), .text(value.typeName), value.column, .real(Date().timeIntervalSince1970)])
        } else {
            statement = try db.prepare("DELETE FROM entries WHERE suite = ?1 AND key = ?2")
            try statement.bind([.text(suite), .text(key)])
        }
        _ = try statement.step()
        wrote = true
    }
}
