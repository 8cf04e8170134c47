/// How entities are found, as App Intents' `EntityQuery`: by identifier (to read a stored
/// parameter back), and the suggestions the edit panel offers.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also searches by text, as App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity, as App Intents' `EnumerableEntityQuery`: its suggestions
/// are all of them.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}
