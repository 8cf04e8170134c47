import Foundation

/// A log handle, as `os`'s `OSLog`: a subsystem and a category, handed to `os_log`,
/// `Logger(_:)` and signposts. Messages logged through it go where ``Logger``'s go.
public final class OSLog: Sendable {
    /// The handle's subsystem (a reverse-DNS name).
    public let subsystem: String
    /// The handle's category within the subsystem.
    public let category: String
    let enabled: Bool

    /// A handle whose messages carry the label `subsystem/category` in the program's log.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        enabled = true
    }

    /// A handle of the point-of-interest kind, as `OSLog(subsystem:category: .pointsOfInterest)`.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabledWithLabel label: String) {
        subsystem = label
        category = ""
        enabled = false
    }

    /// The program's default handle.
    public static let `default` = OSLog(subsystem: ProcessInfo.processInfo.processName, category: "default")
    /// A handle that logs nothing.
    public static let disabled = OSLog(disabledWithLabel: "disabled")

    /// Whether a message of `type` is logged through this handle (false only for ``disabled``).
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Whether signposts are recorded: never, they are accepted and dropped.
    public var signpostsEnabled: Bool { false }

    /// The label of the handle's messages in the program's log: `subsystem/category`.
    var label: String { category.isEmpty ? subsystem : "\(subsystem)/\(category)" }

    /// The standard categories, as `OSLog.Category`.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name, as Apple's systems spell it.
        public let rawValue: String
        /// A category of any name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Apple's category for points of interest in Instruments; its signposts are dropped here.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Apple's category for dynamic tracing, turned on by a tool when needed; nothing turns it
        /// on here.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Apple's category for dynamic tracing with stack traces; nothing turns it on here.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}
