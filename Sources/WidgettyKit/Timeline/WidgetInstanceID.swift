/// The identity of one widget placed on the home screen: two cells showing the same kind
/// have different ids. Beyond WidgetKit, which has no public instance identity.
public struct WidgetInstanceID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The id the home file gives the widget (its `id:`), unique on the home screen.
    public let rawValue: String
    /// An instance id of its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An instance id of its text, without the label.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An instance id from a literal, as tests write `"clock-1"`.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The id's text.
    public var description: String { rawValue }
    /// Orders ids by their text, so listings come out the same each time.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
