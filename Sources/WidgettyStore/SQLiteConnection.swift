import CSQLite3
import Foundation

/// Why the shared store could not do what was asked: SQLite's own message, or a value of the
/// wrong shape.
public struct SharedStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as SQLite or the store put it.
    public var description: String
    /// SQLite said the database is busy or locked by another connection (worth trying again).
    public var isBusy: Bool
    /// An error of a message, marked busy when another connection held the database.
    public init(_ description: String, isBusy: Bool = false) {
        self.description = description
        self.isBusy = isBusy
    }
}

/// One connection to a SQLite database file, with the settings several processes need to share
/// it: write-ahead log, a busy timeout, full sync on commit. Sendable only because its one owner
/// (``SharedStore``) uses it under a lock (and SQLite is opened in serialized mode besides).
final class SQLiteConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    let path: String

    init(path: String, busyTimeoutMilliseconds: Int32) throws(SharedStoreError) {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(db)
            throw SharedStoreError("cannot open \(path): \(message)")
        }
        handle = db
        self.path = path
        sqlite3_busy_timeout(db, busyTimeoutMilliseconds)
        sqlite3_extended_result_codes(db, 1)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs statements that return no rows.
    func execute(_ sql: String) throws(SharedStoreError) {
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &error)
        guard status == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(error)
            let primary = status & 0xFF
            throw SharedStoreError("\(path): \(message)", isBusy: primary == SQLITE_BUSY || primary == SQLITE_LOCKED)
        }
    }

    func prepare(_ sql: String) throws(SharedStoreError) -> SQLiteStatement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure()
        }
        return SQLiteStatement(statement, connection: self)
    }

    /// The connection's last error as a ``SharedStoreError``.
    func failure() -> SharedStoreError {
        SharedStoreError("\(path): \(String(cString: sqlite3_errmsg(handle)))")
    }

    /// Runs `body` in a write transaction taken at once (`BEGIN IMMEDIATE`), so two processes
    /// that read and then write never deadlock: the second waits (busy timeout) for the first.
    func writeTransaction<T>(_ body: () throws(SharedStoreError) -> T) throws(SharedStoreError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}

/// A prepared statement: bind, step, read columns.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: SQLiteConnection
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    fileprivate init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    /// A value SQLite stores natively.
    enum Column: Equatable {
        case text(String), integer(Int64), real(Double), null
    }

    func bind(_ values: [Column]) throws(SharedStoreError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .text(let text): status = sqlite3_bind_text(handle, index, text, -1, Self.transient)
            case .integer(let number): status = sqlite3_bind_int64(handle, index, number)
            case .real(let number): status = sqlite3_bind_double(handle, index, number)
            case .null: status = sqlite3_bind_null(handle, index)
            }
            guard status == SQLITE_OK else { throw connection.failure() }
        }
    }

    /// Steps once: true when a row is available.
    func step() throws(SharedStoreError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.failure()
        }
    }

    /// Every remaining row, as columns.
    func rows() throws(SharedStoreError) -> [[Column]] {
        var rows: [[Column]] = []
        while try step() {
            rows.append((0..<sqlite3_column_count(handle)).map(column))
        }
        return rows
    }

    private func column(_ index: Int32) -> Column {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
        case SQLITE_NULL: return .null
        default: return .text(sqlite3_column_text(handle, index).map { String(cString: $0) } ?? "")
        }
    }
}
