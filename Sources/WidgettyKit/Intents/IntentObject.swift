/// A value of a custom type from an `.intentdefinition` file as the host stores it: the
/// identifier the intent handler gave it, the string shown for it, and the values of the type's
/// own properties by name. The home file writes it as a mapping:
/// `{identifier: lisbon, display: Lisbon, country: PT}`.
public struct IntentObject: Hashable, Sendable, Codable {
    public var identifier: String?
    public var display: String
    public var properties: [String: IntentValue]

    public init(identifier: String?, display: String, properties: [String: IntentValue] = [:]) {
        self.identifier = identifier
        self.display = display
        self.properties = properties
    }

    /// The keys of the home file's mapping that are not properties.
    public static let identifierKey = "identifier"
    public static let displayKey = "display"
}
