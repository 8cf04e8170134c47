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
    /// What the query says now of a stored value: the value with the titles it gives today, and
    /// the stored entities it no longer finds (kept as they were stored).
    static func _lookUp(_ stored: IntentValue) async throws -> EntityLookup
}

/// What an entity query says of a stored parameter value when asked again (the edit panel as it
/// opens, `widgetty check`): the value with today's titles, and what it no longer knows.
public struct EntityLookup: Hashable, Sendable, Codable {
    /// The stored value, each entity the query found with the title it gives now.
    public var value: IntentValue
    /// The stored entities the query does not find any more, as the home file has them.
    public var missing: [IntentObject]

    /// What a query says of a stored value.
    public init(value: IntentValue, missing: [IntentObject]) {
        self.value = value
        self.missing = missing
    }
}

extension Optional: QueriedIntentValue where Wrapped: QueriedIntentValue {
    public static func _resolve(_ stored: IntentValue) async throws -> Wrapped?? {
        if stored == .null { return .some(nil) }
        return try await Wrapped._resolve(stored).map { .some($0) }
    }
    public static var _suggestions: ParameterOptions { Wrapped._suggestions }
    public static var _entityTypeName: String { Wrapped._entityTypeName }
    public static func _lookUp(_ stored: IntentValue) async throws -> EntityLookup {
        if stored == .null { return EntityLookup(value: .null, missing: []) }
        return try await Wrapped._lookUp(stored)
    }
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
    public static func _lookUp(_ stored: IntentValue) async throws -> EntityLookup {
        guard case .array(let items) = stored else { return try await Element._lookUp(stored) }
        var lookup = EntityLookup(value: .array([]), missing: [])
        var values: [IntentValue] = []
        for item in items {
            let found = try await Element._lookUp(item)
            values.append(found.value)
            lookup.missing += found.missing
        }
        lookup.value = .array(values)
        return lookup
    }
}

extension AppEntity {
    public static func _resolve(_ stored: IntentValue) async throws -> Self? { try await find(stored) }
    public static var _suggestions: ParameterOptions { entitySuggestions }
    public static var _entityTypeName: String { "\(Self.self)" }
    public static func _lookUp(_ stored: IntentValue) async throws -> EntityLookup {
        guard case .object(let object) = stored else { return EntityLookup(value: stored, missing: []) }
        guard let found = try await find(stored) else { return EntityLookup(value: stored, missing: [object]) }
        return EntityLookup(value: found.intentValue, missing: [])
    }

    static func find(_ stored: IntentValue) async throws -> Self? {
        guard case .object(let object) = stored, let text = object.identifier, let id = ID.entityIdentifier(for: text) else {
            return nil
        }
        return try await defaultQuery.entities(for: [id]).first { $0.id == id }
    }

    static var entitySuggestions: ParameterOptions {
        ParameterOptions(
            sections: { [IntentOptionSection(title: nil, options: try await suggestedOptions())] },
            defaultResult: { await defaultQuery.defaultResult()?.intentValue },
            search: entitySearch)
    }

    private static func suggestedOptions() async throws -> [IntentOption] {
        try await defaultQuery.suggestedEntities().map { $0.intentOption }
    }

    /// The query's search by text, when it has one (`EntityStringQuery`).
    private static var entitySearch: (@Sendable (String) async throws -> [IntentOptionSection])? {
        guard let query = defaultQuery as? any EntityStringQuery else { return nil }
        return { text in try await search(query, matching: text) }
    }

    /// What a string query finds for `text`, as choices.
    private static func search<Query: EntityStringQuery>(_ query: Query, matching text: String) async throws -> [IntentOptionSection] {
        [IntentOptionSection(title: nil, options: try await query.entities(matching: text).map { $0.intentOption })]
    }

    /// The entity as a choice of the edit panel: its identifier, title and subtitle.
    var intentOption: IntentOption {
        IntentOption(value: intentValue, title: displayRepresentation.title.key, subtitle: displayRepresentation.subtitle?.key)
    }
}

extension IntentValue {
    /// Whether the value is, or lists, a stored object (an entity its query may be asked about).
    public var holdsObjects: Bool {
        switch self {
        case .object: return true
        case .array(let items): return items.contains { $0.holdsObjects }
        default: return false
        }
    }
}

/// An entity stored under an identifier its query no longer finds.
public struct MissingEntity: Error, CustomStringConvertible {
    /// The entity type's name, as the message says it.
    public let type: String
    /// The entity as the home file stores it: identifier and the title it had.
    public let stored: IntentObject
    /// The reason as `widgetty check` and the cell show it: "City 'Lisbon' (7) is no longer there".
    public var description: String { "\(type) '\(stored.display)' (\(stored.identifier ?? "no identifier")) is no longer there" }
}

extension IntentSchema {
    /// Whether intents of a type have entity parameters to find: asked once per widget kind, so a
    /// provider call of an intent without any walks nothing.
    public static func hasEntityParameters<Intent: AppIntent>(_ type: Intent.Type) -> Bool {
        Mirror(reflecting: Intent()).children.contains { $0.value is any PendingEntityParameter }
    }

    /// Finds the entities behind an intent's entity parameters through their queries (a decoded
    /// intent holds only their stored identifiers until then); a stored entity its query no longer
    /// finds is an error naming it, never silently dropped.
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
