import Synchronization

/// A signpost's identifier, as `os`'s `OSSignpostID`.
public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The identifier's number; two intervals with the same one through the same log pair up.
    public let rawValue: UInt64

    /// An identifier of a number of your choosing.
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier for intervals through `log`.
    public init(log: OSLog) { self = Self.next() }
    /// An identifier for an object's intervals through `log`.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// The identifier of intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier that matches nothing, for a signpost that should not be paired.
    public static let invalid = OSSignpostID(~0)
    /// The zero identifier.
    public static let null = OSSignpostID(0)

    /// Orders identifiers by number.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = Atomic<UInt64>(0)
    static func next() -> OSSignpostID { OSSignpostID(counter.add(1, ordering: .relaxed).newValue) }
}

/// What a signpost marks, as `OSSignpostType`.
public struct OSSignpostType: Hashable, Sendable {
    let name: String
    /// The start of an interval.
    public static let begin = OSSignpostType(name: "begin")
    /// The end of an interval begun with the same name and identifier.
    public static let end = OSSignpostType(name: "end")
    /// A single instant, not an interval.
    public static let event = OSSignpostType(name: "event")
}

/// A signpost, as `os_signpost(.begin, log: log, name: "Load")`: accepted, recorded nowhere.
public func os_signpost(
    _ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive
) {}

/// A signpost with a printf-style message: accepted, recorded nowhere.
public func os_signpost(
    _ type: OSSignpostType, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
    _ format: StaticString, _ arguments: CVarArg...
) {}
