/// How many values a list parameter holds, as in App Intents: `size: 3` (exactly three) or
/// `size: IntentCollectionSize(min: 1, max: 6)`. The edit panel adds and removes values only
/// within it, and `widgetty check` reports a list outside it.
public struct IntentCollectionSize: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The fewest values the list may hold.
    public let min: Int
    /// The most values the list may hold.
    public let max: Int

    /// Exactly `count` values: the panel lets them be changed and reordered, not added or removed.
    public init(exactly count: Int) {
        self.init(min: count, max: count)
    }

    /// Between `min` and `max` values, both included (a `min` above `max` is lowered to it,
    /// negatives to 0).
    public init(min: Int, max: Int) {
        self.min = Swift.max(0, Swift.min(min, max))
        self.max = Swift.max(0, max)
    }

    /// `size: 3` means exactly three.
    public init(integerLiteral value: Int) {
        self.init(exactly: value)
    }

    /// The count can neither grow nor shrink.
    public var isFixed: Bool { min == max }

    /// Whether a list of `count` values is within the bounds.
    public func contains(_ count: Int) -> Bool { count >= min && count <= max }

    /// `exactly 3`, `at most 6`, `1 to 6`.
    public var description: String {
        if isFixed { return "exactly \(min)" }
        if min == 0 { return "at most \(max)" }
        return "\(min) to \(max)"
    }
}

/// The widget family a list size applies to (`size: [.systemSmall: 2, .systemLarge: 8]`), as in
/// App Intents.
public typealias IntentWidgetFamily = WidgetFamily
