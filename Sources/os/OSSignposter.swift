/// Signposts, as `os`'s `OSSignposter`: intervals and events that Instruments shows on Apple's
/// systems. A terminal has no Instruments: every call is accepted and records nothing, and
/// `withIntervalSignpost` just runs its closure.
public struct OSSignposter: Sendable {
    /// A signposter for the program; it records nothing.
    public init() {}
    /// A signposter for a subsystem and category; it records nothing.
    public init(subsystem: String, category: String) {}
    /// A signposter for a subsystem and a standard category such as `.pointsOfInterest`; it records
    /// nothing.
    public init(subsystem: String, category: OSLog.Category) {}
    /// A signposter writing through a logger's handle; it records nothing.
    public init(logger: Logger) {}
    /// A signposter writing through a log handle; it records nothing.
    public init(logHandle: OSLog) {}

    /// A signposter that records nothing (what every signposter here is).
    public static let disabled = OSSignposter()

    /// Whether signposts are recorded: never.
    public var isEnabled: Bool { false }

    /// A new identifier for an interval.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID.next() }
    /// An identifier for an object's intervals.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)))
    }

    /// Begins an interval; pass what it returns to ``endInterval(_:_:_:)``.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "") -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }

    /// Begins an animation interval (the same as any other here).
    public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "") -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }

    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage = "") {}

    /// Marks an instant.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "") {}

    /// Runs `task` as an interval and returns what it returns.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "", around task: () throws -> T
    ) rethrows -> T {
        try task()
    }

    /// Runs an asynchronous `task` as an interval and returns what it returns.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "",
        around task: () async throws -> T
    ) async rethrows -> T {
        try await task()
    }
}

/// An interval begun by ``OSSignposter/beginInterval(_:id:_:)``, as `OSSignpostIntervalState`.
public final class OSSignpostIntervalState: Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    init(id: OSSignpostID) { signpostID = id }
}
