import Foundation

/// A parameter value found through a query rather than made from its stored form: an entity, an
/// optional one, or a list of them.
public protocol QueriedIntentValue {
    /// The value for a stored one, found through the entity's query (nil: not found).
    static func _resolve(_ stored: IntentValue) async throws -> Self?
    /// The edit panel's choices: the query's suggestions.
    static var _suggestions: ParameterOptions { get }
    /// The entity type's name, for messages.
    static var _entityTypeName: String { get }
}

extension Optional: QueriedIntentValue where Wrapped: QueriedIntentValue {
    public static func _resolve(_ stored: IntentValue) async throws -> Wrapped?? {
        if stored == .null { return .some(nil) }
        return try await Wrapped._resolve(stored).map { .some($0) }
    }
    public static var _suggestions: ParameterOptions { Wrapped._suggestions }
    public static var _entityTypeName: String { Wrapped._entityTypeName }
}

extension Array: QueriedIntentValue where Element: QueriedIntentValue {
    public static func _resolve(_ stored: IntentValue) async throws -> [Element]? {
        guard case .array(let items) = stored else { return nil }
        var found: [Element] = []
        for item in items {
            guard let element = try await Element._resolve(item) else { return nil }
            found.append(element)
        }
        return found
    }
    public static var _suggestions: ParameterOptions { Element._suggestions }
    public static var _entityTypeName: String { Element._entityTypeName }
}

extension AppEntity {
    public static func _resolve(_ stored: IntentValue) async throws -> Self? { try await find(stored) }
    public static var _suggestions: ParameterOptions { entitySuggestions }
    public static var _entityTypeName: String { "\(Self.self)" }

    static func find(_ stored: IntentValue) async throws -> Self? {
        guard case .object(let object) = stored, let text = object.identifier, let id = ID.entityIdentifier(for: text) else {
            return nil
        }
        return try await defaultQuery.entities(for: [id]).first { $0.id == id }
    }

    static var entitySuggestions: ParameterOptions {
        ParameterOptions(
            sections: {
                [IntentOptionSection(title: nil, options: try await defaultQuery.suggestedEntities().map { entity in
                    IntentOption(value: entity.intentValue, title: entity.displayRepresentation.title.key,
                                 subtitle: entity.displayRepresentation.subtitle?.key)
                })]
            },
            defaultResult: { await defaultQuery.defaultResult()?.intentValue })
    }
}

/// An entity stored under an identifier its query no longer finds.
public struct MissingEntity: Error, CustomStringConvertible {
    public let type: String
    public let stored: IntentObject
    public var description: String { "\(type) '\(stored.display)' (\(stored.identifier ?? "no identifier")) is no longer there" }
}

extension IntentSchema {
    /// Finds the entities behind an intent's entity parameters through their queries (a decoded
    /// intent holds only their stored identifiers until then); a stored entity its query no longer
    /// finds is an error naming it, never silently dropped.
    /// Whether intents of a type have entity parameters to find: asked once per widget kind, so a
    /// provider call of an intent without any walks nothing.
    public static func hasEntityParameters<Intent: AppIntent>(_ type: Intent.Type) -> Bool {
        Mirror(reflecting: Intent()).children.contains { $0.value is any PendingEntityParameter }
    }

    public static func resolveEntities(in intent: some AppIntent) async throws {
        for child in Mirror(reflecting: intent).children {
            guard let parameter = child.value as? any PendingEntityParameter else { continue }
            try await parameter.resolvePending()
        }
    }
}

/// An `@Parameter` that may hold a stored entity waiting to be found.
protocol PendingEntityParameter {
    func resolvePending() async throws
}
