import Foundation

/// Something of the app a parameter can name, as App Intents' `AppEntity`: an identifier, how it
/// is shown, and the query that finds it. A parameter of an entity type is stored in the home file
/// by its identifier, with its title beside it (`{identifier: "7", display: "Ada"}`), and is
/// found again through `defaultQuery.entities(for:)` before the widget's provider is asked; the
/// edit panel offers `suggestedEntities()`.
public protocol AppEntity: Identifiable, IntentValueConvertible, QueriedIntentValue, Sendable where ID: EntityIdentifierConvertible {
    /// The query that finds entities of this type by identifier and lists suggestions.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// How one entity is shown: its title (stored in the home file beside the identifier) and
    /// subtitle.
    var displayRepresentation: DisplayRepresentation { get }
    /// What the type is called, as the edit panel labels a parameter of it.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query instance the host uses to find entities again and to offer suggestions.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// An entity parameter is edited as a choice among the query's suggestions, named by the type.
    public static var intentParameterKind: IntentParameterKind { .object(typeName: "\(Self.self)") }

    /// A required entity parameter has no value of its own: reading one that was never set
    /// stops the program, as App Intents does.
    public static var intentEmptyValue: Self {
        preconditionFailure("the @Parameter of type \(Self.self) was read before it was set")
    }

    /// The entity as the home file stores it: its identifier as text and its title beside it.
    public var intentValue: IntentValue {
        .object(IntentObject(identifier: id.entityIdentifierString, display: displayRepresentation.title.key))
    }

    /// Entities are not made from a stored value directly: they are found by their query
    /// (``IntentSchema/resolveEntities(in:)``).
    public init?(intentValue: IntentValue) { return nil }
}

/// An identifier an entity can have: written as text in the home file.
public protocol EntityIdentifierConvertible: Hashable, Sendable {
    /// The identifier as text, as it is written in the home file.
    var entityIdentifierString: String { get }
    /// The identifier written as `string`, or nil when the text is not one (the entity is then not
    /// found).
    static func entityIdentifier(for string: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// A string identifier is its own text.
    public var entityIdentifierString: String { self }
    /// Any text is a string identifier.
    public static func entityIdentifier(for string: String) -> String? { string }
}

extension Int: EntityIdentifierConvertible {
    /// An integer identifier as decimal text.
    public var entityIdentifierString: String { String(self) }
    /// The integer in `string`, or nil when it is not a whole number.
    public static func entityIdentifier(for string: String) -> Int? { Int(string) }
}

extension UUID: EntityIdentifierConvertible {
    /// A UUID identifier in its standard upper-case text.
    public var entityIdentifierString: String { uuidString }
    /// The UUID in `string`, or nil when it is not a UUID.
    public static func entityIdentifier(for string: String) -> UUID? { UUID(uuidString: string) }
}
