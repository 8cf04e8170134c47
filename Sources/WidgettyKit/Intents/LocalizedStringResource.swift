/// A user-facing string, as in Foundation's `LocalizedStringResource` on Apple platforms.
/// Widgetty does not localise: the key is the text shown.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    public let key: String

    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { self.key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { self.key = String(stringInterpolation: stringInterpolation) }

    public var description: String { key }
}

extension String {
    /// The text of a resource, as in Foundation's `String(localized:)`.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

/// What an intent does, shown under its title in the edit panel, as in App Intents.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let descriptionText: LocalizedStringResource
    public let categoryName: LocalizedStringResource?

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
    }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
