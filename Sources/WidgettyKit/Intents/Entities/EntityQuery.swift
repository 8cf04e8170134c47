/// How entities are found, as App Intents' `EntityQuery`: by identifier (to read a stored
/// parameter back), and the suggestions the edit panel offers.
public protocol EntityQuery: Sendable {
    /// The entity type the query finds.
    associatedtype Entity: AppEntity
    /// The entities with these identifiers: how a stored parameter is read back before the provider
    /// is asked. Leave out any that no longer exist.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities the edit panel offers to choose from.
    func suggestedEntities() async throws -> [Entity]
    /// The entity a new parameter would start with on iOS; accepted, Widgetty starts a new widget
    /// with the parameter's own default.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// None by default: override to offer choices in the edit panel.
    public func suggestedEntities() async throws -> [Entity] { [] }
    /// None by default.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also searches by text, as App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities whose names match what the user typed in the edit panel's search.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity, as App Intents' `EnumerableEntityQuery`: its suggestions
/// are all of them.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity there is; the edit panel offers them all.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// All the entities, as ``allEntities()`` lists them.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
