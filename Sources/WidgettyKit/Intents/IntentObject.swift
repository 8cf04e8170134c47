/// A value of a custom type from an `.intentdefinition` file as the host stores it: the
/// identifier the intent handler gave it, the string shown for it, and the values of the type's
/// own properties by name. The home file writes it as a mapping:
/// `{identifier: lisbon, display: Lisbon, country: PT}`.
public struct IntentObject: Hashable, Sendable, Codable {
    /// The identifier the intent handler gave the value; nil when it gave none.
    public var identifier: String?
    /// The text shown for the value in the edit panel and summaries.
    public var display: String
    /// The type's own properties, by name, as the generated class stores them.
    public var properties: [String: IntentValue]

    /// A stored object of these parts.
    public init(identifier: String?, display: String, properties: [String: IntentValue] = [:]) {
        self.identifier = identifier
        self.display = display
        self.properties = properties
    }

    /// The keys of the home file's mapping that are not properties.
    public static let identifierKey = "identifier"
    /// The `display:` key of the home file's mapping.
    public static let displayKey = "display"
}
