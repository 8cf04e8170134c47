import Foundation

/// Something of the app a parameter can name, as App Intents' `AppEntity`: an identifier, how it
/// is shown, and the query that finds it. A parameter of an entity type is stored in the home file
/// by its identifier, with its title beside it (`{identifier: "7", display: "Ada"}`), and is
/// found again through `defaultQuery.entities(for:)` before the widget's provider is asked; the
/// edit panel offers `suggestedEntities()`.
public protocol AppEntity: Identifiable, IntentValueConvertible, QueriedIntentValue, Sendable where ID: EntityIdentifierConvertible {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    var displayRepresentation: DisplayRepresentation { get }
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    public static var intentParameterKind: IntentParameterKind { .object(typeName: "\(Self.self)") }

    /// A required entity parameter has no value of its own: reading one that was never set
    /// stops the program, as App Intents does.
    public static var intentEmptyValue: Self {
        preconditionFailure("the @Parameter of type \(Self.self) was read before it was set")
    }

    public var intentValue: IntentValue {
        .object(IntentObject(identifier: id.entityIdentifierString, display: displayRepresentation.title.key))
    }

    /// Entities are not made from a stored value directly: they are found by their query
    /// (``IntentSchema/resolveEntities(in:)``).
    public init?(intentValue: IntentValue) { return nil }
}

/// An identifier an entity can have: written as text in the home file.
public protocol EntityIdentifierConvertible: Hashable, Sendable {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for string: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for string: String) -> String? { string }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for string: String) -> Int? { Int(string) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for string: String) -> UUID? { UUID(uuidString: string) }
}
